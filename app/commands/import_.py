"""`lantern import FILE.json`: add an exported conversation, all its branches."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from app.commands._checks import printable
from app.store import ChatStore, StoreError
from app.store.export import import_file, import_json, load_stream


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = sub.add_parser("import", help="import a conversation from `lantern export "
                                           "--format json` as a new conversation")
    parser.add_argument("file", type=Path, help="the JSON file, or - for standard input")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    try:
        from_stdin = str(args.file) == "-"
        data = _stdin() if from_stdin else None
        with ChatStore.open() as store:  # a file: read as the window reads it
            conversation = (import_json(store, data) if from_stdin
                            else import_file(store, args.file))
    except StoreError as exc:
        print(f"lantern: {exc}", file=sys.stderr)
        return 1
    title = printable(conversation.title, one_line=True) or "(untitled)"
    print(f"Imported conversation {conversation.id}: {title} "
          f"({conversation.message_count} messages)")
    return 0


def _stdin() -> object:
    return load_stream(sys.stdin.buffer)  # bounded: `yes | lantern import -` ends
