"""DocumentStore: collections of folders, their documents, chunks and vectors.

The indexer's unit of work is a document. `store_chunks` replaces a
document's chunks in one transaction and marks it "embedding"; vectors are
added in batches (each its own commit); `mark_indexed` ends it. So a killed
run loses at most the batch in flight, and the next run embeds only the
chunks still without a vector.

One DocumentStore per thread, like ChatStore: its connection stays in the
thread that opened it. It shares the one database file with the chats.
"""

from __future__ import annotations

import os
import sqlite3
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

from app.store.chunk_search import chunks_by_id, fts_search, weighted_or_query
from app.store.chunk_terms import ChunkTerms, load_terms, term_ids, write_terms
from app.store.connection import StoreConnection
from app.store.db import Synchronous, default_path, open_database
from app.store.doc_models import (
    Collection,
    DocumentRecord,
    DocumentStatus,
    FileStamp,
    Folder,
    MessageSource,
    NewChunk,
    StoredChunk,
)
from app.store.errors import NotFound, StoreError
from app.store.fts_words import query_stems
from app.store.guard import translate_errors
from app.store.paths import within
from app.store.vectors import (
    VectorMatrix,
    bump_generation,
    encode_vector,
    load_vectors,
    vectors_generation,
)

_COLLECTION = """SELECT c.*,
    (SELECT count(*) FROM documents d WHERE d.collection_id = c.id) AS documents,
    (SELECT count(*) FROM chunks k JOIN documents d ON d.id = k.document_id
     WHERE d.collection_id = c.id) AS chunks
    FROM collections c"""


@translate_errors
class DocumentStore(StoreConnection):

    @classmethod
    def open(cls, path: Path | str | None = None, *,
             synchronous: Synchronous = "FULL", read_only: bool = False) -> DocumentStore:
        """Open (and migrate) the database; the data folder's lantern.db by default."""
        path = Path(path) if path is not None else default_path()
        return cls(open_database(path, synchronous=synchronous, read_only=read_only), path)


    # -- collections ---------------------------------------------------------

    def create_collection(self, name: str) -> Collection:
        name = " ".join(name.split())
        if not name:
            raise StoreError("A collection needs a name.")
        try:
            self.db.execute("INSERT INTO collections (name, created_at) VALUES (?, ?)",
                            [name, time.time()])
        except sqlite3.IntegrityError:
            raise StoreError(f"There is already a collection named {name!r}.") from None
        return self.get_collection(name)

    def ensure_collection(self, name: str) -> Collection:
        try:
            return self.get_collection(name)
        except NotFound:
            return self.create_collection(name)

    def get_collection(self, key: str | int) -> Collection:
        """By id or by name (case-insensitive)."""
        column = "id" if isinstance(key, int) else "name"
        for row in self._rows(f"{_COLLECTION} WHERE c.{column} = ?", [key]):
            return Collection.from_row(row)
        raise NotFound(f"There is no collection {key!r}. Index a folder into it first "
                       "(lantern index PATH --collection NAME).")

    def list_collections(self) -> list[Collection]:
        return [Collection.from_row(r) for r in self._rows(f"{_COLLECTION} ORDER BY c.name")]

    def delete_collection(self, collection_id: int) -> None:
        with self.transaction():
            self.db.execute("DELETE FROM collections WHERE id = ?", [collection_id])
            bump_generation(self.db)

    def set_collection_model(self, collection_id: int, model_id: str,
                             model_path: str | None = None) -> None:
        """The model that embeds the collection from now on (and its file)."""
        self.db.execute("UPDATE collections SET embedding_model_id = ?, "
                        "embedding_model_path = ? WHERE id = ?",
                        [model_id, model_path, collection_id])

    # -- folders -------------------------------------------------------------

    def add_folder(self, collection_id: int, path: Path | str) -> Folder:
        """Add a folder (absolute, resolved). One inside a folder the collection
        already has is that folder's; one above others takes them over."""
        target = os.path.realpath(path)
        shown = target.encode("utf-8", "surrogateescape").decode("utf-8", "replace")
        if shown != target:
            raise StoreError(f"The folder name {shown} is not valid UTF-8 (the bad bytes are "
                             "shown as \N{REPLACEMENT CHARACTER}); rename it to index it.")
        with self.transaction():
            for folder in self.folders(collection_id):
                if within(target, folder.path):
                    return folder
            self.db.execute(
                "INSERT INTO folders (collection_id, path, added_at) VALUES (?, ?, ?)",
                [collection_id, target, time.time()])
            new = next(f for f in self.folders(collection_id) if f.path == target)
            for folder in self.folders(collection_id):
                if folder.id != new.id and within(folder.path, target):
                    # Its documents stay indexed: they now belong to the new folder.
                    self.db.execute("UPDATE documents SET folder_id = ? WHERE folder_id = ?",
                                    [new.id, folder.id])
                    self.db.execute("DELETE FROM folders WHERE id = ?", [folder.id])
        return new

    def remove_folder(self, folder_id: int) -> None:
        """Forget a folder and everything indexed from it."""
        with self.transaction():
            self.db.execute("DELETE FROM folders WHERE id = ?", [folder_id])
            bump_generation(self.db)

    def folders(self, collection_id: int) -> list[Folder]:
        return [Folder(r["id"], r["collection_id"], r["path"]) for r in self._rows(
            "SELECT * FROM folders WHERE collection_id = ? ORDER BY path", [collection_id])]

    # -- documents -----------------------------------------------------------

    def documents(self, collection_id: int, status: DocumentStatus | None = None,
                  ) -> list[DocumentRecord]:
        sql, params = "SELECT * FROM documents WHERE collection_id = ?", list[Any]([collection_id])
        if status is not None:
            sql, params = sql + " AND status = ?", [*params, status]
        return [DocumentRecord.from_row(r) for r in self._rows(sql + " ORDER BY path", params)]

    def status_counts(self, collection_id: int) -> dict[str, int]:
        rows = self._rows("""SELECT status, count(*) AS n FROM documents
                             WHERE collection_id = ? GROUP BY status""", [collection_id])
        return {r["status"]: r["n"] for r in rows}

    def store_chunks(self, collection_id: int, folder_id: int, path: str, stamp: FileStamp,
                     content_hash: str, index_key: str, chunks: Sequence[NewChunk]) -> int:
        """Replace a document's chunks (and so its vectors); it becomes "embedding"."""
        with self.transaction():
            doc_id = self._upsert(collection_id, folder_id, path, stamp, "embedding", None,
                                  content_hash, index_key)
            self.db.execute("DELETE FROM chunks WHERE document_id = ?", [doc_id])
            self.db.conn.executemany(
                """INSERT INTO chunks (document_id, ordinal, text, page, line_start, line_end,
                   token_count, heading) VALUES (?, ?, ?, ?, ?, ?, ?, ?)""",
                [(doc_id, n, c.text, c.page, c.line_start, c.line_end, c.token_count, c.heading)
                 for n, c in enumerate(chunks)])
            write_terms(self.db, self.db.execute(
                "SELECT id, text FROM chunks WHERE document_id = ?", [doc_id]).fetchall())
            bump_generation(self.db)
        return doc_id

    def chunks_without_vectors(self, document_id: int, model_id: str) -> list[tuple[int, str]]:
        rows = self.db.execute(
            """SELECT k.id, k.text FROM chunks k LEFT JOIN chunk_vectors v
               ON v.chunk_id = k.id AND v.model_id = ?
               WHERE k.document_id = ? AND v.chunk_id IS NULL ORDER BY k.ordinal""",
            [model_id, document_id]).fetchall()
        return [(int(r[0]), str(r[1])) for r in rows]

    def add_vectors(self, model_id: str,
                    items: Sequence[tuple[int, Sequence[float] | np.ndarray[Any, Any]]]) -> None:
        """Store vectors for chunks (replacing any other model's), one commit."""
        with self.transaction():
            self.db.conn.executemany(
                """INSERT OR REPLACE INTO chunk_vectors (chunk_id, model_id, dim, vector)
                   VALUES (?, ?, ?, ?)""",
                [(chunk_id, model_id, len(v), encode_vector(v)) for chunk_id, v in items])
            bump_generation(self.db)

    def mark_indexed(self, document_id: int) -> None:
        self.db.execute("""UPDATE documents SET status = 'indexed', error = NULL,
                           indexed_at = ? WHERE id = ?""", [time.time(), document_id])

    def touch_document(self, document_id: int, stamp: FileStamp) -> None:
        """The file's stat changed but its content did not: remember the new stat."""
        self.db.execute("UPDATE documents SET size = ?, mtime_ns = ? WHERE id = ?",
                        [stamp.size, stamp.mtime_ns, document_id])

    def mark_unindexable(self, collection_id: int, folder_id: int, path: str,
                         stamp: FileStamp, status: DocumentStatus, error: str) -> int:
        """Record a failed or skipped file; any chunks from an older version go."""
        with self.transaction():
            doc_id = self._upsert(collection_id, folder_id, path, stamp, status, error, None, None)
            if self.db.execute("DELETE FROM chunks WHERE document_id = ?", [doc_id]).rowcount:
                bump_generation(self.db)
        return doc_id

    def remove_documents(self, document_ids: Sequence[int]) -> None:
        if not document_ids:
            return
        with self.transaction():
            self.db.conn.executemany("DELETE FROM documents WHERE id = ?",
                                     [(i,) for i in document_ids])
            bump_generation(self.db)

    def _upsert(self, collection_id: int, folder_id: int, path: str, stamp: FileStamp,
                status: DocumentStatus, error: str | None, content_hash: str | None,
                index_key: str | None) -> int:
        self.db.execute(
            """INSERT INTO documents (collection_id, folder_id, path, size, mtime_ns,
                   content_hash, index_key, status, error)
               VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
               ON CONFLICT (collection_id, path) DO UPDATE SET folder_id = excluded.folder_id,
                   size = excluded.size, mtime_ns = excluded.mtime_ns,
                   content_hash = excluded.content_hash, index_key = excluded.index_key,
                   status = excluded.status, error = excluded.error, indexed_at = NULL""",
            [collection_id, folder_id, path, stamp.size, stamp.mtime_ns, content_hash,
             index_key, status, error])
        row = self.db.execute("SELECT id FROM documents WHERE collection_id = ? AND path = ?",
                              [collection_id, path]).fetchone()
        return int(row[0])

    # -- retrieval -----------------------------------------------------------

    def vectors_generation(self) -> int:
        return vectors_generation(self.db)

    def load_vectors(self, model_id: str) -> VectorMatrix:
        return load_vectors(self.db, model_id)

    def load_terms(self) -> tuple[ChunkTerms, int]:
        """Every chunk's FTS5 terms and the generation they are from (one snapshot)."""
        conn = self.db.conn
        own = not conn.in_transaction
        if own:
            conn.execute("BEGIN")  # the generation and the rows from one snapshot
        try:
            return load_terms(self.db), vectors_generation(self.db)
        finally:
            if own:
                conn.execute("COMMIT")

    def chunks_state(self) -> tuple[int, int]:
        """(count, largest id) of the chunks: any insert or delete changes it, as
        ids only grow (AUTOINCREMENT); a vectors-only change does not."""
        count, largest = self.db.execute("SELECT count(*), max(id) FROM chunks").fetchone()
        return int(count), int(largest or 0)

    def term_ids(self, terms: Sequence[str]) -> dict[str, int]:
        return term_ids(self.db, terms)

    def query_stems(self, words: Sequence[str]) -> list[str] | None:
        """`words` as chunks_fts indexes them; None if one is no single token."""
        return query_stems(self.db, words)

    def query_expression(self, text: str) -> str | None:
        """The FTS5 expression `text_search` wants for a person's query; None if no words."""
        return weighted_or_query(self.db, text)

    def text_search(self, match: str, collection_ids: Sequence[int] | None,
                    limit: int) -> list[tuple[int, float]]:
        """(chunk id, BM25 score: higher is better) for an FTS5 MATCH expression."""
        return fts_search(self.db, match, collection_ids, limit)

    def chunks(self, chunk_ids: Sequence[int]) -> dict[int, StoredChunk]:
        return chunks_by_id(self.db, chunk_ids)

    # -- chat with documents -------------------------------------------------

    def conversation_collections(self, conversation_id: int) -> list[Collection]:
        rows = self._rows(f"""{_COLLECTION} JOIN conversation_collections cc
                              ON cc.collection_id = c.id WHERE cc.conversation_id = ?
                              ORDER BY c.name""", [conversation_id])
        return [Collection.from_row(r) for r in rows]

    def set_conversation_collections(self, conversation_id: int,
                                     collection_ids: Sequence[int]) -> None:
        """Which collections a conversation answers from (empty: none)."""
        with self.transaction():
            self.db.execute("DELETE FROM conversation_collections WHERE conversation_id = ?",
                            [conversation_id])
            self.db.conn.executemany(
                """INSERT OR IGNORE INTO conversation_collections (conversation_id,
                   collection_id) VALUES (?, ?)""",
                [(conversation_id, c) for c in collection_ids])

    def save_message_sources(self, message_id: int, sources: Sequence[MessageSource]) -> None:
        with self.transaction():
            self.db.execute("DELETE FROM message_sources WHERE message_id = ?", [message_id])
            self.db.conn.executemany(
                """INSERT INTO message_sources (message_id, number, chunk_id, path, page,
                   line_start, line_end, excerpt, heading) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)""",
                [(message_id, s.number, s.chunk_id, s.path, s.page, s.line_start, s.line_end,
                  s.excerpt, s.heading) for s in sources])

    def message_sources(self, message_id: int) -> list[MessageSource]:
        rows = self._rows("""SELECT * FROM message_sources WHERE message_id = ?
                             ORDER BY number""", [message_id])
        return [MessageSource(number=r["number"], path=r["path"], page=r["page"],
                              line_start=r["line_start"], line_end=r["line_end"],
                              excerpt=r["excerpt"], chunk_id=r["chunk_id"],
                              heading=r["heading"]) for r in rows]
