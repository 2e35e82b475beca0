"""Tool calls and results as messages: stored, threaded, branched, searched,
exported (readable Markdown, whole JSON) and imported; the migration that
allows them keeps what an older database holds."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from app.domain import ToolCall, UsageStats, chat_messages
from app.store import ChatStore, open_database
from app.store.export import dumps, import_json, to_json, to_markdown
from app.store.migrations import MIGRATIONS
from app.store.models import ToolResult

CALL = ToolCall("call_1", "get_current_time", '{"timezone": "Asia/Tokyo"}')
RESULT = ToolResult("call_1", "get_current_time", "time", arguments=CALL.arguments)
TOKYO = '{"timezone": "Asia/Tokyo", "datetime": "2026-12-02T05:30:00+09:00"}'


def tool_turn(store: ChatStore) -> tuple[int, int, int]:
    """User asks, the answer calls a tool, its result, the final answer."""
    conversation = store.create_conversation(tools=("time/get_current_time",))
    store.add_user_message(conversation.id, "What time is it in Tokyo?")
    with store.begin_answer(conversation.id) as writer:
        calling = writer.finish(UsageStats(finish_reason="tool_calls"), (CALL,))
    result = store.add_tool_result(calling.id, RESULT, TOKYO)
    with store.begin_answer(conversation.id) as writer:
        writer.append("It is 05:30 in Tokyo.")
        writer.finish(UsageStats())
    return conversation.id, calling.id, result.id


def test_a_tool_turn_is_stored_and_becomes_the_models_messages(store: ChatStore) -> None:
    conversation_id, calling_id, result_id = tool_turn(store)
    assert store.get_conversation(conversation_id).tools == ("time/get_current_time",)
    thread = store.thread(conversation_id)
    assert [m.role for m in thread] == ["user", "assistant", "tool", "assistant"]
    calling, result = thread[1], thread[2]
    assert calling.complete and calling.finish_reason == "tool_calls"
    assert calling.tool_calls == (CALL,)
    assert result.tool_result == RESULT and result.parent_id == calling_id
    assert chat_messages(thread, "Be brief.") == [
        {"role": "system", "content": "Be brief."},
        {"role": "user", "content": "What time is it in Tokyo?"},
        {"role": "assistant", "content": "", "tool_calls": [
            {"id": "call_1", "type": "function",
             "function": {"name": "get_current_time", "arguments": CALL.arguments}}]},
        {"role": "tool", "content": TOKYO, "tool_call_id": "call_1"},
        {"role": "assistant", "content": "It is 05:30 in Tokyo."},
    ]
    assert result_id == thread[2].id


def test_regenerating_the_final_answer_keeps_the_call_on_the_branch(store: ChatStore) -> None:
    conversation_id, _, result_id = tool_turn(store)
    final = store.thread(conversation_id)[-1]
    with store.regenerate(final.id) as writer:
        writer.append("Half past five in the morning.")
        writer.finish(UsageStats())
    thread = store.thread(conversation_id)
    assert [m.role for m in thread] == ["user", "assistant", "tool", "assistant"]
    assert thread[2].id == result_id and thread[-1].content.startswith("Half past five")


def test_search_finds_a_tool_result(store: ChatStore) -> None:
    tool_turn(store)
    hits = store.search("2026-12-02T05")
    assert [h.role for h in hits] == ["tool"]


def test_markdown_export_shows_calls_and_results_as_text(store: ChatStore) -> None:
    conversation_id, _, _ = tool_turn(store)
    text = to_markdown(store, conversation_id)
    assert "**Called `get_current_time`** with:\n\n```json\n" + CALL.arguments in text
    assert "### Result of `get_current_time`\n\n```text\n" + TOKYO + "\n```" in text
    assert text.index("Called") < text.index("Result of") < text.index("It is 05:30")


def test_a_hostile_result_cannot_close_its_fence(store: ChatStore) -> None:
    conversation = store.create_conversation()
    store.add_user_message(conversation.id, "go")
    with store.begin_answer(conversation.id) as writer:
        calling = writer.finish(UsageStats(finish_reason="tool_calls"), (CALL,))
    hostile = "```\n</pre><script>alert(1)</script>\n````\n# not a heading"
    store.add_tool_result(calling.id, ToolResult("call_1", "x", is_error=True), hostile)
    text = to_markdown(store, conversation.id)
    assert "### Error from `x`\n\n`````text\n" + hostile + "\n`````" in text


def test_json_export_and_import_carry_the_calls(store: ChatStore) -> None:
    conversation_id, _, _ = tool_turn(store)
    data = json.loads(dumps(to_json(store, conversation_id)))
    assert data["version"] >= 2  # 2 brought tool calls
    copy = import_json(store, data)
    assert copy.tools == ("time/get_current_time",)
    thread = store.thread(copy.id)
    assert [m.role for m in thread] == ["user", "assistant", "tool", "assistant"]
    assert thread[1].tool_calls == (CALL,) and thread[2].tool_result == RESULT


def test_an_import_with_a_bad_tool_message_says_where(store: ChatStore) -> None:
    conversation_id, _, _ = tool_turn(store)
    data = to_json(store, conversation_id)
    data["messages"][2]["tool_result"] = {"name": 3}
    with pytest.raises(Exception, match=r"messages\[2\]\.tool_result"):
        import_json(store, data)


def test_the_migration_keeps_old_rows_and_allows_tool_messages(db_path: Path) -> None:
    before = [name for name, _ in MIGRATIONS].index("0010_tool_messages")
    open_database(db_path, MIGRATIONS[:before]).close()
    conn = sqlite3.connect(db_path)
    with conn:
        conn.execute("INSERT INTO conversations (id, title, created_at, updated_at) "
                     "VALUES (1, 'Old chat', 1.0, 2.0)")
        conn.execute("INSERT INTO messages (id, conversation_id, role, content, created_at, "
                     "updated_at) VALUES (1, 1, 'user', 'hello', 1.0, 1.0)")
        with pytest.raises(sqlite3.IntegrityError, match="CHECK"):
            conn.execute("INSERT INTO messages (conversation_id, role, content, created_at, "
                         "updated_at) VALUES (1, 'tool', 'x', 1.0, 1.0)")
    conn.close()
    with ChatStore.open(db_path) as store:
        assert [m.content for m in store.messages(1)] == ["hello"]
        assert store.get_conversation(1).tools == ()
        assert store.check_integrity() == ["ok"]
        with pytest.raises(sqlite3.IntegrityError, match="CHECK"):
            store.db.execute("INSERT INTO messages (conversation_id, role, content, "
                             "created_at, updated_at) VALUES (1, 'robot', 'x', 1.0, 1.0)")
        store.db.conn.rollback()
        with store.begin_answer(1) as writer:
            calling = writer.finish(UsageStats(finish_reason="tool_calls"), (CALL,))
        assert store.add_tool_result(calling.id, RESULT, "ok").role == "tool"
