"""Summaries of the oldest turns: added, never changed; the newest on the
branch on screen applies; they go with their conversation."""

from __future__ import annotations

import pytest

from app.engine.requests import UsageStats
from app.store import ChatStore, StoreError


def _turns(store: ChatStore, conversation_id: int, n: int) -> list[int]:
    answers = []
    for i in range(n):
        store.add_user_message(conversation_id, f"question {i}")
        writer = store.begin_answer(conversation_id)
        writer.append(f"answer {i}")
        answers.append(writer.finish(UsageStats()).id)
    return answers


def test_the_newest_summary_on_the_branch_applies(store: ChatStore) -> None:
    c = store.create_conversation(context_policy="summarise")
    assert store.get_conversation(c.id).context_policy == "summarise"
    answers = _turns(store, c.id, 4)
    first = store.add_summary(c.id, answers[0], "  The user asked one question.  ",
                              model="SmolLM2")
    assert (first.content, first.edited, first.model) == ("The user asked one question.",
                                                          False, "SmolLM2")
    longer = store.add_summary(c.id, answers[1], "Two questions were asked.")
    edited = store.add_summary(c.id, answers[1], "Two questions, both answered.", edited=True)
    thread = store.thread(c.id)
    assert store.summary_on(thread) == edited and edited.edited
    assert [s.id for s in store.summaries(c.id)] == [first.id, longer.id, edited.id]  # all kept

    question = thread[2]  # a new version of the second question: a branch no summary covers
    assert question.role == "user"
    store.edit_user_message(question.id, "another second question")
    assert store.summary_on(store.thread(c.id)) == first
    assert store.thread(c.id)[-1].content == "another second question"


def test_a_summary_is_refused_when_empty_or_of_another_conversation(store: ChatStore) -> None:
    c = store.create_conversation()
    other = store.create_conversation()
    answer = _turns(store, c.id, 1)[0]
    with pytest.raises(StoreError, match="cannot be empty"):
        store.add_summary(c.id, answer, "  ")
    with pytest.raises(StoreError, match="another conversation"):
        store.add_summary(other.id, answer, "text")
    assert store.summaries(c.id) == []


def test_summaries_go_with_their_conversation(store: ChatStore) -> None:
    c = store.create_conversation()
    store.add_summary(c.id, _turns(store, c.id, 2)[1], "Two turns.")
    store.delete_conversation(c.id)
    assert store.purge_deleted() == 1
    assert store.db.execute("SELECT count(*) FROM summaries").fetchone()[0] == 0
