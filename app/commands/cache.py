"""`lantern cache`: where the prompt cache on disk is, what it takes, and emptying it.

The cache itself is written by the engine (app.engine.disk_cache); `lantern
chat` and `lantern serve` take --disk-cache / --no-disk-cache and
--disk-cache-mb, Settings → Prompt cache has the same choices.
"""

from __future__ import annotations

import argparse

from app.config import load_settings
from app.engine.disk_cache import clear_folder, default_folder, folder_bytes
from app.models.space import human


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = sub.add_parser("cache", help="show or empty the prompt cache on disk")
    parser.add_argument("--clear", action="store_true",
                        help="delete every saved prompt state (answers are not affected; "
                             "the next answer of each conversation reads its prompt again)")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    folder = default_folder()
    if args.clear:
        print(f"Cleared the prompt cache on disk: freed {human(clear_folder(folder))} "
              f"({folder}).")
        return 0
    settings = load_settings()
    state = "on" if settings.cache_disk else "off"
    print(f"Prompt cache on disk: {state}, {human(folder_bytes(folder))} used of a "
          f"{settings.cache_disk_mb} MB budget ({folder}).")
    return 0
