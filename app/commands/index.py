"""`lantern index PATH... [--collection NAME]`: index folders for document search.

Without PATH it rescans the collection's folders (all collections with
--all). Progress goes to stderr; Ctrl-C stops, keeping what was indexed,
and the same command later resumes. `--list` shows the collections.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import Any

from app import interrupt
from app.commands._checks import printable
from app.config import load_settings
from app.search.chunking import ChunkSettings
from app.search.indexer import Indexer, IndexingError, IndexReport, ModelChangeNeedsConfirmation
from app.search.progress import Progress
from app.search.scan import IndexPlan
from app.store.documents import DocumentStore
from app.store.errors import StoreError

DEFAULT_COLLECTION = "Documents"


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = sub.add_parser("index", help="index folders for document search")
    parser.add_argument("paths", nargs="*", type=Path, metavar="PATH",
                        help="folders to add to the collection (none: rescan its folders)")
    parser.add_argument("--collection", default=DEFAULT_COLLECTION,
                        help=f"collection name (default {DEFAULT_COLLECTION!r})")
    parser.add_argument("--all", action="store_true", help="rescan every collection")
    parser.add_argument("--list", action="store_true", help="list collections and stop")
    parser.add_argument("--yes", action="store_true",
                        help="re-embed without asking when the embedding model changed")
    parser.add_argument("--model", type=Path, help="embedding GGUF (default: settings, "
                        "else the bundled MiniLM)")
    parser.set_defaults(func=run)


def load_embedder(model: Path | None) -> Any:
    """The embedding model from --model, else settings, else the bundled one."""
    from app.engine.embedder import Embedder

    settings = load_settings()
    configured = settings.embedding_model_path
    return Embedder(model or (Path(configured) if configured else None),
                    gpu=settings.embedding_gpu)


def run(args: argparse.Namespace) -> int:
    from app.engine.errors import EngineError

    try:
        with DocumentStore.open() as store:
            if args.list:
                return _list(store)
            store.check_writable()  # before the model loads, and before any write
            names = _collections(store, args)
            embedder = load_embedder(args.model)
            settings = load_settings()
            indexer = Indexer(store, embedder.embed, model_id=embedder.model_id,
                              tokenize=embedder.tokenize, model_max_tokens=embedder.n_ctx,
                              chunking=ChunkSettings(settings.chunk_tokens,
                                                     settings.chunk_overlap_tokens),
                              model_path=str(embedder.path))
            return max(_index(indexer, name, args.yes) for name in names)
    except (StoreError, EngineError, IndexingError, ValueError) as exc:
        print(f"lantern: {printable(str(exc))}", file=sys.stderr)  # may hold the name
        return 1
    except KeyboardInterrupt:
        print("\nlantern: stopped. What was indexed is kept; run the same command again "
              "to resume.", file=sys.stderr)
        return 130


def _collections(store: DocumentStore, args: argparse.Namespace) -> list[str]:
    if args.all:
        return [c.name for c in store.list_collections()]
    if args.paths:
        collection = store.ensure_collection(args.collection)
        for path in args.paths:
            if not path.is_dir():
                raise ValueError(f"{path} is not a folder. Give the folder that holds "
                                 "the documents.")
            store.add_folder(collection.id, path.resolve())
    return [store.get_collection(args.collection).name]


def _index(indexer: Indexer, name: str, yes: bool) -> int:
    plan = indexer.scan(name)
    print(f"{_shown(name)}: {plan.summary()}", file=sys.stderr)
    for folder in plan.missing_folders:
        print(f"  folder not found (its documents are kept): {_shown(folder)}",
              file=sys.stderr)
    try:
        report = indexer.run(plan, progress=_Printer())
    except ModelChangeNeedsConfirmation as exc:
        if not (yes or _confirm(str(exc))):
            print("lantern: nothing changed. Pass --yes to re-embed.", file=sys.stderr)
            return 2
        report = indexer.run(plan, progress=_Printer(), confirm_model_change=True)
    _summary(name, plan, report)
    return 0


def _confirm(message: str) -> bool:
    print(message, file=sys.stderr)
    if not sys.stdin.isatty():
        return False
    return input("Re-embed now? [y/N] ").strip().lower() in ("y", "yes")


class _Printer:
    """One updating line on a terminal; a line every few seconds in a log."""

    def __init__(self) -> None:
        self.tty = sys.stderr.isatty()
        self.last = 0.0

    def __call__(self, p: Progress) -> None:
        interrupt.phase("indexing")
        now = time.monotonic()
        final = p.state in ("done", "cancelled")
        if not final and now - self.last < (0.2 if self.tty else 5.0):
            return
        self.last = now
        eta = f", about {_duration(p.eta_s)} left" if p.eta_s is not None and not final else ""
        line = (f"{p.files_done}/{p.files_total} files, {p.chunks_embedded} chunks embedded, "
                f"{p.failed} failed, {p.skipped} skipped{eta}")
        if p.state == "paused":
            line += " (paused)"
        if self.tty:
            print(f"\r\x1b[K{line}", end="\n" if final else "", file=sys.stderr, flush=True)
        elif not final:
            print(line, file=sys.stderr, flush=True)


def _duration(seconds: float) -> str:
    seconds = int(seconds + 0.5)
    if seconds < 60:
        return f"{seconds} s"
    minutes, seconds = divmod(seconds, 60)
    return f"{minutes} min {seconds:02d} s" if minutes < 60 else f"{minutes // 60} h " \
        f"{minutes % 60:02d} min"


def _shown(text: object) -> str:
    """A collection name, path or reason as the terminal should show it: a
    name given with escape sequences (or a file named with them) prints them
    escaped, not run."""
    return printable(str(text), one_line=True)


def _summary(name: str, plan: IndexPlan, report: IndexReport) -> None:
    print(f"{_shown(name)}: {len(report.indexed)} indexed, {report.unchanged} unchanged, "
          f"{len(report.removed)} removed, {len(report.skipped)} skipped, "
          f"{len(report.failed)} failed, {report.unsupported} not supported; "
          f"{report.chunks_embedded} chunks embedded in {_duration(report.elapsed_s)}.")
    for path, why in report.failed:
        print(f"  failed:  {_shown(path)}: {_shown(why)}")
    for path, why in report.skipped:
        print(f"  skipped: {_shown(path)}: {_shown(why)}")
    for path, why in report.warnings:
        print(f"  warning: {_shown(path)}: {_shown(why)}")


def _list(store: DocumentStore) -> int:
    collections = store.list_collections()
    if not collections:
        print("No collections yet. Index a folder: lantern index PATH --collection NAME")
    for c in collections:
        counts = store.status_counts(c.id)
        detail = ", ".join(f"{n} {status}" for status, n in sorted(counts.items()))
        print(f"{_shown(c.name)}: {c.documents} documents ({detail or 'none'}), {c.chunks} chunks, "
              f"model {c.embedding_model_id or '-'}")
        for folder in store.folders(c.id):
            print(f"    {_shown(folder.path)}")
    return 0
