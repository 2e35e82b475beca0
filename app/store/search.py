"""Full-text search over messages (FTS5).

What the user types is never passed to FTS5 as syntax: every word becomes a
quoted string, so `"`, `*`, `-`, `AND`, `NEAR(` and friends are just text.
Words must all match (AND); the last one also matches as a prefix, so
results appear while the user is still typing it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from app.store.errors import StoreError
from app.store.models import SearchHit, as_role

if TYPE_CHECKING:  # sqlite-utils loads on first open, not at import (startup time)
    from sqlite_utils import Database

SearchOrder = Literal["recent", "rank"]

SNIPPET_TOKENS = 16


def check_text(text: str) -> str:
    """Search text SQLite can take: NUL (which ends an FTS5 string early) becomes
    a space; lone surrogates (bytes that were not UTF-8) are a StoreError."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        raise StoreError("The search text is not valid text (it holds bytes that are not "
                         "UTF-8); type it again.") from None
    return text.replace("\x00", " ")


def match_query(text: str, *, prefix_last: bool = True) -> str | None:
    """The FTS5 MATCH expression for user text; None when there is nothing to find."""
    words = text.split()
    if not words:
        return None
    quoted = ['"' + word.replace('"', '""') + '"' for word in words]
    if prefix_last:
        quoted[-1] += "*"
    return " ".join(quoted)


def escape_like(text: str) -> str:
    return text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")


def search_messages(
    db: Database,
    text: str,
    *,
    order: SearchOrder = "recent",
    limit: int = 50,
    offset: int = 0,
    markers: tuple[str, str] = ("[", "]"),
) -> list[SearchHit]:
    """User and assistant messages of live conversations matching `text`.

    "recent" is newest message first (message ids only grow, and FTS5 walks
    its index in rowid order without sorting); "rank" is BM25 best first.
    The snippet marks matched words with `markers`; a UI that renders HTML
    should pass markers that cannot occur in text (e.g. "\\x02", "\\x03"),
    escape the snippet, then turn the markers into <b> and </b>.
    """
    match = match_query(check_text(text))
    if match is None:
        return []
    # FTS5 delivers rows already in rowid or rank order, so SQLite needs no
    # sort and computes the (costly) snippet only for the rows it returns.
    # Bare `rank`: FTS5 only takes over the ordering for that exact spelling.
    ordering = "messages_fts.rowid DESC" if order == "recent" else "rank"
    sql = f"""
        SELECT m.id, m.conversation_id, m.role, m.created_at, c.title,
               snippet(messages_fts, 0, :open, :close, '…', {SNIPPET_TOKENS}) AS snippet
        FROM messages_fts
        JOIN messages m ON m.id = messages_fts.rowid
        JOIN conversations c ON c.id = m.conversation_id
        WHERE messages_fts MATCH :match AND c.deleted_at IS NULL
          AND m.role IN ('user', 'assistant', 'tool')
        ORDER BY {ordering} LIMIT :limit OFFSET :offset
    """
    params = {"match": match, "limit": limit, "offset": offset,
              "open": markers[0], "close": markers[1]}
    return [
        SearchHit(
            conversation_id=row["conversation_id"],
            message_id=row["id"],
            title=row["title"],
            role=as_role(row["role"]),
            snippet=row["snippet"],
            created_at=row["created_at"],
        )
        for row in db.query(sql, params)
    ]


def matching_conversations_sql() -> str:
    """A subquery of conversation ids with a message matching `?`."""
    return """SELECT m.conversation_id FROM messages_fts
              JOIN messages m ON m.id = messages_fts.rowid
              WHERE messages_fts MATCH ?"""
