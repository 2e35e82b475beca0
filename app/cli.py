"""`lantern` opens the window; subcommands run headless on the same engine.

Each subcommand lives in `app/commands/<name>.py` with `register(subparsers)`
that adds its parser and sets `func`; modules there are found automatically,
so adding a command never touches this file (`_`-prefixed modules are helpers).
"""

from __future__ import annotations

import errno
import gc
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING

from app import __version__

if TYPE_CHECKING:  # argparse loads for subcommands only, not for the window
    import argparse


def build_parser() -> argparse.ArgumentParser:
    import argparse
    import importlib
    import pkgutil

    import app.commands

    parser = argparse.ArgumentParser(
        prog="lantern", description="Private, local AI chat and document search."
    )
    parser.add_argument("--version", action="version", version=f"Lantern {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    modules = sorted(pkgutil.iter_modules(app.commands.__path__), key=lambda m: m.name)
    for module in (m for m in modules if not m.name.startswith("_")):
        importlib.import_module(f"app.commands.{module.name}").register(sub)
    return parser


def open_window() -> int:
    # No cyclic garbage collection while the window and the model start: the
    # imports make hundreds of thousands of long-lived objects, and collecting
    # among them cost ~10 ms before the first paint alone. Once the model is
    # ready, app.ui.app hands collecting to the GUI thread (app.ui.gui_collector).
    gc.disable()
    from app.system_libs import window_can_start

    problem = window_can_start()
    if problem is not None:  # Qt would abort without naming the library
        print(f"lantern: {problem}", file=sys.stderr)
        return 1
    from app.ui.app import run_window  # Qt only when the window is wanted

    return run_window()


def main(argv: Sequence[str] | None = None) -> int:
    if not (sys.argv[1:] if argv is None else argv):
        # Plain `lantern`: the window, without importing every subcommand (the
        # parser loads their stacks, about a second before the first paint).
        return open_window()
    from app.commands._checks import not_utf8

    args = build_parser().parse_args(argv)
    bad = not_utf8(vars(args).values())
    if bad is not None:
        # Checked before any command runs, so nothing half-done is left behind.
        print(f"lantern: the argument '{bad}' is not valid UTF-8 text. Check that the "
              "terminal uses a UTF-8 locale (LANG=C.UTF-8 or similar) and type it again.",
              file=sys.stderr)
        return 2
    if args.command is None:
        return open_window()
    problem = data_folder_problem()
    if problem is not None:
        print(f"lantern: {problem}", file=sys.stderr)
        return 2
    try:
        code: int = args.func(args)
    except OSError as exc:  # what no command foresaw: the file and the reason, no traceback
        print(f"lantern: {_os_error_text(exc)}", file=sys.stderr)
        return 1
    sys.stdout.flush()
    return code


def data_folder_problem() -> str | None:
    """Why the data folder cannot hold Lantern's files, or None."""
    from app.config import data_dir

    folder = data_dir()
    if folder.exists() and not folder.is_dir():
        return (f"Lantern's data folder {folder} is a file, not a folder: move it away, or "
                "set LANTERN_DATA_DIR to another folder.")
    return None


def _os_error_text(exc: OSError) -> str:
    if exc.errno == errno.EROFS:
        where = exc.filename or "the data folder"
        return (f"{where} is on a read-only disk: Lantern cannot save there. Set "
                "LANTERN_DATA_DIR to a writable folder.")
    if exc.filename and exc.strerror:
        return f"{exc.filename}: {exc.strerror}."
    return str(exc)
