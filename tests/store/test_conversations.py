"""Conversations: settings kept, listing order, pin, rename, bin and purge."""

from __future__ import annotations

import time

import pytest

from app.engine.requests import SamplerConfig, UsageStats
from app.store import ChatStore, NotFound, StoreError
from app.store.chats import BIN_RETENTION_S, title_from


def test_settings_round_trip(store: ChatStore) -> None:
    sampler = SamplerConfig(temperature=0.2, top_k=7, seed=42, stop=("</s>", "User:"))
    created = store.create_conversation(
        "Trip", model="gemma-270m.gguf", system_prompt="Be brief.", sampler=sampler,
        lora=(("pirate", 0.5), ("formal", 1.0)), cache_prompt=False)

    loaded = store.get_conversation(created.id)

    assert loaded == created
    assert (loaded.title, loaded.model, loaded.system_prompt) == (
        "Trip", "gemma-270m.gguf", "Be brief.")
    assert loaded.sampler == sampler
    assert loaded.lora == (("pirate", 0.5), ("formal", 1.0))
    assert loaded.cache_prompt is False and loaded.pinned is False
    assert loaded.tip_message_id is None and loaded.message_count == 0


def test_update_settings_changes_only_what_is_given(store: ChatStore) -> None:
    c = store.create_conversation(model="a", system_prompt="keep", lora=(("x", 1.0),))
    updated = store.update_settings(c.id, model="b", lora=(), cache_prompt=False)
    assert (updated.model, updated.system_prompt, updated.lora, updated.cache_prompt) == (
        "b", "keep", (), False)
    greedy = store.update_settings(c.id, sampler=SamplerConfig.greedy())
    assert greedy.sampler == SamplerConfig.greedy() and greedy.model == "b"


def test_title_comes_from_the_first_message_unless_set(store: ChatStore) -> None:
    untitled = store.create_conversation()
    store.add_user_message(untitled.id, "\n  How   do tides work?\nAnd why?")
    assert store.get_conversation(untitled.id).title == "How do tides work?"
    titled = store.create_conversation("Mine")
    store.add_user_message(titled.id, "something else")
    assert store.get_conversation(titled.id).title == "Mine"
    assert len(title_from("x" * 500)) == 60


def test_list_is_pinned_first_then_most_recent_activity(store: ChatStore) -> None:
    a, b, _ = (store.create_conversation(t) for t in "abc")
    store.add_user_message(a.id, "a is now the most recent")
    store.set_pinned(b.id, True)
    assert [x.title for x in store.list_conversations()] == ["b", "a", "c"]
    assert store.list_conversations()[0].pinned
    assert [x.title for x in store.list_conversations(limit=1, offset=1)] == ["a"]
    store.set_pinned(b.id, False)
    assert [x.title for x in store.list_conversations()] == ["a", "c", "b"]


def test_message_count_and_rename(store: ChatStore) -> None:
    c = store.create_conversation()
    store.add_user_message(c.id, "one")
    with store.begin_answer(c.id) as writer:
        writer.append("two")
    store.rename(c.id, "Renamed")
    listed = store.list_conversations()[0]
    assert (listed.title, listed.message_count) == ("Renamed", 2)


def test_list_search_matches_titles_and_messages(store: ChatStore) -> None:
    store.create_conversation("Gardening plans")
    other = store.create_conversation("Misc")
    store.add_user_message(other.id, "my tomato plants wilt")
    store.create_conversation("Nothing here")
    assert [c.title for c in store.list_conversations(search="garden")] == ["Gardening plans"]
    assert [c.title for c in store.list_conversations(search="tomato")] == ["Misc"]
    assert [c.title for c in store.list_conversations(search="100%_")] == []


def test_delete_is_undoable_and_purge_removes_everything(store: ChatStore) -> None:
    keep = store.create_conversation("keep")
    gone = store.create_conversation("gone")
    user = store.add_user_message(gone.id, "secret words")
    store.begin_answer(gone.id).finish(UsageStats(completion_tokens=2))

    store.delete_conversation(gone.id)
    assert [c.title for c in store.list_conversations()] == ["keep"]
    assert [c.title for c in store.list_conversations(deleted=True)] == ["gone"]
    assert store.search("secret") == []
    store.restore_conversation(gone.id)
    assert len(store.search("secret")) == 1

    store.delete_conversation(gone.id)
    assert store.purge_deleted(older_than=time.time() - 3600) == 0  # too recent
    assert store.purge_deleted() == 1
    with pytest.raises(NotFound):
        store.get_conversation(gone.id)
    with pytest.raises(NotFound):
        store.get_message(user.id)
    count = store.db.execute("SELECT count(*) FROM messages").fetchone()[0]
    assert count == 0
    assert store.get_conversation(keep.id).title == "keep"
    # The full-text index forgot the purged text too.
    assert store.db.execute(
        "SELECT count(*) FROM messages_fts WHERE messages_fts MATCH 'secret'").fetchone()[0] == 0


def test_unknown_ids_raise_not_found(store: ChatStore) -> None:
    for call in (lambda: store.get_conversation(99), lambda: store.rename(99, "x"),
                 lambda: store.set_pinned(99, True), lambda: store.delete_conversation(99),
                 lambda: store.add_user_message(99, "x"), lambda: store.get_message(99),
                 lambda: store.path_to(99)):
        with pytest.raises(NotFound):
            call()


def test_ids_are_never_reused(store: ChatStore) -> None:
    first = store.create_conversation("first")
    store.delete_conversation(first.id)
    store.purge_deleted()
    assert store.create_conversation("second").id != first.id



def test_the_bin_keeps_conversations_for_thirty_days(store: ChatStore) -> None:
    binned = store.create_conversation("binned")
    store.delete_conversation(binned.id)
    deleted_at = store.get_conversation(binned.id).deleted_at
    assert deleted_at is not None
    assert store.empty_bin(now=deleted_at + BIN_RETENTION_S - 60) == 0
    assert store.empty_bin(now=deleted_at + BIN_RETENTION_S + 60) == 1


def test_a_conversation_keeps_its_own_longest_answer(store: ChatStore) -> None:
    following = store.create_conversation()
    assert following.max_tokens == 0  # the app's setting
    own = store.create_conversation(max_tokens=96)
    assert store.get_conversation(own.id).max_tokens == 96
    assert store.update_settings(own.id, system_prompt="x").max_tokens == 96  # left alone
    assert store.update_settings(own.id, max_tokens=0).max_tokens == 0  # follows again
    with pytest.raises(StoreError, match="longest answer"):
        store.update_settings(own.id, max_tokens=-1)


def test_a_conversation_keeps_its_context_policy(store: ChatStore) -> None:
    assert store.create_conversation().context_policy == "drop_oldest"  # the default
    asking = store.create_conversation(context_policy="ask")
    assert store.get_conversation(asking.id).context_policy == "ask"
    assert store.update_settings(asking.id, max_tokens=9).context_policy == "ask"  # left alone
    assert store.update_settings(asking.id, context_policy="drop_oldest").context_policy == \
        "drop_oldest"
    with pytest.raises(StoreError, match="context policy"):
        store.update_settings(asking.id, context_policy="shorten")  # type: ignore[arg-type]
    assert store.update_settings(asking.id, context_policy="summarise").context_policy == \
        "summarise"


def test_a_conversation_keeps_its_thinking_switch(store: ChatStore) -> None:
    assert store.create_conversation().thinking == "default"
    off = store.create_conversation(thinking="off")
    assert store.get_conversation(off.id).thinking == "off"
    assert store.update_settings(off.id, thinking="on").thinking == "on"
    with pytest.raises(StoreError, match="thinking switch"):
        store.update_settings(off.id, thinking="maybe")  # type: ignore[arg-type]
