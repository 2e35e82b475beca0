"""The window holds its shape: panels share the width there is, a long status
message is elided, nothing widens the window."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QScrollArea, QWidget
from pytestqt.qtbot import QtBot

from app.config import Settings
from app.search.chunking import ChunkSettings
from app.store import ChatStore
from app.ui.main_window import MainWindow
from app.ui.services import tasks
from app.ui.services.engine_host import EngineHost
from app.workers.chat_thread import ChatThread
from app.workers.indexing import IndexConfig, IndexingWorker
from tests.ui.conftest import WAIT_MS, Harness
from tests.ui.fakes import Script, fake_factory

LONG_ERROR = ("Could not reach Hugging Face: [Errno -2] Name or service not known while "
              "fetching https://huggingface.co/api/models?search=qwen2.5-coder-7b-instruct"
              "-gguf&limit=50&full=true&config=true")


@pytest.fixture
def documents_window(qtbot: QtBot, qloop: asyncio.AbstractEventLoop, data_dir: Path,
                     thread_guard: None) -> Iterator[Harness]:
    """The window with its documents dock (an indexing worker over the fake engine)."""
    settings = Settings()
    chats = ChatThread(data_dir / "lantern.db", flush_interval=0.05)
    chats.start()
    host = EngineHost(settings, fake_factory(Script()))
    indexing = IndexingWorker(host, IndexConfig(data_dir / "lantern.db", None,
                                                ChunkSettings(48, 8)), watch_interval_s=60.0)
    window = MainWindow(chats, host, settings, indexing=indexing, save=lambda *_: None)
    window.show()
    host.start()
    indexing.start()
    harness = Harness(qtbot, window, ChatStore.open(data_dir / "lantern.db"), Script())
    yield harness
    window.close()
    qtbot.waitUntil(lambda: tasks.pending() == 0, timeout=WAIT_MS)
    harness.store.close()
    window.deleteLater()


def _inside(widget: QWidget, window: QWidget) -> bool:
    left = widget.mapTo(window, widget.rect().topLeft()).x()
    return left >= 0 and left + widget.width() <= window.width()


@pytest.mark.parametrize("width", [1000, 800])
def test_panels_and_a_long_status_message_never_widen_the_window(
        documents_window: Harness, width: int) -> None:
    window, qtbot = documents_window.window, documents_window.qtbot
    window.resize(width, 640)
    qtbot.waitUntil(lambda: window.width() == width, timeout=WAIT_MS)
    documents_window.wait_loaded()
    documents_window.send("A question whose answer has its actions")
    window.toggle_panel()
    window.toggle_documents()
    window.status.show_error(LONG_ERROR)
    qtbot.wait(50)
    assert window.width() == width
    assert window.status.message.is_elided()
    assert window.status.message.toolTip() == LONG_ERROR
    dock = window.documents
    assert dock is not None and dock.isVisible()
    for widget in (window.composer.send_button, window.header.settings_button,
                   window.header.model_button, dock.panel.collections.add_button):
        assert _inside(widget, window), widget.accessibleName()
    column = window.chat_view.widget()
    assert column is not None
    assert column.width() <= window.chat_view.viewport().width()  # no card runs off
    panel = window.panel
    if panel.isVisible():  # closed at 800 px to make room for Documents
        content = panel.widget()
        assert content is not None and content.width() <= panel.viewport().width()
    window.toggle_panel()
    dock.hide()
    qtbot.wait(50)
    assert window.width() == width


@pytest.mark.parametrize("width", [1440, 1000, 910])  # 910: 1366x768 at 150 %
def test_the_right_panels_share_one_place_and_the_chat_stays_readable(
        documents_window: Harness, width: int) -> None:
    """Conversation settings and Documents both asked for: the one opened
    last takes the place, the chat keeps its readable width (the issue: ~290 px
    at 1440 with both open), and the list stays when there is room for it."""
    from app.ui.side_panels import READABLE_CHAT_WIDTH

    window, qtbot = documents_window.window, documents_window.qtbot
    window.resize(width, 800 if width > 1000 else 512)
    qtbot.waitUntil(lambda: window.width() == width, timeout=WAIT_MS)
    window.toggle_panel()
    window.toggle_documents()
    dock = window.documents
    assert dock is not None
    qtbot.waitUntil(dock.isVisible, timeout=WAIT_MS)
    assert not window.panel.isVisible() and not window.header.settings_button.isChecked()
    qtbot.waitUntil(lambda: window.chat.width() >= READABLE_CHAT_WIDTH - 16, timeout=WAIT_MS)
    assert window.conversations.isVisible() == (width == 1440)
    assert window.list_handle.isVisible() != window.conversations.isVisible()
    window.toggle_panel()  # and back: the settings take the place of Documents
    qtbot.waitUntil(lambda: not dock.isVisible(), timeout=WAIT_MS)
    assert window.panel.isVisible()
    assert window.chat.width() >= READABLE_CHAT_WIDTH - 16
    window.toggle_panel()
    qtbot.waitUntil(window.conversations.isVisible, timeout=WAIT_MS)
    assert not window.list_handle.isVisible()


def test_a_folded_list_leaves_a_handle_that_brings_it_back(
        documents_window: Harness) -> None:
    from PySide6.QtCore import Qt

    window, qtbot = documents_window.window, documents_window.qtbot
    window.resize(1000, 640)
    qtbot.waitUntil(lambda: window.width() == 1000, timeout=WAIT_MS)
    qtbot.mouseClick(window.rail.buttons["chats"], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not window.conversations.isVisible(), timeout=WAIT_MS)
    handle = window.list_handle
    assert handle.isVisible() and _inside(handle, window) and handle.width() >= 8
    assert not window.rail.buttons["chats"].isChecked()
    window.resize(1200, 640)  # room again: a list the user folded stays folded
    qtbot.waitUntil(lambda: window.width() == 1200, timeout=WAIT_MS)
    assert not window.conversations.isVisible()
    qtbot.mouseClick(handle, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(window.conversations.isVisible, timeout=WAIT_MS)
    assert not handle.isVisible() and window.rail.buttons["chats"].isChecked()
    assert window.focusWidget() is window.conversations.list


def test_an_empty_documents_panel_says_how_to_begin(documents_window: Harness) -> None:
    from app.ui.documents.indexing_status import empty_text

    window, qtbot = documents_window.window, documents_window.qtbot
    window.toggle_documents()
    dock = window.documents
    assert dock is not None
    qtbot.waitUntil(lambda: dock.panel.status.state.text() == empty_text(), timeout=WAIT_MS)
    assert "New…" in dock.panel.collections.counts.text()


def test_messages_fit_the_chat_column_at_its_narrowest(documents_window: Harness) -> None:
    from PySide6.QtCore import Qt

    from app.ui.side_panels import READABLE_CHAT_WIDTH

    window, qtbot = documents_window.window, documents_window.qtbot
    window.resize(800, 600)
    documents_window.wait_loaded()
    documents_window.send("A question")
    window.controller.regenerate()  # two versions: the arrows too
    documents_window.wait_idle()
    window.toggle_documents()
    dock = window.documents
    assert dock is not None
    window.resizeDocks([dock], [800], Qt.Orientation.Horizontal)  # as wide as it may be
    # The rail and the list's handle take their share: the chat keeps its readable width.
    qtbot.waitUntil(lambda: window.chat.width() <= READABLE_CHAT_WIDTH, timeout=WAIT_MS)
    qtbot.wait(50)
    column = window.chat_view.widget()
    assert column is not None and column.width() <= window.chat_view.viewport().width()
    last = documents_window.widgets()[-1]
    assert last.regenerate_button.toolButtonStyle() == Qt.ToolButtonStyle.ToolButtonIconOnly
    assert last.regenerate_button.toolTip() and not last.regenerate_button.icon().isNull()


def test_a_short_window_scrolls_the_documents_panel_instead_of_squeezing_it(
        documents_window: Harness) -> None:
    window, qtbot = documents_window.window, documents_window.qtbot
    window.resize(800, 550)
    qtbot.waitUntil(lambda: window.height() == 550, timeout=WAIT_MS)
    window.toggle_documents()
    dock = window.documents
    assert dock is not None
    qtbot.waitUntil(dock.isVisible, timeout=WAIT_MS)
    qtbot.wait(50)
    panel = dock.panel
    # Laid out at its full height (its parts never overlap), inside a scroll area.
    assert panel.height() >= panel.minimumSizeHint().height()
    assert panel.height() > dock.widget().height()
    assert window.width() == 800


def test_the_conversation_list_never_scrolls_sideways(documents_window: Harness) -> None:
    """Titles are elided to the list's width, at its narrowest too."""
    from app.ui.theme import LIST_MIN_WIDTH

    window, qtbot = documents_window.window, documents_window.qtbot
    window.resize(1000, 640)
    documents_window.wait_loaded()
    documents_window.send("A question long enough that its title cannot fit the list")
    documents_window.settle()
    sizes = window.splitter.sizes()
    window.splitter.setSizes([0, sum(sizes), 0])  # the list as narrow as it goes
    qtbot.waitUntil(lambda: window.conversations.width() <= LIST_MIN_WIDTH + 1,
                    timeout=WAIT_MS)
    listed = window.conversations.list
    qtbot.waitUntil(lambda: listed.count() == 1, timeout=WAIT_MS)
    qtbot.wait(50)
    assert not listed.horizontalScrollBar().isVisible()
    assert listed.visualItemRect(listed.item(0)).width() <= listed.viewport().width()


@pytest.mark.parametrize("width", [1000, 800])
def test_the_documents_panel_keeps_its_buttons_words_whole(
        documents_window: Harness, width: int) -> None:
    """Documents alone beside the list and the chat: the dock is as wide as
    its buttons' words (the list folds when they do not all fit), never
    "Ad…r…", and the window keeps its width."""
    window, qtbot = documents_window.window, documents_window.qtbot
    window.resize(width, 640)
    qtbot.waitUntil(lambda: window.width() == width, timeout=WAIT_MS)
    window.toggle_documents()
    dock = window.documents
    assert dock is not None
    qtbot.waitUntil(dock.isVisible, timeout=WAIT_MS)
    qtbot.wait(50)
    collections = dock.panel.collections
    for button in (collections.new_button, collections.add_button,
                   collections.reindex_button, collections.remove_button):
        assert button.width() >= button.sizeHint().width(), button.text()
        assert _inside(button, window), button.text()
    assert window.width() == width


def _open_side(window: MainWindow, which: str) -> QWidget:
    """Opens the conversation panel or Documents; returns what the drawer holds then."""
    if which == "panel":
        window.toggle_panel()
        return window.panel
    window.toggle_documents()
    assert window.documents is not None
    return window.documents.body


def _assert_wholly_inside(widget: QWidget, window: QWidget) -> None:
    top_left = widget.mapTo(window, widget.rect().topLeft())
    assert widget.isVisible(), widget.accessibleName()
    assert window.rect().contains(top_left), widget.accessibleName()
    assert window.rect().contains(top_left + widget.rect().bottomRight()), \
        widget.accessibleName()


@pytest.mark.parametrize("which", ["panel", "documents"])
def test_a_panel_too_wide_beside_the_chat_opens_as_a_drawer_over_it(
        documents_window: Harness, which: str) -> None:
    """800x600 at 150 % is 533x400: one panel and the chat's narrowest width
    do not fit side by side. The panel lies over the chat's right side, the
    window keeps its width, and Esc or the close button gives the chat back."""
    from PySide6.QtCore import Qt

    window, qtbot = documents_window.window, documents_window.qtbot
    window.resize(533, 400)
    qtbot.waitUntil(lambda: window.width() == 533, timeout=WAIT_MS)
    documents_window.wait_loaded()
    drawer = window.sides.drawer
    for close in ("escape", "button", "shortcut"):
        held = _open_side(window, which)
        qtbot.wait(50)
        assert window.width() == 533
        assert drawer.isVisible() and drawer.held is held
        central = window.centralWidget().geometry()
        assert central.contains(drawer.geometry())  # not over the menu or status bar
        assert drawer.geometry().top() == central.top()
        _assert_wholly_inside(drawer, window)
        _assert_wholly_inside(held, window)
        _assert_wholly_inside(drawer.title.close_button, window)
        assert window.chat.isVisible()  # dimmed behind, not taken apart
        if which == "documents":
            assert window.documents is not None and not window.documents.isFloating()
            collections = window.documents.panel.collections
            for button in (collections.new_button, collections.add_button,
                           collections.reindex_button, collections.remove_button):
                assert button.width() >= button.sizeHint().width(), button.text()
                assert _inside(button, window), button.text()
        else:
            content = window.panel.widget()
            assert content is not None and content.width() <= window.panel.viewport().width()
        if close == "escape":
            focused = window.focusWidget()  # where keys go once the window is active
            assert focused is not None and drawer.isAncestorOf(focused)
            for key, times in ((Qt.Key.Key_Tab, 25), (Qt.Key.Key_Backtab, 5)):
                for _ in range(times):  # round the drawer, never into the chat
                    qtbot.keyClick(window.focusWidget(), key)
                    now = window.focusWidget()
                    assert now is not None and drawer.isAncestorOf(now), now
            focused = window.focusWidget()
            assert focused is not None
            qtbot.keyClick(focused, Qt.Key.Key_Escape)
        elif close == "button":
            qtbot.mouseClick(drawer.title.close_button, Qt.MouseButton.LeftButton)
        else:  # Ctrl+Shift+S or Ctrl+D again
            _open_side(window, which)
        qtbot.waitUntil(lambda: not drawer.isVisible(), timeout=WAIT_MS)
        assert window.focusWidget() is window.composer.editor
        assert drawer.held is None and window.width() == 533
        assert not window.header.settings_button.isChecked()
        assert window.documents is None or not window.documents.isVisible()
        assert window.chat.isVisible() and window.chat.width() >= 340
        if which == "panel":
            assert window.splitter.indexOf(window.panel) == 2  # back in its place
        else:
            assert window.documents is not None and window.documents.widget() is held


@pytest.mark.parametrize("which", ["panel", "documents"])
def test_a_drawer_goes_back_beside_the_chat_when_the_window_widens(
        documents_window: Harness, which: str) -> None:
    window, qtbot = documents_window.window, documents_window.qtbot
    window.resize(533, 400)
    qtbot.waitUntil(lambda: window.width() == 533, timeout=WAIT_MS)
    held = _open_side(window, which)
    qtbot.waitUntil(window.sides.drawer.isVisible, timeout=WAIT_MS)
    window.resize(1000, 640)
    qtbot.waitUntil(lambda: window.width() == 1000, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: not window.sides.drawer.isVisible(), timeout=WAIT_MS)
    assert held.isVisible()
    if which == "panel":
        assert window.splitter.indexOf(window.panel) == 2
    else:
        assert window.documents is not None and window.documents.isVisible()
        assert window.documents.widget() is held
    assert _inside(held, window)
    window.resize(533, 400)  # and over it again when it narrows
    qtbot.waitUntil(window.sides.drawer.isVisible, timeout=WAIT_MS)
    assert window.sides.drawer.held is held and window.width() == 533


def test_at_533_px_opening_the_other_panel_takes_the_drawers_place(
        documents_window: Harness) -> None:
    window, qtbot = documents_window.window, documents_window.qtbot
    window.resize(533, 400)
    qtbot.waitUntil(lambda: window.width() == 533, timeout=WAIT_MS)
    window.toggle_panel()
    qtbot.waitUntil(lambda: window.sides.drawer.held is window.panel, timeout=WAIT_MS)
    window.toggle_documents()
    dock = window.documents
    assert dock is not None
    qtbot.waitUntil(lambda: window.sides.drawer.held is dock.body, timeout=WAIT_MS)
    assert not window.header.settings_button.isChecked()
    assert window.splitter.indexOf(window.panel) == 2 and not window.panel.isVisible()
    assert not dock.isVisible() and window.width() == 533
    window.toggle_documents()  # Ctrl+D closes it again
    qtbot.waitUntil(lambda: not window.sides.drawer.isVisible(), timeout=WAIT_MS)
    assert dock.widget() is dock.body and not dock.isVisible()
    dock.setFloating(True)  # a floating Documents takes none of the window's width
    dock.show()
    qtbot.waitUntil(dock.isVisible, timeout=WAIT_MS)
    assert not window.sides.drawer.isVisible() and dock.widget() is dock.body
    dock.hide()
    dock.setFloating(False)


def test_the_documents_panel_needs_no_scrolling_in_an_ordinary_window(
        documents_window: Harness) -> None:
    """At 1440x820 the panel scrolled (issue 39 walkthrough): the empty
    results list asked for room it did not need, since it grows to fill."""
    window, qtbot = documents_window.window, documents_window.qtbot
    window.resize(1440, 820)
    qtbot.waitUntil(lambda: window.height() == 820, timeout=WAIT_MS)
    window.toggle_documents()
    dock = window.documents
    assert dock is not None
    qtbot.waitUntil(dock.isVisible, timeout=WAIT_MS)
    scroll = dock.widget()
    assert isinstance(scroll, QScrollArea)
    qtbot.waitUntil(lambda: dock.panel.height() > 0, timeout=WAIT_MS)
    qtbot.wait(50)
    assert scroll.verticalScrollBar().maximum() == 0, (dock.panel.height(),
                                                        scroll.viewport().height())
    results = dock.panel.results
    assert results.height() >= results.sizeHint().height()  # it fills what is left
