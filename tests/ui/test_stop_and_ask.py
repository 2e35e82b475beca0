"""A conversation set to "stop and ask" (Conversation settings): once its
history outgrows the context, nothing is sent, the chat says how far over it
is, and the saved thread is whole. Drop-oldest stays the default."""

from __future__ import annotations

from PySide6.QtCore import QLocale
from pytestqt.qtbot import QtBot

from app.engine.prompts import render_chatml
from app.engine.requests import GenerateStream
from app.ui.chat.chat_header import ChatHeader
from app.ui.chat.conversation_panel import ConversationPanel
from tests.ui.conftest import Harness

QUESTION = "Question number {n} about lanterns and their light"


def test_stop_and_ask_refuses_with_the_numbers(harness: Harness) -> None:
    harness.wait_loaded()
    harness.script.pieces, harness.script.context_words = 4, 40
    window = harness.window
    window.toggle_panel()
    panel = window.panel
    assert panel.context_policy.currentData() == "drop_oldest"  # the default
    panel.context_policy.setCurrentIndex(panel.context_policy.findData("ask"))
    harness.send(QUESTION.format(n=0))  # a new conversation, saved asking
    conversation_id = harness.thread()[0].conversation_id
    assert harness.store.get_conversation(conversation_id).context_policy == "ask"
    for n in range(1, 4):
        harness.send(QUESTION.format(n=n))
    thread = harness.thread()
    assert [m.role for m in thread] == ["user", "assistant"] * 4  # every question kept
    refused = thread[-1]
    assert refused.status == "failed" and refused.content == ""
    assert refused.error is not None and "over the 40" in refused.error
    assert "Nothing was sent" in refused.error
    sent = harness.script.requests[-1]
    assert isinstance(sent, GenerateStream) and sent.context_policy == "ask"
    answers = [m.status for m in thread if m.role == "assistant"]
    assert answers == ["complete", "complete", "failed", "failed"]  # refused once over
    assert all(m.complete for m in thread if m.role == "user")
    assert "over the 40" in harness.widgets()[-1].status.text()

    offer = harness.widgets()[-1].drop_oldest_button  # the chat offers the way out
    assert offer.isVisible() and not harness.widgets()[-3].drop_oldest_button.isVisible()
    assert not harness.widgets()[-1].continue_button.isVisible()  # nothing to continue
    assert harness.widgets()[-1].new_chat_button.isVisible()  # or start afresh
    offer.click()
    harness.qtbot.waitUntil(lambda: harness.controller.busy or len(harness.thread()) > 8 or
                            harness.thread()[-1].id != refused.id)
    harness.wait_idle()
    again = harness.thread()[-1]
    assert again.status == "complete" and again.id != refused.id  # beside the refused one
    assert again.usage is not None and again.usage.dropped_messages >= 2
    sent = harness.script.requests[-1]
    assert isinstance(sent, GenerateStream) and sent.context_policy == "drop_oldest"
    assert harness.store.get_conversation(conversation_id).context_policy == "ask"  # kept
    assert not harness.widgets()[-1].drop_oldest_button.isVisible()
    assert not harness.widgets()[-1].new_chat_button.isVisible()


def test_a_refused_answer_offers_a_new_chat(harness: Harness) -> None:
    harness.wait_loaded()
    harness.script.pieces, harness.script.context_words = 4, 12
    harness.window.toggle_panel()
    panel = harness.window.panel
    panel.context_policy.setCurrentIndex(panel.context_policy.findData("ask"))
    harness.send(QUESTION.format(n=0))
    harness.send(QUESTION.format(n=1))
    refused = harness.widgets()[-1]
    assert refused.message.status == "failed" and refused.new_chat_button.isVisible()
    kept = len(harness.thread())
    conversation_id = refused.message.conversation_id
    refused.new_chat_button.click()
    harness.settle()
    assert harness.controller.conversation is None and harness.widgets() == []
    assert len(harness.store.thread(conversation_id)) == kept  # the old one stays whole


def test_drop_oldest_stays_the_default_of_new_conversations(harness: Harness) -> None:
    harness.wait_loaded()
    harness.script.pieces, harness.script.context_words = 4, 40
    for n in range(4):
        harness.send(QUESTION.format(n=n))
    last = harness.thread()[-1]
    assert last.status == "complete"
    assert last.usage is not None and last.usage.dropped_messages >= 2
    sent = harness.script.requests[-1]
    assert isinstance(sent, GenerateStream) and sent.context_policy == "drop_oldest"


def test_no_thinking_switch_for_templates_without_one(harness: Harness) -> None:
    harness.wait_loaded()
    harness.settle()
    assert not harness.window.panel.thinking.isEnabled()  # the fake's template has none
    assert "no thinking switch" in harness.window.panel.thinking.toolTip()


def test_the_header_shows_the_next_prompt_against_the_context(harness: Harness) -> None:
    """An estimate at once, then the engine's own count from the worker thread
    (the fake counts words), redone as you type."""
    harness.wait_loaded()
    harness.send("Hello there lantern")
    header, composer = harness.window.chat.header, harness.window.chat.composer
    n_ctx = harness.window.host.engine_settings.n_ctx
    suffix = f" / {QLocale().toString(n_ctx)} tokens"

    def shown() -> int:
        text = header.budget.text()
        assert text.endswith(suffix)
        return int(QLocale().toInt(text.removeprefix("≈ ")[:text.index(" / ")])[0])

    answer = harness.thread()[-1]
    assert answer.usage is not None
    harness.qtbot.waitUntil(lambda: header.counted)
    counted = harness.script.counted[-1]  # system prompt, question, answer: the next prompt
    assert [m["role"] for m in counted] == ["system", "user", "assistant"]
    words = len(render_chatml(counted).text.split())
    assert shown() == words and not header.budget.text().startswith("≈")
    assert "counted by the model's own tokenizer" in header.budget.toolTip()
    composer.editor.setPlainText("w " * 50)  # typing: an estimate, then the count again
    harness.window.chat.update_budget()  # (what the debounce timer calls)
    assert header.budget.text().startswith("≈ ") and not header.counted
    assert "estimate" in header.budget.toolTip()
    harness.qtbot.waitUntil(lambda: header.counted and harness.script.counted[-1][-1] == {
        "role": "user", "content": "w " * 50})
    assert shown() == len(render_chatml(harness.script.counted[-1]).text.split())
    harness.settle()


def test_a_context_nobody_reported_is_said_to_be_unknown(qtbot: QtBot) -> None:
    header = ChatHeader()
    qtbot.addWidget(header)
    header.show_budget(1240, 0)  # a remote server that reports no context length
    assert header.budget.text() == f"≈ {QLocale().toString(1240)} tokens · context unknown"
    assert "the server decides" in header.budget.toolTip()


def test_the_thinking_switch_follows_the_answering_engine(qtbot: QtBot) -> None:
    panel = ConversationPanel()
    qtbot.addWidget(panel)
    panel.allow_thinking(False)  # the local model's template has no switch
    assert not panel.thinking.isEnabled()
    panel.thinking_on_route("")  # a server that passes chat_template_kwargs on
    assert panel.thinking.isEnabled() and "enable_thinking" in panel.thinking.toolTip()
    panel.thinking_on_route("LM Studio has no way to pass enable_thinking")
    assert not panel.thinking.isEnabled() and "LM Studio" in panel.thinking.toolTip()
    panel.thinking_on_route(None)  # back to this computer's model
    assert not panel.thinking.isEnabled() and "no thinking switch" in panel.thinking.toolTip()
