"""`lantern` opens the window; subcommands run headless on the same engine.

Each subcommand lives in `app/commands/<name>.py` with `register(subparsers)`
that adds its parser and sets `func`; modules there are found automatically,
so adding a command never touches this file (`_`-prefixed modules are helpers).
"""

from __future__ import annotations

import errno
import gc
import os
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING

from app import __version__, interrupt

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
    """`lantern ARGS`; with `argv` None this is the process itself (the
    console script, `python -m app`), whose standard streams and Ctrl+C are
    set up here; tests pass `argv` and keep their own."""
    if argv is None:
        standard_streams()
    if not (sys.argv[1:] if argv is None else argv):
        # Plain `lantern`: the window, without importing every subcommand (the
        # parser loads their stacks, about a second before the first paint).
        return open_window()
    if argv is None:
        interrupt.install()
    try:
        return run_command(argv)
    except KeyboardInterrupt:  # Ctrl+C at any moment: no traceback, the shell's code
        print("\nlantern: stopped.", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return quiet_broken_pipe()


def run_command(argv: Sequence[str] | None) -> int:
    interrupt.phase("imports")
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
        sys.stdout.flush()
    except BrokenPipeError:
        raise
    except OSError as exc:  # what no command foresaw: the file and the reason, no traceback
        print(f"lantern: {_os_error_text(exc)}", file=sys.stderr)
        return 1
    return code


SIGPIPE_EXIT = 141
"""128 + SIGPIPE: how a shell sees a Unix tool whose reader went away."""


def quiet_broken_pipe() -> int:
    """The reader of stdout went away (`lantern history | head -3`): end
    quietly, as Unix tools do. stdout now points at /dev/null, so that the
    interpreter's own flush at exit does not complain again."""
    null = os.open(os.devnull, os.O_WRONLY)
    try:
        os.dup2(null, sys.stdout.fileno())
    except (OSError, ValueError):
        pass
    finally:
        os.close(null)
    return SIGPIPE_EXIT


def standard_streams() -> None:
    """A standard stream the caller closed (`lantern chat hi <&- >&-`) reads
    as empty input or swallows output, as /dev/null does. The descriptor is
    filled too, not just sys.stdin/out/err: a file opened later (the
    database) would otherwise take number 1, and anything written to
    "stdout" by native code or a child process would land in it."""
    for fd, name in ((0, "stdin"), (1, "stdout"), (2, "stderr")):
        try:
            os.fstat(fd)
        except OSError:
            null = os.open(os.devnull, os.O_RDWR)
            if null != fd:
                os.dup2(null, fd)
                os.close(null)
        if getattr(sys, name) is None:
            setattr(sys, name, open(fd, "r" if fd == 0 else "w",  # noqa: SIM115 - for good
                                    encoding="utf-8", errors="replace", closefd=False))


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
