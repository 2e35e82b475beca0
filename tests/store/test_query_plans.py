"""The queries the window runs all the time stay index-backed at any size.

Timings belong in bench/; this checks the cause instead: no full scan of
messages and no sort of all matches, which is what made them slow at a
million messages before (see bench/README.md, "Store").
"""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest

from app.store import ChatStore
from app.store.search import SearchOrder


def plans_of(store: ChatStore, action: Callable[[], object]) -> list[str]:
    statements: list[str] = []
    store.db.conn.set_trace_callback(statements.append)
    try:
        action()
    finally:
        store.db.conn.set_trace_callback(None)
    details = []
    for sql in statements:
        if sql.lstrip().upper().startswith(("SELECT", "WITH")):
            rows = store.db.conn.execute(f"EXPLAIN QUERY PLAN {sql}").fetchall()
            details += [row[3] for row in rows]
    assert details, statements
    return details


@pytest.fixture
def chat(store: ChatStore) -> int:
    cid = store.create_conversation().id
    for i in range(3):
        store.add_user_message(cid, f"question {i} about lighthouses")
        with store.begin_answer(cid) as writer:
            writer.append(f"answer {i}")
    # No ANALYZE: the app never runs it, so the planner works without
    # statistics there, and must do the same here.
    return cid


@pytest.mark.parametrize("name", ["list", "list-page", "thread", "search-recent",
                                  "search-rank", "select-branch"])
def test_hot_queries_never_scan_all_messages(store: ChatStore, chat: int, name: str) -> None:
    actions: dict[str, Callable[[], object]] = {
        "list": lambda: store.list_conversations(limit=50),
        "list-page": lambda: store.list_conversations(limit=50, offset=50),
        "thread": lambda: store.thread(chat),
        "search-recent": lambda: store.search("lighthouses"),
        "search-rank": lambda: store.search("lighthouses", order="rank"),
        "select-branch": lambda: store.select_branch(store.thread(chat)[0].id),
    }
    plan = plans_of(store, actions[name])
    full_scans = [d for d in plan
                  if re.match(r"SCAN (messages|m)( |$)", d) or "BLOOM FILTER" in d]
    assert not full_scans, plan


@pytest.mark.parametrize("order", ["recent", "rank"])
def test_search_and_list_need_no_sort(store: ChatStore, chat: int, order: SearchOrder) -> None:
    plan = plans_of(store, lambda: store.search("lighthouses", order=order))
    assert not [d for d in plan if "TEMP B-TREE" in d], plan
    plan = plans_of(store, lambda: store.list_conversations(limit=50))
    assert "SCAN c USING INDEX conversations_recent" in plan
