"""Screenshots: per-control limits of remote engines, and the new-collection
dialog with a remote embedding model, under Xvfb.

    xvfb-run -a -s "-screen 0 1400x900x24" .venv/bin/python docs/remote_limits_screenshot.py

The conversation panel as the window shows it for two remote engines (as
their connection tests recorded them): a plain OpenAI-compatible server
(top-k, min-p, repeat penalty, adapters and the cache switch greyed) and
vLLM with one adapter chosen (its scale fixed at 1, the other adapter
greyed). Writes docs/remote-limits.png and docs/remote-collection.png.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PySide6.QtWidgets import QApplication, QHBoxLayout, QVBoxLayout, QWidget  # noqa: E402

from app.domain import ConversationSettings, SamplerConfig  # noqa: E402
from app.engine.remote.embedders import RemoteEmbedding  # noqa: E402
from app.engine.remote.registry import EngineRegistry, EngineSpec  # noqa: E402
from app.ui.chat.conversation_panel import ConversationPanel  # noqa: E402
from app.ui.documents.new_collection import NewCollectionDialog  # noqa: E402
from app.ui.engines.engine_section import EngineSection  # noqa: E402
from app.ui.theme import apply_theme  # noqa: E402

DOCS = ROOT / "docs"


def column(registry: EngineRegistry, choice: str) -> tuple[QWidget, ConversationPanel]:
    chosen = ConversationSettings("", SamplerConfig(), (), True)
    section = EngineSection(registry, lambda: "gemma-3-270m", lambda: None)
    panel = ConversationPanel()
    section.show_for(None, chosen, panel, [])
    section.choice.setCurrentIndex(section.choice.findText(choice))
    section.apply_limits(chosen, panel, [])
    box = QWidget()
    layout = QVBoxLayout(box)
    layout.addWidget(section)
    layout.addWidget(panel, 1)
    return box, panel


def main() -> int:
    app = QApplication(sys.argv)
    apply_theme(app, "light", 10)
    registry = EngineRegistry(Path(tempfile.mkdtemp()) / "engines.json")
    registry.put(EngineSpec("plain", "http://plain:9000", kind="OpenAI-compatible",
                            models=("gpt-4o-mini",)))
    registry.put(EngineSpec("vllm", "http://vllm:8000", kind="vLLM", models=("llama-70b",),
                            adapters=("sql", "poet"), embedding_models=("bge-m3",)))
    window = QWidget()
    row = QHBoxLayout(window)
    plain, _ = column(registry, "plain · gpt-4o-mini")
    vllm, panel = column(registry, "vllm · llama-70b")
    sql = panel.adapter_row("sql")
    assert sql is not None
    sql.check.setChecked(True)
    row.addWidget(plain)
    row.addWidget(vllm)
    window.resize(760, 820)
    window.show()
    app.processEvents()
    window.grab().save(str(DOCS / "remote-limits.png"))
    print("wrote", DOCS / "remote-limits.png")
    dialog = NewCollectionDialog([RemoteEmbedding("vllm", "bge-m3")], "all-MiniLM-L6-v2")
    wiki = Path(tempfile.mkdtemp(prefix="lantern-shot-")) / "company-wiki"
    wiki.mkdir()
    dialog.folder.setText(str(wiki))  # the name follows: "Company Wiki"
    dialog.embedder.setCurrentIndex(1)
    dialog.show()
    app.processEvents()
    dialog.grab().save(str(DOCS / "remote-collection.png"))
    print("wrote", DOCS / "remote-collection.png")
    return 0


if __name__ == "__main__":
    sys.exit(main())
