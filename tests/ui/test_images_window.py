"""Images in the window: attached by the button, by drag and drop and by
paste; refused with a message when they cannot be used (the text typed
stays); thumbnails in the composer and in the sent message; a clear refusal
before sending to a model that cannot read images; sent, stored and given
to the engine with the message when it can."""

from __future__ import annotations

import asyncio
import re
import subprocess
import sys
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PIL import Image
from PySide6.QtCore import QLocale, QMimeData, QPoint, QPointF, QSize, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent, QGuiApplication, QImage
from PySide6.QtWidgets import QApplication, QFileDialog, QToolButton, QWidget
from pytestqt.qtbot import QtBot

from app.domain import IMAGE_TOKENS_ESTIMATE
from app.images import IMAGES_KEY, cannot_read_images, read_image
from app.store import ChatStore
from app.store.errors import StoreError
from app.ui import i18n
from app.ui.chat.attachments import (
    Attachment,
    ImageViewer,
    Thumbnail,
    decode,
    read_attachments,
)
from tests.ui.conftest import ROOT, WAIT_MS, Harness, close_window, open_window
from tests.ui.fakes import Script


def png(path: Path, size: tuple[int, int] = (64, 48), colour: str = "red") -> Path:
    Image.new("RGB", size, colour).save(path, "PNG")
    return path


@pytest.fixture
def vision_harness(thread_guard: None, qtbot: QtBot, qloop: asyncio.AbstractEventLoop,
                   data_dir: Path) -> Iterator[Harness]:
    """The window over a fake model that reads images."""
    opened = open_window(qtbot, data_dir, Script(sees_images=True))
    yield opened
    close_window(opened)


def wait_images(harness: Harness, count: int) -> None:
    composer = harness.window.composer
    harness.qtbot.waitUntil(lambda: not composer.reading and len(composer.images) == count,
                            timeout=WAIT_MS)
    harness.settle()


def drop(harness: Harness, urls: list[QUrl], on: QWidget | None = None) -> None:
    """A file manager's drop on the conversation (not on the box)."""
    mime = QMimeData()
    mime.setUrls(urls)
    view, at = on or harness.window.chat, QPoint(10, 10)
    buttons, keys = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    enter = QDragEnterEvent(at, Qt.DropAction.CopyAction, mime, buttons, keys)
    QApplication.sendEvent(view, enter)  # Qt delivers a drop where a drag entered
    assert enter.isAccepted()
    event = QDropEvent(QPointF(at), Qt.DropAction.CopyAction, mime, buttons, keys)
    QApplication.sendEvent(view, event)
    assert event.isAccepted()


def test_attach_by_the_button(harness: Harness, tmp_path: Path,
                              monkeypatch: pytest.MonkeyPatch) -> None:
    picture = png(tmp_path / "chart.png")
    asked: list[str] = []

    def choose(_parent: object, _title: str, _folder: str, kinds: str) -> tuple[list[str], str]:
        asked.append(kinds)
        return [str(picture)], kinds
    monkeypatch.setattr(QFileDialog, "getOpenFileNames", choose)
    composer = harness.window.composer
    composer.attach_button.click()
    wait_images(harness, 1)
    assert "*.png" in asked[0] and "*.jpg" in asked[0]
    assert composer.images[0].sha256 == read_image(picture.read_bytes()).sha256
    assert composer.thumbnails.isVisible()
    thumb = composer.thumbnails.thumbnails[0]
    assert not thumb.icon().isNull()
    assert thumb.accessibleName() == "Image 1, 64×48"


def test_drop_image_files_on_the_conversation(harness: Harness, tmp_path: Path) -> None:
    first, second = png(tmp_path / "a.png"), png(tmp_path / "b.jpg", colour="blue")
    Image.new("RGB", (30, 20), "blue").save(second, "JPEG")
    drop(harness, [QUrl.fromLocalFile(str(first)), QUrl.fromLocalFile(str(second))])
    wait_images(harness, 2)
    assert [i.mime for i in harness.window.composer.images] == ["image/png", "image/jpeg"]


def test_paste_an_image_and_an_image_file(harness: Harness, tmp_path: Path) -> None:
    composer = harness.window.composer
    editor = composer.editor
    composer.set_text("What is in this screenshot?")
    pixels = QImage(40, 30, QImage.Format.Format_RGB32)
    pixels.fill(Qt.GlobalColor.green)
    QGuiApplication.clipboard().setImage(pixels)
    editor.setFocus()
    harness.qtbot.keyClick(editor, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    wait_images(harness, 1)
    assert (composer.images[0].width, composer.images[0].height) == (40, 30)
    assert composer.text == "What is in this screenshot?"  # nothing pasted as text
    copied = QMimeData()
    copied.setUrls([QUrl.fromLocalFile(str(png(tmp_path / "copied.png")))])
    QGuiApplication.clipboard().setMimeData(copied)
    editor.paste()
    wait_images(harness, 2)
    assert composer.text == "What is in this screenshot?"


def test_a_bad_file_says_why_and_keeps_the_draft(vision_harness: Harness,
                                                 tmp_path: Path) -> None:
    harness = vision_harness
    composer = harness.window.composer
    composer.set_text("my question, typed before")
    broken = tmp_path / "holiday.png"
    broken.write_bytes(b"not an image at all")
    notes = tmp_path / "notes.txt"
    notes.write_text("text")
    drop(harness, [QUrl.fromLocalFile(str(broken)), QUrl.fromLocalFile(str(notes))])
    harness.qtbot.waitUntil(lambda: composer.notice.isVisible(), timeout=WAIT_MS)
    harness.settle()
    said = composer.notice.text()
    assert "holiday.png is not an image Lantern can read" in said
    assert "notes.txt" in said
    assert composer.images == []
    assert composer.text == "my question, typed before"
    assert not composer.models_button.isVisible()  # not a model problem
    drop(harness, [QUrl.fromLocalFile(str(png(tmp_path / "good.png")))])
    wait_images(harness, 1)
    assert not composer.notice.isVisible()  # a good image clears the old problem


def test_thumbnails_can_be_removed_by_mouse_and_keyboard(harness: Harness,
                                                         tmp_path: Path) -> None:
    composer = harness.window.composer
    drop(harness, [QUrl.fromLocalFile(str(png(tmp_path / f"{n}.png", colour=c)))
                   for n, c in (("one", "red"), ("two", "green"), ("three", "blue"))])
    wait_images(harness, 3)
    third = composer.images[2]
    row = composer.thumbnails
    crosses = [b for b in row.findChildren(QToolButton) if not isinstance(b, Thumbnail)]
    assert [b.accessibleName() for b in crosses] == [
        "Remove image 1", "Remove image 2", "Remove image 3"]
    harness.qtbot.mouseClick(crosses[0], Qt.MouseButton.LeftButton)
    assert len(composer.images) == 2
    assert [t.accessibleName() for t in row.thumbnails] == [  # renumbered
        "Image 1, 64×48", "Image 2, 64×48"]
    second_thumb = row.thumbnails[0]
    composer.editor.setFocus()  # Tab goes from the box to the thumbnails
    harness.qtbot.keyClick(composer.editor, Qt.Key.Key_Tab)
    harness.qtbot.waitUntil(second_thumb.hasFocus, timeout=WAIT_MS)
    harness.qtbot.keyClick(second_thumb, Qt.Key.Key_Delete)
    assert composer.images == [third]
    harness.qtbot.waitUntil(lambda: row.thumbnails[0].hasFocus(), timeout=WAIT_MS)
    harness.qtbot.keyClick(row.thumbnails[0], Qt.Key.Key_Tab)
    harness.qtbot.waitUntil(composer.attach_button.hasFocus, timeout=WAIT_MS)
    row.thumbnails[0].setFocus()
    harness.qtbot.keyClick(row.thumbnails[0], Qt.Key.Key_Backspace)
    assert composer.images == []
    assert not row.isVisible()


def test_a_model_that_cannot_see_is_refused_before_sending(
        harness: Harness, tmp_path: Path) -> None:
    harness.wait_loaded()
    composer = harness.window.composer
    drop(harness, [QUrl.fromLocalFile(str(png(tmp_path / "chart.png")))])
    wait_images(harness, 1)
    # Said at once (a model can be chosen before Send), and again at Send.
    refusal = cannot_read_images("Fake Model 1B")
    assert refusal.startswith("Fake Model 1B cannot read images; choose a vision model")
    assert composer.notice.text() == refusal
    composer.notice.setText("")
    harness.type_and_send("What does the chart show?")
    assert composer.notice.text() == refusal
    assert composer.models_button.isVisible()
    assert composer.text == "What does the chart show?"  # nothing sent, nothing lost
    assert len(composer.images) == 1
    harness.settle()
    assert harness.controller.conversation is None and harness.script.requests == []
    harness.qtbot.mouseClick(composer.models_button, Qt.MouseButton.LeftButton)
    room = harness.window.models
    assert room is not None and room.dialog is not None
    harness.qtbot.waitUntil(room.dialog.isVisible, timeout=WAIT_MS)
    room.dialog.close()
    # Without images the same model answers as ever.
    composer.thumbnails.clear()
    assert not composer.notice.isVisible()
    harness.send("What does the chart show?")
    assert harness.thread()[-1].role == "assistant"


def test_a_vision_model_gets_the_images_and_they_are_kept(
        vision_harness: Harness, tmp_path: Path, qtbot: QtBot) -> None:
    harness = vision_harness
    harness.wait_loaded()
    composer = harness.window.composer
    picture = png(tmp_path / "cat.png", (300, 200), "orange")
    drop(harness, [QUrl.fromLocalFile(str(picture))])
    wait_images(harness, 1)
    assert not composer.notice.isVisible()
    sent = composer.images[0]
    answer = harness.send("What animal is this?")
    assert composer.images == [] and not composer.thumbnails.isVisible()
    question = harness.thread()[-2]
    assert question.content == "What animal is this?"
    assert [i.sha256 for i in question.images] == [sent.sha256]
    prompt = harness.script.requests[-1].prompt
    assert isinstance(prompt, list)
    assert [i.sha256 for i in prompt[-1][IMAGES_KEY]] == [sent.sha256]
    assert answer.text.startswith("Echo: What animal is this?")
    shown = harness.widgets()[-2]
    assert [i.sha256 for i in shown.images.images] == [sent.sha256]
    thumb = shown.images.thumbnails[0]
    qtbot.waitUntil(lambda: not thumb.icon().isNull(), timeout=WAIT_MS)
    qtbot.mouseClick(thumb, Qt.MouseButton.LeftButton)
    viewer = harness.window.findChild(ImageViewer)
    assert viewer is not None
    qtbot.waitUntil(lambda: viewer.picture.pixmap() is not None
                    and not viewer.picture.pixmap().isNull(), timeout=WAIT_MS)
    assert viewer.picture.pixmap().deviceIndependentSize().toSize() == QSize(300, 200)
    qtbot.keyClick(viewer, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: harness.window.findChild(ImageViewer) is None, timeout=WAIT_MS)
    # A drop on a message (its text takes no drops) is an attachment too.
    drop(harness, [QUrl.fromLocalFile(str(picture))], on=answer.body.viewport())
    wait_images(harness, 1)


def test_an_image_only_message_is_sent(vision_harness: Harness, tmp_path: Path) -> None:
    harness = vision_harness
    harness.wait_loaded()
    composer = harness.window.composer
    drop(harness, [QUrl.fromLocalFile(str(png(tmp_path / "x.png")))])
    wait_images(harness, 1)
    assert composer.send_button.isEnabled()
    harness.send("")
    question = harness.thread()[-2]
    assert question.role == "user" and len(question.images) == 1


def _tokens(text: str) -> int:
    """The header's prompt size: "≈ 1,234 / 4,096 tokens" -> 1234."""
    found = re.search(r"\d[\d,]*", text)
    assert found is not None, text
    return int(found.group().replace(",", ""))


def test_images_count_in_the_prompt_estimate(vision_harness: Harness, tmp_path: Path) -> None:
    harness = vision_harness
    window = harness.window
    harness.wait_loaded()
    harness.settle()
    window.composer.set_text("Describe it.")
    window.chat.show_estimate("", 4096)  # the estimate, before the tokenizer's count
    without = _tokens(window.header.budget.text())
    drop(harness, [QUrl.fromLocalFile(str(png(tmp_path / "x.png")))])
    wait_images(harness, 1)
    window.chat.show_estimate("", 4096)
    assert _tokens(window.header.budget.text()) == without + IMAGE_TOKENS_ESTIMATE
    # Then the model counts it, the image's own tokens with the text.
    window.chat.update_budget()
    harness.qtbot.waitUntil(lambda: harness.script.counted and IMAGES_KEY in
                            harness.script.counted[-1][-1], timeout=WAIT_MS)
    harness.settle()
    assert window.header.counted
    assert _tokens(window.header.budget.text()) >= IMAGE_TOKENS_ESTIMATE


def test_each_conversation_keeps_its_own_attached_images(vision_harness: Harness,
                                                         tmp_path: Path) -> None:
    harness = vision_harness
    window, composer = harness.window, harness.window.composer
    harness.wait_loaded()
    harness.send("A first conversation")
    first = harness.controller.conversation
    assert first is not None
    window.new_chat()
    harness.settle()
    drop(harness, [QUrl.fromLocalFile(str(png(tmp_path / "draft.png")))])
    wait_images(harness, 1)
    composer.set_text("a draft with an image")
    attached = composer.images
    window.open_conversation(first.id)
    harness.qtbot.waitUntil(lambda: composer.images == [], timeout=WAIT_MS)
    assert composer.text == "" and not composer.thumbnails.isVisible()
    window.new_chat()
    harness.qtbot.waitUntil(lambda: composer.images == attached, timeout=WAIT_MS)
    assert composer.text == "a draft with an image"
    assert composer.thumbnails.isVisible()


def test_an_edit_takes_no_new_images(vision_harness: Harness, tmp_path: Path) -> None:
    harness = vision_harness
    composer = harness.window.composer
    harness.wait_loaded()
    harness.send("A question")
    harness.window.chat.edit_last_message()
    assert composer.editing is not None and not composer.attach_button.isEnabled()
    drop(harness, [QUrl.fromLocalFile(str(png(tmp_path / "late.png")))])
    assert composer.notice.text().startswith("An edit sends its text only")
    assert composer.images == [] and composer.text == "A question"


def test_many_images_scroll_instead_of_widening_the_window(harness: Harness,
                                                           tmp_path: Path) -> None:
    window = harness.window
    narrowest = window.minimumSizeHint().width()
    drop(harness, [QUrl.fromLocalFile(str(png(tmp_path / f"{n}.png", (400, 300))))
                   for n in range(12)])
    wait_images(harness, 12)
    row = window.composer.thumbnails
    assert window.minimumSizeHint().width() == narrowest
    assert row.widget().sizeHint().width() > row.viewport().width()  # it overflows...
    harness.qtbot.waitUntil(lambda: row.horizontalScrollBar().maximum() > 0,  # ...and scrolls
                            timeout=WAIT_MS)


def test_enter_on_a_thumbnail_opens_it_within_the_screen(harness: Harness,
                                                          tmp_path: Path) -> None:
    composer = harness.window.composer
    drop(harness, [QUrl.fromLocalFile(str(png(tmp_path / "big.png", (3000, 2000))))])
    wait_images(harness, 1)
    image = composer.images[0]
    assert (image.width, image.height) == (1536, 1024)  # scaled down for the model
    thumb = composer.thumbnails.thumbnails[0]
    thumb.setFocus()
    harness.qtbot.keyClick(thumb, Qt.Key.Key_Return)
    viewer = composer.findChild(ImageViewer)
    assert viewer is not None
    harness.qtbot.waitUntil(lambda: viewer.picture.pixmap() is not None
                            and not viewer.picture.pixmap().isNull(), timeout=WAIT_MS)
    shown = viewer.picture.pixmap().deviceIndependentSize().toSize()
    screen = viewer.screen().availableGeometry()
    assert shown.width() <= screen.width() and shown.height() <= screen.height()
    assert abs(shown.width() / shown.height() - 1.5) < 0.01  # not stretched
    assert composer.images == [image]  # Enter opened it; it is still attached
    harness.qtbot.keyClick(viewer, Qt.Key.Key_Escape)
    harness.qtbot.waitUntil(lambda: composer.findChild(ImageViewer) is None, timeout=WAIT_MS)


def test_a_message_that_could_not_be_saved_comes_back_with_its_images(
        vision_harness: Harness, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    harness = vision_harness
    composer = harness.window.composer
    harness.wait_loaded()
    drop(harness, [QUrl.fromLocalFile(str(png(tmp_path / "kept.png")))])
    wait_images(harness, 1)
    attached = composer.images

    def refuse(*_args: object, **_kwargs: object) -> None:
        raise StoreError("The disk is full.")
    monkeypatch.setattr(ChatStore, "add_user_message", refuse)
    harness.type_and_send("Keep me")
    harness.qtbot.waitUntil(lambda: composer.text == "Keep me", timeout=WAIT_MS)
    harness.settle()
    assert composer.images == attached and composer.thumbnails.isVisible()
    assert not composer.thumbnails.thumbnails[0].icon().isNull()


def test_a_picture_from_a_web_page_is_not_fetched(harness: Harness) -> None:
    composer = harness.window.composer
    drop(harness, [QUrl("https://example.com/pictures/cat.jpg")])
    harness.qtbot.waitUntil(composer.notice.isVisible, timeout=WAIT_MS)
    harness.settle()
    assert composer.notice.text() == ("cat.jpg is on the web; Lantern fetches nothing from "
                                      "the internet. Save the image, then attach the file.")
    assert composer.images == []


def test_a_refusal_is_said_in_the_windows_language(qapp: QApplication, tmp_path: Path) -> None:
    """read_image's sentence, read in the worker thread, in German."""
    folder = tmp_path / "catalogs"
    folder.mkdir()
    lrelease = Path(sys.executable).parent / "pyside6-lrelease"
    subprocess.run([str(lrelease), "-silent", str(ROOT / "resources" / "translations" /
                                                  "lantern_de.ts"),
                    "-qm", str(i18n.qm_path("de", folder))], check=True)
    broken = tmp_path / "urlaub.png"
    broken.write_bytes(b"kein Bild")
    installed = i18n.install("de", folder)
    try:
        said = read_attachments([str(broken)])
    finally:
        installed.remove()
        QLocale.setDefault(QLocale("en_US"))
    assert said == ["urlaub.png ist kein Bild, das Lantern lesen kann (es liest BMP, GIF, "
                    "JPEG, PNG, WEBP)."]


def test_images_are_read_off_the_gui_thread_without_qts_image_plugins(
        qapp: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Qt's image plugins (QImage.fromData, QImage.save) run holding the GIL and
    take Qt's object locks; on a reading thread that deadlocked against a GUI
    thread waiting for the GIL under one of those locks (a window test froze for
    half an hour, issue 33). Reading threads hand Qt decoded pixels only."""
    called: list[str] = []

    def watch(name: str, original: Callable[..., Any]) -> Callable[..., Any]:
        def watched(*args: Any) -> Any:
            if threading.current_thread() is not threading.main_thread():
                called.append(name)
            return original(*args)
        return watched

    for name in ("fromData", "loadFromData", "save", "load"):
        monkeypatch.setattr(QImage, name, watch(name, getattr(QImage, name)))
    pasted = QImage(30, 20, QImage.Format.Format_ARGB32)
    pasted.fill(0xFF00FF00)
    sources: list[str | QImage] = [str(png(tmp_path / "chart.png", (640, 480))), pasted]
    done: dict[str, Any] = {}

    def read() -> None:
        done["read"] = read_attachments(sources)
        done["full"] = decode(png(tmp_path / "full.png", (90, 60), "blue").read_bytes())

    reader = threading.Thread(target=read)
    reader.start()
    reader.join(60)
    assert not called, f"Qt image plugins used off the GUI thread: {called}"
    chart, screenshot = done["read"]
    assert isinstance(chart, Attachment) and isinstance(screenshot, Attachment)
    assert chart.thumbnail.size() == QSize(320, 240) and chart.thumbnail.devicePixelRatio() == 2
    assert screenshot.image.width == 30 and screenshot.thumbnail.pixelColor(3, 3).green() == 255
    assert done["full"].size() == QSize(90, 60) and done["full"].pixelColor(1, 1).blue() == 255
