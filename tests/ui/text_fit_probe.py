"""Opens the window in a language over the fake engine, puts the conversation
panel at its narrowest and the Settings' LoRA adapters in view, and prints
which controls cut their text, as JSON (run by test_text_fits.py in a child
process, so that it can pick the scale factor)."""

from __future__ import annotations

import asyncio
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
from tests.scratch import scratch_folder  # noqa: E402

SCRATCH = scratch_folder("lantern-text-fit-")
os.environ.setdefault("LANTERN_DATA_DIR", str(SCRATCH / "data"))

from PySide6.QtWidgets import QApplication, QDoubleSpinBox  # noqa: E402

from app.config import AdapterSpec, Settings, save_settings  # noqa: E402
from app.ui import i18n  # noqa: E402
from app.ui.main_window import MainWindow  # noqa: E402
from tests.ui.text_fit import (  # noqa: E402
    combo_overflow,
    compile_catalog,
    cut_off,
    label_overflow,
    run_probe,
    spin_overflow,
)

LONG_NAME = "pirate-voice-with-a-long-name"
SCALES = (("concise", 1.0), (LONG_NAME, 1.25), ("tiny", 0.05))


async def settle(seconds: float = 0.3) -> None:
    await asyncio.sleep(seconds)


async def probe(window: MainWindow) -> dict[str, object]:
    while window.host.state != "ready":
        await asyncio.sleep(0.05)
    window.toggle_panel()
    await settle()
    panel = window.panel
    sizes = window.splitter.sizes()
    window.splitter.setSizes([sizes[0], sum(sizes[1:]), 0])  # the panel at its narrowest
    await settle()
    cut: list[str] = []
    checked = 0
    combo = panel.context_policy
    for index in range(combo.count()):
        combo.setCurrentIndex(index)
        checked += 1
        if combo_overflow(combo) > 0 or cut_off(combo, panel.viewport()):
            cut.append(f"Too long: {combo.currentText()!r} by {combo_overflow(combo)} px")
    for name, _scale in SCALES:
        row = panel.adapter_row(name)
        assert row is not None
        row.check.setChecked(True)
        await settle(0.05)
        checked += 1
        if label_overflow(row.value_label) > 0 or cut_off(row.value_label, panel.viewport()):
            cut.append(f"scale of {name}: {row.value_label.text()!r}")
    narrowest = [panel.width(), panel.minimumSizeHint().width()]
    window.open_settings()
    dialog = window.settings_dialog
    assert dialog is not None
    tab = dialog.adapter_table.parentWidget()
    assert tab is not None
    dialog.tabs.setCurrentWidget(tab)
    await settle()
    for box in dialog.adapter_table.findChildren(QDoubleSpinBox):
        checked += 1
        if spin_overflow(box) > 0 or cut_off(box, dialog.adapter_table.viewport()):
            cut.append(f"{box.accessibleName()}: {box.text()!r} by {spin_overflow(box)} px")
    dialog.reject()
    await settle(0.1)
    return {"checked": checked, "cut": cut, "panel": narrowest}


def main() -> int:
    language = sys.argv[1] if len(sys.argv) > 1 else "en"
    adapter = SCRATCH / "adapter.gguf"
    adapter.write_bytes(b"GGUF" + (3).to_bytes(4, "little") + bytes(64))
    save_settings(Settings(theme=sys.argv[2] if len(sys.argv) > 2 else "light",
                           language=language,
                           adapters=[AdapterSpec(n, str(adapter), s) for n, s in SCALES]))
    app = QApplication(sys.argv[:1])
    i18n.use_fonts(app, i18n.install(language, compile_catalog(language, SCRATCH).parent)
                   .language)
    return run_probe(probe, "FITS", size=(1200, 760))


if __name__ == "__main__":
    sys.exit(main())
