"""A full disk, said where it cannot be missed (issue 40, item 5).

While the disk holding the conversation database is full, a banner above
the conversation says what happened, that nothing saved was lost, and what
to do (free space on the disk holding the data folder); it goes away by
itself once Lantern can write again. The disk is looked at on the database's
own thread (ChatThread), every few seconds, so the GUI thread never waits
for a disk: a statvfs on a hung network mount would freeze it.

A database opened for reading only because the disk was full is opened
again, for writing, as soon as there is room, so nothing needs a restart.
"""

from __future__ import annotations

from concurrent.futures import Future
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import (
    QBoxLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.ui.services.tasks import when_done
from app.ui.theme import set_role
from app.workers.chat_thread import ChatThread

if TYPE_CHECKING:  # the database code loads after the first paint
    from app.store.chats import ChatStore

CHECK_MS = 3000
"""How often the disk is looked at: a person freeing space sees the notice
go within a few seconds; a statvfs costs microseconds."""


class DiskFullBanner(QFrame):
    """The notice above the conversation while the disk is full."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("diskFullBanner")
        set_role(self, "banner")
        self.title = QLabel()
        set_role(self.title, "error")
        self.title.setWordWrap(True)
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.open_folder = QPushButton(self.tr("Open the folder"))
        self.open_folder.clicked.connect(self._open_folder)
        self.folder = Path()
        buttons = QHBoxLayout()
        buttons.addWidget(self.open_folder)
        buttons.addStretch(1)
        column = QVBoxLayout(self)
        column.addWidget(self.title)
        column.addWidget(self.text)
        column.addLayout(buttons)
        self.setVisible(False)

    def show_full(self, folder: Path) -> None:
        self.folder = folder
        self.title.setText(self.tr("The disk is full: Lantern cannot save anything new."))
        self.text.setText(self.tr(
            "Nothing was lost: every conversation saved so far is kept, and can be read, "
            "searched and exported. New messages and changes cannot be saved until there is "
            "room. Free some space on the disk that holds {folder} (empty the trash, delete "
            "or move large files); this notice goes away by itself once Lantern can save "
            "again.").format(folder=folder))
        self.setAccessibleName(self.title.text())
        self.setAccessibleDescription(self.text.text())
        self.setVisible(True)

    def _open_folder(self) -> None:
        QDesktopServices.openUrl(QUrl.fromLocalFile(str(self.folder)))


def disk_state(store: ChatStore) -> tuple[bool, bool, Path]:
    """(full now, opened for reading only because it was full, data folder),
    on the database's thread."""
    from app.store.errors import DISK_FULL
    from app.store.guard import disk_full

    path = Path(store.path)
    if str(store.path) == ":memory:":
        return False, False, path
    return disk_full(path), store.read_only_reason == DISK_FULL, path.parent


class DiskWatch(QObject):
    """Looks at the database's disk every CHECK_MS and shows `banner` while
    it is full; reopens a database opened read-only once there is room."""

    def __init__(self, chats: ChatThread, banner: DiskFullBanner,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.chats, self.banner = chats, banner
        self.full = False
        self._pending = False
        self.timer = QTimer(self)
        self.timer.setInterval(CHECK_MS)
        self.timer.timeout.connect(self.check)

    def start(self) -> None:
        self.check()
        self.timer.start()

    def check(self) -> None:
        """Look now (one look at a time: the thread may be busy)."""
        if self._pending or not self.chats.is_running():
            return
        self._pending = True
        when_done(self.chats.call(disk_state), self._judge_done)

    def _judge_done(self, future: Future[tuple[bool, bool, Path]]) -> None:
        failed = future.cancelled() or future.exception() is not None
        self._judge(None if failed else future.result())

    def _judge(self, result: tuple[bool, bool, Path] | None) -> None:
        self._pending = False
        if result is None:
            return  # the database thread stopped or failed: said elsewhere
        full, read_only_because_full, folder = result
        if read_only_because_full and not full:
            self._pending = True  # writable again: reopen, then look again
            when_done(self.chats.reopen(), self._look_again)
            return
        self.full = full or read_only_because_full
        if self.full:
            self.banner.show_full(folder)
        else:
            self.banner.setVisible(False)

    def _look_again(self, _reopened: Future[None]) -> None:
        self._pending = False
        self.check()


def watch_disk(chats: ChatThread, window: QWidget, column: QBoxLayout) -> DiskWatch:
    """The banner at the top of `column` (the chat's), watched from now on."""
    banner = DiskFullBanner()
    column.insertWidget(0, banner)
    watch = DiskWatch(chats, banner, window)
    watch.start()
    return watch
