"""Full-text search over user and assistant messages, with snippets."""

from __future__ import annotations

import pytest

from app.engine.requests import UsageStats
from app.store import ChatStore


@pytest.fixture
def filled(store: ChatStore) -> ChatStore:
    garden = store.create_conversation("Garden").id
    store.add_user_message(garden, "Why do my tomato leaves curl in July?")
    writer = store.begin_answer(garden)
    writer.append("Leaf curl on a tomato is usually heat stress; water deeply at dawn.")
    writer.finish(UsageStats())
    cafe = store.create_conversation("Café").id
    store.add_user_message(cafe, "Où est le café près de la gare ?")
    code = store.create_conversation("Code").id
    store.add_user_message(code, 'What does `SELECT "x" FROM t WHERE a AND NOT b` do?')
    return store


def test_finds_words_in_user_and_assistant_messages(filled: ChatStore) -> None:
    hits = filled.search("tomato")
    assert [(h.title, h.role) for h in hits] == [("Garden", "assistant"), ("Garden", "user")]
    assert all("[tomato]" in h.snippet for h in hits)
    assert [h.role for h in filled.search("dawn")] == ["assistant"]


def test_all_words_must_match(filled: ChatStore) -> None:
    assert [h.role for h in filled.search("tomato July")] == ["user"]
    assert filled.search("tomato bicycle") == []


def test_last_word_matches_as_a_prefix(filled: ChatStore) -> None:
    assert len(filled.search("toma")) == 2
    assert [h.role for h in filled.search("heat toma")] == ["assistant"]
    assert [h.role for h in filled.search("tomato hea")] == ["assistant"]
    assert filled.search("toma heat") == []  # only the last word is a prefix


def test_snippet_markers_are_configurable(filled: ChatStore) -> None:
    [hit] = filled.search("dawn", markers=("\x02", "\x03"))
    assert "\x02dawn\x03" in hit.snippet


def test_diacritics_and_case_are_folded(filled: ChatStore) -> None:
    assert [h.title for h in filled.search("CAFE")] == ["Café"]
    assert "[café]" in filled.search("cafe")[0].snippet


@pytest.mark.parametrize("query", [
    '"', '""', "*", "a AND", "NOT", "NEAR(", "(", ")", "-x", "x:y", "^", "'", "\\",
    'SELECT "x', "AND NOT b", "{col}", "%", "_", "   ",
])
def test_fts_syntax_in_user_input_is_just_text(filled: ChatStore, query: str) -> None:
    filled.search(query)  # no sqlite3.OperationalError: fts5 syntax error
    filled.list_conversations(search=query)


def test_syntax_words_are_searched_literally(filled: ChatStore) -> None:
    assert [h.title for h in filled.search("WHERE a AND NOT b")] == ["Code"]
    assert [h.title for h in filled.search('"x" FROM')] == ["Code"]


def test_recent_order_and_rank_order(store: ChatStore) -> None:
    cid = store.create_conversation().id
    old = store.add_user_message(cid, "kettle kettle kettle, all about the kettle")
    new = store.add_user_message(cid, "a long message that mentions the kettle once among "
                                      "many many other words about other things entirely")
    assert [h.message_id for h in store.search("kettle")] == [new.id, old.id]
    assert [h.message_id for h in store.search("kettle", order="rank")] == [old.id, new.id]
    assert [h.message_id for h in store.search("kettle", limit=1, offset=1)] == [old.id]


def test_system_messages_and_binned_conversations_are_not_found(store: ChatStore) -> None:
    cid = store.create_conversation().id
    store.insert_message(cid, "system", "secret system words", parent_id=None)
    assert store.search("secret") == []
    other = store.create_conversation().id
    store.add_user_message(other, "binned words")
    store.delete_conversation(other)
    assert store.search("binned") == []


def test_empty_query_finds_nothing(filled: ChatStore) -> None:
    assert filled.search("") == []
    assert filled.search("   ") == []
