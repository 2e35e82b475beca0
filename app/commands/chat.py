"""`lantern chat "prompt"`: stream an answer to the terminal.

With `--conversation ID|new` the turn is saved in the same store as the
window's, and a later `--conversation ID` continues it (the prompt cache
makes continued turns fast within one process; across processes the
conversation is re-read from the store). `--image PATH` (repeatable)
attaches images to the message, for a vision model; each file is read and
checked before the model loads.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import sys
import threading
from pathlib import Path
from typing import Any

from app import interrupt
from app.cli import SIGPIPE_EXIT
from app.commands._chat_tools import CliHost, add_tool_options, run_loop, started_servers
from app.commands._context import context_fields, history_note, run_fitted
from app.commands._engine_args import (
    add_model_options,
    add_sampler_options,
    close_engine,
    engine_from,
    owner_of,
    register_loras,
    sampler_from,
)
from app.commands._output_args import (
    BadOutputOption,
    add_output_options,
    calls_json,
    output_fields,
)
from app.config import Settings, load_settings
from app.domain import LoraSelection, SamplerConfig, UsageStats, chat_messages
from app.engine.errors import EngineError, RequestError
from app.engine.llama import LlamaEngine
from app.engine.requests import GenerateStream
from app.images import IMAGES_KEY, ImageInput, ImageRejected, cannot_read_images, read_image
from app.models.choice import chosen_model, default_model
from app.models.registry import Registry, display_name
from app.process_locks import held, lock_file
from app.store import ChatStore, Conversation, StoreError
from app.tools.servers import ServerConfigError

WAIT_S = 0.2


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = sub.add_parser("chat", help="chat with the model in the terminal")
    parser.add_argument("prompt", help="your message")
    parser.add_argument("--system", help="system prompt (default: from settings)")
    parser.add_argument("--raw", action="store_true",
                        help="send the prompt as plain text, without the chat template")
    parser.add_argument("--conversation", metavar="ID|new",
                        help="save this turn in a conversation: 'new' starts one, an id "
                             "continues it (see `lantern history`)")
    parser.add_argument("--image", action="append", default=[], type=Path, metavar="PATH",
                        help="attach an image (PNG, JPEG, WEBP, GIF or BMP, up to 20 MB) to "
                             "your message, for a vision model (repeatable)")
    add_model_options(parser)
    add_sampler_options(parser)
    add_tool_options(parser)
    add_output_options(parser)
    parser.set_defaults(func=run)


def format_usage(usage: UsageStats) -> str:
    return (
        f"[{usage.finish_reason}] prompt {usage.prompt_tokens} tokens "
        f"({usage.cached_tokens} cached{_from_disk(usage)}), answer {usage.completion_tokens} "
        f"tokens, "
        f"total {usage.total_tokens}; first token {usage.prefill_ms:.0f} ms, "
        f"{usage.tokens_per_second:.1f} tokens/s{history_note(usage)}"
    )


def _from_disk(usage: UsageStats) -> str:
    return f", {usage.disk_cached_tokens} from disk" if usage.disk_cached_tokens else ""


def _print_piece(text: str) -> None:
    interrupt.phase("generation")
    print(text, end="", flush=True)


def run(args: argparse.Namespace) -> int:
    try:  # the files are checked before any server starts or model loads
        args.output_fields = output_fields(args)
        args.images = _images(args)
    except (BadOutputOption, ImageRejected) as exc:
        print(f"lantern: {exc}", file=sys.stderr)
        return 2
    args.toolbox = None
    if not args.mcp:
        return _chat(args)
    # The servers start before the model loads: one that cannot start is
    # said at once, with its reason, and nothing else is done.
    try:
        with started_servers(args.mcp, args.approve_all_tools) as box:
            args.toolbox = box
            return _chat(args)
    except ServerConfigError as exc:
        print(f"lantern: {exc}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 130


def _images(args: argparse.Namespace) -> list[ImageInput]:
    """The --image files, read and checked (app.images.read_image): ImageRejected
    names the file that cannot be used, and why."""
    if args.image and args.raw:
        raise ImageRejected("--raw sends plain text without the chat template, which "
                            "places images; drop --raw or --image.")
    images = []
    for path in args.image:
        try:
            data = path.read_bytes()
        except OSError as exc:
            raise ImageRejected(f"cannot read the image {path}: "
                                f"{exc.strerror or exc}.") from None
        images.append(read_image(data, str(path)))
    return images


def _chat(args: argparse.Namespace) -> int:
    if args.conversation and args.raw:
        print("lantern: --raw cannot be saved in a conversation; drop one of them.",
              file=sys.stderr)
        return 2
    settings = load_settings()
    store: ChatStore | None = None
    try:
        if args.conversation:
            # The database is checked before the model loads: a read-only,
            # damaged or foreign file, or an unknown conversation, is refused
            # at once, and nothing is ever written to a damaged file.
            store = _open_for_writing(args)
            _conversation_model(store, args, settings)
        engine = engine_from(args)
    except (EngineError, StoreError) as exc:
        print(f"lantern: {exc}", file=sys.stderr)
        if store is not None:
            store.close()
        return 1
    try:
        if args.images and not engine.sees_images:  # before the question is saved
            raise RequestError(f"{cannot_read_images(engine.model_name)} (--mmproj PATH "
                               "loads a model's projector.)")
        if store is not None:
            return _saved_turn(store, args, settings, engine)
        return _one_off(args, settings, engine)
    except (EngineError, StoreError) as exc:
        print(f"\nlantern: {exc}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 130
    finally:
        close_engine(engine)
        if store is not None:
            store.close()


def _conversation_model(store: ChatStore, args: argparse.Namespace,
                        settings: Settings) -> None:
    """A saved conversation answers with the installed model it chose (as in
    the window), unless --model says otherwise."""
    if args.model or args.conversation == "new":
        return
    chosen = store.get_conversation(int(args.conversation)).model_id
    model = chosen_model(Registry(), settings, chosen)
    if model.path and model.path != settings.model_path:
        args.model = Path(model.path)


def _open_for_writing(args: argparse.Namespace) -> ChatStore:
    if args.conversation != "new" and not args.conversation.isdigit():
        raise StoreError(f"--conversation takes a number or 'new', not "
                         f"{args.conversation!r}.")
    store = ChatStore.open()
    try:
        store.check_writable()
        if args.conversation != "new":
            store.get_conversation(int(args.conversation))
    except StoreError:
        store.close()
        raise
    return store


def _request(args: argparse.Namespace, settings: Settings, prompt: Any,
             sampler: SamplerConfig, selection: LoraSelection, cache: bool,
             **context: Any) -> GenerateStream:
    """`context`: a saved conversation's context_policy and summary
    (app.commands._context); without them a prompt that does not fit is refused."""
    return GenerateStream(
        prompt=prompt, config=sampler,
        max_tokens=settings.max_tokens if args.max_tokens is None else args.max_tokens,
        cache_prompt=cache and not args.no_cache, lora_selection=selection,
        callback=_print_piece, **args.output_fields, **context,
    )


class Stopped(Exception):
    """Ctrl+C stopped the answer (exit 130), or the reader of stdout went
    away (141, as `head` makes of a Unix tool); what streamed so far is kept."""

    def __init__(self, usage: UsageStats, code: int = 130) -> None:
        super().__init__("stopped by Ctrl+C")
        self.usage = usage
        self.code = code


def _run(engine: LlamaEngine, request: GenerateStream) -> UsageStats:
    """Run the request in a thread of its own, so that Ctrl+C reaches this,
    the main thread, at once: it cancels the request, whose token loop then
    stops within a token or two and settles the reply as "cancelled"."""
    broken = _stop_on_broken_pipe(request)
    owner_of(engine).submit(request)
    _say_unenforced(request)
    try:
        interrupt.phase("prompt")  # the engine reads the prompt meanwhile
        usage = _wait(request)
        if broken.is_set():
            raise Stopped(usage, SIGPIPE_EXIT)
        return usage
    except KeyboardInterrupt:
        request.cancel()
    try:
        usage = _wait(request)
    except KeyboardInterrupt:  # a second Ctrl+C: end now, without freeing the
        sys.stdout.flush()     # model under the thread that still uses it (the
        os._exit(130)          # answer's text was saved at least each second)
    raise Stopped(usage)


def _say_unenforced(request: GenerateStream) -> None:
    """Once the request is checked: what of --json-schema could not be held
    to (the answer follows the rest; --strict-schema refuses instead)."""
    def told(reply: object) -> None:
        if request.unenforced:
            print(f"lantern: not enforced: {'; '.join(request.unenforced)}: check the "
                  "answer against these yourself.", file=sys.stderr)
    request.reply.add_done_callback(told)


def _stop_on_broken_pipe(request: GenerateStream) -> threading.Event:
    """The answer stops when nobody reads it any more (`lantern chat hi | head
    -c 10`): a write to the closed pipe cancels the request (kept as
    cancelled) instead of failing it with a BrokenPipeError."""
    broken = threading.Event()
    show = request.callback
    assert show is not None

    def shown(text: str) -> None:
        if broken.is_set():
            return
        try:
            show(text)
        except BrokenPipeError:
            broken.set()
            request.cancel()

    request.callback = shown
    return broken


def _wait(request: GenerateStream) -> UsageStats:
    while True:  # with a timeout: Windows delivers Ctrl+C between waits only
        with contextlib.suppress(TimeoutError):
            return request.reply.result(timeout=WAIT_S)


def _one_off(args: argparse.Namespace, settings: Settings, engine: LlamaEngine) -> int:
    selection = register_loras(engine, args.lora)
    system = settings.system_prompt if args.system is None else args.system
    messages = ([{"role": "system", "content": system}] if system else []) + [
        {"role": "user", "content": args.prompt,
         **({IMAGES_KEY: args.images} if args.images else {})}]
    sampler = sampler_from(args, settings.sampler)
    if args.toolbox is not None:
        host = CliHost(engine, lambda prompt: _request(
            args, settings, prompt, sampler, selection, settings.cache_prompt))
        usage = run_loop(host, messages, args.toolbox, args)
        print()
        print(format_usage(usage), file=sys.stderr)
        return 0
    request = _request(args, settings, args.prompt if args.raw else messages,
                       sampler, selection, settings.cache_prompt)
    code = 0
    try:
        usage = _run(engine, request)
    except Stopped as stopped:
        usage, code = stopped.usage, stopped.code
    print()
    if request.tool_calls:
        print(calls_json(request.tool_calls))
    print(format_usage(usage), file=sys.stderr)
    return code


def _model_name(args: argparse.Namespace, settings: Settings, engine: LlamaEngine) -> str:
    """What the conversation and its answers say made them: the name the
    window shows (the Models page's), not the file's raw general.name."""
    return display_name(args.model or settings.model_path, engine.model_name)


def _conversation(store: ChatStore, args: argparse.Namespace, settings: Settings,
                  engine: LlamaEngine, selection: LoraSelection) -> Conversation:
    if args.conversation == "new":
        system = settings.system_prompt if args.system is None else args.system
        installed = Registry().find(str(args.model)) if args.model else None
        model_id = installed.id if installed else default_model(Registry(), settings).id
        return store.create_conversation(
            model=_model_name(args, settings, engine), model_id=model_id, system_prompt=system,
            sampler=sampler_from(args, settings.sampler), lora=selection,
            cache_prompt=settings.cache_prompt and not args.no_cache)
    conversation = store.get_conversation(int(args.conversation))
    if args.system is not None:
        store.update_settings(conversation.id, system_prompt=args.system)
        conversation = store.get_conversation(conversation.id)
    return conversation


def _saved_turn(store: ChatStore, args: argparse.Namespace, settings: Settings,
                engine: LlamaEngine) -> int:
    """One saved turn. A conversation has one writer at a time across
    processes: a second `lantern chat --conversation N` waits until the
    first one's answer is saved, then answers from the whole history."""
    if args.conversation == "new":  # nobody else can know it yet
        return _locked_turn(store, args, settings, engine)
    number = int(args.conversation)

    def say_wait(who: str) -> None:
        print(f"lantern: conversation {number} is answering in {who}; waiting for it to "
              "finish…", file=sys.stderr, flush=True)

    with held(lock_file(store.path, f"conversation-{number}"), on_wait=say_wait):
        return _locked_turn(store, args, settings, engine)


def _locked_turn(store: ChatStore, args: argparse.Namespace, settings: Settings,
                 engine: LlamaEngine) -> int:
    selection = register_loras(engine, args.lora)
    conversation = store.get_conversation(int(args.conversation)) \
        if args.conversation != "new" else None
    if conversation is not None and not args.lora:
        register_loras(engine, [name for name, _ in conversation.lora])
    # A new conversation and its first message are one transaction: a failure
    # between them must not leave an empty "(untitled)" conversation behind.
    with store.transaction():
        conversation = _conversation(store, args, settings, engine, selection)
        store.add_user_message(conversation.id, args.prompt,  # saved before generating
                               images=args.images)
    selection = selection or conversation.lora
    sampler = sampler_from(args, conversation.sampler)
    thread = store.thread(conversation.id)
    messages = chat_messages(thread, conversation.system_prompt)
    context = context_fields(store, conversation, thread)  # the window's Too long policy
    if args.toolbox is not None:
        return _saved_tool_turn(store, args, settings, engine, conversation, messages,
                                (sampler, selection), context)
    with store.begin_answer(conversation.id, model=_model_name(args, settings, engine),
                            sampler=sampler, lora=selection) as writer:
        def show_and_save(text: str) -> None:
            _print_piece(text)
            writer.append(text)

        def make(fields: dict[str, Any]) -> GenerateStream:
            request = _request(args, settings, messages, sampler, selection,
                               conversation.cache_prompt, **fields)
            request.callback = show_and_save
            return request

        code = 0
        try:
            usage = run_fitted(
                lambda request: _run(engine, request), make, context, store, conversation,
                thread, _model_name(args, settings, engine))
        except Stopped as stopped:  # saved as a stopped answer, Continue-able
            usage, code = stopped.usage, stopped.code
        with interrupt.shielded():  # saved whole or not at all, then Ctrl+C ends it
            interrupt.phase("saving")
            writer.finish(usage)
    print()
    print(f"{format_usage(usage)}\n[conversation {conversation.id}]", file=sys.stderr)
    return code


def _saved_tool_turn(store: ChatStore, args: argparse.Namespace, settings: Settings,
                     engine: LlamaEngine, conversation: Conversation,
                     messages: list[dict[str, Any]],
                     made_by: tuple[SamplerConfig, LoraSelection],
                     context: dict[str, Any]) -> int:
    """Every round and every tool result saved as a message as it happens."""
    sampler, selection = made_by
    host = CliHost(
        engine, lambda prompt: _request(args, settings, prompt, sampler, selection,
                                        conversation.cache_prompt, **context),
        store, conversation.id,
        begin=lambda: store.begin_answer(conversation.id,
                                         model=_model_name(args, settings, engine),
                                         sampler=sampler, lora=selection))
    usage = run_loop(host, messages, args.toolbox, args)
    print()
    print(f"{format_usage(usage)}\n[conversation {conversation.id}]", file=sys.stderr)
    return 0
