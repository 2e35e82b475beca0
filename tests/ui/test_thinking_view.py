"""A reasoning model's thinking in the window, over a scripted stream: the fake
engine's tokens go through the engine's own ThinkingRouter."""

from __future__ import annotations

from PySide6.QtGui import QGuiApplication

from app.engine.requests import GenerateStream
from tests.ui.conftest import WAIT_MS, Harness

RAW = ["<think>", "\n", "Short", " wavelengths", " scatter", " more", ".", "\n", "</think>",
       "\n\n", "Blue", ", because", " of", " Rayleigh", " scattering", "."]
THOUGHT = "Short wavelengths scatter more."
ANSWER = "Blue, because of Rayleigh scattering."


def test_thinking_streams_live_folds_when_the_answer_starts_and_stays_apart(
        harness: Harness) -> None:
    harness.wait_loaded()
    harness.script.raw, harness.script.delay_s = RAW, 0.05
    seen: list[tuple[str, bool]] = []  # (thinking so far, the section open) at each answer piece
    harness.controller.answer_reasoning.connect(
        lambda _id, _text: seen.append(("r", harness.widgets()[-1].thinking.expanded)))
    harness.controller.answer_text.connect(
        lambda _id, _text: seen.append(("a", harness.widgets()[-1].thinking.expanded)))
    harness.type_and_send("Why is the sky blue?")
    harness.qtbot.waitUntil(lambda: any(kind == "r" for kind, _ in seen), timeout=WAIT_MS)
    widget = harness.widgets()[-1]
    assert widget.thinking.isVisible() and widget.thinking.toggle.text() == "Thinking…"
    harness.wait_idle()
    assert seen[0] == ("r", True)  # open while it thinks...
    first_answer = next(i for i, (kind, _) in enumerate(seen) if kind == "a")
    assert all(open_ for _kind, open_ in seen[:first_answer])
    assert not any(open_ for _kind, open_ in seen[first_answer + 1:])  # ...folded after

    widget = harness.widgets()[-1]
    saved = harness.thread()[-1]
    assert (saved.content, saved.reasoning) == (ANSWER, THOUGHT)
    assert saved.usage is not None and saved.usage.reasoning_tokens == 9
    assert widget.thinking.isVisible() and not widget.thinking.expanded
    assert widget.thinking.text.text() == THOUGHT and widget.thinking.toggle.text() == "Thinking"
    assert "16 token" in widget.usage.text() and "(9 thinking)" in widget.usage.text()
    widget.thinking.toggle.click()
    assert widget.thinking.text.isVisible()
    widget.copy_text()
    assert QGuiApplication.clipboard().text() == ANSWER  # Copy leaves the thinking out

    harness.script.raw = None
    harness.send("And at night?")
    sent = harness.script.requests[-1]
    assert isinstance(sent, GenerateStream) and isinstance(sent.prompt, list)
    assert all(THOUGHT not in m["content"] for m in sent.prompt)  # not in the next prompt
    assert any(m["content"] == ANSWER for m in sent.prompt)


def test_a_saved_answer_shows_its_thinking_folded_after_reopening(harness: Harness) -> None:
    harness.wait_loaded()
    harness.script.raw = RAW
    harness.send("Why is the sky blue?")
    conversation_id = harness.thread()[0].conversation_id
    harness.window.controller.new_conversation()
    harness.settle()
    harness.window.controller.open_conversation(conversation_id)
    harness.settle()
    widget = harness.widgets()[-1]
    assert widget.thinking.isVisible() and not widget.thinking.expanded
    assert widget.thinking.text.text() == THOUGHT
