"""Responses the API keeps (OpenAI's Responses API, `store: true`), in
lantern.db beside the conversations, so that `previous_response_id` can
continue one and `GET`/`DELETE /v1/responses/{id}` can read or remove it.

Bounded: a response older than MAX_AGE_DAYS, beyond the newest
MAX_RESPONSES, or beyond the newest that together take MAX_BYTES (images
are kept in the input as the client sent them, data: URLs of up to 27 MB,
and again in each continuation's conversation) is deleted whenever one is
stored; the newest response is always kept.

One connection, opened on first use in the thread that uses it (the API
server's event loop), as every store connection is owned by one thread.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from app.store.db import default_path, open_database
from app.store.guard import translate_errors
from app.store.sql import transaction

if TYPE_CHECKING:  # sqlite-utils loads on first open, not at import (startup time)
    from sqlite_utils import Database

MAX_RESPONSES = 1000
MAX_AGE_DAYS = 30
MAX_BYTES = 512 << 20
"""Of the stored JSON (response, conversation and input items) together."""
LARGE_BYTES = 1 << 20
"""Only a response this large (one with images) adds up the others' sizes:
SQLite reads each stored text through to count it, and small responses are
bounded by MAX_RESPONSES already."""


@dataclass(frozen=True)
class StoredResponse:
    id: str
    body: dict[str, Any]
    """The response object as it was returned."""
    context: list[dict[str, Any]]
    """The conversation through this response, as chat messages (the
    instructions left out: a continuation gives its own), its output last."""
    input_items: list[dict[str, Any]]
    """This request's own input items, each with an id."""
    created_at: float = 0.0


@translate_errors
class ResponseStore:
    def __init__(self, path: Path | None = None) -> None:
        self.path = path or default_path()
        self._db: Database | None = None

    def _open(self) -> Database:
        if self._db is None:
            self._db = open_database(self.path)
        return self._db

    def put(self, stored: StoredResponse) -> None:
        db = self._open()
        now = time.time()
        texts = [json.dumps(stored.body), json.dumps(stored.context),
                 json.dumps(stored.input_items)]
        with transaction(db.conn):
            db.execute("INSERT OR REPLACE INTO api_responses (id, created_at, body, context, "
                       "input_items) VALUES (?, ?, ?, ?, ?)",
                       [stored.id, stored.created_at or now, *texts])
            db.execute("DELETE FROM api_responses WHERE created_at < ?",
                       [now - MAX_AGE_DAYS * 86400])
            db.execute("DELETE FROM api_responses WHERE id NOT IN (SELECT id FROM "
                       "api_responses ORDER BY created_at DESC, rowid DESC LIMIT ?)",
                       [MAX_RESPONSES])
            if sum(map(len, texts)) >= LARGE_BYTES:
                self._bound_bytes(db)

    @staticmethod
    def _bound_bytes(db: Database) -> None:
        """The oldest responses beyond MAX_BYTES together go; the newest stays."""
        db.execute("DELETE FROM api_responses WHERE id IN (SELECT id FROM (SELECT id, "
                   "SUM(length(body) + length(context) + length(input_items)) OVER "
                   "(ORDER BY created_at DESC, rowid DESC) AS total, ROW_NUMBER() OVER "
                   "(ORDER BY created_at DESC, rowid DESC) AS place FROM api_responses) "
                   "WHERE total > ? AND place > 1)", [MAX_BYTES])

    def get(self, response_id: str) -> StoredResponse | None:
        row = self._open().execute(
            "SELECT id, body, context, input_items, created_at FROM api_responses "
            "WHERE id = ?", [response_id]).fetchone()
        if row is None:
            return None
        return StoredResponse(row[0], json.loads(row[1]), json.loads(row[2]),
                              json.loads(row[3]), row[4])

    def delete(self, response_id: str) -> bool:
        db = self._open()
        with transaction(db.conn):
            gone = db.execute("DELETE FROM api_responses WHERE id = ?", [response_id])
        return bool(gone.rowcount)

    def count(self) -> int:
        return int(self._open().execute("SELECT count(*) FROM api_responses").fetchone()[0])

    def close(self) -> None:
        if self._db is not None:
            self._db.close()
            self._db = None
