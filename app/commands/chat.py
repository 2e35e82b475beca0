"""`lantern chat "prompt"`: stream an answer to the terminal."""

from __future__ import annotations

import argparse
import sys

from app.commands._engine_args import (
    add_model_options,
    add_sampler_options,
    engine_from,
    register_loras,
    sampler_from,
)
from app.config import load_settings
from app.engine.errors import EngineError
from app.engine.requests import GenerateStream, UsageStats


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = sub.add_parser("chat", help="chat with the model in the terminal")
    parser.add_argument("prompt", help="your message")
    parser.add_argument("--system", help="system prompt (default: from settings)")
    parser.add_argument("--raw", action="store_true",
                        help="send the prompt as plain text, without the chat template")
    add_model_options(parser)
    add_sampler_options(parser)
    parser.set_defaults(func=run)


def format_usage(usage: UsageStats) -> str:
    return (
        f"[{usage.finish_reason}] prompt {usage.prompt_tokens} tokens "
        f"({usage.cached_tokens} cached), answer {usage.completion_tokens} tokens, "
        f"total {usage.total_tokens}; first token {usage.prefill_ms:.0f} ms, "
        f"{usage.tokens_per_second:.1f} tokens/s"
    )


def run(args: argparse.Namespace) -> int:
    settings = load_settings()
    try:
        engine = engine_from(args)
        selection = register_loras(engine, args.lora)
    except EngineError as exc:
        print(f"lantern: {exc}", file=sys.stderr)
        return 1
    system = settings.system_prompt if args.system is None else args.system
    messages = ([{"role": "system", "content": system}] if system else []) + [
        {"role": "user", "content": args.prompt}
    ]
    request = GenerateStream(
        prompt=args.prompt if args.raw else messages,
        max_tokens=args.max_tokens or settings.max_tokens,
        config=sampler_from(args, settings.sampler),
        cache_prompt=not args.no_cache and settings.cache_prompt,
        lora_selection=selection,
        callback=lambda text: print(text, end="", flush=True),
    )
    try:
        engine.run(request)
        usage = request.reply.result()
    except KeyboardInterrupt:
        request.cancel()
        return 130
    except EngineError as exc:
        print(f"\nlantern: {exc}", file=sys.stderr)
        return 1
    finally:
        engine.close()
    print()
    print(format_usage(usage), file=sys.stderr)
    return 0
