"""Screenshots of the window for the README, under Xvfb.

    xvfb-run -a -s "-screen 0 1400x900x24" .venv/bin/python docs/screenshots.py
    QT_SCALE_FACTOR=1.5 xvfb-run -a -s "-screen 0 1920x1080x24" .venv/bin/python docs/screenshots.py

The bundled default model is a 270M *base* model that does not follow chat
instructions, so the pictured conversation is scripted: the window, store,
worker thread, rendering, usage lines and LoRA plumbing are all the real
ones, but the engine is the UI tests' fake engine (named "demo model
(scripted)" in the pictures) streaming prepared Markdown. Uses a scratch
data folder; your conversations are not touched. Writes
docs/window-light.png, docs/window-dark.png, docs/lora-selection.png and
docs/settings-dialog.png.
"""

from __future__ import annotations

import asyncio
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from tests.scratch import scratch_folder  # noqa: E402

SCRATCH = scratch_folder("lantern-shots-")
os.environ["LANTERN_DATA_DIR"] = str(SCRATCH / "data")

import qasync  # noqa: E402
from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402

from app.config import AdapterSpec, Settings, save_settings  # noqa: E402
from app.domain import ConversationSettings  # noqa: E402
from app.engine.requests import SamplerConfig  # noqa: E402
from app.ui.app import create_window  # noqa: E402
from app.ui.main_window import MainWindow  # noqa: E402
from app.ui.services.engine_host import FactoryBuilder  # noqa: E402
from app.workers.inference import Engine, EngineFactory  # noqa: E402
from tests.ui.fakes import FakeEngine, Script  # noqa: E402

DOCS = ROOT / "docs"

ANSWERS = {
    "reverse": """Slicing with a step of `-1` walks the string backwards:

```python
def reverse(text: str) -> str:
    \"\"\"Return text with its characters in reverse order.\"\"\"
    return text[::-1]


print(reverse("lantern"))  # nretnal
```

- `text[::-1]` makes a **new** string; Python strings are immutable.
- For a list, `items.reverse()` reverses *in place* instead.
""",
    "rust": """In Rust, reverse by **characters** (not bytes), so that UTF-8 stays valid:

```rust
fn reverse(text: &str) -> String {
    text.chars().rev().collect()
}
```

| Language | Idiom | Unicode-safe |
|----------|-------|--------------|
| Python | `s[::-1]` | code points |
| Rust | `s.chars().rev()` | code points |
""",
}

QUESTIONS = [
    "How do I reverse a string in Python?",
    "And in Rust? Keep it short, <b>please</b>.",
]


class DemoEngine(FakeEngine):
    model_name = "demo model (scripted)"


def scripted(prompt: str) -> str:
    return ANSWERS["rust"] if "Rust" in prompt.split("<end_of_turn>")[-1] + prompt[-80:] \
        else ANSWERS["reverse"]


def demo_factory(script: Script) -> FactoryBuilder:
    def build(_settings: Settings) -> EngineFactory:
        def load(progress: Callable[[float, str], None]) -> Engine:
            return DemoEngine(script, progress)
        return load
    return build


async def until(condition: Callable[[], object], timeout: float = 120.0) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise TimeoutError("the window did not get there in time")
        await asyncio.sleep(0.05)


async def settle() -> None:
    await asyncio.sleep(0.5)
    QApplication.processEvents()


SCALE = float(os.environ.get("QT_SCALE_FACTOR", "1") or 1)
SUFFIX = "" if SCALE == 1 else f"-{round(SCALE * 100)}"
"""At QT_SCALE_FACTOR=1.5 the pictures are named window-light-150.png and so on."""


def install_language(language: str = "en") -> None:
    """The window's catalog, as `lantern` installs it (English has one too: its
    plural forms, "1 token" / "2 tokens"), compiled from its source into the
    scratch folder, so the pictures need no install step."""
    import subprocess

    from app.ui import i18n

    folder = SCRATCH / "translations"
    folder.mkdir(exist_ok=True)
    lrelease = Path(sys.executable).parent / "pyside6-lrelease"
    subprocess.run([str(lrelease), "-silent",
                    str(ROOT / "resources" / "translations" / f"lantern_{language}.ts"),
                    "-qm", str(i18n.qm_path(language, folder))], check=True)
    i18n.install(language, folder)


def grab(widget: QWidget, name: str) -> None:
    path = DOCS / name.replace(".png", f"{SUFFIX}.png")
    widget.grab().save(str(path))
    print("wrote", path)


async def converse(window: MainWindow) -> None:
    await until(lambda: window.host.state == "ready" and window.attached)  # services too
    chosen = ConversationSettings("You are a concise programming assistant.",
                                  SamplerConfig(temperature=0.3), (("concise", 0.8),), True)
    window.controller.set_conversation_settings(chosen)
    window.panel.set_values(chosen, window.settings.adapters)
    for question in QUESTIONS:
        window.composer.set_text(question)
        window.composer.submit()
        await until(lambda: window.controller.busy)
        await until(lambda: not window.controller.busy)
    window.controller.regenerate()  # a second version: the "2/2" arrows
    await until(lambda: window.controller.busy)
    await until(lambda: not window.controller.busy)
    await settle()


async def scenario(window: MainWindow) -> None:
    await converse(window)
    window.chat_view.verticalScrollBar().setValue(4)  # from the first question down
    await settle()
    grab(window, "window-light.png")
    window.settings.theme = "dark"
    window.apply_look()
    await settle()
    grab(window, "window-dark.png")
    window.settings.theme = "light"
    window.apply_look()
    window.header.settings_button.setChecked(True)
    await settle()
    grab(window, "lora-selection.png")
    window.open_settings()
    dialog = window.settings_dialog
    assert dialog is not None
    dialog.tabs.setCurrentIndex(2)  # the LoRA adapter library
    broken = SCRATCH / "adapters" / "notes.gguf"
    broken.write_text("not an adapter")
    dialog.adapter_path.setText(str(broken))
    dialog.add_adapter_button.click()  # refused, and the dialog says why
    await until(lambda: "refused" in dialog.adapter_message.text())
    await settle()
    grab(dialog, "settings-dialog.png")
    dialog.reject()


def fake_adapter(name: str) -> str:
    path = SCRATCH / "adapters" / f"{name}.gguf"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"GGUF" + bytes(64))
    return str(path)


def main() -> int:
    adapters = [AdapterSpec("concise", fake_adapter("concise"), 0.8),
                AdapterSpec("pirate-voice", fake_adapter("pirate-voice"), 0.5)]
    save_settings(Settings(adapters=adapters, theme="light"))
    app = QApplication(sys.argv)
    install_language()
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    script = Script(answer=scripted, delay_s=0.004)
    window = create_window(demo_factory(script))
    # At 1.5 on a 1920x1080 screen the window has 1280x720 logical pixels.
    window.resize(*((1360, 860) if SCALE == 1 else (1240, 680)))
    with loop:
        loop.run_until_complete(scenario(window))
        window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
