"""`lantern export ID --format md|json`: write a conversation out."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from app.commands._checks import printable
from app.store import ChatStore, StoreError
from app.store.export import FORMATS, export_text, write_export


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = sub.add_parser(
        "export", help="export a conversation as Markdown (current branch) or JSON (all "
                       "branches, for `lantern import`)")
    parser.add_argument("id", type=int, help="conversation id (see `lantern history`)")
    parser.add_argument("--format", choices=FORMATS, default="md",
                        help="md: readable, the branch on screen; json: everything, "
                             "images inline")
    parser.add_argument("-o", "--output", type=Path,
                        help="write to this file instead of standard output (Markdown: its "
                             "images go beside it, in NAME_images/)")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    try:
        with ChatStore.open() as store:
            if args.output is not None:  # the window writes its exports the same way
                write_export(store, args.id, args.format, args.output)
                print(f"Wrote conversation {args.id} to {args.output}", file=sys.stderr)
                return 0
            text = export_text(store, args.id, args.format)
    except StoreError as exc:
        print(f"lantern: {exc}", file=sys.stderr)
        return 1
    # A terminal runs what it is sent: a title must not move the cursor,
    # recolour the screen or set the window title. A pipe gets the text exactly.
    _write_stdout(printable(text) if sys.stdout.isatty() else text)
    return 0


def _write_stdout(text: str) -> None:
    try:
        sys.stdout.write(text)
    except UnicodeEncodeError:
        # A terminal in a legacy encoding: UTF-8 bytes beat a crash.
        sys.stdout.flush()
        sys.stdout.buffer.write(text.encode("utf-8"))
