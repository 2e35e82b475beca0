"""The message tree: edit and regenerate add siblings, the tip moves, nothing is lost."""

from __future__ import annotations

import itertools

import pytest

from app.engine.requests import SamplerConfig, UsageStats
from app.store import ChatStore, Message, StoreError


def answer(store: ChatStore, conversation_id: int, text: str) -> Message:
    writer = store.begin_answer(conversation_id)
    writer.append(text)
    return writer.finish(UsageStats(completion_tokens=len(text.split())))


def contents(messages: list[Message]) -> list[str]:
    return [m.content for m in messages]


@pytest.fixture
def chat(store: ChatStore) -> tuple[int, Message, Message]:
    """Q1 -> A1 -> Q2 -> A2, all on one branch."""
    cid = store.create_conversation().id
    q1 = store.add_user_message(cid, "Q1")
    answer(store, cid, "A1")
    store.add_user_message(cid, "Q2")
    a2 = answer(store, cid, "A2")
    return cid, q1, a2


def test_messages_chain_on_the_tip(store: ChatStore, chat: tuple[int, Message, Message]) -> None:
    cid, _, a2 = chat
    thread = store.thread(cid)
    assert contents(thread) == ["Q1", "A1", "Q2", "A2"]
    assert [m.role for m in thread] == ["user", "assistant", "user", "assistant"]
    assert thread[0].parent_id is None
    assert all(child.parent_id == parent.id for parent, child in itertools.pairwise(thread))
    assert store.get_conversation(cid).tip_message_id == a2.id


def test_edit_makes_a_sibling_and_keeps_the_old_branch(
    store: ChatStore, chat: tuple[int, Message, Message]
) -> None:
    cid, q1, _ = chat
    edited = store.edit_user_message(q1.id, "Q1 edited")

    assert edited.id != q1.id and edited.parent_id == q1.parent_id
    assert contents(store.siblings(q1.id)) == ["Q1", "Q1 edited"]
    assert contents(store.thread(cid)) == ["Q1 edited"]
    answer(store, cid, "A1 for the edit")
    assert contents(store.thread(cid)) == ["Q1 edited", "A1 for the edit"]
    # Nothing was lost: the whole first branch is still there.
    assert contents(store.messages(cid)) == ["Q1", "A1", "Q2", "A2", "Q1 edited",
                                             "A1 for the edit"]
    assert store.get_message(q1.id).content == "Q1"


def test_regenerate_makes_a_sibling_answer(
    store: ChatStore, chat: tuple[int, Message, Message]
) -> None:
    cid, _, a2 = chat
    greedy = SamplerConfig.greedy()
    writer = store.regenerate(a2.id, model="other.gguf", sampler=greedy, lora=(("x", 0.3),))
    writer.append("A2 again")
    again = writer.finish(UsageStats())

    assert again.parent_id == a2.parent_id
    assert contents(store.siblings(a2.id)) == ["A2", "A2 again"]
    assert contents(store.thread(cid)) == ["Q1", "A1", "Q2", "A2 again"]
    assert (again.model, again.sampler, again.lora) == ("other.gguf", greedy, (("x", 0.3),))
    assert store.get_message(a2.id).content == "A2"


def test_select_branch_moves_the_tip_to_the_newest_leaf(
    store: ChatStore, chat: tuple[int, Message, Message]
) -> None:
    cid, q1, _ = chat
    edited = store.edit_user_message(q1.id, "Q1b")
    answer(store, cid, "A1b")

    back = store.select_branch(q1.id)
    assert contents(back) == ["Q1", "A1", "Q2", "A2"]
    assert contents(store.thread(cid)) == ["Q1", "A1", "Q2", "A2"]
    # Two answers under Q2: switching to Q2's branch shows the newest one.
    q2, a2 = back[2], back[3]
    newest = store.regenerate(a2.id)
    newest.append("A2 newest")
    newest.finish(UsageStats())
    store.select_branch(edited.id)
    assert contents(store.select_branch(q2.id)) == ["Q1", "A1", "Q2", "A2 newest"]
    assert contents(store.select_branch(a2.id)) == ["Q1", "A1", "Q2", "A2"]
    assert contents(store.select_branch(edited.id)) == ["Q1b", "A1b"]


def test_switching_does_not_count_as_activity(
    store: ChatStore, chat: tuple[int, Message, Message]
) -> None:
    cid, q1, _ = chat
    before = store.get_conversation(cid).updated_at
    store.select_branch(q1.id)
    assert store.get_conversation(cid).updated_at == before


def test_root_siblings_are_per_conversation(store: ChatStore) -> None:
    a = store.create_conversation().id
    b = store.create_conversation().id
    first = store.add_user_message(a, "root a")
    store.add_user_message(b, "root b")
    store.edit_user_message(first.id, "root a2")
    assert contents(store.siblings(first.id)) == ["root a", "root a2"]


def test_explicit_parent_must_be_in_the_conversation(store: ChatStore) -> None:
    a = store.create_conversation().id
    b = store.create_conversation().id
    foreign = store.add_user_message(b, "elsewhere")
    with pytest.raises(StoreError, match="another conversation"):
        store.add_user_message(a, "x", parent_id=foreign.id)
    with pytest.raises(StoreError, match="another conversation"):
        store.begin_answer(a, parent_id=foreign.id)
    assert store.messages(a) == []


def test_only_user_messages_are_edited_and_only_answers_regenerated(
    store: ChatStore, chat: tuple[int, Message, Message]
) -> None:
    _, q1, a2 = chat
    with pytest.raises(StoreError, match="regenerate"):
        store.edit_user_message(a2.id, "rewrite the answer")
    with pytest.raises(StoreError, match="not an answer"):
        store.regenerate(q1.id)


def test_path_to_a_message_in_the_middle(
    store: ChatStore, chat: tuple[int, Message, Message]
) -> None:
    cid, _, _ = chat
    q2 = store.thread(cid)[2]
    assert contents(store.path_to(q2.id)) == ["Q1", "A1", "Q2"]
    assert contents(store.children(q2.id)) == ["A2"]
