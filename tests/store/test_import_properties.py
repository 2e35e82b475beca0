"""Generated import documents: each ends in a usable conversation or one clear error,
never a traceback and never a partial write (issue 16)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import event, given
from hypothesis import strategies as st

from app.store import ChatStore, ImportFormatError
from app.store.export import checked_export, import_json, to_json, to_markdown
from tests.hostile_json import (
    awkward_text,
    examples,
    good_or_junk,
    json_values,
    loras,
    optional_keys,
    samplers,
)

times = st.floats(-10, 4e10)
USAGE_FIELDS = {
    "prompt_tokens": st.integers(-3, 10**6), "completion_tokens": st.integers(-3, 10**6),
    "cached_tokens": st.integers(0, 10), "prefill_ms": st.floats(-1, 1e5),
    "decode_ms": st.floats(-1, 1e5),
    "finish_reason": st.sampled_from(["stop", "length", "cancelled", "error"]),
}


@st.composite
def messages(draw: st.DrawFn, count: int, junk: bool) -> list[dict[str, Any]]:
    found = []
    for n in range(count):
        message = {
            "id": good_or_junk(st.just(n + 1), junk),
            "parent_id": good_or_junk(st.sampled_from([None, *range(1, n + 1)]), junk),
            "role": good_or_junk(st.sampled_from(["user", "assistant", "system"]), junk),
            "content": good_or_junk(awkward_text, junk),
        }
        body = {k: draw(v) for k, v in message.items() if not junk or draw(st.integers(0, 20))}
        body |= draw(optional_keys({
            "created_at": times, "updated_at": times, "complete": st.booleans(),
            "finish_reason": st.sampled_from([None, "stop", "length", "cancelled", "x"]),
            "model": awkward_text, "sampler": samplers(junk), "lora": loras,
            "usage": optional_keys(USAGE_FIELDS, junk), "error": st.one_of(st.none(), awkward_text),
        }, junk))
        found.append(body)
    return found


@st.composite
def exports(draw: st.DrawFn) -> Any:
    if draw(st.integers(0, 9)) == 0:
        return draw(json_values)  # not even shaped like an export
    junk = draw(st.booleans())  # half the documents are only plausible values
    conversation = draw(optional_keys({
        "title": awkward_text, "created_at": times, "model": awkward_text,
        "system_prompt": awkward_text, "sampler": samplers(junk), "lora": loras,
        "cache_prompt": st.booleans(), "pinned": st.booleans(),
        "tip_message_id": st.one_of(st.none(), st.integers(0, 6)),
    }, junk))
    return {
        "format": draw(good_or_junk(st.just("lantern-conversation"), junk)),
        "version": draw(good_or_junk(st.sampled_from([1, 1, 0, 2]), junk)),
        "conversation": draw(good_or_junk(st.just(conversation), junk)),
        "messages": draw(good_or_junk(messages(draw(st.integers(0, 5)), junk), junk)),
    }


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ChatStore]:
    with ChatStore.open(tmp_path_factory.mktemp("props") / "lantern.db") as opened:
        yield opened


def _counts(store: ChatStore) -> tuple[int, int]:
    return (store.db.execute("SELECT count(*) FROM conversations").fetchone()[0],
            store.db.execute("SELECT count(*) FROM messages").fetchone()[0])


@examples(1000)
@given(exports())
def test_checking_alone_never_raises_anything_else(data: Any) -> None:
    try:
        checked_export(data)
    except ImportFormatError as exc:
        assert str(exc) and all(p.startswith("$") for p in exc.problems)


@examples(400)
@given(data=exports())
def test_import_succeeds_whole_or_writes_nothing(store: ChatStore, data: Any) -> None:
    before = _counts(store)
    try:
        conversation = import_json(store, data)
    except ImportFormatError as exc:
        assert str(exc)
        assert _counts(store) == before, "a refused import wrote something"
        event("refused")
        return
    event("imported")
    # What was imported is whole and usable: it can be shown, continued and
    # exported again, and the export imports again.
    assert _counts(store)[0] == before[0] + 1
    assert conversation.sampler.first_problem() is None
    for message in store.messages(conversation.id):
        if message.sampler is not None:
            assert message.sampler.first_problem() is None
    store.thread(conversation.id)
    to_markdown(store, conversation.id)
    checked_export(to_json(store, conversation.id))
