"""Readers in other threads while answers stream: nobody sees 'database is locked'."""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path

from app.engine.requests import UsageStats
from app.store import ChatStore
from app.store.documents import DocumentStore

TOKENS = 300


def test_readers_and_writers_in_threads_never_fail(db_path: Path) -> None:
    with ChatStore.open(db_path) as setup:
        streaming = setup.create_conversation("streaming").id
        chatting = setup.create_conversation("chatting").id
        setup.add_user_message(streaming, "stream please")
    errors: list[BaseException] = []
    done = threading.Event()

    def guarded(work: Callable[[], None]) -> Callable[[], None]:
        def run() -> None:
            try:
                work()
            except BaseException as exc:  # collected and asserted on below
                errors.append(exc)
        return run

    def stream() -> None:
        # flush_interval=0 writes on every token: the worst case for readers.
        with ChatStore.open(db_path, flush_interval=0) as store:
            writer = store.begin_answer(streaming)
            for i in range(TOKENS):
                writer.append(f"token{i} ")
            writer.finish(UsageStats(completion_tokens=TOKENS))

    def chat() -> None:
        # A second writer: transactions must queue, not fail.
        with ChatStore.open(db_path) as store:
            for i in range(60):
                store.add_user_message(chatting, f"message {i}")

    def read() -> None:
        while not done.is_set():
            with ChatStore.open(db_path) as store:  # fresh connections while writing
                for _ in range(5):
                    store.list_conversations()
                    store.thread(streaming)
                    store.search("token")
                    store.list_conversations(search="message")

    writers = [threading.Thread(target=guarded(w)) for w in (stream, chat)]
    readers = [threading.Thread(target=guarded(read)) for _ in range(4)]
    for thread in [*readers, *writers]:
        thread.start()
    for thread in writers:
        thread.join(timeout=120)
    done.set()
    for thread in readers:
        thread.join(timeout=60)

    assert errors == []
    with ChatStore.open(db_path) as store:
        answer = store.thread(streaming)[-1]
        assert answer.complete
        assert answer.content == "".join(f"token{i} " for i in range(TOKENS))
        assert len(store.thread(chatting)) == 60


def _open_and_close(store_type: type[ChatStore] | type[DocumentStore], path: Path,
                    errors: list[BaseException]) -> None:
    try:
        store_type.open(path).close()
    except BaseException as exc:  # collected and asserted on by the caller
        errors.append(exc)


def test_threads_opening_one_new_database_together_all_succeed(tmp_path: Path) -> None:
    # The window's chat, indexing and search threads open a new user's file
    # at the same moment. Creating it used to fail about one start in fifty:
    # SQLite answers "locked" to the WAL switch without waiting, and a
    # -journal seen by exists() could be gone by access().
    for attempt in range(60):
        path = tmp_path / f"new-{attempt}" / "lantern.db"
        errors: list[BaseException] = []
        threads = [threading.Thread(target=_open_and_close, args=(kind, path, errors))
                   for kind in (ChatStore, DocumentStore, ChatStore, DocumentStore)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        assert errors == [], f"attempt {attempt}: {errors[0]!r}"
