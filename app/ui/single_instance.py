"""One window per data folder: a second `lantern` raises the first and exits.

The first window holds a kernel lock on a file in its data folder (flock,
or msvcrt's lock on Windows; the OS drops it when the process ends, crash
included). A second launch on the same folder cannot take it: it writes a
knock file beside it and ends, and the first window, which watches the
folder (QFileSystemWatcher: inotify, kqueue, ReadDirectoryChangesW), comes
to the front. Nothing here loads before the first paint but os and QtCore
(a local socket would load QtNetwork, ~40 ms, or filelock, ~75 ms).
`lantern`'s subcommands never come here: they share the database through
SQLite, and the window shows what they write (app.ui.db_watch).
"""

from __future__ import annotations

import contextlib
import logging
import os
import sys
import time
from pathlib import Path

from PySide6.QtCore import QFileSystemWatcher, QObject, Signal

log = logging.getLogger("lantern.ui")

LOCK_NAME = ".lantern-window.lock"
KNOCK_NAME = ".lantern-window.raise"


def _lock(fd: int) -> bool:
    """Take the file's lock without waiting; False when another process has it."""
    try:
        if sys.platform == "win32":
            import msvcrt

            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        else:
            import fcntl

            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return False
    return True


class SingleInstance(QObject):
    raise_requested = Signal()
    """A later launch on the same data folder asked this window to come forward."""

    def __init__(self, folder: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.folder = folder
        self._fd: int | None = None
        self._knock = folder / KNOCK_NAME
        self._seen = ""
        self._watcher: QFileSystemWatcher | None = None

    def claim(self) -> bool:
        """True: this is the folder's window (or the folder cannot hold a lock:
        then every launch is). False: another window has it, and was asked to
        come forward; this launch should end."""
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            fd = os.open(self.folder / LOCK_NAME, os.O_RDWR | os.O_CREAT, 0o600)
        except OSError as exc:  # a read-only folder: the store says what is wrong
            log.warning("one-window lock unavailable in %s: %s", self.folder, exc)
            return True
        if not _lock(fd):
            os.close(fd)
            self._knock_on_first()
            return False
        self._fd = fd
        self._seen = self._read_knock()
        self._watcher = QFileSystemWatcher([str(self.folder)], self)
        self._watcher.directoryChanged.connect(self._knocked)
        self._watcher.fileChanged.connect(self._knocked)
        self._knocked()
        return True

    def close(self) -> None:
        """Let the next launch be the first (the OS does this at exit anyway)."""
        if self._watcher is not None:
            self._watcher.deleteLater()
            self._watcher = None
        if self._fd is not None:
            os.close(self._fd)  # closing the file drops its lock
            self._fd = None

    def _knock_on_first(self) -> None:
        with contextlib.suppress(OSError):
            self._knock.write_text(f"{os.getpid()} {time.time()}\n", encoding="utf-8")

    def _read_knock(self) -> str:
        try:
            return self._knock.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            return ""

    def _knocked(self, _path: str = "") -> None:
        """The folder or the knock file changed: a new knock raises the window."""
        if self._watcher is None:
            return
        if self._knock.exists() and str(self._knock) not in self._watcher.files():
            self._watcher.addPath(str(self._knock))  # a rewrite changes no directory
        knock = self._read_knock()
        if knock and knock != self._seen:
            self._seen = knock
            self.raise_requested.emit()
