"""The window shows what other programs write to its conversations.

`lantern chat --conversation ID` (or a second Lantern tool) writes the same
SQLite database. The OS tells us when the database or its write-ahead log
changes (QFileSystemWatcher: inotify, kqueue, ReadDirectoryChangesW), and a
check in the chats thread asks SQLite whether another connection committed
(`PRAGMA data_version`, which the window's own writes do not change) and, if
so, whether the conversations changed (indexing, on its own connection to
the same file, commits often and changes none). Only then is `changed`
emitted. Nothing polls, and the GUI thread never reads.
"""

from __future__ import annotations

from concurrent.futures import Future
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QFileSystemWatcher, QObject, Signal

from app.ui.services.tasks import when_done
from app.workers.chat_thread import ChatThread

if TYPE_CHECKING:
    from app.store.chats import ChatStore
    from app.store.models import Conversation
    from app.ui.main_window import MainWindow


Reading = tuple[int, tuple[object, ...]]
"""(data_version, the conversations' signature)."""
UNKNOWN: Reading = (-1, ())

def reading(store: ChatStore, last: Reading | None) -> Reading:
    """In the chats thread: the version, and the signature only when the
    version moved (another connection wrote), else the last one again."""
    version = store.data_version()
    if last is not None and version == last[0]:
        return last
    return version, store.conversations_signature()


class DatabaseWatch(QObject):
    changed = Signal()
    """Another connection (another process) committed to the database."""

    def __init__(self, chats: ChatThread, database: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._chats = chats
        self._files = [database, Path(f"{database}-wal")]
        self._stopped = False
        self._watcher = QFileSystemWatcher(self)
        self._watcher.fileChanged.connect(lambda _path: self.check())
        # The log comes and goes (the last connection to close removes it).
        self._watcher.directoryChanged.connect(lambda _path: self._watch_files())
        self._seen: Reading | None = None
        self._checking = False
        self._again = False
        self._watcher.addPath(str(database.parent))
        self._watch_files()  # and the first reading, to compare the next ones with

    def _watch_files(self) -> None:
        watched = set(self._watcher.files())
        for path in self._files:
            if str(path) not in watched and path.exists():
                self._watcher.addPath(str(path))
        self.check()

    def stop(self) -> None:
        """At shutdown: no more checks (the chats thread is stopping)."""
        self._stopped = True
        watched = self._watcher.files() + self._watcher.directories()
        if watched:
            self._watcher.removePaths(watched)

    def check(self) -> None:
        """Ask the chats thread; a check under way is followed by one more."""
        if self._stopped:
            return
        if self._checking:
            self._again = True
            return
        self._checking = True  # after shutdown the job is dropped: its future is cancelled
        last = self._seen
        when_done(self._chats.call(lambda store: reading(store, last)), self._read)

    def _read(self, done: Future[Reading]) -> None:
        # The store is closed or could not be read: compared as unknown.
        value = UNKNOWN if done.cancelled() or done.exception() is not None \
            else done.result()
        self._checking = False
        if value != UNKNOWN:
            if self._seen is not None and value[1] != self._seen[1]:
                self.changed.emit()
            self._seen = value
        if self._again:
            self._again = False
            self.check()


def follow_other_writers(window: MainWindow) -> DatabaseWatch | None:
    """Once the chats thread knows its database file: what other programs
    write shows in the conversation list and the open conversation."""
    path = window.chats.path
    if path is None or str(path) == ":memory:":
        return None
    watch = DatabaseWatch(window.chats, Path(path), window)
    watch.changed.connect(lambda: _show_changes(window))
    return watch


def _show_changes(window: MainWindow) -> None:
    from app.ui.services.tasks import spawn

    window.conversations.refresh()
    controller = window.controller if window.attached else None
    if controller is not None and not controller.busy and controller.conversation is not None:
        spawn(_reload_if_changed(window, controller.conversation), window.status.show_error)


async def _reload_if_changed(window: MainWindow, shown: Conversation) -> None:
    """The open conversation again, if another program added to it."""
    from app.ui.services.worker_calls import result_or_report

    now = await result_or_report(
        window.chats.call(lambda store: store.get_conversation(shown.id)), lambda _m: None)
    controller = window.controller
    current = controller.conversation
    if now is None or current is None or current.id != shown.id or controller.busy:
        return
    if (now.message_count, now.tip_message_id) != (current.message_count,
                                                    current.tip_message_id):
        controller.open_conversation(shown.id)  # the draft and an edit stay
