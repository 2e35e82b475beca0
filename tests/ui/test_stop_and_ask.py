"""A conversation set to "stop and ask" (Conversation settings): once its
history outgrows the context, nothing is sent, the chat says how far over it
is, and the saved thread is whole. Drop-oldest stays the default."""

from __future__ import annotations

from PySide6.QtCore import QLocale

from app.engine.requests import GenerateStream
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
    harness.wait_loaded()
    harness.send("Hello there lantern")
    header, composer = harness.window.chat.header, harness.window.chat.composer
    n_ctx = harness.window.host.engine_settings.n_ctx

    def shown() -> int:
        text = header.budget.text()
        assert text.startswith("≈ ") and text.endswith(f" / {QLocale().toString(n_ctx)} tokens")
        return int(QLocale().toInt(text[2:text.index(" / ")])[0])

    answer = harness.thread()[-1]
    assert answer.usage is not None
    after_answer = shown()
    assert after_answer == answer.usage.prompt_tokens + answer.usage.completion_tokens
    composer.editor.setPlainText("w" * 400)  # typing: redone once the keys stop
    harness.qtbot.waitUntil(lambda: shown() == after_answer + 104)
    assert "estimate" in header.budget.toolTip()
