"""`lantern embed "text"`: the vector the embedding model gives a text."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from app.commands._checks import int_in
from app.config import load_settings
from app.engine.errors import EngineError


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = sub.add_parser("embed", help="print a text's embedding vector")
    parser.add_argument("text")
    parser.add_argument("--model", type=Path, help="embedding GGUF (default: bundled MiniLM)")
    parser.add_argument("--show", type=int_in(0, 100_000), default=8,
                        help="how many values to print")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from app.engine.embedder import Embedder

    settings = load_settings()
    model = args.model or (
        Path(settings.embedding_model_path) if settings.embedding_model_path else None
    )
    try:
        embedder = Embedder(model, gpu=settings.embedding_gpu)
        vector = embedder.embed([args.text])[0]
    except EngineError as exc:
        print(f"lantern: {exc}", file=sys.stderr)
        return 1
    head = ", ".join(f"{v:+.4f}" for v in vector[: args.show])
    print(f"model: {embedder.model_id}")
    print(f"dimensions: {len(vector)}")
    print(f"first {min(args.show, len(vector))}: [{head}]")
    embedder.close()
    return 0
