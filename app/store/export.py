"""Export a conversation as Markdown (to read) or JSON (to keep), and import JSON.

JSON holds the whole tree, every branch, with a format name and version so a
later Lantern can read old files and an older one refuses newer files
clearly. Message ids in the file only express the tree; import gives the
messages new ids in a new conversation, keeping parents, order and the tip.
"""

from __future__ import annotations

import heapq
import json
import time
from dataclasses import asdict
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from app import __version__
from app.store.chats import ChatStore
from app.store.errors import ImportFormatError
from app.store.models import (
    Conversation,
    Message,
    as_role,
    lora_from_list,
    sampler_from_dict,
    usage_from_dict,
    usage_to_dict,
)

EXPORT_FORMAT = "lantern-conversation"
EXPORT_VERSION = 1
_HEADINGS = {"system": "System", "user": "User", "assistant": "Assistant"}


def to_json(store: ChatStore, conversation_id: int) -> dict[str, Any]:
    conversation = store.get_conversation(conversation_id)
    return {
        "format": EXPORT_FORMAT,
        "version": EXPORT_VERSION,
        "exported_at": time.time(),
        "exported_by": f"Lantern {__version__}",
        "conversation": _conversation_dict(conversation),
        "messages": [_message_dict(m) for m in store.messages(conversation_id)],
    }


def dumps(data: dict[str, Any]) -> str:
    return json.dumps(data, ensure_ascii=False, indent=2) + "\n"


def _conversation_dict(c: Conversation) -> dict[str, Any]:
    return {
        "title": c.title, "created_at": c.created_at, "updated_at": c.updated_at,
        "model": c.model, "system_prompt": c.system_prompt, "sampler": asdict(c.sampler),
        "lora": [list(pair) for pair in c.lora], "cache_prompt": c.cache_prompt,
        "pinned": c.pinned, "tip_message_id": c.tip_message_id,
    }


def _message_dict(m: Message) -> dict[str, Any]:
    return {
        "id": m.id, "parent_id": m.parent_id, "role": m.role, "content": m.content,
        "created_at": m.created_at, "updated_at": m.updated_at, "complete": m.complete,
        "finish_reason": m.finish_reason, "model": m.model,
        "sampler": asdict(m.sampler) if m.sampler is not None else None,
        "lora": [list(pair) for pair in m.lora] if m.lora is not None else None,
        "usage": usage_to_dict(m.usage) if m.usage is not None else None,
        "error": m.error,
    }


def to_markdown(store: ChatStore, conversation_id: int) -> str:
    """The branch on screen, readable anywhere. Other branches are only counted."""
    conversation = store.get_conversation(conversation_id)
    thread = store.thread(conversation_id)
    lines = [f"# {conversation.title or 'Untitled conversation'}", ""]
    lines += [f"- Started: {_when(conversation.created_at)}"]
    if conversation.model:
        lines += [f"- Model: {conversation.model}"]
    if conversation.lora:
        lines += ["- Adapters: " + ", ".join(f"{n} ×{s:g}" for n, s in conversation.lora)]
    lines.append("")
    if conversation.system_prompt:
        lines += ["## System prompt", "", conversation.system_prompt, ""]
    for message in thread:
        lines += [f"## {_HEADINGS[message.role]}", "", message.content, ""]
        if message.role == "assistant" and not message.complete:
            lines += [f"_({message.status} answer)_", ""]
    hidden = conversation.message_count - len(thread)
    if hidden:
        lines += [f"_{hidden} message(s) on other branches are not shown; "
                  "export as JSON to keep them._", ""]
    return "\n".join(lines)


def _when(timestamp: float) -> str:
    return datetime.fromtimestamp(timestamp, timezone.utc).strftime("%Y-%m-%d %H:%M UTC")


def load(path: Path) -> Any:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise ImportFormatError(f"Cannot read {path}: {exc.strerror or exc}") from exc
    except ValueError as exc:
        raise ImportFormatError(f"{path} is not valid JSON ({exc}).") from exc


def import_json(store: ChatStore, data: Any) -> Conversation:
    """Add the exported conversation as a new one, all in one transaction.
    Its last activity becomes now, so it shows at the top of the list."""
    conversation, messages = _validated(data)
    with store.transaction():
        new = store.create_conversation(
            str(conversation.get("title", "")), model=str(conversation.get("model", "")),
            system_prompt=str(conversation.get("system_prompt", "")),
            sampler=sampler_from_dict(conversation.get("sampler")),
            lora=lora_from_list(conversation.get("lora")) or (),
            cache_prompt=bool(conversation.get("cache_prompt", True)))
        ids: dict[int, int] = {}
        for m in _parents_first(messages):
            ids[m["id"]] = _insert(store, new.id, m, ids)
        tip = conversation.get("tip_message_id")
        store.db.execute(
            "UPDATE conversations SET created_at = ?, pinned = ?, tip_message_id = ? "
            "WHERE id = ?",
            [_number(conversation.get("created_at"), new.created_at),
             int(bool(conversation.get("pinned"))), ids.get(tip) if isinstance(tip, int) else None,
             new.id])
    return store.get_conversation(new.id)


def _insert(store: ChatStore, conversation_id: int, m: dict[str, Any],
            ids: dict[int, int]) -> int:
    created = _number(m.get("created_at"), time.time())
    return store.insert_message(
        conversation_id, as_role(m["role"]), m["content"],
        parent_id=ids[m["parent_id"]] if m["parent_id"] is not None else None,
        created_at=created, updated_at=_number(m.get("updated_at"), created),
        complete=bool(m.get("complete", True)), finish_reason=m.get("finish_reason"),
        model=m.get("model"), sampler=sampler_from_dict(m.get("sampler")),
        lora=lora_from_list(m.get("lora")), usage=usage_from_dict(m.get("usage")),
        error=m.get("error"))


def _number(value: Any, default: float) -> float:
    return float(value) if isinstance(value, int | float) else default


def _validated(data: Any) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    if not isinstance(data, dict) or data.get("format") != EXPORT_FORMAT:
        raise ImportFormatError("This is not a Lantern conversation export.")
    version = data.get("version")
    if not isinstance(version, int) or version > EXPORT_VERSION:
        raise ImportFormatError(
            f"This export was written by a newer Lantern (format version {version}, this "
            f"version reads up to {EXPORT_VERSION}). Update Lantern to import it.")
    conversation, messages = data.get("conversation"), data.get("messages")
    if not isinstance(conversation, dict) or not isinstance(messages, list):
        raise ImportFormatError("The export lacks its conversation or its messages.")
    for m in messages:
        if not (isinstance(m, dict) and isinstance(m.get("id"), int)
                and (m.get("parent_id") is None or isinstance(m.get("parent_id"), int))
                and m.get("role") in _HEADINGS and isinstance(m.get("content"), str)):
            raise ImportFormatError(f"A message in the export is malformed: {str(m)[:200]}")
    return conversation, messages


def _parents_first(messages: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Order so every parent precedes its children, otherwise by old id (so
    siblings keep their order and "newest child" stays the same one)."""
    by_id = {m["id"]: m for m in messages}
    if len(by_id) != len(messages):
        raise ImportFormatError("The export has two messages with the same id.")
    children: dict[int, list[int]] = {}
    ready: list[int] = []
    for m in messages:
        parent = m["parent_id"]
        if parent is None:
            ready.append(m["id"])
        elif parent in by_id:
            children.setdefault(parent, []).append(m["id"])
        else:
            raise ImportFormatError(f"Message {m['id']} answers a message not in the export.")
    heapq.heapify(ready)
    ordered: list[dict[str, Any]] = []
    while ready:
        current = heapq.heappop(ready)
        ordered.append(by_id[current])
        for child in children.get(current, []):
            heapq.heappush(ready, child)
    if len(ordered) != len(messages):
        raise ImportFormatError("The messages in the export form a loop.")
    return ordered
