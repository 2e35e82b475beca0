"""Named, append-only schema migrations.

To change the schema, write a function that takes the `Database` and append
`("NNNN_what_it_does", function)` to MIGRATIONS. Never edit, reorder or
remove an entry that has shipped: databases out there recorded its name.

Each migration runs in its own transaction together with its record in
`_lantern_migrations` and `PRAGMA user_version = <migrations applied>`, so a
crash leaves the database at one version or the next, never in between.
Migrations must not call `executescript` or sqlite-utils' write helpers:
both commit on their own and would split that transaction.
"""

from __future__ import annotations

import sqlite3
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from app.store.errors import NewerSchemaError, NotALanternDatabase, StoreError
from app.store.sql import transaction

if TYPE_CHECKING:  # sqlite-utils loads on first open, not at import (startup time)
    from sqlite_utils import Database

Migration = tuple[str, Callable[["Database"], None]]

MIGRATIONS_TABLE = "_lantern_migrations"


def _run(db: Database, statements: Sequence[str]) -> None:
    for statement in statements:
        db.execute(statement)


def _0001_conversations_messages(db: Database) -> None:
    # AUTOINCREMENT: ids are never reused, so an id the UI still holds after
    # a purge can never point at someone else's conversation.
    _run(db, [
        """CREATE TABLE conversations (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            title TEXT NOT NULL DEFAULT '',
            created_at REAL NOT NULL,
            updated_at REAL NOT NULL,
            model TEXT NOT NULL DEFAULT '',
            system_prompt TEXT NOT NULL DEFAULT '',
            sampler TEXT NOT NULL DEFAULT '{}',
            lora TEXT NOT NULL DEFAULT '[]',
            cache_prompt INTEGER NOT NULL DEFAULT 1,
            pinned INTEGER NOT NULL DEFAULT 0,
            tip_message_id INTEGER REFERENCES messages(id) ON DELETE SET NULL,
            deleted_at REAL
        )""",
        """CREATE TABLE messages (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            conversation_id INTEGER NOT NULL
                REFERENCES conversations(id) ON DELETE CASCADE,
            parent_id INTEGER REFERENCES messages(id) ON DELETE CASCADE,
            role TEXT NOT NULL CHECK (role IN ('system', 'user', 'assistant')),
            content TEXT NOT NULL DEFAULT '',
            created_at REAL NOT NULL,
            updated_at REAL NOT NULL,
            complete INTEGER NOT NULL DEFAULT 1,
            finish_reason TEXT,
            model TEXT,
            sampler TEXT,
            lora TEXT,
            usage TEXT,
            error TEXT
        )""",
        "CREATE INDEX messages_conversation ON messages(conversation_id, id)",
        "CREATE INDEX messages_parent ON messages(parent_id)",
        # Deleting a message looks up conversations whose tip it is (SET NULL).
        "CREATE INDEX conversations_tip ON conversations(tip_message_id)",
        # The conversation list's exact order, so listing needs no sort.
        """CREATE INDEX conversations_recent ON conversations(pinned DESC, updated_at DESC,
            id DESC) WHERE deleted_at IS NULL""",
    ])


def _0002_message_search(db: Database) -> None:
    # External-content FTS5: the text lives once, in messages. unicode61 with
    # diacritics folded matches "cafe" to "café"; no stemmer, because stemmed
    # tokens break the prefix search used for search-as-you-type.
    _run(db, [
        """CREATE VIRTUAL TABLE messages_fts USING fts5(
            content, content='messages', content_rowid='id',
            tokenize='unicode61 remove_diacritics 2'
        )""",
        """CREATE TRIGGER messages_fts_insert AFTER INSERT ON messages BEGIN
            INSERT INTO messages_fts(rowid, content) VALUES (new.id, new.content);
        END""",
        """CREATE TRIGGER messages_fts_delete AFTER DELETE ON messages BEGIN
            INSERT INTO messages_fts(messages_fts, rowid, content)
                VALUES ('delete', old.id, old.content);
        END""",
        """CREATE TRIGGER messages_fts_update AFTER UPDATE OF content ON messages BEGIN
            INSERT INTO messages_fts(messages_fts, rowid, content)
                VALUES ('delete', old.id, old.content);
            INSERT INTO messages_fts(rowid, content) VALUES (new.id, new.content);
        END""",
        # Index what a version-1 database already holds.
        "INSERT INTO messages_fts(messages_fts) VALUES ('rebuild')",
    ])


def _0003_document_search(db: Database) -> None:
    # Documents belong to a collection (UNIQUE per collection, so a file seen
    # through two nested folders is indexed once); folder_id says which of the
    # collection's folders found it, so removing a folder removes its files.
    # A document is "embedding" from the moment its chunks are stored until
    # every chunk has a vector: an interrupted run resumes from there.
    # index_key names the embedding model and chunk sizes the chunks were made
    # with; a different key means the document must be chunked again.
    _run(db, [
        """CREATE TABLE collections (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            name TEXT NOT NULL UNIQUE COLLATE NOCASE,
            embedding_model_id TEXT,
            created_at REAL NOT NULL
        )""",
        """CREATE TABLE folders (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            collection_id INTEGER NOT NULL REFERENCES collections(id) ON DELETE CASCADE,
            path TEXT NOT NULL,
            added_at REAL NOT NULL,
            UNIQUE (collection_id, path)
        )""",
        """CREATE TABLE documents (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            collection_id INTEGER NOT NULL REFERENCES collections(id) ON DELETE CASCADE,
            folder_id INTEGER NOT NULL REFERENCES folders(id) ON DELETE CASCADE,
            path TEXT NOT NULL,
            size INTEGER NOT NULL,
            mtime_ns INTEGER NOT NULL,
            content_hash TEXT,
            index_key TEXT,
            status TEXT NOT NULL
                CHECK (status IN ('embedding', 'indexed', 'failed', 'skipped')),
            error TEXT,
            indexed_at REAL,
            UNIQUE (collection_id, path)
        )""",
        "CREATE INDEX documents_folder ON documents(folder_id)",
        """CREATE TABLE chunks (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            document_id INTEGER NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
            ordinal INTEGER NOT NULL,
            text TEXT NOT NULL,
            page INTEGER,
            line_start INTEGER NOT NULL,
            line_end INTEGER NOT NULL,
            token_count INTEGER NOT NULL,
            UNIQUE (document_id, ordinal)
        )""",
        # Porter stemming: questions say "married" where the text says
        # "marry". (Message search avoids it for prefix search-as-you-type.)
        """CREATE VIRTUAL TABLE chunks_fts USING fts5(
            text, content='chunks', content_rowid='id',
            tokenize='porter unicode61 remove_diacritics 2'
        )""",
        """CREATE TRIGGER chunks_fts_insert AFTER INSERT ON chunks BEGIN
            INSERT INTO chunks_fts(rowid, text) VALUES (new.id, new.text);
        END""",
        """CREATE TRIGGER chunks_fts_delete AFTER DELETE ON chunks BEGIN
            INSERT INTO chunks_fts(chunks_fts, rowid, text) VALUES ('delete', old.id, old.text);
        END""",
        """CREATE TRIGGER chunks_fts_update AFTER UPDATE OF text ON chunks BEGIN
            INSERT INTO chunks_fts(chunks_fts, rowid, text) VALUES ('delete', old.id, old.text);
            INSERT INTO chunks_fts(rowid, text) VALUES (new.id, new.text);
        END""",
        # Little-endian float32, tagged with the model that made it: vectors
        # of another model are never compared with a query.
        """CREATE TABLE chunk_vectors (
            chunk_id INTEGER PRIMARY KEY REFERENCES chunks(id) ON DELETE CASCADE,
            model_id TEXT NOT NULL,
            dim INTEGER NOT NULL,
            vector BLOB NOT NULL
        )""",
        "CREATE INDEX chunk_vectors_model ON chunk_vectors(model_id)",
        # Bumped with every change to chunk_vectors, so an in-memory copy of
        # the vectors knows when to reload without counting rows.
        """CREATE TABLE search_state (
            id INTEGER PRIMARY KEY CHECK (id = 1),
            vectors_generation INTEGER NOT NULL
        )""",
        "INSERT INTO search_state (id, vectors_generation) VALUES (1, 0)",
    ])


def _0004_chat_with_documents(db: Database) -> None:
    # Sources keep the excerpt the model was given, so an answer stays
    # explainable after its file changed or was removed (chunk_id goes NULL).
    _run(db, [
        """CREATE TABLE conversation_collections (
            conversation_id INTEGER NOT NULL
                REFERENCES conversations(id) ON DELETE CASCADE,
            collection_id INTEGER NOT NULL REFERENCES collections(id) ON DELETE CASCADE,
            PRIMARY KEY (conversation_id, collection_id)
        ) WITHOUT ROWID""",
        """CREATE INDEX conversation_collections_collection
            ON conversation_collections(collection_id)""",
        """CREATE TABLE message_sources (
            message_id INTEGER NOT NULL REFERENCES messages(id) ON DELETE CASCADE,
            number INTEGER NOT NULL,
            chunk_id INTEGER REFERENCES chunks(id) ON DELETE SET NULL,
            path TEXT NOT NULL,
            page INTEGER,
            line_start INTEGER,
            line_end INTEGER,
            excerpt TEXT NOT NULL,
            PRIMARY KEY (message_id, number)
        ) WITHOUT ROWID""",
        "CREATE INDEX message_sources_chunk ON message_sources(chunk_id)",
    ])


def _0005_chunk_headings(db: Database) -> None:
    # The section most of a chunk is in, so a result names its passage by
    # heading as well as page and lines (issue 14). NULL for chunks indexed
    # before: they get one when their file changes and is indexed again.
    _run(db, ["ALTER TABLE chunks ADD COLUMN heading TEXT"])


def _0006_chunk_terms(db: Database) -> None:
    # Each chunk's FTS5 terms, for BM25 in memory (app/store/chunk_terms.py,
    # issue 14); chunks indexed before get theirs now, from their stored text.
    from app.store.chunk_terms import SCHEMA, backfill_terms

    _run(db, SCHEMA)
    backfill_terms(db)


def _0007_source_headings(db: Database) -> None:
    # A saved source names its section too, as the search result did.
    _run(db, ["ALTER TABLE message_sources ADD COLUMN heading TEXT"])


def _0008_conversation_model_choice(db: Database) -> None:
    # Which installed local model answers the conversation (the Models
    # registry's id; '' for conversations from before, which follow the
    # default chat model). A remote engine's choice stays in its own file.
    _run(db, ["ALTER TABLE conversations ADD COLUMN model_id TEXT NOT NULL DEFAULT ''"])


def _0009_collection_embedding_path(db: Database) -> None:
    # Where the model that made a collection's vectors lives, so its queries
    # and later runs embed with that model while new collections take the
    # one now chosen. NULL: not indexed yet, or indexed before this was kept.
    _run(db, ["ALTER TABLE collections ADD COLUMN embedding_model_path TEXT"])


def _allow_role(db: Database, table: str, old: str, new: str) -> None:
    """Widen a CHECK constraint in place, SQLite's documented way for a change
    that leaves every stored row valid (lang_altertable.html, "making other
    kinds of table schema changes"): no row is copied, no foreign key fires."""
    sql = db.execute("SELECT sql FROM sqlite_schema WHERE type = 'table' AND name = ?",
                     [table]).fetchone()[0]
    if old not in sql:
        raise StoreError(f"The {table} table is not the one Lantern made; it was left as it is.")
    version = db.execute("PRAGMA schema_version").fetchone()[0]
    db.execute("PRAGMA writable_schema = ON")
    try:
        db.execute("UPDATE sqlite_schema SET sql = ? WHERE type = 'table' AND name = ?",
                   [sql.replace(old, new), table])
        db.execute(f"PRAGMA schema_version = {int(version) + 1}")
    finally:
        db.execute("PRAGMA writable_schema = OFF")


def _0010_tool_messages(db: Database) -> None:
    # Tool calls are messages, so branches, regenerate, search, export and
    # import carry them: an answer that called tools keeps its calls
    # (tool_calls: JSON [{"id", "name", "arguments"}]), and each result is a
    # 'tool' message after it (tool_result: JSON {"call_id", "name",
    # "source", "is_error"}; its text is the content, so search finds it).
    # A conversation keeps which tools are on for it, like its adapters.
    _allow_role(db, "messages", "role IN ('system', 'user', 'assistant')",
                "role IN ('system', 'user', 'assistant', 'tool')")
    _run(db, [
        "ALTER TABLE messages ADD COLUMN tool_calls TEXT",
        "ALTER TABLE messages ADD COLUMN tool_result TEXT",
        "ALTER TABLE conversations ADD COLUMN tools TEXT NOT NULL DEFAULT '[]'",
    ])


def _0011_answer_reasoning(db: Database) -> None:
    # A reasoning model's thinking (its <think> section), kept apart from the
    # answer: shown folded, never part of the next prompt or of Copy.
    _run(db, ["ALTER TABLE messages ADD COLUMN reasoning TEXT NOT NULL DEFAULT ''"])


def _0012_conversation_max_tokens(db: Database) -> None:
    # A conversation's own longest answer (Conversation settings); 0 follows
    # the app's setting, as every conversation did before.
    _run(db, ["ALTER TABLE conversations ADD COLUMN max_tokens INTEGER NOT NULL DEFAULT 0"])


def _0013_conversation_context_policy(db: Database) -> None:
    # What a conversation does when its history outgrows the context; every
    # conversation so far dropped the oldest turns.
    _run(db, ["ALTER TABLE conversations ADD COLUMN context_policy TEXT NOT NULL "
              "DEFAULT 'drop_oldest'"])


def _0014_conversation_thinking(db: Database) -> None:
    # A conversation's enable_thinking switch; 'default' leaves it to the
    # chat template, as every conversation did before.
    _run(db, ["ALTER TABLE conversations ADD COLUMN thinking TEXT NOT NULL "
              "DEFAULT 'default'"])


def _0015_conversation_summaries(db: Database) -> None:
    # Summaries of a conversation's oldest turns, written by the model under
    # the "summarise" policy (or edited by the user): only ever added, the
    # newest on the branch on screen is used. They go with their conversation
    # and with the last message they cover.
    _run(db, [
        """CREATE TABLE summaries (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            conversation_id INTEGER NOT NULL REFERENCES conversations(id) ON DELETE CASCADE,
            through_message_id INTEGER NOT NULL REFERENCES messages(id) ON DELETE CASCADE,
            content TEXT NOT NULL,
            edited INTEGER NOT NULL DEFAULT 0,
            model TEXT NOT NULL DEFAULT '',
            created_at REAL NOT NULL)""",
        "CREATE INDEX summaries_by_conversation ON summaries(conversation_id, id)",
        "CREATE INDEX summaries_by_message ON summaries(through_message_id)",
    ])


def _0016_message_error_said(db: Database) -> None:
    # An answer's error as Lantern said it, without its language (context,
    # template and values as JSON, app.said.to_json), so it is translated when
    # shown: the `error` column keeps the English text for older readers and
    # the command line. Older rows have none and are shown as they were saved.
    _run(db, ["ALTER TABLE messages ADD COLUMN error_said TEXT"])


def _0017_api_responses(db: Database) -> None:
    # Responses the API was asked to keep (OpenAI's Responses API, `store`),
    # for previous_response_id and GET/DELETE /v1/responses/{id}; JSON as
    # returned and as chat messages; pruned by age and count when one is
    # stored (app.store.api_responses).
    _run(db, [
        """CREATE TABLE api_responses (
            id TEXT PRIMARY KEY,
            created_at REAL NOT NULL,
            body TEXT NOT NULL,
            context TEXT NOT NULL,
            input_items TEXT NOT NULL)""",
        "CREATE INDEX api_responses_by_age ON api_responses(created_at)",
    ])


def _0018_message_images(db: Database) -> None:
    # Images attached to messages (issue 36): the bytes are files named by
    # their SHA-256 under the data folder (app.store.image_files); a row per
    # image says which message has it at which place. A shared image is one
    # file named by many rows. The counters tell an opening store whether
    # rows changed since it last swept files that no row names any more.
    _run(db, [
        """CREATE TABLE message_images (
            message_id INTEGER NOT NULL REFERENCES messages(id) ON DELETE CASCADE,
            position INTEGER NOT NULL CHECK (position >= 0),
            sha256 TEXT NOT NULL CHECK (length(sha256) = 64),
            mime TEXT NOT NULL,
            width INTEGER NOT NULL,
            height INTEGER NOT NULL,
            bytes INTEGER NOT NULL,
            PRIMARY KEY (message_id, position)
        ) WITHOUT ROWID""",
        "CREATE INDEX message_images_by_sha ON message_images(sha256)",
        """CREATE TABLE image_files_state (
            id INTEGER PRIMARY KEY CHECK (id = 1),
            changes INTEGER NOT NULL,
            swept INTEGER NOT NULL
        )""",
        "INSERT INTO image_files_state (id, changes, swept) VALUES (1, 0, 0)",
        """CREATE TRIGGER message_images_added AFTER INSERT ON message_images BEGIN
            UPDATE image_files_state SET changes = changes + 1 WHERE id = 1;
        END""",
        """CREATE TRIGGER message_images_removed AFTER DELETE ON message_images BEGIN
            UPDATE image_files_state SET changes = changes + 1 WHERE id = 1;
        END""",
    ])


MIGRATIONS: tuple[Migration, ...] = (
    ("0001_conversations_messages", _0001_conversations_messages),
    ("0002_message_search", _0002_message_search),
    ("0003_document_search", _0003_document_search),
    ("0004_chat_with_documents", _0004_chat_with_documents),
    ("0005_chunk_headings", _0005_chunk_headings),
    ("0006_chunk_terms", _0006_chunk_terms),
    ("0007_source_headings", _0007_source_headings),
    ("0008_conversation_model_choice", _0008_conversation_model_choice),
    ("0009_collection_embedding_path", _0009_collection_embedding_path),
    ("0010_tool_messages", _0010_tool_messages),
    ("0011_answer_reasoning", _0011_answer_reasoning),
    ("0012_conversation_max_tokens", _0012_conversation_max_tokens),
    ("0013_conversation_context_policy", _0013_conversation_context_policy),
    ("0014_conversation_thinking", _0014_conversation_thinking),
    ("0015_conversation_summaries", _0015_conversation_summaries),
    ("0016_message_error_said", _0016_message_error_said),
    ("0017_api_responses", _0017_api_responses),
    ("0018_message_images", _0018_message_images),
)


@dataclass(frozen=True)
class SchemaState:
    version: int
    """PRAGMA user_version: how many migrations the writer had applied."""
    applied: tuple[str, ...]
    other_tables: bool
    """Tables exist although no migration was ever recorded."""


def read_state(conn: sqlite3.Connection) -> SchemaState:
    """Read-only look at what schema the database has."""
    version = conn.execute("PRAGMA user_version").fetchone()[0]
    tables = {
        row[0]
        for row in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
        if not row[0].startswith("sqlite_")
    }
    applied: tuple[str, ...] = ()
    if MIGRATIONS_TABLE in tables:
        rows = conn.execute(f"SELECT name FROM {MIGRATIONS_TABLE} ORDER BY position")
        applied = tuple(row[0] for row in rows)
    return SchemaState(version, applied, bool(tables) and not applied)


def verify(path: Path, state: SchemaState, migrations: Sequence[Migration]) -> None:
    """Refuse a database this code must not write to.

    Lantern's own file is empty (a new database) or records its migrations,
    starting with Lantern's first. Anything else belongs to another program
    and is refused whatever its user_version says.
    """
    known = [name for name, _ in migrations]
    empty = not state.applied and not state.other_tables
    ours = bool(state.applied) and state.applied[0] == known[0]
    if (empty and state.version != 0) or (not empty and not ours):
        raise NotALanternDatabase(path)
    found = max(state.version, len(state.applied))
    if found > len(known) or list(state.applied) != known[: len(state.applied)]:
        raise NewerSchemaError(path, found, len(known))


def migrate(db: Database, path: Path, migrations: Sequence[Migration]) -> int:
    """Apply pending migrations in order; returns how many were applied."""
    conn = db.conn
    applied_now = 0
    for position, (name, apply) in enumerate(migrations, start=1):
        state = read_state(conn)
        verify(path, state, migrations)
        if len(state.applied) >= position:
            continue
        with transaction(conn):
            # Re-read under the write lock: another process may have migrated.
            state = read_state(conn)
            verify(path, state, migrations)
            if len(state.applied) >= position:
                continue
            _record(db, position, name)
            apply(db)
            conn.execute(f"PRAGMA user_version = {position:d}")
            applied_now += 1
    return applied_now


def _record(db: Database, position: int, name: str) -> None:
    db.execute(
        f"""CREATE TABLE IF NOT EXISTS {MIGRATIONS_TABLE} (
            position INTEGER PRIMARY KEY,
            name TEXT NOT NULL UNIQUE,
            applied_at REAL NOT NULL
        )"""
    )
    db.execute(
        f"INSERT INTO {MIGRATIONS_TABLE} (position, name, applied_at) VALUES (?, ?, ?)",
        [position, name, time.time()],
    )
