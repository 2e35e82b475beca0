"""Options shared by the commands that load a model, and building the engine."""

from __future__ import annotations

import argparse
from pathlib import Path

from app.config import load_settings
from app.domain import LoraSelection, SamplerConfig
from app.engine.errors import AdapterError
from app.engine.llama import EngineConfig, LlamaEngine


def add_model_options(parser: argparse.ArgumentParser) -> None:
    group = parser.add_argument_group("model")
    group.add_argument("--model", type=Path, help="GGUF chat model (default: settings, "
                       "else the bundled Gemma 3 270M)")
    group.add_argument("--ctx", type=int, help="context size in tokens")
    group.add_argument("--threads", type=int, help="CPU threads (default: all cores)")


def add_sampler_options(parser: argparse.ArgumentParser) -> None:
    group = parser.add_argument_group("sampling")
    group.add_argument("--max-tokens", type=int, help="most tokens to generate")
    group.add_argument("--temperature", type=float, help="0 = greedy")
    group.add_argument("--top-p", type=float)
    group.add_argument("--top-k", type=int)
    group.add_argument("--min-p", type=float)
    group.add_argument("--repeat-penalty", type=float)
    group.add_argument("--seed", type=int)
    group.add_argument("--stop", action="append", default=None, help="stop sequence (repeatable)")
    group.add_argument("--lora", action="append", default=[], metavar="ADAPTER[=SCALE]",
                       help="a registered adapter name or a GGUF adapter path, with an "
                            "optional scale (repeatable)")
    group.add_argument("--no-cache", action="store_true", help="turn the prompt cache off")


def sampler_from(args: argparse.Namespace, base: SamplerConfig) -> SamplerConfig:
    values = {
        "temperature": args.temperature, "top_p": args.top_p, "top_k": args.top_k,
        "min_p": args.min_p, "repeat_penalty": args.repeat_penalty, "seed": args.seed,
        "stop": tuple(args.stop) if args.stop is not None else None,
    }
    changes = {k: v for k, v in values.items() if v is not None}
    return SamplerConfig(**{**base.__dict__, **changes})


def engine_from(args: argparse.Namespace) -> LlamaEngine:
    settings = load_settings()
    model = args.model or (Path(settings.model_path) if settings.model_path else None)
    emb = Path(settings.embedding_model_path) if settings.embedding_model_path else None
    config = EngineConfig(
        model_path=model, embedding_model_path=emb,
        n_ctx=args.ctx or settings.n_ctx, n_threads=args.threads or settings.n_threads,
        cache_ram_bytes=settings.cache_ram_mb << 20,
    )
    return LlamaEngine(config)


def register_loras(engine: LlamaEngine, specs: list[str]) -> LoraSelection:
    """Register the adapters named on the command line; return the selection."""
    library = {a.name: a for a in load_settings().adapters}
    selection: list[tuple[str, float]] = []
    for spec in specs:
        target, _, scale_text = spec.partition("=")
        known = library.get(target)
        path = Path(known.path) if known else Path(target)
        try:
            scale = float(scale_text) if scale_text else (known.default_scale if known else 1.0)
        except ValueError:
            raise AdapterError(f"Invalid scale in --lora {spec!r}: use NAME=0.5") from None
        name = target if known else path.stem
        engine.register_adapter(name, path)
        selection.append((name, scale))
    return tuple(selection)
