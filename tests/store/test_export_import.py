"""Export then import gives back the same conversation, every branch included."""

from __future__ import annotations

import json
from typing import Any

import pytest

from app.engine.requests import SamplerConfig, UsageStats
from app.store import ChatStore, ImportFormatError
from app.store.export import EXPORT_VERSION, dumps, import_json, to_json, to_markdown

CODE = '''Here is the fix:

```python
def greet(name: str) -> str:
    return f"Grüß dich, {name}! 👋"
```

And in the shell: `echo "$HOME" | wc -c` — done.'''


@pytest.fixture
def branched(store: ChatStore) -> int:
    """Non-ASCII, code, an edit, a regeneration, a stopped and an interrupted answer."""
    cid = store.create_conversation(
        "Ünïcödé & code 🚀", model="gemma.gguf", system_prompt="Réponds en français.",
        sampler=SamplerConfig(temperature=0.1, seed=7, stop=("###",)),
        lora=(("style", 0.75),), cache_prompt=False, max_tokens=300).id
    store.set_pinned(cid, True)
    first = store.add_user_message(cid, "Comment dit-on « bonjour » en 日本語 ?")
    writer = store.begin_answer(cid, lora=(("style", 0.75),))
    writer.append("こんにちは (konnichiwa).")
    writer.finish(UsageStats(prompt_tokens=20, completion_tokens=9, cached_tokens=4,
                             prefill_ms=12.5, decode_ms=300.0,
                             device="Vulkan: NVIDIA GeForce RTX 4070, 33 of 33 layers"))
    store.add_user_message(cid, "Show me Python.")
    old = store.begin_answer(cid)
    old.append("Sure")
    stopped = old.finish(UsageStats(completion_tokens=1, finish_reason="cancelled"))
    again = store.regenerate(stopped.id)
    again.append(CODE)
    again.finish(UsageStats(completion_tokens=50))
    store.edit_user_message(first.id, "Et « merci » ?")
    unfinished = store.begin_answer(cid)
    unfinished.append("ありが")
    unfinished.flush()  # saved but never finished: interrupted
    return cid


def canonical(export: dict[str, Any]) -> dict[str, Any]:
    """The export with ids renumbered by position and export-time fields dropped."""
    number = {m["id"]: i for i, m in enumerate(export["messages"])}
    messages = [m | {"id": number[m["id"]],
                     "parent_id": number.get(m["parent_id"]) if m["parent_id"] else None}
                for m in export["messages"]]
    conversation = dict(export["conversation"])
    conversation["tip_message_id"] = number[conversation["tip_message_id"]]
    conversation.pop("updated_at")  # import counts as activity
    return {"conversation": conversation, "messages": messages}


def test_json_round_trip_keeps_everything(store: ChatStore, branched: int) -> None:
    exported = to_json(store, branched)
    text = dumps(exported)
    assert "日本語" in text and "\\u" not in text  # readable UTF-8, not escapes

    imported = import_json(store, json.loads(text))

    assert imported.id != branched
    assert canonical(to_json(store, imported.id)) == canonical(exported)
    original_thread = [m.content for m in store.thread(branched)]
    assert [m.content for m in store.thread(imported.id)] == original_thread
    assert [m.status for m in store.thread(imported.id)] == ["complete", "interrupted"]
    assert [m.content for m in store.thread(imported.id)] == ["Et « merci » ?", "ありが"]
    assert len(store.messages(imported.id)) == 7
    assert store.get_conversation(imported.id).pinned
    assert store.get_conversation(imported.id).max_tokens == 300


def test_import_preserves_sibling_order(store: ChatStore, branched: int) -> None:
    imported = import_json(store, to_json(store, branched))
    original = store.messages(branched)
    copied = store.messages(imported.id)
    for old, new in zip(original, copied, strict=True):
        assert [s.content for s in store.siblings(old.id)] == [
            s.content for s in store.siblings(new.id)]


def test_markdown_is_the_current_branch(store: ChatStore, branched: int) -> None:
    store.select_branch(store.messages(branched)[2].id)  # back to the Python branch
    text = to_markdown(store, branched)
    assert text.startswith("# Ünïcödé & code 🚀\n")
    assert "Réponds en français." in text and "style ×0.75" in text
    assert CODE in text  # code blocks verbatim
    assert "« merci »" not in text  # the other branch is only counted
    assert "message(s) on other branches" in text
    assert text.index("## User") < text.index("## Assistant")


def test_markdown_marks_unfinished_answers(store: ChatStore, branched: int) -> None:
    assert "_(interrupted answer)_" in to_markdown(store, branched)


def test_messages_listed_children_before_parents_still_import(store: ChatStore) -> None:
    cid = store.create_conversation().id
    store.add_user_message(cid, "root")
    with store.begin_answer(cid) as writer:
        writer.append("child")
    data = to_json(store, cid)
    data["messages"].reverse()
    copy = import_json(store, data)
    assert [m.content for m in store.thread(copy.id)] == ["root", "child"]


@pytest.mark.parametrize(("change", "error"), [
    (lambda d: d.update(format="something-else"), "not a Lantern conversation"),
    (lambda d: d.update(version=EXPORT_VERSION + 1), "newer Lantern"),
    (lambda d: d.pop("messages"), r"\$\.messages: Field required"),
    (lambda d: d["messages"][0].update(role="robot"), r"\$\.messages\[0\]\.role: "),
    (lambda d: d["messages"][1].update(parent_id=999), "not in the export"),
    (lambda d: d["messages"][1].update(id=d["messages"][0]["id"]), "same id"),
    (lambda d: d["messages"][0].update(parent_id=d["messages"][1]["id"]), "loop"),
])
def test_bad_exports_are_refused_and_add_nothing(
    store: ChatStore, change: Any, error: str
) -> None:
    cid = store.create_conversation().id
    store.add_user_message(cid, "q")
    store.begin_answer(cid).append("a")
    data = to_json(store, cid)
    change(data)
    with pytest.raises(ImportFormatError, match=error):
        import_json(store, data)
    assert len(store.list_conversations()) == 1


def thinking_answer(store: ChatStore) -> int:
    cid = store.create_conversation("Thinks").id
    store.add_user_message(cid, "Is 91 prime?")
    writer = store.begin_answer(cid)
    writer.append("No: 91 = 7 × 13.")
    writer.finish(UsageStats(completion_tokens=30, reasoning_tokens=20),
                  reasoning="Try 7: 7 × 13 = 91, so ```not``` prime.")
    return cid


def test_json_round_trip_keeps_the_thinking(store: ChatStore) -> None:
    cid = thinking_answer(store)
    data = json.loads(dumps(to_json(store, cid)))
    assert data["version"] == EXPORT_VERSION == 5
    copy = import_json(store, data)
    answer = store.thread(copy.id)[-1]
    assert answer.reasoning == "Try 7: 7 × 13 = 91, so ```not``` prime."
    assert answer.content == "No: 91 = 7 × 13."
    assert answer.usage is not None and answer.usage.reasoning_tokens == 20


@pytest.mark.parametrize("version", [1, 2])
def test_older_exports_without_thinking_still_import(store: ChatStore, version: int) -> None:
    data = to_json(store, thinking_answer(store))
    data["version"] = version
    for message in data["messages"]:
        del message["reasoning"]  # what versions 1 and 2 wrote
        if version == 1:
            del message["tool_calls"], message["tool_result"]
    copy = import_json(store, data)
    assert [m.content for m in store.thread(copy.id)] == ["Is 91 prime?", "No: 91 = 7 × 13."]
    assert store.thread(copy.id)[-1].reasoning == ""


def test_markdown_folds_the_thinking_apart_from_the_answer(store: ChatStore) -> None:
    text = to_markdown(store, thinking_answer(store))
    fold = text.index("<details><summary>Thinking</summary>")
    thinking = text.index("Try 7: 7 × 13 = 91, so ```not``` prime.")
    end = text.index("</details>")
    assert text.index("## Assistant") < fold < thinking < end < text.index("No: 91 = 7 × 13.")
    assert "\n````text\n" in text  # the fence outlasts the thinking's own backticks


def test_the_context_policy_travels_with_the_export(store: ChatStore) -> None:
    cid = store.create_conversation("Asks", context_policy="ask", thinking="off").id
    data = json.loads(dumps(to_json(store, cid)))
    assert data["conversation"]["context_policy"] == "ask"
    copy = import_json(store, data)
    assert (copy.context_policy, copy.thinking) == ("ask", "off")
    del data["conversation"]["context_policy"], data["conversation"]["thinking"]  # version 2
    copy = import_json(store, data)
    assert (copy.context_policy, copy.thinking) == ("drop_oldest", "default")


def test_json_round_trip_keeps_the_summaries(store: ChatStore) -> None:
    cid = thinking_answer(store)
    answer = store.thread(cid)[-1]
    store.add_summary(cid, answer.id, "Is 91 prime: no.", model="SmolLM2")
    store.add_summary(cid, answer.id, "91 = 7 × 13, so not prime.", edited=True)
    copy = import_json(store, json.loads(dumps(to_json(store, cid))))
    kept = store.summaries(copy.id)
    assert [(s.content, s.edited, s.model) for s in kept] == [
        ("Is 91 prime: no.", False, "SmolLM2"), ("91 = 7 × 13, so not prime.", True, "")]
    assert store.summary_on(store.thread(copy.id)) == kept[-1]
    assert kept[-1].through_message_id == store.thread(copy.id)[-1].id


def test_a_summary_of_a_message_not_exported_is_refused(store: ChatStore) -> None:
    data = to_json(store, thinking_answer(store))
    data["summaries"] = [{"through_message_id": 999999, "content": "x"}]
    with pytest.raises(ImportFormatError, match=r"\$.summaries\[0\].through_message_id"):
        import_json(store, data)
