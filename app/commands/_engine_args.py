"""Options shared by the commands that load a model, and building the engine."""

from __future__ import annotations

import argparse
import math
import sys
from pathlib import Path

from app.commands._checks import float_in, int_in
from app.config import (
    CTX_RANGE,
    DISK_CACHE_MB_RANGE,
    FLASH_ATTENTION,
    MAX_TOKENS_RANGE,
    THREADS_RANGE,
    load_settings,
)
from app.domain import LoraSelection, SamplerConfig
from app.engine.disk_cache import attach
from app.engine.errors import AdapterError, ModelLoadError
from app.engine.llama import EngineConfig, LlamaEngine
from app.engine.owner import EngineOwner
from app.models.errors import RegistryError
from app.models.fit import auto_gpu_layers, parallel_of
from app.models.vision import checked_projector, projector_for


def add_model_options(parser: argparse.ArgumentParser) -> None:
    group = parser.add_argument_group("model")
    group.add_argument("--model", type=Path, help="GGUF chat model (default: settings, "
                       "else the bundled SmolLM2 135M Instruct)")
    group.add_argument("--mmproj", type=Path, metavar="PATH",
                       help="vision projector (mmproj GGUF) to load with the model, so it "
                            "reads images (default: the installed model's own, else the one "
                            "mmproj*.gguf beside the model file)")
    group.add_argument("--ctx", type=int_in(*CTX_RANGE, what=" tokens"),
                       help=f"context size in tokens ({CTX_RANGE[0]} to {CTX_RANGE[1]}; "
                            "default: settings)")
    group.add_argument("--threads", type=int_in(*THREADS_RANGE),
                       help="CPU threads (default: settings, else all cores)")
    group.add_argument("--flash-attn", choices=FLASH_ATTENTION, dest="flash_attention",
                       help="flash attention (default: settings, else auto: on where the "
                            "model and backend support it)")
    group.add_argument("--disk-cache", action=argparse.BooleanOptionalAction, default=None,
                       help="keep evaluated prompts on disk, so a conversation reopens fast "
                            "after a restart (default: settings, else on; `lantern cache "
                            "--clear` empties it)")
    group.add_argument("--disk-cache-mb", type=int_in(*DISK_CACHE_MB_RANGE, what=" MB"),
                       help="most disk space the prompt cache takes, least recently used "
                            "states deleted first (default: settings, else 4096)")


def add_sampler_options(parser: argparse.ArgumentParser) -> None:
    group = parser.add_argument_group("sampling")
    group.add_argument("--max-tokens", type=int_in(*MAX_TOKENS_RANGE),
                       help="most tokens to generate (default: settings)")
    group.add_argument("--temperature", type=float_in(0, 100), help="0 = greedy")
    group.add_argument("--top-p", type=float_in(0, 1, low_open=True))
    group.add_argument("--top-k", type=int_in(0, 2**31 - 1, what=" (0 = off)"))
    group.add_argument("--min-p", type=float_in(0, 1))
    group.add_argument("--repeat-penalty", type=float_in(0, 100, low_open=True))
    group.add_argument("--seed", type=int_in(0, 2**32 - 1))
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


def engine_from(args: argparse.Namespace, batching: bool = False) -> LlamaEngine:
    """The engine the options and settings ask for; `batching`: with the
    parallel sequences of --parallel or Settings (a server), else one."""
    settings = load_settings()
    model = args.model or (Path(settings.model_path) if settings.model_path else None)
    emb = Path(settings.embedding_model_path) if settings.embedding_model_path else None
    config = EngineConfig(
        model_path=model, embedding_model_path=emb,
        n_ctx=settings.n_ctx if args.ctx is None else args.ctx,
        n_threads=settings.n_threads if args.threads is None else args.threads,
        cache_ram_bytes=settings.cache_ram_mb << 20, n_gpu_layers=settings.n_gpu_layers,
        flash_attention=args.flash_attention or settings.flash_attention,
        embedding_gpu=settings.embedding_gpu,
        projector_path=projector_from(args, model),
    )
    if batching:
        chosen = getattr(args, "parallel", None)
        config.n_parallel = parallel_of(config, settings.parallel_answers
                                        if chosen is None else chosen)
    config.gpu_fit = auto_gpu_layers(config)
    engine = LlamaEngine(config)
    if engine.load_notice:  # a GPU failed the model: said once, it runs on the CPU
        print(f"lantern: {engine.load_notice}", file=sys.stderr)
    on, budget = getattr(args, "disk_cache", None), getattr(args, "disk_cache_mb", None)
    attach(engine, settings.cache_disk if on is None else on,
           settings.cache_disk_mb if budget is None else budget)
    return engine


def projector_from(args: argparse.Namespace, model: Path | None) -> Path | None:
    """--mmproj (checked to be a projector), else the model's own pair."""
    chosen: Path | None = getattr(args, "mmproj", None)
    if chosen is None:
        return projector_for(model)
    try:
        return checked_projector(chosen)
    except RegistryError as exc:  # the commands say an EngineError and exit 1
        raise ModelLoadError(str(exc)) from exc


_OWNERS: dict[int, EngineOwner] = {}


def owner_of(engine: LlamaEngine) -> EngineOwner:
    """The thread that owns `engine` in this command, started on first use:
    the same engine-owner thread as the window's and the server's
    (app.engine.owner), so a command's request runs, fails and is cancelled
    as theirs do, while the main thread stays free for Ctrl+C."""
    owner = _OWNERS.get(id(engine))
    if owner is None:
        owner = _OWNERS[id(engine)] = EngineOwner(lambda _progress: engine,
                                                  name="lantern-command")
        owner.start_and_wait()
    return owner


def close_engine(engine: LlamaEngine) -> None:
    """Free the model: through its owner thread when it has one."""
    owner = _OWNERS.pop(id(engine), None)
    if owner is None:
        engine.close()
    else:  # the owner closes it on its thread, after the running request
        owner.shutdown()


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
            scale = math.nan
        if not math.isfinite(scale):
            raise AdapterError(f"Invalid scale in --lora {spec!r}: use a number, as in "
                               "NAME=0.5")
        name = target if known else path.stem
        engine.register_adapter(name, path)
        selection.append((name, scale))
    return tuple(selection)
