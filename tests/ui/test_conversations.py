"""The conversation list: new, rename, delete with undo, pin, search with
snippets, sorted by last activity."""

from __future__ import annotations

from PySide6.QtCore import Qt

from app.ui.chat.conversations import HIT_ROLE, SUBTITLE_ROLE
from tests.ui.conftest import WAIT_MS, Harness


def titles(harness: Harness) -> list[str]:
    widget = harness.window.conversations.list
    return [widget.item(row).text() for row in range(widget.count())]


def new_chat(harness: Harness, text: str) -> None:
    harness.qtbot.keyClick(harness.window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    harness.send(text)


def test_new_chats_are_listed_most_recent_first(harness: Harness) -> None:
    new_chat(harness, "apples")
    new_chat(harness, "bananas")
    new_chat(harness, "cherries")
    assert titles(harness) == ["cherries", "bananas", "apples"]
    assert harness.window.conversations.list.currentItem().text() == "cherries"
    harness.window.conversations.list.setCurrentRow(2)  # open "apples"
    harness.settle()
    assert harness.window.header.title.text() == "apples"
    harness.send("more about apples")
    assert titles(harness) == ["apples", "cherries", "bananas"]


def test_ctrl_n_starts_an_empty_unsaved_chat(harness: Harness) -> None:
    new_chat(harness, "first")
    harness.qtbot.keyClick(harness.window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert harness.controller.conversation is None
    assert harness.window.chat_view.message_widgets() == []
    assert harness.window.composer.editor.hasFocus()
    assert titles(harness) == ["first"]  # nothing is saved until something is sent


def test_rename_in_place(harness: Harness) -> None:
    new_chat(harness, "untitled thoughts")
    conversations = harness.window.conversations
    conversations.list.setFocus()
    harness.qtbot.keyClick(conversations.list, Qt.Key.Key_F2)
    editor = conversations.list.findChild(type(conversations.search))
    assert editor is not None
    editor.selectAll()
    harness.qtbot.keyClicks(editor, "Garden plans")
    harness.qtbot.keyClick(editor, Qt.Key.Key_Return)
    harness.qtbot.waitUntil(lambda: titles(harness) == ["Garden plans"], timeout=WAIT_MS)
    harness.settle()
    assert harness.store.list_conversations()[0].title == "Garden plans"


def test_delete_then_undo(harness: Harness) -> None:
    new_chat(harness, "keep me")
    new_chat(harness, "delete me")
    conversations = harness.window.conversations
    conversations.list.setFocus()
    conversations.list.setCurrentRow(0)
    harness.qtbot.keyClick(conversations.list, Qt.Key.Key_Delete)
    harness.settle()
    assert titles(harness) == ["keep me"]
    # It was open: the one beside it is shown now, not an empty new chat.
    shown = harness.controller.conversation
    assert shown is not None and shown.title == "keep me"
    status = harness.window.status
    assert "Deleted “delete me”" in status.message.text() and status.action_button.isVisible()
    status.action_button.click()
    harness.settle()
    assert titles(harness) == ["delete me", "keep me"]
    assert harness.window.header.title.text() == "delete me"


def test_undo_delete_from_the_keyboard(harness: Harness) -> None:
    new_chat(harness, "oops")
    harness.window.conversations.delete_current()
    harness.settle()
    assert titles(harness) == []
    harness.qtbot.keyClick(harness.window, Qt.Key.Key_Z,
                           Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    harness.settle()
    assert titles(harness) == ["oops"]


def test_pinned_conversations_stay_on_top(harness: Harness) -> None:
    new_chat(harness, "old but important")
    new_chat(harness, "newer")
    conversations = harness.window.conversations
    conversations.list.setCurrentRow(1)
    conversations.list.setFocus()
    harness.qtbot.keyClick(conversations.list, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)
    harness.settle()
    assert titles(harness) == ["old but important", "newer"]
    assert "Pinned" in conversations.list.item(0).data(SUBTITLE_ROLE)
    new_chat(harness, "newest")
    assert titles(harness) == ["old but important", "newest", "newer"]


def test_search_as_you_type_shows_snippets_and_opens_the_hit(harness: Harness) -> None:
    harness.script.answer = lambda _p: "The lighthouse keeper <b>waved</b> at ships."
    new_chat(harness, "Tell me about the coast")
    harness.script.answer = None
    new_chat(harness, "Something else entirely")
    harness.qtbot.keyClick(harness.window, Qt.Key.Key_K, Qt.KeyboardModifier.ControlModifier)
    search = harness.window.conversations.search
    assert search.hasFocus()
    harness.qtbot.keyClicks(search, "lightho")
    harness.qtbot.waitUntil(lambda: titles(harness) == ["Tell me about the coast"],
                            timeout=WAIT_MS)
    item = harness.window.conversations.list.item(0)
    snippet = item.data(SUBTITLE_ROLE)
    assert "<b>lighthouse</b>" in snippet and "&lt;b&gt;waved&lt;/b&gt;" in snippet
    harness.qtbot.keyClick(search, Qt.Key.Key_Down)
    harness.settle()
    assert harness.window.header.title.text() == "Tell me about the coast"
    hit = item.data(HIT_ROLE)
    assert harness.window.chat_view.widget_for(hit) is not None
    search.clear()
    harness.qtbot.waitUntil(lambda: len(titles(harness)) == 2, timeout=WAIT_MS)


def test_search_finds_a_message_on_another_branch_and_shows_that_branch(
        harness: Harness) -> None:
    harness.send("Question")
    harness.script.answer = lambda _p: "An alternative mentioning zanzibar."
    harness.controller.regenerate()
    harness.wait_idle()
    harness.script.answer = None
    harness.controller.regenerate()  # a third version, shown now
    harness.wait_idle()
    assert "zanzibar" not in harness.thread()[-1].content
    harness.window.conversations.search.setText("zanzibar")
    listed = harness.window.conversations.list
    harness.qtbot.waitUntil(
        lambda: listed.count() == 1 and listed.item(0).data(HIT_ROLE) is not None,
        timeout=WAIT_MS)
    harness.window.conversations.list.setCurrentRow(-1)
    harness.window.conversations.list.setCurrentRow(0)
    harness.settle()
    assert "zanzibar" in harness.thread()[-1].content
    assert harness.widgets()[-1].branch_label.text() == "2/3"


def painted_text_pixels(harness: Harness) -> int:
    """Pixels of the list's viewport in a colour other than its background."""
    viewport = harness.window.conversations.list.viewport()
    image = viewport.grab().toImage()
    background = image.pixel(1, image.height() - 2)
    return sum(image.pixel(x, y) != background
               for x in range(0, image.width(), 2) for y in range(0, min(image.height(), 200), 2))


def test_an_empty_list_says_what_it_is_for_and_what_a_search_did_not_find(
        harness: Harness) -> None:
    conversations = harness.window.conversations
    harness.qtbot.waitUntil(lambda: bool(conversations.list.empty_text), timeout=WAIT_MS)
    assert conversations.list.empty_text.startswith("Your conversations will be listed here")
    assert painted_text_pixels(harness) > 0  # said in the list, not only kept

    new_chat(harness, "apples")
    assert titles(harness) == ["apples"]
    said = conversations.list.empty_text
    with_text = conversations.list.viewport().grab().toImage()
    conversations.list.show_empty_text("")
    assert conversations.list.viewport().grab().toImage() == with_text  # not over the rows
    conversations.list.show_empty_text(said)

    harness.qtbot.keyClicks(conversations.search, "zebras")
    harness.qtbot.waitUntil(lambda: titles(harness) == [], timeout=WAIT_MS)
    harness.qtbot.waitUntil(lambda: "zebras" in conversations.list.empty_text, timeout=WAIT_MS)
    assert conversations.list.empty_text == "No conversation matches “zebras”."
    assert painted_text_pixels(harness) > 0
