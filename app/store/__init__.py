"""Lantern's SQLite store: conversations, message trees, search. No Qt.

    from app.store import ChatStore
    store = ChatStore.open()            # <data folder>/lantern.db, migrated
"""

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
