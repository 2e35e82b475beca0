"""A conversation past its context in the window: the oldest turns are left
out of the prompt (by the engine's own drop_oldest_turns, in the fake), the
saved thread keeps them, a divider shows where the prompt began."""

from __future__ import annotations

from app.engine.requests import GenerateStream
from tests.ui.conftest import Harness


def test_a_divider_shows_where_history_was_left_out(harness: Harness) -> None:
    harness.wait_loaded()
    harness.script.pieces, harness.script.context_words = 4, 40
    for n in range(4):
        harness.send(f"Question number {n} about lanterns and their light")
    thread = harness.thread()
    assert [m.role for m in thread] == ["user", "assistant"] * 4  # nothing lost
    usage = thread[-1].usage
    assert usage is not None and usage.dropped_messages >= 2 and usage.dropped_tokens > 0
    sent = harness.script.requests[-1]
    assert isinstance(sent, GenerateStream) and isinstance(sent.prompt, list)
    assert all("number 0" not in m["content"] for m in sent.prompt)
    divider = harness.window.chat_view.history_cut
    assert divider.isVisible()
    assert f"{usage.dropped_messages} earlier messages ({usage.dropped_tokens} tokens)" in \
        divider.text()
    first_kept = thread[usage.dropped_messages]
    layout = divider.parentWidget().layout()
    widgets = [layout.itemAt(i).widget() for i in range(layout.count())]
    position = widgets.index(divider)
    assert widgets[position + 1] is harness.window.chat_view._widgets[first_kept.id]
    assert "left out to fit" in harness.widgets()[-1].usage.text()
