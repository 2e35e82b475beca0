"""The "summarise" policy in the window, over the scripted fake engine (whose
fitting is the engines' own app.engine.context_fit.fit_prompt, and whose
replies are settled by app.engine.requests.settle): the model's summary is
stored, shown at the divider, editable, and used in place of the oldest
turns; Stop works while it is written. And an answer that fills the
context says so, and Continue carries on."""

from __future__ import annotations

import threading

from PySide6.QtWidgets import QDialogButtonBox

from app.engine.context_fit import SUMMARY_LEAD
from app.engine.requests import GenerateStream
from tests.ui.conftest import WAIT_MS, Harness

QUESTION = "Question number {n} about lanterns and their light"
SUMMARY = "The user asked about lanterns."
TURNS = 8


def _answer(prompt: str) -> str:
    asked = "Summarise the conversation above" in prompt
    return SUMMARY if asked else "Lanterns give a warm light."


def _summarising(harness: Harness) -> None:
    harness.wait_loaded()
    harness.script.answer, harness.script.context_words = _answer, 100
    harness.window.toggle_panel()
    panel = harness.window.panel
    panel.context_policy.setCurrentIndex(panel.context_policy.findData("summarise"))


def test_a_summary_is_written_stored_shown_and_used(harness: Harness) -> None:
    _summarising(harness)
    for n in range(TURNS):
        harness.send(QUESTION.format(n=n))
    thread = harness.thread()
    conversation_id = thread[0].conversation_id
    assert harness.store.get_conversation(conversation_id).context_policy == "summarise"
    assert [m.role for m in thread] == ["user", "assistant"] * TURNS  # nothing lost
    assert all(m.status == "complete" for m in thread)
    stored = harness.store.summaries(conversation_id)
    assert stored and stored[-1].content == SUMMARY and not stored[-1].edited
    summarising = [r for r in harness.script.requests if isinstance(r, GenerateStream)
                   and r.max_tokens < 100 and r.context_policy == "refuse"]
    assert summarising and "Question number 0" in summarising[0].prompt[-1]["content"]
    usage = thread[-1].usage
    assert usage is not None and usage.summarised_messages == usage.dropped_messages > 0
    covered = thread[usage.summarised_messages - 1]
    assert stored[-1].through_message_id == covered.id
    sent = harness.script.requests[-1]
    assert isinstance(sent, GenerateStream) and isinstance(sent.prompt, list)
    assert sent.summary is not None and sent.summary.text == SUMMARY
    assert SUMMARY_LEAD in sent.prompt[0]["content"] and SUMMARY in sent.prompt[0]["content"]
    assert all("number 0" not in m["content"] for m in sent.prompt)

    divider = harness.window.chat_view.history_cut
    assert divider.isVisible() and divider.summary_text.text() == SUMMARY
    assert f"in place of the {usage.summarised_messages} earlier messages" in divider.text()
    layout = divider.parentWidget().layout()
    widgets = [layout.itemAt(i).widget() for i in range(layout.count())]
    first_kept = thread[usage.dropped_messages]
    assert widgets[widgets.index(divider) + 1] is \
        harness.window.chat_view._widgets[first_kept.id]

    divider.edit_button.click()  # the user's own version is what the model reads next
    dialog = harness.window.chat._summary_dialog
    dialog.editor.setPlainText("Four questions about lantern light, all answered.")
    dialog.buttons.button(QDialogButtonBox.StandardButton.Save).click()
    harness.qtbot.waitUntil(lambda: harness.store.summaries(conversation_id)[-1].edited)
    harness.settle()
    assert "as you edited it" in divider.text()
    assert divider.summary_text.text() == "Four questions about lantern light, all answered."
    harness.send(QUESTION.format(n=TURNS))
    sent = harness.script.requests[-1]
    assert isinstance(sent, GenerateStream) and sent.summary is not None
    assert "all answered" in sent.prompt[0]["content"]
    assert len(harness.thread()) == 2 * TURNS + 2


def test_stop_while_the_summary_is_written(harness: Harness) -> None:
    _summarising(harness)
    gate = threading.Event()

    def slow_summary(prompt: str) -> str:
        if "Summarise the conversation above" in prompt:
            gate.wait(WAIT_MS / 1000)  # written once the test has pressed Stop
        return _answer(prompt)

    harness.script.answer = slow_summary
    runner = harness.controller.answers
    for n in range(3 * TURNS):  # until an answer needs its summary written first
        harness.type_and_send(QUESTION.format(n=n))
        harness.qtbot.waitUntil(lambda: runner.answer is None or runner.answer.phase in (
            "summarising", "finishing"))
        if runner.answer is not None and runner.answer.phase == "summarising":
            break
        harness.wait_idle()
    else:
        raise AssertionError("no answer needed a summary")
    harness.qtbot.waitUntil(lambda: "Summarising the" in harness.widgets()[-1].usage.text())
    harness.controller.stop()
    gate.set()
    harness.wait_idle()
    last = harness.thread()[-1]
    assert last.role == "assistant" and last.status == "stopped"
    assert harness.store.summaries(last.conversation_id) == []  # nothing half-written
    assert harness.thread()[-2].content == QUESTION.format(n=n)  # the question is kept


def test_an_answer_that_fills_the_context_says_so_and_continues(harness: Harness) -> None:
    harness.wait_loaded()
    harness.script.pieces = 12
    harness.send("Hello there lantern")
    first = harness.thread()[-1]
    assert first.usage is not None
    harness.script.context_end = first.usage.prompt_tokens + 14  # room for 4 words only
    widget = harness.send("Tell me more about the light")
    answer = harness.thread()[-1]
    assert answer.finish_reason == "length" and answer.usage is not None
    assert answer.usage.context_full and answer.usage.completion_tokens < 12
    n_ctx = answer.usage.prompt_tokens + answer.usage.completion_tokens
    assert widget.status.isVisible()
    assert f"Stopped: the model's context ({n_ctx} tokens) is full" in widget.status.text()
    assert widget.continue_button.isVisible()
    harness.script.context_end = None
    harness.script.context_words = 200
    sent_before = len(harness.script.requests)
    widget.continue_button.click()
    # The stopped answer is complete already, and busy may not be set yet when
    # the click returns: wait for the continuation to reach the engine.
    harness.qtbot.waitUntil(lambda: len(harness.script.requests) > sent_before,
                            timeout=WAIT_MS)
    harness.wait_idle()
    sent = harness.script.requests[-1]
    assert isinstance(sent, GenerateStream) and isinstance(sent.prompt, list)
    assert sent.answer_prefix == answer.content  # carried on from its text
    assert sent.context_policy == "drop_oldest"  # room made by the conversation's policy
    done = harness.thread()[-1]
    assert done.id == answer.id and done.content.startswith(answer.content)
    assert done.finish_reason == "stop" and not harness.widgets()[-1].status.isVisible()


def test_max_tokens_is_told_apart_from_a_full_context(harness: Harness) -> None:
    harness.wait_loaded()
    harness.script.pieces = 12
    harness.window.toggle_panel()
    harness.window.panel.max_tokens.setValue(3)
    harness.window.panel.flush()
    widget = harness.send("Hello there lantern")
    answer = harness.thread()[-1]
    assert answer.usage is not None and not answer.usage.context_full
    assert "Stopped at the longest answer (3 tokens)" in widget.status.text()


def test_a_refused_continuation_carries_on_with_the_oldest_turns_dropped(
        harness: Harness) -> None:
    """Stop and ask: Continue after a full context is refused (nothing sent);
    Drop the oldest turns then continues the same answer, this time only."""
    harness.wait_loaded()
    harness.script.pieces = 12
    harness.window.toggle_panel()
    panel = harness.window.panel
    panel.context_policy.setCurrentIndex(panel.context_policy.findData("ask"))
    for n in range(3):
        harness.send(QUESTION.format(n=n))
    before, last = harness.thread()[-3], harness.thread()[-1]
    assert before.usage is not None and last.usage is not None
    step = last.usage.prompt_tokens - before.usage.prompt_tokens  # each turn adds as much
    harness.script.context_end = last.usage.prompt_tokens + step + 5  # room for 5 words
    harness.send(QUESTION.format(n=3))
    full = harness.thread()[-1]
    assert full.usage is not None and full.usage.context_full and full.content
    harness.script.context_end = None
    harness.script.context_words = full.usage.prompt_tokens  # no room to go on: refused
    harness.widgets()[-1].continue_button.click()
    harness.qtbot.waitUntil(lambda: harness.thread()[-1].status == "failed")
    harness.wait_idle()
    refused = harness.widgets()[-1]
    assert refused.message.content == full.content  # the text so far is kept
    assert refused.drop_oldest_button.isVisible()
    sent_before = len(harness.script.requests)
    refused.drop_oldest_button.click()  # continues in a coroutine: wait for its request
    harness.qtbot.waitUntil(lambda: len(harness.script.requests) > sent_before,
                            timeout=WAIT_MS)
    harness.wait_idle()
    done = harness.thread()[-1]
    assert done.id == full.id and done.content.startswith(full.content)  # carried on
    assert done.usage is not None and done.usage.dropped_messages > 0
    sent = harness.script.requests[-1]
    assert isinstance(sent, GenerateStream) and sent.answer_prefix == full.content
    assert sent.context_policy == "drop_oldest"
    assert harness.store.get_conversation(done.conversation_id).context_policy == "ask"
