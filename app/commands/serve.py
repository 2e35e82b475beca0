"""`lantern serve`: the OpenAI-compatible API, headless, on this machine only
unless told otherwise."""

from __future__ import annotations

import argparse
import os
import sys
from dataclasses import replace
from pathlib import Path

from app.api.catalog import AdapterInfo, Catalog, model_times
from app.api.keys import LiveKey, key_path, load_or_create_key
from app.api.options import (
    DEFAULT_HOST,
    DEFAULT_PORT,
    OLLAMA_HOST,
    OLLAMA_PORT,
    ServerOptions,
    UnsafeBind,
)
from app.commands._checks import int_in
from app.commands._engine_args import add_model_options, engine_from
from app.config import PARALLEL_RANGE, Settings, load_settings, settings_path
from app.engine.errors import EngineError
from app.engine.llama import LlamaEngine
from app.engine.owner import EngineOwner
from app.models.fit import AUTO_PARALLEL

DEFAULT_EMBEDDING_NAME = "all-MiniLM-L6-v2"


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = sub.add_parser("serve", help="serve the model over an OpenAI-compatible API")
    parser.add_argument("--host", default=DEFAULT_HOST,
                        help=f"address to listen on (default {DEFAULT_HOST}: this machine only)")
    parser.add_argument("--port", type=int_in(0, 65535), default=DEFAULT_PORT,
                        help=f"port (default {DEFAULT_PORT}; 0 picks a free one)")
    parser.add_argument("--allow-remote", action="store_true",
                        help="allow a --host other computers can reach (you are warned)")
    parser.add_argument("--cors-origin", action="append", default=[], metavar="ORIGIN",
                        help="a browser origin allowed to call the API, e.g. "
                             "http://localhost:3000 (repeatable; default none)")
    parser.add_argument("--ollama", action="store_true",
                        help=f"also listen on Ollama's address, {OLLAMA_HOST}:{OLLAMA_PORT}, "
                             "so apps made for Ollama find Lantern unconfigured (no key is "
                             "asked there, as Ollama asks none; off by default)")
    parser.add_argument("--queue-limit", type=int_in(1, 100_000), default=16,
                        help="requests that may wait; more are answered 429 (default 16)")
    parser.add_argument("--max-body-kb", type=int_in(1, 1 << 20, what=" KiB (1 GiB)"),
                        default=32768,
                        help="largest request body in KiB (default 32768: room for a 20 "
                             "MB image as base64)")
    parser.add_argument("--strict", action="store_true",
                        help="refuse unknown request fields instead of ignoring them")
    parser.add_argument("--lora", action="append", default=[], metavar="PATH[=SCALE]",
                        help="serve this LoRA adapter too, under its file name "
                             "(the adapters registered in Settings are always served)")
    parser.add_argument("--parallel", type=int_in(0, PARALLEL_RANGE[1]),
                        help="requests answered at once (continuous batching), each with "
                             f"the whole context (1 to {PARALLEL_RANGE[1]}; 0 = auto: up to "
                             f"{AUTO_PARALLEL} where memory allows; default: settings)")
    add_model_options(parser)
    parser.set_defaults(func=run)


def _options(args: argparse.Namespace, settings: Settings, adapters: list[AdapterInfo],
             api_key: str) -> ServerOptions:
    from app.store.api_responses import ResponseStore  # the database opens on first use

    return ServerOptions(
        api_key=api_key, host=args.host, port=args.port, allow_remote=args.allow_remote,
        cors_origins=tuple(args.cors_origin), queue_limit=args.queue_limit,
        max_body_bytes=args.max_body_kb << 10, strict=args.strict,
        default_max_tokens=settings.max_tokens, sampler=settings.sampler,
        adapter_scales={a.name: a.scale for a in adapters}, ollama=args.ollama,
        responses=ResponseStore())


class LiveDefaults:
    """The sampler and max_tokens defaults as settings.json says *now*: the
    window (or an editor) may change them while the server runs. One stat
    per request; the file is read again only when it changed."""

    def __init__(self, settings: Settings) -> None:
        self._settings = settings
        self._stamp = self._stamp_now()

    @staticmethod
    def _stamp_now() -> tuple[int, int] | None:
        try:
            found = settings_path().stat()
        except OSError:
            return None
        return found.st_mtime_ns, found.st_size

    def applied(self, catalog: Catalog) -> Catalog:
        stamp = self._stamp_now()
        if stamp != self._stamp:
            self._stamp, self._settings = stamp, load_settings()
        return replace(catalog, sampler=self._settings.sampler,
                       max_tokens=self._settings.max_tokens)


def _adapters(args: argparse.Namespace, settings: Settings) -> list[AdapterInfo]:
    chosen = [AdapterInfo(a.name, a.path, a.default_scale) for a in settings.adapters]
    for spec in args.lora:
        path_text, _, scale_text = spec.partition("=")
        try:
            scale = float(scale_text) if scale_text else 1.0
        except ValueError:
            raise EngineError(f"Invalid scale in --lora {spec!r}: use PATH=0.5") from None
        chosen.append(AdapterInfo(Path(path_text).stem, path_text, scale))
    return chosen


def _load(args: argparse.Namespace, adapters: list[AdapterInfo],
          served: list[AdapterInfo]) -> LlamaEngine:
    engine = engine_from(args, batching=True)
    for adapter in adapters:
        try:
            engine.register_adapter(adapter.name, adapter.path)
            served.append(adapter)
        except EngineError as exc:
            print(f"lantern: adapter {adapter.name!r} is not served: {exc}", file=sys.stderr)
    return engine


def run(args: argparse.Namespace) -> int:
    from app.api.server import ApiServer

    settings = load_settings()
    try:
        adapters = _adapters(args, settings)
    except EngineError as exc:
        print(f"lantern: {exc}", file=sys.stderr)
        return 2
    try:
        api_key = os.environ.get("LANTERN_API_KEY") or load_or_create_key()
    except OSError as exc:  # KeyFileError: what is wrong with the file or folder
        print(f"lantern: {exc}", file=sys.stderr)
        return 2
    served: list[AdapterInfo] = []
    thread = EngineOwner(lambda _progress: _load(args, adapters, served))
    catalog = Catalog(model_id="loading")
    try:
        options = _options(args, settings, adapters, api_key)
        if not os.environ.get("LANTERN_API_KEY"):  # the key file, read per request:
            options = replace(options, live_key=LiveKey())  # "New key" revokes at once
        defaults = LiveDefaults(settings)
        server = ApiServer(thread, lambda: defaults.applied(catalog), options)
        server.bind()
        engine = thread.start_and_wait()
    except (UnsafeBind, OSError, EngineError) as exc:
        print(f"lantern: {exc}", file=sys.stderr)
        return 2 if isinstance(exc, UnsafeBind | OSError) else 1
    assert isinstance(engine, LlamaEngine)
    embedding = (Path(settings.embedding_model_path).stem if settings.embedding_model_path
                 else DEFAULT_EMBEDDING_NAME)
    template = engine.template
    catalog = Catalog(model_id=engine.model_name, embedding_model_id=embedding,
                      adapters=tuple(served), chat_template=template.published_source,
                      n_ctx=engine.n_ctx, bos_token=template.bos_token,
                      eos_token=template.eos_token, **model_times(engine))
    if server.warning:
        print(f"lantern: {server.warning}", file=sys.stderr)
    key_source = ("LANTERN_API_KEY" if os.environ.get("LANTERN_API_KEY")
                  else str(key_path()))
    print(f"Lantern API for {engine.model_name} listening on {server.url}/v1", flush=True)
    print(f"API key: in {key_source} (send it as 'Authorization: Bearer <key>')", flush=True)
    if server.ollama_url:
        print(f"Ollama's API (no key asked) listening on {server.ollama_url}", flush=True)
    try:
        server.run()  # Ctrl+C: running answers end "cancelled", then the port closes
    except KeyboardInterrupt:  # uvicorn raises the signal again once it has stopped
        return 130
    finally:
        thread.shutdown()
    return 0
