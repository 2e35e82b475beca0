"""Images attached to a message: read off the GUI thread, shown as thumbnails
(in the composer, with a way to remove each, and in the sent message), and
opened full size.

Every way an image comes in (the composer's button, drag and drop, paste)
ends in `read_attachments`, which runs app.images.read_image (decode, check,
scale down) in a short-lived thread: a 20 MB photo must not hold the window.
"""

from __future__ import annotations

import io
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QEvent,
    QMimeData,
    QSize,
    Qt,
    QUrl,
    Signal,
)
from PySide6.QtGui import QGuiApplication, QImage, QKeyEvent, QPixmap, QResizeEvent
from PySide6.QtWidgets import (
    QDialog,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.ui.theme import SPACE, set_icon, set_role
from app.workers.say import say

if TYPE_CHECKING:  # PIL loads with the first image, not before the window's first paint
    from PIL.Image import Image as PILImage

    from app.images import ImageInput

COMPOSER_THUMB = 56
"""The side of a thumbnail in the composer, in pixels."""
MESSAGE_THUMB = 120
"""The side of a thumbnail in a sent message: big enough to recognise."""
IMAGE_SUFFIXES = frozenset({".png", ".jpg", ".jpeg", ".webp", ".gif", ".bmp", ".heic",
                            ".heif", ".avif", ".tif", ".tiff", ".svg", ".ico"})
"""Files a drop or a paste treats as images: those read_image reads, and
those it refuses with a message saying what it reads (a HEIC photo from a
phone, say), rather than pasting their path into the text."""


@dataclass(frozen=True)
class Attachment:
    """An image ready to send, with its thumbnail (made in the reading thread)."""

    image: ImageInput
    thumbnail: QImage


Source = str | QImage | QUrl
"""A local file's path, pixels (a pasted screenshot), or an address (a
remote one is refused: nothing is fetched)."""


def image_sources(mime: QMimeData, any_file: bool = False) -> list[Source]:
    """What of a drop or a paste is images: pixels first (a picture dragged
    from a browser carries both its pixels and its address), else image files
    (`any_file`: every local file, so that a dropped PDF says why it is not
    taken), else web addresses (refused with a message)."""
    if mime.hasImage():
        pixels = mime.imageData()
        if isinstance(pixels, QImage) and not pixels.isNull():
            return [pixels]
    sources: list[Source] = []
    for url in mime.urls() if mime.hasUrls() else []:
        if url.isLocalFile():
            if any_file or Path(url.toLocalFile()).suffix.lower() in IMAGE_SUFFIXES:
                sources.append(url.toLocalFile())
        elif url.scheme() in ("http", "https", "data") and (
                any_file or Path(url.path()).suffix.lower() in IMAGE_SUFFIXES):
            sources.append(url)
    return sources


# Outside the GUI thread images are decoded and encoded by Pillow, never by
# Qt's image plugins (QImage.fromData, QImage.save to a QBuffer): PySide6
# holds the GIL through those, and the plugins take Qt's object locks. A GUI
# thread holding one of those locks while it waits for the GIL (letting go
# of a Python slot's connection does that) then froze the window for good:
# seen as a window test hung for half an hour in a loaded run (issue 33).
# Handing Qt finished pixels takes no lock.


def _bytes_of(pixels: QImage) -> bytes:
    """A pasted image's pixels as PNG."""
    from PIL import Image

    rgba = pixels.convertToFormat(QImage.Format.Format_RGBA8888)
    raw = bytes(rgba.constBits())
    picture = Image.frombuffer("RGBA", (rgba.width(), rgba.height()), raw, "raw", "RGBA",
                               rgba.bytesPerLine(), 1)
    out = io.BytesIO()
    picture.save(out, "PNG")
    return out.getvalue()


def _qimage_of(picture: PILImage) -> QImage:
    """Pillow's pixels as a QImage that owns a copy of them."""
    rgba = picture.convert("RGBA")
    return QImage(rgba.tobytes(), rgba.width, rgba.height, rgba.width * 4,
                  QImage.Format.Format_RGBA8888).copy()


def _decoded(data: bytes, fit: tuple[int, int] | None = None) -> QImage:
    """`data` decoded, scaled to fit `fit` keeping its shape (up or down);
    a null QImage if it cannot be decoded."""
    from PIL import Image

    try:
        with Image.open(io.BytesIO(data)) as picture:
            if fit is not None and picture.width and picture.height:
                scale = min(fit[0] / picture.width, fit[1] / picture.height)
                size = (max(1, round(picture.width * scale)),
                        max(1, round(picture.height * scale)))
                return _qimage_of(picture.convert("RGBA").resize(
                    size, Image.Resampling.LANCZOS))
            return _qimage_of(picture)
    except (OSError, ValueError, SyntaxError, Image.DecompressionBombError):
        return QImage()


def thumbnail_of(data: bytes, side: int = MESSAGE_THUMB) -> QImage:
    """The whole image, small: `side` pixels high at most, twice as wide at
    most, drawn at twice the density so it stays sharp on a high-DPI screen.
    QImage, not QPixmap: it is made outside the GUI thread."""
    scaled = _decoded(data, (side * 4, side * 2))
    scaled.setDevicePixelRatio(2.0)
    return scaled


def read_one(source: Source, number: int) -> Attachment:
    """One source as an Attachment; ImageRejected says why not. In a worker thread."""
    from app.images import ImageRejected, image_from_url, read_image

    if isinstance(source, QImage):
        name = QGuiApplication.translate("Attachments", "The pasted image")
        image = read_image(_bytes_of(source), name)
    elif isinstance(source, QUrl):
        if source.scheme() in ("http", "https"):  # a picture dragged from a web page
            raise ImageRejected(QGuiApplication.translate(
                "Attachments", "{name} is on the web; Lantern fetches nothing from the "
                "internet. Save the image, then attach the file.").format(
                    name=source.fileName() or source.host()))
        image = image_from_url(source.toString(), QGuiApplication.translate(
            "Attachments", "Image {number}").format(number=number))
    else:
        path = Path(source)
        try:
            data = path.read_bytes()
        except OSError as exc:
            raise ImageRejected(QGuiApplication.translate(
                "Attachments", "{name} could not be opened: {reason}").format(
                    name=path.name, reason=exc.strerror or exc)) from exc
        image = read_image(data, path.name)
    return Attachment(image, thumbnail_of(image.data))


THUMBNAILS_KEPT = 64
"""At most ~0.5 MB each (480x240 pixels): a few tens of MB at worst; a
conversation with more images makes the older thumbnails again, in a thread."""


class ThumbnailCache:
    """Thumbnails by image hash, so a sent message (and a conversation shown
    again) shows its images without decoding them anew. GUI thread only."""

    def __init__(self, kept: int = THUMBNAILS_KEPT) -> None:
        self._kept = kept
        self._made: OrderedDict[str, QImage] = OrderedDict()

    def get(self, sha256: str) -> QImage | None:
        found = self._made.get(sha256)
        if found is not None:
            self._made.move_to_end(sha256)
        return found

    def put(self, sha256: str, thumbnail: QImage) -> None:
        self._made[sha256] = thumbnail
        self._made.move_to_end(sha256)
        while len(self._made) > self._kept:
            self._made.popitem(last=False)


THUMBNAILS = ThumbnailCache()


def read_attachments(sources: Sequence[Source]) -> list[Attachment | str]:
    """Each source read in order: an Attachment, or the message saying why
    it cannot be used. Runs in a worker thread (app.ui.services.tasks.in_thread)."""
    from app.images import ImageRejected

    read: list[Attachment | str] = []
    for number, source in enumerate(sources, 1):
        try:
            read.append(read_one(source, number))
        except ImageRejected as exc:
            read.append(say(exc))  # in the window's language
    return read


class Thumbnail(QToolButton):
    """One image, small. Enter or a click opens it full size; in the
    composer, Delete or Backspace takes it away."""

    open_requested = Signal(object)
    """The ImageInput to show full size."""
    remove_requested = Signal(object)

    def __init__(self, image: ImageInput, thumbnail: QImage | None, side: int,
                 removable: bool) -> None:
        super().__init__()
        self.image = image
        self._removable = removable
        self.remove_button: QToolButton | None = None
        self.setObjectName("imageThumbnail")
        # In the composer, Tab reaches each image; in a sent message, as the
        # message's other actions, a click does (Tab goes composer -> list).
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus if removable
                            else Qt.FocusPolicy.ClickFocus)
        self._side = side
        self.set_thumbnail(thumbnail)
        tip = (self.tr("{width}×{height} pixels. Enter opens it; Delete removes it.")
               if removable else self.tr("{width}×{height} pixels. Click to open it."))
        self.setToolTip(tip.format(width=image.width, height=image.height))
        self.clicked.connect(lambda: self.open_requested.emit(self.image))

    def set_number(self, number: int) -> None:
        """Its place in the row, in its name (and its remove button's)."""
        self.setAccessibleName(self.tr("Image {number}, {width}×{height}").format(
            number=number, width=self.image.width, height=self.image.height))
        if self.remove_button is not None:
            self.remove_button.setAccessibleName(self.tr("Remove image {number}").format(
                number=number))

    def set_thumbnail(self, thumbnail: QImage | None) -> None:
        """Shown `side` pixels high (a square until the thumbnail is made)."""
        shown = QSize(self._side, self._side)
        if thumbnail is not None and not thumbnail.isNull():
            self.setIcon(QPixmap.fromImage(thumbnail))
            shown = thumbnail.size().scaled(self._side * 2, self._side,
                                            Qt.AspectRatioMode.KeepAspectRatio)
        self.setIconSize(shown)
        self.setFixedSize(shown.width() + 6, shown.height() + 6)

    def event(self, event: QEvent) -> bool:
        # Delete is also the window's "delete conversation" shortcut: on a
        # thumbnail that has the keyboard, it removes the image instead.
        if (event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent)
                and event.key() in self._OWN_KEYS):
            event.accept()
            return True
        return super().event(event)

    _OWN_KEYS = frozenset({Qt.Key.Key_Delete, Qt.Key.Key_Backspace, Qt.Key.Key_Return,
                           Qt.Key.Key_Enter})

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if self._removable and key in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
            self.remove_requested.emit(self.image)
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.open_requested.emit(self.image)
            return
        super().keyPressEvent(event)


class ThumbnailRow(QScrollArea):
    """Thumbnails side by side; in the composer each has a remove button (×).
    More than the width holds scroll sideways: ten screenshots never make the
    composer (or a message) wider than its column."""

    open_requested = Signal(object)
    changed = Signal()
    """An image was added or removed."""

    def __init__(self, side: int, removable: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(self.tr("Attached images"))
        self._side = side
        self._removable = removable
        self._items: list[tuple[Thumbnail, QWidget]] = []
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setWidgetResizable(True)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self._inner = inner = QWidget()
        self._row = QHBoxLayout(inner)
        self._row.setContentsMargins(0, 0, 0, 0)
        self._row.setSpacing(SPACE.s)
        self._row.addStretch(1)
        self.setWidget(inner)
        for part in (self.viewport(), inner):  # the bubble's or the window's colour shows
            part.setAutoFillBackground(False)
        self.setVisible(False)
        self.changed.connect(self._fit_height)

    def _fit_height(self) -> None:
        """As high as the thumbnails, and their scroll bar when they overflow."""
        wanted = self._inner.sizeHint()
        height = wanted.height()
        if wanted.width() > self.viewport().width():
            height += self.horizontalScrollBar().sizeHint().height()
        self.setFixedHeight(height)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_height()

    @property
    def images(self) -> list[ImageInput]:
        return [thumb.image for thumb, _cell in self._items]

    @property
    def thumbnails(self) -> list[Thumbnail]:
        return [thumb for thumb, _cell in self._items]

    def add(self, image: ImageInput, thumbnail: QImage | None) -> Thumbnail:
        thumb = Thumbnail(image, thumbnail, self._side, self._removable)
        thumb.open_requested.connect(self.open_requested)
        cell = QWidget()
        corner = QGridLayout(cell)  # the remove button sits on the thumbnail's corner
        corner.setContentsMargins(0, 0, 0, 0)
        corner.addWidget(thumb, 0, 0)
        if self._removable:
            remove = QToolButton()
            remove.setObjectName("removeImage")
            set_icon(remove, "x")
            remove.setIconSize(QSize(12, 12))
            thumb.remove_button = remove
            remove.setToolTip(self.tr("Remove this image (Delete)"))
            # Reached by the keyboard through its thumbnail's Delete: one Tab
            # stop per image, not two.
            remove.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
            remove.clicked.connect(lambda: self.remove(thumb.image))
            thumb.remove_requested.connect(self.remove)
            corner.addWidget(remove, 0, 0,
                             Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignRight)
        self._row.insertWidget(len(self._items), cell)
        self._items.append((thumb, cell))
        thumb.set_number(len(self._items))
        self.setVisible(True)
        self.changed.emit()
        return thumb

    def remove(self, image: object) -> None:
        index = next((i for i, (t, _c) in enumerate(self._items) if t.image is image), None)
        if index is None:
            return
        had_focus = self._items[index][0].hasFocus()
        _thumb, cell = self._items.pop(index)
        cell.setParent(None)
        cell.deleteLater()
        self.setVisible(bool(self._items))
        for number, (thumb, _cell) in enumerate(self._items, 1):
            thumb.set_number(number)
        if had_focus and self._items:  # the keyboard stays in the row
            self._items[min(index, len(self._items) - 1)][0].setFocus()
        self.changed.emit()

    def show_images(self, images: Sequence[ImageInput], on_error: Callable[[str], None]) -> None:
        """A sent message's images: the thumbnails at hand at once, the others
        made in a worker thread."""
        if [image.sha256 for image in images] == [image.sha256 for image in self.images]:
            return
        self.clear()
        missing = []
        for image in images:
            made = THUMBNAILS.get(image.sha256)
            thumb = self.add(image, made)
            if made is None:
                missing.append(thumb)
        if missing:
            from app.ui.services.tasks import spawn

            spawn(self._fill(missing), on_error, owner=self)

    async def _fill(self, thumbs: list[Thumbnail]) -> None:
        from app.ui.services.tasks import in_thread

        images = [thumb.image for thumb in thumbs]
        made = await in_thread(lambda: [thumbnail_of(image.data, MESSAGE_THUMB)
                                        for image in images], "lantern-thumbnails")
        shown = self.thumbnails
        for thumb, thumbnail in zip(thumbs, made, strict=True):
            THUMBNAILS.put(thumb.image.sha256, thumbnail)
            if thumb in shown:  # not cleared meanwhile
                thumb.set_thumbnail(thumbnail)

    def clear(self) -> None:
        for _thumb, cell in self._items:
            cell.setParent(None)
            cell.deleteLater()
        self._items = []
        self.setVisible(False)
        self.changed.emit()


class ImageViewer(QDialog):
    """One image, full size or as large as the screen allows; Esc closes."""

    def __init__(self, image: ImageInput, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Image, {width}×{height} pixels").format(
            width=image.width, height=image.height))
        self.setAccessibleName(self.tr("Attached image"))
        self.picture = QLabel()
        self.picture.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.picture.setAccessibleName(self.windowTitle())
        set_role(self.picture, "muted")
        self.picture.setText(self.tr("Opening the image…"))
        scroll = QScrollArea()
        scroll.setWidget(self.picture)
        scroll.setWidgetResizable(True)
        scroll.setAlignment(Qt.AlignmentFlag.AlignCenter)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(scroll)
        self._fit(image.width, image.height)

    def _fit(self, width: int, height: int) -> None:
        """Its own size, or scaled down to 90 % of the screen (never up)."""
        screen = (self.screen() or QGuiApplication.primaryScreen()).availableGeometry()
        room = QSize(screen.width() * 9 // 10, screen.height() * 9 // 10)
        self._shown = QSize(width, height).scaled(room, Qt.AspectRatioMode.KeepAspectRatio) \
            if width > room.width() or height > room.height() else QSize(width, height)
        self.resize(self._shown.width() + 4, self._shown.height() + 4)

    def show_pixels(self, pixels: QImage) -> None:
        """The decoded image (decoded in a worker thread), at the size chosen."""
        if pixels.isNull():
            self.picture.setText(self.tr("This image could not be shown."))
            return
        scaled = pixels.scaled(self._shown * self.devicePixelRatioF(),
                               Qt.AspectRatioMode.KeepAspectRatio,
                               Qt.TransformationMode.SmoothTransformation)
        scaled.setDevicePixelRatio(self.devicePixelRatioF())
        self.picture.setPixmap(QPixmap.fromImage(scaled))


def decode(data: bytes) -> QImage:
    """An image's pixels (in a worker thread)."""
    return _decoded(data)


def open_viewer(image: ImageInput, parent: QWidget,
                on_error: Callable[[str], None]) -> ImageViewer:
    """Show an image full size: the dialog opens at once, its pixels follow
    from a worker thread."""
    from app.ui.services.tasks import in_thread, spawn

    viewer = ImageViewer(image, parent)
    viewer.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

    async def fill() -> None:
        viewer.show_pixels(await in_thread(lambda: decode(image.data), "lantern-image"))
    spawn(fill(), on_error, owner=viewer)
    viewer.open()
    return viewer
