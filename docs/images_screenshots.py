"""Images in the window, for docs/guide/images.md, under Xvfb with the xcb platform.

    xvfb-run -a -s "-screen 0 1400x900x24" .venv/bin/python docs/images_screenshots.py

The window, store, worker thread and the image path (reading, thumbnails,
storing, the refusal) are the real ones; the engine is the UI tests' fake
engine, named "demo model (scripted)", as in docs/screenshots.py: no vision
model's weights are here, so its answer is prepared text. Uses a scratch
data folder. Writes docs/images-composer.png, docs/images-sent.png,
docs/images-refused.png and docs/images-viewer.png.
"""

from __future__ import annotations

import asyncio
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
SCRATCH = Path(tempfile.mkdtemp(prefix="lantern-images-"))
os.environ["LANTERN_DATA_DIR"] = str(SCRATCH / "data")

import qasync  # noqa: E402
from PIL import Image, ImageDraw  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from app.config import Settings, save_settings  # noqa: E402
from app.ui.app import create_window  # noqa: E402
from app.ui.chat.attachments import ImageViewer  # noqa: E402
from app.ui.main_window import MainWindow  # noqa: E402
from docs.screenshots import demo_factory, grab, install_language, settle, until  # noqa: E402
from tests.ui.fakes import Script  # noqa: E402

QUESTION = "Which quarter sold the most, and by how much?"
ANSWER = ("**Q3** sold the most: 182 units, 47 more than Q2 (135). Q1 and Q4 are close "
          "to each other (96 and 121).")


def chart(path: Path) -> Path:
    """A bar chart, as a screenshot of one would look."""
    image = Image.new("RGB", (960, 600), "white")
    draw = ImageDraw.Draw(image)
    draw.text((40, 24), "Units sold per quarter", fill="black")
    for index, (label, value) in enumerate((("Q1", 96), ("Q2", 135), ("Q3", 182),
                                            ("Q4", 121))):
        left = 120 + index * 200
        draw.rectangle((left, 540 - value * 2.6, left + 120, 540),
                       fill=("#4e79a7", "#f28e2b", "#e15759", "#76b7b2")[index])
        draw.text((left + 50, 552), label, fill="black")
        draw.text((left + 45, 520 - value * 2.6), str(value), fill="black")
    draw.line((100, 540, 920, 540), fill="black", width=2)
    image.save(path)
    return path


def photo(path: Path) -> Path:
    """A second picture: a sunset-like gradient."""
    image = Image.new("RGB", (800, 533))
    draw = ImageDraw.Draw(image)
    for y in range(533):
        draw.line((0, y, 800, y), fill=(255 - y // 4, 120 + y // 8, 60 + y // 3))
    draw.ellipse((330, 300, 470, 440), fill=(255, 214, 90))
    image.save(path, "JPEG", quality=90)
    return path


async def scenario(window: MainWindow, script: Script) -> None:
    await until(lambda: window.host.state == "ready" and window.attached)  # services too
    composer = window.composer
    composer.attach([str(chart(SCRATCH / "sales-chart.png")),
                     str(photo(SCRATCH / "sunset.jpg"))])
    composer.set_text(QUESTION)
    await until(lambda: not composer.reading and len(composer.images) == 2)
    await settle()
    grab(window, "images-composer.png")
    composer.thumbnails.remove(composer.images[1])
    composer.submit()
    await until(lambda: window.controller.busy)
    await until(lambda: not window.controller.busy)
    await settle()
    grab(window, "images-sent.png")
    user = window.chat_view.message_widgets()[0]
    user.images.thumbnails[0].click()
    await until(lambda: window.findChild(ImageViewer) is not None)
    viewer = window.findChild(ImageViewer)
    assert viewer is not None
    await until(lambda: viewer.picture.pixmap() is not None
                and not viewer.picture.pixmap().isNull())
    await settle()
    grab(viewer, "images-viewer.png")
    viewer.close()
    # The same window with a model that cannot read images (the demo engine
    # says so): a new chat, an image, and Send.
    window.host.sees_images = script.sees_images = False
    window.new_chat()
    composer.attach([str(SCRATCH / "sales-chart.png")])
    composer.set_text(QUESTION)
    await until(lambda: not composer.reading and len(composer.images) == 1)
    composer.submit()
    await settle()
    grab(window, "images-refused.png")


def main() -> int:
    save_settings(Settings(theme="light"))
    app = QApplication(sys.argv)
    install_language()
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    script = Script(answer=lambda _prompt: ANSWER, delay_s=0.004, sees_images=True)
    window = create_window(demo_factory(script))
    window.resize(1200, 760)
    with loop:
        loop.run_until_complete(scenario(window, script))
        window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
