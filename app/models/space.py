"""Free disk space, checked with a margin before a download or copy starts."""

from __future__ import annotations

import shutil
from pathlib import Path

from app.models.errors import NotEnoughSpace
from app.said import QT_TRANSLATE_NOOP

MIN_MARGIN = 256 << 20
"""Left free on top of the file: a full disk breaks far more than the download."""


def margin_for(size: int) -> int:
    return max(MIN_MARGIN, size // 50)


def free_bytes(folder: Path) -> int:
    folder.mkdir(parents=True, exist_ok=True)
    return shutil.disk_usage(folder).free


def human(n: float) -> str:
    for unit in ("B", "KB", "MB", "GB"):
        if abs(n) < 1000 or unit == "GB":
            return f"{n:.0f} {unit}" if unit == "B" else f"{n:.1f} {unit}"
        n /= 1000
    return f"{n:.1f} GB"


def require_space(folder: Path, still_to_write: int, total: int,
                  what: str = "download") -> None:
    """NotEnoughSpace (with the numbers) unless the rest fits with the margin.
    `what` is "download" or "copy" (an import), for the message."""
    free = free_bytes(folder)
    needed = still_to_write + margin_for(total)
    if free < needed:
        if what == "download":
            said = QT_TRANSLATE_NOOP(
                "Models", "Not enough free disk space in {folder}: {needed} needed ({rest} still "
                "to download plus {margin} kept free), {free} available. Free some space, or "
                "choose another models folder, then resume.")
        else:
            said = QT_TRANSLATE_NOOP(
                "Models", "Not enough free disk space in {folder}: {needed} needed ({rest} still "
                "to copy plus {margin} kept free), {free} available. Free some space, or "
                "choose another models folder, then import it again (or use it in place).")
        raise NotEnoughSpace(said.format(
            folder=folder, needed=human(needed), rest=human(still_to_write),
            margin=human(margin_for(total)), free=human(free)), needed=needed, free=free)


def out_of_space(folder: Path, written: int, total: int) -> NotEnoughSpace:
    """The error for a write that failed because the disk filled up mid-way."""
    free = free_bytes(folder)
    rest = total - written
    return NotEnoughSpace(QT_TRANSLATE_NOOP(
        "Models", "The disk filled up while downloading into {folder}: {written} of {total} "
        "are saved, {rest} more are needed and {free} is free. Free some space, then resume: "
        "the downloaded part is kept."
    ).format(folder=folder, written=human(written), total=human(total), rest=human(rest),
             free=human(free)), needed=rest + margin_for(total), free=free)
