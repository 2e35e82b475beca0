"""Stop and quit work in every phase of an answer, and nothing is lost.

An answer goes through phases: waiting for the model, searching the
documents, preparing a continuation, streaming, finishing. Each test holds
the answer in one phase with a gate, acts, then opens the gate: what
happens next is ordered by the gate, not by time.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Mapping, Sequence
from concurrent.futures import Future
from typing import Any

import pytest
from PySide6.QtCore import Qt

from app.domain import UsageStats
from app.engine.requests import GenerateStream
from app.search.prompting import DocumentPrompt, Source
from app.search.retrieve import SearchResult
from app.store import AnswerWriter, Message, StoreError
from app.store.doc_models import MessageSource
from app.ui.services.document_chat import DocumentChat, PreparedPrompt
from app.workers.job_thread import SHUTTING_DOWN, ThreadUnavailable
from tests.ui.conftest import WAIT_MS, Harness


def a_source() -> Source:
    return Source(1, SearchResult(
        chunk_id=1, document_id=1, collection="notes", path="/tmp/notes/lighthouses.md",
        page=None, line_start=3, line_end=9, text="Keepers trimmed the wick every night.",
        snippet="", score=1.0, vector_rank=1, text_rank=1))


class GatedDocuments:
    """A document search that does not end until the test opens the gate."""

    def __init__(self) -> None:
        self.gate = asyncio.Event()
        self.searching = False

    async def prepare(self, conversation_id: int, question: str,
                      history: Sequence[Mapping[str, str]], system_prompt: str, *,
                      n_ctx: int, max_tokens: int, images: Sequence[object] = (),
                      history_images: int = 0) -> PreparedPrompt | None:
        self.searching = True
        await self.gate.wait()
        return PreparedPrompt([{"role": "user", "content": question}], [a_source()])

    def save_sources(self, message_id: int, sources: Sequence[MessageSource]) -> Future[None]:
        done: Future[None] = Future()
        done.set_result(None)
        return done

    async def sources_of(self, message_id: int) -> list[MessageSource]:
        return []


def streams(harness: Harness) -> list[GenerateStream]:
    return [r for r in harness.script.requests if isinstance(r, GenerateStream)]


def test_stop_while_documents_are_searched_starts_no_stream(harness: Harness) -> None:
    harness.wait_loaded()
    documents = GatedDocuments()
    harness.controller.documents = documents
    harness.type_and_send("What did keepers do?")
    harness.qtbot.waitUntil(lambda: documents.searching, timeout=WAIT_MS)
    assert harness.window.stop_action.isEnabled()
    harness.qtbot.keyClick(harness.window.composer.editor, Qt.Key.Key_Escape)
    documents.gate.set()
    harness.wait_idle()
    assert streams(harness) == []
    answer = harness.thread()[-1]
    assert answer.role == "assistant" and answer.finish_reason == "cancelled"
    assert not harness.controller.busy


def test_stop_while_a_continuation_is_prepared_starts_no_stream(harness: Harness) -> None:
    harness.wait_loaded()
    harness.script.pieces, harness.script.delay_s = 400, 0.01
    harness.type_and_send("Tell me a long story")
    harness.qtbot.waitUntil(lambda: harness.controller.streaming_message_id is not None
                            and len(harness.widgets()) == 2, timeout=WAIT_MS)
    harness.controller.stop()
    harness.wait_idle()
    stopped = harness.thread()[-1]
    before = len(streams(harness))
    gate = threading.Event()  # the chats thread is busy: the continuation's read waits
    harness.window.chats.call(lambda _store: gate.wait(timeout=30))
    harness.widgets()[-1].continue_button.click()
    harness.qtbot.waitUntil(lambda: harness.controller.busy, timeout=WAIT_MS)
    harness.controller.stop()
    gate.set()
    harness.wait_idle()
    assert len(streams(harness)) == before
    assert harness.thread()[-1].content == stopped.content
    assert not harness.controller.busy


class ClosingIndexer:
    """The search thread's side of saving sources: closed at shutdown, like
    the real one, after which a save fails."""

    def __init__(self) -> None:
        self.saved: dict[int, list[MessageSource]] = {}
        self.closed = False

    def document_prompt(self, conversation_id: int, question: str,
                        history: Sequence[Mapping[str, str]], system_prompt: str,
                        token_budget: int, images: Sequence[object] = ()
                        ) -> Future[DocumentPrompt | None]:
        sources = [a_source()]
        prompt = DocumentPrompt([{"role": "user", "content": question}], sources)
        return self._done(prompt)

    def save_message_sources(self, message_id: int,
                             sources: Sequence[MessageSource]) -> Future[None]:
        if self.closed:
            failed: Future[None] = Future()
            failed.set_exception(ThreadUnavailable(SHUTTING_DOWN))
            return failed
        self.saved[message_id] = list(sources)
        return self._done(None)

    def message_sources(self, message_id: int) -> Future[list[MessageSource]]:
        return self._done(self.saved.get(message_id, []))

    def shutdown(self) -> bool:
        self.closed = True
        return True

    def _done(self, value: object) -> Future[object]:
        done: Future[object] = Future()
        done.set_result(value)
        return done  # type: ignore[return-value]


def test_sources_of_an_answer_stopped_at_quit_are_saved(harness: Harness) -> None:
    harness.wait_loaded()
    indexer = ClosingIndexer()
    harness.controller.documents = DocumentChat(indexer)  # type: ignore[arg-type]
    harness.window.indexing = indexer  # type: ignore[assignment]
    harness.script.pieces, harness.script.delay_s = 400, 0.01
    harness.type_and_send("What did keepers do?")
    harness.qtbot.waitUntil(lambda: harness.controller.streaming_message_id is not None
                            and len(harness.widgets()) == 2
                            and harness.widgets()[-1].text != "", timeout=WAIT_MS)
    answer_id = harness.controller.streaming_message_id
    harness.window.close()
    assert answer_id in indexer.saved
    assert [s.number for s in indexer.saved[answer_id]] == [1]


def test_a_failed_final_write_keeps_the_answer_text(
        harness: Harness, monkeypatch: pytest.MonkeyPatch) -> None:
    harness.wait_loaded()
    harness.window.chats.call(  # nothing is written before the end
        lambda store: setattr(store, "flush_interval", 3600)).result(timeout=10)
    real_finish = AnswerWriter.finish
    failures: list[int] = []

    def finish_once_failing(writer: AnswerWriter, usage: UsageStats,
                            *args: Any, **kwargs: Any) -> Message:
        if not failures:
            failures.append(writer.message_id)
            raise StoreError("Could not save the answer: database is locked")
        return real_finish(writer, usage, *args, **kwargs)

    monkeypatch.setattr(AnswerWriter, "finish", finish_once_failing)
    errors: list[str] = []
    harness.controller.error.connect(errors.append)
    harness.script.pieces = 6
    harness.type_and_send("Keep this")
    harness.qtbot.waitUntil(lambda: bool(failures), timeout=WAIT_MS)
    harness.qtbot.waitUntil(
        lambda: harness.store.get_message(failures[0]).complete, timeout=WAIT_MS)
    saved = harness.store.get_message(failures[0])
    assert saved.content.startswith("Echo: Keep this.") and saved.content.endswith("word5")
    assert any("database is locked" in e and "kept" in e for e in errors)
    harness.wait_idle()
    assert harness.widgets()[-1].text == saved.content
