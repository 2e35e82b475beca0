"""A full disk in the window (issue 40, item 5): a banner above the
conversation says what happened, that nothing was lost and where to free
space, and goes away by itself once Lantern can save again; a database
opened for reading only on the full disk is opened for writing then, with
no restart. The disk is a real 4 MB tmpfs, filled to its last byte."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from app.store import ChatStore, StoreError
from app.ui.disk_full import DiskFullBanner, DiskWatch
from app.workers.chat_thread import ChatThread
from tests.hostile.test_odd_states import fill
from tests.ui.test_full_disk_window import full_disk  # noqa: F401 (a fixture)

WAIT_MS = 60_000
"""Only a failure waits this long: each step is a few jobs on the database's thread."""


@pytest.fixture
def chats(full_disk: Path) -> Iterator[ChatThread]:  # noqa: F811
    with ChatStore.open() as store:
        store.add_user_message(store.create_conversation("kept").id, "hello")
    thread = ChatThread(full_disk / "lantern.db")
    yield thread
    thread.shutdown()


def watched(qtbot: QtBot, chats: ChatThread) -> tuple[DiskWatch, DiskFullBanner]:
    banner = DiskFullBanner()
    qtbot.addWidget(banner)
    watch = DiskWatch(chats, banner)
    watch.timer.setInterval(50)  # a person freeing space sees it gone at once
    watch.start()
    return watch, banner


def said(banner: DiskFullBanner) -> str:
    return f"{banner.title.text()} {banner.text.text()}"


def titles(chats: ChatThread) -> list[str]:
    return chats.call(lambda store: [c.title for c in store.list_conversations()]).result()


def test_a_database_opened_on_a_full_disk_says_so_and_opens_for_writing_when_freed(
        qtbot: QtBot, chats: ChatThread, full_disk: Path) -> None:  # noqa: F811
    fill(full_disk)
    chats.start()
    watch, banner = watched(qtbot, chats)
    qtbot.waitUntil(lambda: not banner.isHidden(), timeout=WAIT_MS)
    assert "The disk is full: Lantern cannot save anything new." in said(banner)
    assert "Nothing was lost" in said(banner)
    assert f"Free some space on the disk that holds {full_disk}" in said(banner)
    assert titles(chats) == ["kept"]  # read, as before
    with pytest.raises(StoreError, match="is full"):
        chats.call(lambda store: store.create_conversation("new")).result()

    (full_disk / "filler").unlink()
    qtbot.waitUntil(banner.isHidden, timeout=WAIT_MS)
    assert not watch.full
    chats.call(lambda store: store.create_conversation("after")).result()  # writes again
    assert sorted(titles(chats)) == ["after", "kept"]


def test_a_disk_that_fills_while_the_window_is_open_shows_the_banner_until_freed(
        qtbot: QtBot, chats: ChatThread, full_disk: Path) -> None:  # noqa: F811
    chats.start()
    _watch, banner = watched(qtbot, chats)
    chats.call(lambda store: store.create_conversation("written")).result()
    assert banner.isHidden()
    fill(full_disk)
    qtbot.waitUntil(lambda: not banner.isHidden(), timeout=WAIT_MS)
    assert "Nothing was lost" in said(banner)
    assert sorted(titles(chats)) == ["kept", "written"]

    (full_disk / "filler").unlink()
    qtbot.waitUntil(banner.isHidden, timeout=WAIT_MS)
    chats.call(lambda store: store.create_conversation("after")).result()
    assert sorted(titles(chats)) == ["after", "kept", "written"]
