"""`lantern search "query" [--collection NAME] [-k N] [--json]`: search indexed documents."""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import asdict
from pathlib import Path

from app.commands._checks import int_in, printable, printable_marked
from app.search.per_model import PerModelSearch, Searcher
from app.search.retrieve import Retriever, SearchResult
from app.store.chunk_search import query_terms
from app.store.documents import DocumentStore
from app.store.errors import StoreError

_BOLD = ("\x1b[1m", "\x1b[0m")
_PLAIN = ("[", "]")


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = sub.add_parser("search", help="search indexed documents by meaning and words")
    parser.add_argument("query")
    parser.add_argument("--collection", action="append", metavar="NAME",
                        help="search only this collection (repeatable; default: all)")
    parser.add_argument("-k", type=int_in(1, 1000), default=10,
                        help="how many results (default 10)")
    parser.add_argument("--json", action="store_true", help="results as JSON")
    parser.add_argument("--mode", choices=("hybrid", "vector", "text"), default="hybrid",
                        help="hybrid (default), vectors only or full-text only")
    parser.add_argument("--model", type=Path, help="embedding GGUF (default: settings, "
                        "else the bundled MiniLM)")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from app.engine.errors import EngineError

    if not query_terms(args.query):
        print(f"lantern: the query {args.query!r} has no words to search for. Type what you "
              "are looking for, as in: lantern search \"tide tables\"", file=sys.stderr)
        return 2
    try:
        with DocumentStore.open() as store:
            if not store.list_collections():
                print("Nothing is indexed yet. Index a folder first: lantern index PATH",
                      file=sys.stderr)
                return 1
            retriever = _searcher(store, args)
            markers = _BOLD if sys.stdout.isatty() and not args.json else _PLAIN
            results = retriever.search(args.query, collections=args.collection, k=args.k,
                                       mode=args.mode, markers=markers)
    except (StoreError, EngineError, ValueError) as exc:
        print(f"lantern: {exc}", file=sys.stderr)
        return 1
    if args.json:
        print(json.dumps([_as_json(r) for r in results], indent=2, ensure_ascii=False))
    else:
        _print(results, args.query, markers)
    return 0


def _retriever(store: DocumentStore, model: Path | None) -> Retriever:
    from app.commands.index import load_embedder

    embedder = load_embedder(model)
    return Retriever(store, model_id=embedder.model_id,
                     embed_query=lambda q: embedder.embed([q])[0])


def _searcher(store: DocumentStore, args: argparse.Namespace) -> Searcher:
    """Each collection searched with the model that made its vectors (the
    question embedded by it too), unless --model names one for all."""
    if args.mode == "text":
        return Retriever(store, model_id=None, embed_query=None)
    if args.model:
        return _retriever(store, args.model)
    names = {n.lower() for n in args.collection} if args.collection else None
    groups: dict[str, list[int]] = {}
    for collection in store.list_collections():
        if names is None or collection.name.lower() in names:
            made_by = collection.embedding_model_path or ""
            groups.setdefault(made_by if Path(made_by).is_file() else "", []).append(
                collection.id)
    searchers = [(_retriever(store, Path(path) if path else None), ids)
                 for path, ids in groups.items()]
    if len(searchers) > 1:
        return PerModelSearch(searchers)
    return searchers[0][0] if searchers else _retriever(store, None)  # unknown names: said


def _as_json(result: SearchResult) -> dict[str, object]:
    data = asdict(result)
    data["location"] = result.location
    data["passage"] = result.passage
    return data


def _print(results: list[SearchResult], query: str, markers: tuple[str, str]) -> None:
    if not results:
        print(f"No documents match {query!r}.")
        return
    for n, r in enumerate(results, start=1):
        print(f"{n}. {printable(r.path, one_line=True)} ({printable(r.passage, one_line=True)})"
              f" score {r.score:.4f}")
        print(f"    {printable_marked(r.snippet, markers)}")
