"""Export a conversation as Markdown (to read) or JSON (to keep), and import JSON.

JSON holds the whole tree, every branch, with a format name and version so a
later Lantern can read old files and an older one refuses newer files
clearly. Message ids in the file only express the tree; import gives the
messages new ids in a new conversation, keeping parents, order and the tip.
"""

from __future__ import annotations

import heapq
import json
import os
import re
import stat
import time
from collections.abc import Callable
from dataclasses import asdict
from datetime import datetime, timezone
from pathlib import Path
from typing import TYPE_CHECKING, Any, BinaryIO
from urllib.parse import quote

from pydantic import ValidationError

from app import __version__
from app.domain import LoraSelection, ToolCall, UsageStats
from app.said import from_json, neutral_json
from app.schema import problems_of
from app.store.chats import ChatStore
from app.store.errors import ExportWriteError, ImportFormatError
from app.store.import_schema import (
    ExportModel,
    MessageModel,
    tree_problems,
    validate_export,
)
from app.store.models import Conversation, Message, ToolResult, usage_to_dict

if TYPE_CHECKING:
    from app.images import ImageInput

ImageLink = Callable[["ImageInput"], str]
"""Where a Markdown export's image is (a relative link), given the image."""

EXPORT_FORMAT = "lantern-conversation"
EXPORT_VERSION = 5
"""2: tool calls and results (messages' tool_calls / tool_result, 'tool' messages).
3: an answer's thinking (messages' reasoning). 4: the summaries of the oldest
turns ("summaries", app.store.summaries), oldest first. 5: messages' images,
inline as data: URLs ("images"). Versions 1 and 2 still import (their answers
have no thinking); a version-2 Lantern refuses a version-3 file rather than
silently dropping the thinking, and a version-4 one a file with images."""
_HEADINGS = {"system": "System", "user": "User", "assistant": "Assistant", "tool": "Tool"}


def to_json(store: ChatStore, conversation_id: int) -> dict[str, Any]:
    conversation = store.get_conversation(conversation_id)
    return {
        "format": EXPORT_FORMAT,
        "version": EXPORT_VERSION,
        "exported_at": time.time(),
        "exported_by": f"Lantern {__version__}",
        "conversation": _conversation_dict(conversation),
        "messages": [_message_dict(m) for m in store.messages(conversation_id)],
        "summaries": [{"through_message_id": s.through_message_id, "content": s.content,
                       "edited": s.edited, "model": s.model, "created_at": s.created_at}
                      for s in store.summaries(conversation_id)],
    }


def dumps(data: dict[str, Any]) -> str:
    return json.dumps(data, ensure_ascii=False, indent=2) + "\n"


FORMATS = ("md", "json")
"""md: readable, the branch on screen; json: everything, for import."""


def export_text(store: ChatStore, conversation_id: int, fmt: str,
                speak: Callable[[str], str] = str) -> str:
    """The one exporter: what `lantern export` prints and the window writes.
    `speak`: Lantern's own saved sentences in the reader's language (to_markdown)."""
    if fmt == "json":
        return dumps(to_json(store, conversation_id))
    return to_markdown(store, conversation_id, speak)


def write_export(store: ChatStore, conversation_id: int, fmt: str, path: Path,
                 speak: Callable[[str], str] = str) -> Path:
    """Write one conversation to `path`, exactly (UTF-8, newlines as they are).
    Markdown's images go beside it, in `<name>_images/` (images_folder_for),
    linked relatively, so the file and its folder move together."""
    if fmt == "json":
        text = export_text(store, conversation_id, fmt, speak)
    else:
        text = to_markdown(store, conversation_id, speak, _image_writer(path))
    try:
        path.write_text(text, encoding="utf-8", newline="")
    except OSError as exc:
        raise ExportWriteError(f"Cannot write {path}: {exc.strerror or exc}") from exc
    return path


def images_folder_for(path: Path) -> Path:
    """Where a Markdown export at `path` keeps its images: `<name>_images/`."""
    return path.with_name(f"{path.stem}_images")


def _image_writer(path: Path) -> ImageLink:
    """Writes each image once (named by its hash, so one shown twice is one
    file) into the export's images folder; returns its relative link."""
    folder = images_folder_for(path)

    def link(image: ImageInput) -> str:
        name = f"{image.sha256[:16]}{image.suffix}"
        target = folder / name
        try:
            folder.mkdir(exist_ok=True)
            if not (target.is_file() and target.stat().st_size == len(image.data)):
                target.write_bytes(image.data)
        except OSError as exc:
            raise ExportWriteError(f"Cannot write {target}: {exc.strerror or exc}") from exc
        return f"{quote(folder.name)}/{name}"

    return link


def export_file_name(conversation: Conversation, fmt: str) -> str:
    """A file name from the title that every file system takes; the id keeps
    two conversations of the same title apart."""
    title = re.sub(r'[\\/:*?"<>|\x00-\x1f]+', " ", conversation.title or "").strip(" .")
    return f"{conversation.id:04d} {title[:60].strip() or 'Untitled'}.{fmt}"


def _conversation_dict(c: Conversation) -> dict[str, Any]:
    return {
        "title": c.title, "created_at": c.created_at, "updated_at": c.updated_at,
        "model": c.model, "system_prompt": c.system_prompt, "sampler": asdict(c.sampler),
        "lora": [list(pair) for pair in c.lora], "cache_prompt": c.cache_prompt,
        "pinned": c.pinned, "tip_message_id": c.tip_message_id, "tools": list(c.tools),
        "max_tokens": c.max_tokens, "context_policy": c.context_policy,
        "thinking": c.thinking,
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
        "error_said": _said_dict(m.error),
        "tool_calls": [asdict(call) for call in m.tool_calls],
        "tool_result": asdict(m.tool_result) if m.tool_result is not None else None,
        "reasoning": m.reasoning,
        "images": [image.data_url for image in m.images],
    }


def _said_dict(error: str | None) -> Any:
    """The error without its language (app.said.to_json), so an import keeps
    it translatable; None for plain text. Older Lanterns ignore the field."""
    saved = neutral_json(error)
    return json.loads(saved) if saved is not None else None


def to_markdown(store: ChatStore, conversation_id: int,
                speak: Callable[[str], str] = str, image_link: ImageLink | None = None) -> str:
    """The branch on screen, readable anywhere. Other branches are only counted.
    `speak` says Lantern's own sentences saved with the conversation (a failed
    answer's error, an app.said.Said) in the reader's language: the window
    passes app.workers.say.say; by default they are English. `image_link`
    saves a message's image and says where (write_export's); without it (the
    text alone, on standard output) an image is named, not shown."""
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
        lines += _markdown_message(message, speak, image_link)
    hidden = conversation.message_count - len(thread)
    if hidden:
        lines += [f"_{hidden} message(s) on other branches are not shown; "
                  "export as JSON to keep them._", ""]
    return "\n".join(lines)


def _fenced(text: str, info: str = "") -> list[str]:
    """`text` verbatim in a code fence longer than any backtick run inside it,
    so a tool's output can never close the fence or turn into markup."""
    longest = max((len(run) for run in re.findall(r"`+", text)), default=0)
    fence = "`" * max(3, longest + 1)
    return [f"{fence}{info}", text, fence]


def _markdown_message(message: Message, speak: Callable[[str], str] = str,
                      image_link: ImageLink | None = None) -> list[str]:
    if message.role == "tool" and message.tool_result is not None:
        result = message.tool_result
        said = "Error from" if result.is_error else "Result of"
        return [f"### {said} `{result.name}`", "", *_fenced(message.content, "text"), ""]
    lines = [f"## {_HEADINGS[message.role]}", ""]
    lines += _markdown_images(message.images, image_link)
    if message.reasoning:
        lines += _folded_thinking(message.reasoning)
    if message.content or not message.tool_calls:
        lines += [message.content, ""]
    for call in message.tool_calls:
        lines += [f"**Called `{call.name}`** with:", "", *_fenced(call.arguments, "json"), ""]
    if message.role == "assistant" and not message.complete:
        why = f": {speak(message.error)}" if message.error else ""
        lines += [f"_({message.status} answer{why})_", ""]
    return lines


def _markdown_images(images: tuple[ImageInput, ...],
                     image_link: ImageLink | None) -> list[str]:
    """Each image as a Markdown image, before the text as the model saw it."""
    if not images:
        return []
    if image_link is None:
        return [f"_(image {n}: {image.width}×{image.height} "
                f"{image.suffix.lstrip('.').upper()}; export to a file to keep the images)_"
                for n, image in enumerate(images, start=1)] + [""]
    return [f"![image {n}]({image_link(image)})" for n, image in enumerate(images, start=1)
            ] + [""]


def _folded_thinking(reasoning: str) -> list[str]:
    """The thinking as a folded <details> section (GitHub, GitLab and most
    viewers render it closed); elsewhere the "Thinking" label still marks it
    apart from the answer. Fenced, so its text is shown as written."""
    return ["<details><summary>Thinking</summary>", "", *_fenced(reasoning, "text"), "",
            "</details>", ""]


def _when(timestamp: float) -> str:
    return datetime.fromtimestamp(timestamp, timezone.utc).strftime("%Y-%m-%d %H:%M UTC")


MAX_IMPORT_BYTES = 100 << 20
"""The most an exported conversation may be, as for any document Lantern
reads (app.search.readers.MAX_FILE_BYTES): a device, or a pipe fed without
end, is refused after this much, not read until memory runs out."""


def load(path: Path) -> Any:
    """The JSON in `path`: a regular file (a device, pipe or folder would be
    read for ever, or fail oddly) of at most MAX_IMPORT_BYTES."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except OSError as exc:
        raise ImportFormatError(f"Cannot read {path}: {exc.strerror or exc}") from exc
    info = os.fstat(fd)
    if not stat.S_ISREG(info.st_mode):
        os.close(fd)
        raise ImportFormatError(f"{path} is not a file (a folder, device or pipe): give a "
                                "file from `lantern export --format json`, or - for standard "
                                "input.")
    with os.fdopen(fd, "rb") as handle:
        if info.st_size > MAX_IMPORT_BYTES:
            raise _too_big(str(path))
        return load_stream(handle, str(path))


def load_stream(stream: BinaryIO, name: str = "Standard input") -> Any:
    """The JSON read from `stream`, refused past MAX_IMPORT_BYTES."""
    try:
        data = stream.read(MAX_IMPORT_BYTES + 1)
    except OSError as exc:
        raise ImportFormatError(f"Cannot read {name}: {exc.strerror or exc}") from exc
    if len(data) > MAX_IMPORT_BYTES:
        raise _too_big(name)
    try:
        return json.loads(data.decode("utf-8"))
    except ValueError as exc:
        raise ImportFormatError(f"{name} is not valid JSON ({exc}).") from exc


def _too_big(name: str) -> ImportFormatError:
    return ImportFormatError(f"{name} is more than {MAX_IMPORT_BYTES >> 20} MB, more than an "
                             "exported conversation can be; nothing was imported.")


def import_file(store: ChatStore, path: Path) -> Conversation:
    """`lantern import FILE` and the window's File → Import conversation…"""
    return import_json(store, load(path))


def import_json(store: ChatStore, data: Any) -> Conversation:
    """Add the exported conversation as a new one, all in one transaction.
    Its last activity becomes now, so it shows at the top of the list.

    The whole document is checked first (app.store.import_schema); a file
    with any problem raises ImportFormatError listing them all, and nothing
    is written.
    """
    export, images = _checked(data)
    c = export.conversation
    messages = _parents_first(export.messages)
    store.check_writable()
    with store.transaction():
        new = store.create_conversation(
            c.title, model=c.model, system_prompt=c.system_prompt,
            sampler=c.sampler.to_config(), lora=_lora(c.lora) or (),
            cache_prompt=c.cache_prompt, tools=tuple(c.tools), max_tokens=c.max_tokens,
            context_policy=c.context_policy, thinking=c.thinking)
        ids: dict[int, int] = {}
        for m in messages:
            ids[m.id] = _insert(store, new.id, m, ids, images.get(m.id, ()))
        for s in export.summaries:  # oldest first, so the newest still applies
            added = store.add_summary(new.id, ids[s.through_message_id], s.content,
                                      edited=s.edited, model=s.model)
            if s.created_at is not None:
                store.db.execute("UPDATE summaries SET created_at = ? WHERE id = ?",
                                 [float(s.created_at), added.id])
        tip = ids.get(c.tip_message_id) if c.tip_message_id is not None else None
        store.db.execute(
            "UPDATE conversations SET created_at = ?, pinned = ?, tip_message_id = ? "
            "WHERE id = ?",
            [new.created_at if c.created_at is None else float(c.created_at), int(c.pinned),
             tip, new.id])
    return store.get_conversation(new.id)


def _lora(pairs: list[tuple[str, float]] | None) -> LoraSelection | None:
    return None if pairs is None else tuple((name, float(scale)) for name, scale in pairs)


def _insert(store: ChatStore, conversation_id: int, m: MessageModel,
            ids: dict[int, int], images: tuple[ImageInput, ...]) -> int:
    created = time.time() if m.created_at is None else float(m.created_at)
    return store.insert_message(
        conversation_id, m.role, m.content,
        parent_id=ids[m.parent_id] if m.parent_id is not None else None,
        created_at=created, updated_at=created if m.updated_at is None else float(m.updated_at),
        complete=m.complete, finish_reason=m.finish_reason, model=m.model,
        sampler=m.sampler.to_config() if m.sampler is not None else None,
        lora=_lora(m.lora),
        usage=UsageStats(**m.usage.model_dump()) if m.usage is not None else None,
        error=_error(m),
        tool_calls=tuple(ToolCall(c.id, c.name, c.arguments) for c in m.tool_calls),
        tool_result=ToolResult(**m.tool_result.model_dump()) if m.tool_result else None,
        reasoning=m.reasoning, images=images)


MAX_PROBLEMS_SHOWN = 20


def _error(m: MessageModel) -> str | None:
    """The error as exported; marked again (app.said) when the file kept its
    language-neutral form, so it is translated when shown."""
    if m.error is None or m.error_said is None:
        return m.error
    return from_json(json.dumps(m.error_said), m.error) or m.error


def checked_export(data: Any) -> ExportModel:
    """The export if it can be imported whole; else ImportFormatError with every problem."""
    return _checked(data)[0]


def _checked(data: Any) -> tuple[ExportModel, dict[int, tuple[ImageInput, ...]]]:
    """The export and its messages' images (by id in the file), each read
    through app.images.read_image; else ImportFormatError with every problem."""
    if not isinstance(data, dict) or data.get("format") != EXPORT_FORMAT:
        raise ImportFormatError("This is not a Lantern conversation export (its \"format\" "
                                f"is not {EXPORT_FORMAT!r}); nothing was imported.")
    version = data.get("version")
    if isinstance(version, int) and not isinstance(version, bool) and version > EXPORT_VERSION:
        raise ImportFormatError(
            f"This export was written by a newer Lantern (format version {version}, this "
            f"version reads up to {EXPORT_VERSION}). Update Lantern to import it.")
    try:
        export = validate_export(data)
    except ValidationError as exc:
        problems = problems_of(exc)
    else:
        problems = list(tree_problems(export))
        images, image_problems = _read_images(export)
        problems += image_problems
        if not problems:
            return export, images
    shown = problems[:MAX_PROBLEMS_SHOWN]
    more = len(problems) - len(shown)
    raise ImportFormatError(
        f"The export cannot be imported; nothing was imported. {len(problems)} "
        f"problem{'s' if len(problems) != 1 else ''}:\n  " + "\n  ".join(shown)
        + (f"\n  ... and {more} more" if more else ""), tuple(problems))


MAX_IMPORT_IMAGES = 1000
"""The most images one imported file may hold: each is decoded and becomes a
file, so a hostile file of a million tiny images is refused unread."""


def _read_images(export: ExportModel) -> tuple[dict[int, tuple[ImageInput, ...]], list[str]]:
    """Every message's images, decoded and bounded as any attached image
    (a hostile file cannot smuggle in a huge one), and what is wrong with them."""
    images: dict[int, tuple[ImageInput, ...]] = {}
    count = sum(len(m.images) for m in export.messages)
    if count > MAX_IMPORT_IMAGES:
        return images, [f"$.messages: {count} images, more than the {MAX_IMPORT_IMAGES} one "
                        "imported conversation may have"]
    problems: list[str] = []
    if not count:
        return images, problems
    from app.images import ImageRejected, image_from_url  # PIL only for images

    for n, message in enumerate(export.messages):
        read: list[ImageInput] = []
        for k, url in enumerate(message.images):
            try:
                read.append(image_from_url(url, f"Image {k + 1} of message {message.id}"))
            except ImageRejected as exc:
                problems.append(f"$.messages[{n}].images[{k}]: {exc}")
        if read:
            images[message.id] = tuple(read)
    return images, problems


def _parents_first(messages: list[MessageModel]) -> list[MessageModel]:
    """Order so every parent precedes its children, otherwise by old id (so
    siblings keep their order and "newest child" stays the same one)."""
    by_id = {m.id: m for m in messages}
    children: dict[int, list[int]] = {}
    ready: list[int] = []
    for m in messages:
        if m.parent_id is None:
            ready.append(m.id)
        else:
            children.setdefault(m.parent_id, []).append(m.id)
    heapq.heapify(ready)
    ordered: list[MessageModel] = []
    while ready:
        current = heapq.heappop(ready)
        ordered.append(by_id[current])
        for child in children.get(current, []):
            heapq.heappush(ready, child)
    if len(ordered) != len(messages):
        raise ImportFormatError("The messages in the export form a loop (a message is its "
                                "own ancestor); nothing was imported.")
    return ordered
