"""`lantern history [--search TEXT]`: list saved conversations or find messages."""

from __future__ import annotations

import argparse
import sys
from datetime import datetime

from app.commands._checks import int_in, printable, printable_marked
from app.store import ChatStore, Conversation, SearchHit, StoreError

_BOLD = ("\x1b[1m", "\x1b[0m")
_PLAIN = ("[", "]")


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = sub.add_parser("history", help="list saved conversations, or search them")
    parser.add_argument("--search", metavar="TEXT",
                        help="show messages containing all these words (the last may be "
                             "the start of a word)")
    parser.add_argument("--order", choices=("recent", "rank"), default="recent",
                        help="search results newest first (default) or best match first")
    parser.add_argument("--limit", type=int_in(1, 1_000_000), default=50,
                        help="how many to show (default 50)")
    parser.add_argument("--deleted", action="store_true",
                        help="list deleted conversations that can still be restored")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    try:
        with ChatStore.open() as store:
            if args.search:
                markers = _BOLD if sys.stdout.isatty() else _PLAIN
                hits = store.search(args.search, order=args.order, limit=args.limit,
                                    markers=markers)
                _print_hits(hits, args.search, markers)
            else:
                conversations = store.list_conversations(limit=args.limit,
                                                         deleted=args.deleted)
                _print_conversations(conversations)
    except StoreError as exc:
        print(f"lantern: {exc}", file=sys.stderr)
        return 1
    return 0


def _when(timestamp: float) -> str:
    return datetime.fromtimestamp(timestamp).strftime("%Y-%m-%d %H:%M")


def _print_conversations(conversations: list[Conversation]) -> None:
    if not conversations:
        print("No conversations yet.")
        return
    print(f"{'ID':>6}  {'LAST ACTIVITY':<16}  {'MSGS':>5}  TITLE")
    for c in conversations:
        pin = "*" if c.pinned else " "
        title = printable(c.title, one_line=True) or "(untitled)"
        print(f"{c.id:>6}  {_when(c.updated_at):<16}  {c.message_count:>5} {pin}{title}")


def _print_hits(hits: list[SearchHit], text: str, markers: tuple[str, str]) -> None:
    if not hits:
        print(f"No messages match {text!r}.")
        return
    for hit in hits:
        snippet = printable_marked(" ".join(hit.snippet.split()), markers)
        title = printable(hit.title, one_line=True) or "(untitled)"
        print(f"conversation {hit.conversation_id}, message {hit.message_id} "
              f"({hit.role}, {_when(hit.created_at)}): {title}")
        print(f"    {snippet}")
