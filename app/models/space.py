"""Free disk space, checked with a margin before a download or copy starts."""

from __future__ import annotations

import shutil
from pathlib import Path

from app.models.errors import NotEnoughSpace

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
        then = "resume" if what == "download" else "import it again (or use it in place)"
        raise NotEnoughSpace(
            f"Not enough free disk space in {folder}: {human(needed)} needed "
            f"({human(still_to_write)} still to {what} plus {human(margin_for(total))} "
            f"kept free), {human(free)} available. Free some space, or choose another "
            f"models folder, then {then}.", needed=needed, free=free)


def out_of_space(folder: Path, written: int, total: int) -> NotEnoughSpace:
    """The error for a write that failed because the disk filled up mid-way."""
    free = free_bytes(folder)
    rest = total - written
    return NotEnoughSpace(
        f"The disk filled up while downloading into {folder}: {human(written)} of "
        f"{human(total)} are saved, {human(rest)} more are needed and "
        f"{human(free)} is free. Free some space, then resume: the downloaded part is kept.",
        needed=rest + margin_for(total), free=free)
