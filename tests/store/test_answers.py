"""Streaming answers: saved while they grow, marked until done, resumable."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from app.engine.requests import SamplerConfig, UsageStats
from app.store import ChatStore, StoreError
from app.store.answers import AnswerWriter


class FakeClock:
    """time.monotonic stand-in that moves only when told to."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


def saved_content(path: Path, message_id: int) -> str:
    """What another process would see right now."""
    conn = sqlite3.connect(path)
    try:
        return str(conn.execute("SELECT content FROM messages WHERE id = ?",
                                [message_id]).fetchone()[0])
    finally:
        conn.close()


def writer_with_clock(store: ChatStore, clock: FakeClock) -> AnswerWriter:
    cid = store.create_conversation().id
    store.add_user_message(cid, "tell me a story")
    started = store.begin_answer(cid)
    return AnswerWriter(store, store.get_message(started.message_id), clock=clock)


def test_answer_row_exists_incomplete_from_the_start(store: ChatStore, db_path: Path) -> None:
    cid = store.create_conversation(model="m.gguf", sampler=SamplerConfig(seed=3)).id
    store.add_user_message(cid, "hi")
    writer = store.begin_answer(cid)
    message = store.get_message(writer.message_id)
    assert (message.role, message.content, message.complete) == ("assistant", "", False)
    assert message.status == "interrupted"
    assert (message.model, message.sampler) == ("m.gguf", SamplerConfig(seed=3))
    assert store.get_conversation(cid).tip_message_id == writer.message_id


def test_text_is_written_once_the_interval_passes(
    store: ChatStore, db_path: Path, clock: FakeClock
) -> None:
    writer = writer_with_clock(store, clock)
    for piece in ["Once", " upon", " a"]:
        clock.advance(0.25)
        writer.append(piece)
    assert saved_content(db_path, writer.message_id) == ""  # 0.75 s: not yet
    clock.advance(0.25)
    writer.append(" time")  # 1.0 s since the last write: everything goes
    assert saved_content(db_path, writer.message_id) == "Once upon a time"
    assert writer.flushes == 1


def test_at_most_one_write_per_interval_at_30_tokens_a_second(
    store: ChatStore, db_path: Path, clock: FakeClock
) -> None:
    writer = writer_with_clock(store, clock)
    for i in range(300):  # ten seconds of tokens
        clock.advance(1 / 30)
        writer.append(f"t{i} ")
        # Never more than one second of text is unsaved.
        unsaved = writer.text[len(saved_content(db_path, writer.message_id)):]
        assert unsaved.count("t") <= 30
    assert 9 <= writer.flushes <= 10


def test_maybe_flush_covers_a_stalled_stream(
    store: ChatStore, db_path: Path, clock: FakeClock
) -> None:
    writer = writer_with_clock(store, clock)
    writer.append("last words before a stall")
    assert not writer.maybe_flush()
    clock.advance(1.0)
    assert writer.maybe_flush()
    assert saved_content(db_path, writer.message_id) == "last words before a stall"
    assert not writer.maybe_flush()  # nothing new to write


def test_finish_records_usage_and_completes(store: ChatStore) -> None:
    cid = store.create_conversation(lora=(("pirate", 0.7),)).id
    store.add_user_message(cid, "hi")
    writer = store.begin_answer(cid)
    writer.append("Ahoy")
    usage = UsageStats(prompt_tokens=12, completion_tokens=4, cached_tokens=8,
                       prefill_ms=30.0, decode_ms=100.0, finish_reason="length")
    done = writer.finish(usage)
    assert (done.content, done.complete, done.finish_reason) == ("Ahoy", True, "length")
    assert done.usage == usage and done.usage.tokens_per_second == 40.0
    assert done.lora == (("pirate", 0.7),)
    with pytest.raises(StoreError):
        writer.append("more")


def test_stopped_answer_stays_incomplete_and_can_be_resumed(store: ChatStore) -> None:
    cid = store.create_conversation().id
    store.add_user_message(cid, "count")
    writer = store.begin_answer(cid)
    writer.append("1, 2,")
    stopped = writer.finish(UsageStats(completion_tokens=3, finish_reason="cancelled"))
    assert (stopped.complete, stopped.status) == (False, "stopped")

    resumed = store.resume_answer(stopped.id)
    assert resumed.text == "1, 2,"
    resumed.append(" 3")
    final = resumed.finish(UsageStats(completion_tokens=2))
    assert (final.id, final.content, final.status) == (stopped.id, "1, 2, 3", "complete")


def test_engine_failure_keeps_text_and_reason(store: ChatStore) -> None:
    cid = store.create_conversation().id
    store.add_user_message(cid, "hi")
    with pytest.raises(RuntimeError), store.begin_answer(cid) as writer:
        writer.append("partial")
        raise RuntimeError("model crashed")
    failed = store.get_message(writer.message_id)
    assert (failed.content, failed.status) == ("partial", "failed")
    assert failed.error == "RuntimeError: model crashed"


def test_unfinished_writer_leaves_a_marked_partial_answer(db_path: Path) -> None:
    with ChatStore.open(db_path) as store:
        cid = store.create_conversation().id
        store.add_user_message(cid, "question")
        with store.begin_answer(cid) as writer:
            writer.append("half an ans")
    with ChatStore.open(db_path) as reopened:
        thread = reopened.thread(cid)
        assert [m.content for m in thread] == ["question", "half an ans"]
        assert thread[1].status == "interrupted" and thread[1].finish_reason is None


def test_streamed_text_is_searchable(store: ChatStore) -> None:
    cid = store.create_conversation().id
    store.add_user_message(cid, "hi")
    writer = store.begin_answer(cid)
    writer.append("zebra crossing")
    writer.flush()
    assert [h.message_id for h in store.search("zebra")] == [writer.message_id]
    writer.append(" replaced by a bridge")
    writer.finish(UsageStats())
    assert [h.message_id for h in store.search("bridge")] == [writer.message_id]
