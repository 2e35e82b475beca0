"""Images kept with conversations: files named by their SHA-256, rows in SQLite.

An attached image is stored once, as `<data folder>/images/ab/abcdef….png`
(the folder beside lantern.db; `.jpg` for JPEG), however many messages use
it: a branch, an edit or an import of the same picture adds a row to
`message_images`, not a file. The rows say which message has which images
in which order, with their type, size and byte count.

Files and rows change only while this connection holds SQLite's write lock
(`ChatStore.transaction`): a file is written before the row that names it
is committed, and deleted only after checking, under the lock, that no row
names it any more. So two processes never delete a file the other has just
referenced. A file left by a crash between its write and its commit is
swept when the store is next opened after the images table changed.

A file that is gone (or altered) when its message is read is left out of
the message, with a warning in the log: the text of the conversation is
never lost to a missing picture.
"""

from __future__ import annotations

import contextlib
import hashlib
import logging
import os
import re
import tempfile
from collections import OrderedDict
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from app.images import ImageInput
from app.store.errors import StoreError

if TYPE_CHECKING:
    from sqlite_utils import Database

log = logging.getLogger(__name__)

IMAGES_FOLDER = "images"
_FILE_NAME = re.compile(r"^([0-9a-f]{64})\.(png|jpg)$")
_SHA256 = re.compile(r"^[0-9a-f]{64}$")
_MIMES = ("image/png", "image/jpeg")
"""What app.images.read_image keeps: a row naming anything else is not ours."""
_TEMP_PREFIX = ".incoming-"
_CACHE_BYTES = 64 << 20
"""Image bytes kept in memory per store: files named by their hash never
change, so a thread read again (each streamed answer) reads no file twice."""
_IN_CHUNK = 500
"""Ids per `IN (...)`: SQLite's default limit on parameters is 999 in
older builds."""


def images_folder(db_path: Path) -> Path:
    """Where a database's images live: `images/` beside the database file."""
    return Path(db_path).parent / IMAGES_FOLDER


def image_path(folder: Path, sha256: str, mime: str) -> Path:
    """The file of an image. ValueError for a name that is not a SHA-256 in
    hex: a damaged or hostile database must not name a path elsewhere."""
    if not _SHA256.match(sha256):
        raise ValueError(f"{sha256[:80]!r} is not an image's SHA-256")
    suffix = ".jpg" if mime == "image/jpeg" else ".png"
    return folder / sha256[:2] / f"{sha256}{suffix}"


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable before the row naming the file commits
    (synchronous=FULL keeps the row through a power cut; so must the file)."""
    if os.name != "posix":
        return  # Windows has no folder handles to sync; NTFS journals renames
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


class ImageFiles:
    """One database's image files and `message_images` rows (used by ChatStore)."""

    def __init__(self, db: Database, folder: Path) -> None:
        self.db = db
        self.folder = folder
        self._cache: OrderedDict[str, bytes] = OrderedDict()
        self._cached_bytes = 0

    # Writing

    def attach(self, message_id: int, images: Sequence[ImageInput]) -> None:
        """Give a message its images, in order. Call inside a write
        transaction: the files are written first, the rows then commit with it."""
        for position, image in enumerate(images):
            # The name is the bytes' own hash, whatever sha256 the caller set.
            sha = hashlib.sha256(image.data).hexdigest()
            self._write(image, sha)
            self.db.execute(
                """INSERT INTO message_images (message_id, position, sha256, mime, width,
                   height, bytes) VALUES (?, ?, ?, ?, ?, ?, ?)""",
                [message_id, position, sha, image.mime, image.width, image.height,
                 len(image.data)])

    def copy(self, from_message: int, to_message: int) -> None:
        """The same images on another message (an edit's new sibling): rows
        only, the files are shared."""
        self.db.execute(
            """INSERT INTO message_images (message_id, position, sha256, mime, width,
               height, bytes)
               SELECT ?, position, sha256, mime, width, height, bytes
               FROM message_images WHERE message_id = ?""", [to_message, from_message])

    def _write(self, image: ImageInput, sha: str) -> None:
        """The file, atomically: a temporary file in the same folder, synced,
        then renamed over its name. An existing file with these bytes stays
        (one altered on disk is written again, so the new message has it)."""
        if image.mime not in _MIMES:
            raise StoreError(f"Lantern keeps PNG and JPEG images (app.images.read_image "
                             f"makes them), not {image.mime}. The message was not saved.")
        target = image_path(self.folder, sha, image.mime)
        with contextlib.suppress(OSError):
            if target.stat().st_size == len(image.data) and target.read_bytes() == image.data:
                return
        try:
            target.parent.mkdir(parents=True, exist_ok=True)
            handle, temp = tempfile.mkstemp(prefix=_TEMP_PREFIX, dir=target.parent)
            try:
                with os.fdopen(handle, "wb") as out:
                    out.write(image.data)
                    out.flush()
                    os.fsync(out.fileno())
                os.replace(temp, target)
                _sync_folder(target.parent)
            except BaseException:
                with contextlib.suppress(OSError):
                    os.unlink(temp)
                raise
        except OSError as exc:
            raise StoreError(f"Cannot save the image in {target.parent}: "
                             f"{exc.strerror or exc}. The message was not saved.") from exc

    # Reading

    def of(self, message_ids: Iterable[int]) -> dict[int, tuple[ImageInput, ...]]:
        """Each of these messages' images, in order; messages without any are
        left out. A file that is missing or altered is skipped with a warning."""
        ids = list(dict.fromkeys(message_ids))
        rows: list[dict[str, Any]] = []
        for start in range(0, len(ids), _IN_CHUNK):
            chunk = ids[start:start + _IN_CHUNK]
            marks = ", ".join("?" for _ in chunk)
            rows += self.db.query(
                f"""SELECT * FROM message_images WHERE message_id IN ({marks})
                    ORDER BY message_id, position""", chunk)
        found: dict[int, list[ImageInput]] = {}
        for row in rows:
            image = self._read(row)
            if image is not None:
                found.setdefault(row["message_id"], []).append(image)
        return {message_id: tuple(images) for message_id, images in found.items()}

    def _read(self, row: dict[str, Any]) -> ImageInput | None:
        sha = row["sha256"]
        if not (isinstance(sha, str) and _SHA256.match(sha)) or row["mime"] not in _MIMES:
            log.warning("Message %s names an image Lantern did not store (%r, %r); the "
                        "message is shown without it.", row["message_id"], sha, row["mime"])
            return None
        data = self._cache.get(sha)
        if data is None:
            path = image_path(self.folder, sha, row["mime"])
            try:
                data = path.read_bytes()
            except OSError as exc:
                log.warning("Image %s of message %s is missing (%s); the message is shown "
                            "without it.", path, row["message_id"], exc.strerror or exc)
                return None
            if hashlib.sha256(data).hexdigest() != sha:
                log.warning("Image %s of message %s was changed on disk; the message is "
                            "shown without it.", path, row["message_id"])
                return None
            self._remember(sha, data)
        return ImageInput(data, row["mime"], row["width"], row["height"], sha)

    def _remember(self, sha: str, data: bytes) -> None:
        self._cache[sha] = data
        self._cached_bytes += len(data)
        while self._cached_bytes > _CACHE_BYTES and len(self._cache) > 1:
            _, dropped = self._cache.popitem(last=False)
            self._cached_bytes -= len(dropped)

    # Deleting

    def shas_of_conversations(self, where: str, params: Sequence[Any]) -> set[str]:
        """The images of the conversations that `where` (on conversations)
        selects: taken before they are deleted."""
        return {row["sha256"] for row in self.db.query(
            f"""SELECT DISTINCT mi.sha256 FROM message_images mi
                JOIN messages m ON m.id = mi.message_id
                WHERE m.conversation_id IN (SELECT id FROM conversations WHERE {where})""",
            params)}

    def delete_unused(self, shas: Iterable[str]) -> int:
        """Delete the files of these images that no message uses any more.
        Call inside a write transaction, after the rows' deletion committed."""
        deleted = 0
        for sha in shas:
            used = self.db.execute("SELECT 1 FROM message_images WHERE sha256 = ? LIMIT 1",
                                   [sha]).fetchone()
            if used is None:
                deleted += self._unlink_all(sha)
        return deleted

    def _unlink_all(self, sha: str) -> int:
        if not _SHA256.match(sha):
            return 0  # not a name Lantern gave: nothing of ours to delete
        deleted = 0
        for mime in _MIMES:
            path = image_path(self.folder, sha, mime)
            with contextlib.suppress(FileNotFoundError):
                path.unlink()
                deleted += 1
        self._forget(sha)
        return deleted

    def _forget(self, sha: str) -> None:
        data = self._cache.pop(sha, None)
        if data is not None:
            self._cached_bytes -= len(data)

    def needs_sweep(self) -> bool:
        """Whether the images table changed since the last sweep (one row read)."""
        row = self.db.execute("SELECT changes, swept FROM image_files_state "
                              "WHERE id = 1").fetchone()
        return row is not None and row[0] != row[1]

    def sweep(self) -> int:
        """Delete every file no message uses (and temporary files a crash
        left). Call inside a write transaction. Returns how many files."""
        used = {row[0] for row in self.db.execute("SELECT DISTINCT sha256 FROM message_images")}
        deleted = 0
        for path in self._files():
            match = _FILE_NAME.match(path.name)
            if (match is None and path.name.startswith(_TEMP_PREFIX)) or (
                    match is not None and match.group(1) not in used):
                with contextlib.suppress(FileNotFoundError):
                    path.unlink()
                    deleted += 1
                if match is not None:
                    self._forget(match.group(1))
        self.db.execute("UPDATE image_files_state SET swept = changes WHERE id = 1")
        return deleted

    def _files(self) -> list[Path]:
        """Files in the two-level folder; anything else there is not ours."""
        try:
            shards = [p for p in self.folder.iterdir() if p.is_dir() and len(p.name) == 2]
        except FileNotFoundError:
            return []
        return [p for shard in shards for p in shard.iterdir() if p.is_file()]
