"""Lantern's SQLite store: conversations, message trees, search. No Qt.

    from app.store import ChatStore
    store = ChatStore.open()            # <data folder>/lantern.db, migrated
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.lazy_exports import lazy_exports

# Names load with their module on first use (PEP 562): the window's first
# paint needs the message types, not sqlite3, the migrations and the
# database code behind ChatStore (the database opens after the paint).
_HOMES = {
    "AnswerWriter": "answers", "ChatStore": "chats", "default_path": "db",
    "open_database": "db", "set_aside": "db", "DatabaseCorrupt": "errors",
    "ImportFormatError": "errors", "NewerSchemaError": "errors",
    "NotALanternDatabase": "errors", "NotFound": "errors", "StoreError": "errors",
    "Conversation": "models", "Message": "models", "SearchHit": "models",
}

if TYPE_CHECKING:
    from app.store.answers import AnswerWriter
    from app.store.chats import ChatStore
    from app.store.db import default_path, open_database, set_aside
    from app.store.errors import (
        DatabaseCorrupt,
        ImportFormatError,
        NewerSchemaError,
        NotALanternDatabase,
        NotFound,
        StoreError,
    )
    from app.store.models import Conversation, Message, SearchHit

__all__ = [
    "AnswerWriter",
    "ChatStore",
    "Conversation",
    "DatabaseCorrupt",
    "ImportFormatError",
    "Message",
    "NewerSchemaError",
    "NotALanternDatabase",
    "NotFound",
    "SearchHit",
    "StoreError",
    "default_path",
    "open_database",
    "set_aside",
]

__getattr__ = lazy_exports(__name__, _HOMES)
