"""One verified, resumable file transfer over HTTP.

Resume is Range + If-Range, and only a 206 whose Content-Range starts where
the partial file ends is appended. A 200 (the server ignored the range, or
the file changed since) replaces the partial file from its first byte: it
is never appended. Every byte, old and new, goes through SHA-256; a
mismatch deletes the partial file. The finished file is fsynced, then
renamed into place, so a crash never leaves a file that looks complete.
"""

from __future__ import annotations

import errno
import hashlib
import os
import re
import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, BinaryIO

from app.models.errors import DownloadError, Stopped, VerificationError
from app.models.space import out_of_space, require_space
from app.said import QT_TRANSLATE_NOOP

if TYPE_CHECKING:  # httpx loads on first use: not with the window
    import httpx

READ_CHUNK = 4 << 20
PROGRESS_INTERVAL_S = 0.2
PROGRESS_STEP = 0.01
"""A report also every 1% of the file: a fast stream that then stalls still shows
what arrived (the timer alone could leave the last 0.2 s, tens of MB, unshown)."""
NO_SPACE = {errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)}


@dataclass(frozen=True)
class Progress:
    done: int
    total: int
    speed_bps: float
    """Bytes a second over the last few seconds."""

    @property
    def eta_s(self) -> float | None:
        return (self.total - self.done) / self.speed_bps if self.speed_bps > 0 else None

    @property
    def fraction(self) -> float:
        return self.done / self.total if self.total else 0.0


class Control:
    """Pause or cancel a running transfer from another thread."""

    def __init__(self) -> None:
        self._event = threading.Event()
        self.reason = ""

    def stop(self, reason: str) -> None:
        self.reason = reason
        self._event.set()

    @property
    def stopped(self) -> bool:
        return self._event.is_set()

    def check(self) -> None:
        if self._event.is_set():
            raise Stopped(self.reason)

    def wait(self, seconds: float) -> bool:
        """Sleep unless stopped first; True when stopped."""
        return self._event.wait(seconds)


class RateMeter:
    """Speed over a sliding window, so ETA follows the current rate."""

    def __init__(self, window_s: float = 3.0) -> None:
        self.window_s = window_s
        self._samples: deque[tuple[float, int]] = deque()

    def add(self, total_done: int) -> float:
        now = time.monotonic()
        self._samples.append((now, total_done))
        while len(self._samples) > 2 and now - self._samples[0][0] > self.window_s:
            self._samples.popleft()
        first_t, first_done = self._samples[0]
        return (total_done - first_done) / (now - first_t) if now > first_t else 0.0


@dataclass(frozen=True)
class Target:
    url: str
    dest: Path
    size: int
    sha256: str
    validator: str | None = None
    """A strong ETag or Last-Modified seen earlier, sent as If-Range."""


ProgressFn = Callable[[Progress], None]


def partial_path(dest: Path) -> Path:
    return dest.with_name(dest.name + ".part")


def hash_existing(path: Path, control: Control) -> tuple[hashlib._Hash, int]:
    hasher = hashlib.sha256()
    done = 0
    with path.open("rb") as handle:
        while chunk := handle.read(READ_CHUNK):
            control.check()
            hasher.update(chunk)
            done += len(chunk)
    return hasher, done


def fetch(client: httpx.Client, target: Target, control: Control,
          on_progress: ProgressFn, on_validator: Callable[[str], None]) -> None:
    """Download `target` (resuming a partial file), verify it, move it into place."""
    part = partial_path(target.dest)
    part.parent.mkdir(parents=True, exist_ok=True)
    have = part.stat().st_size if part.exists() else 0
    if have > target.size:  # cannot be a prefix of the file we want
        part.unlink()
        have = 0
    require_space(part.parent, target.size - have, target.size)
    hasher, have = hash_existing(part, control) if have else (hashlib.sha256(), 0)
    if have < target.size:
        hasher = _transfer(client, target, part, have, hasher, control, on_progress,
                           on_validator)
    _finish(part, target, hasher)


def _request_headers(target: Target, have: int) -> dict[str, str]:
    if not have:
        return {}
    headers = {"Range": f"bytes={have}-"}
    if target.validator:
        headers["If-Range"] = target.validator
    return headers


def _transfer(client: httpx.Client, target: Target, part: Path, have: int,
              hasher: hashlib._Hash, control: Control, on_progress: ProgressFn,
              on_validator: Callable[[str], None]) -> hashlib._Hash:
    """Fetch the rest (or all) of the file into `part`; the hash of its bytes."""
    import httpx

    done = have
    try:
        with client.stream("GET", target.url, headers=_request_headers(target, have)) as reply:
            done = _start_offset(reply, have, target)
            if done == 0 and have:
                hasher = hashlib.sha256()  # a full body: start over, never append
            if validator := _validator(reply):
                on_validator(validator)
            with part.open("r+b" if done else "wb") as out:
                out.seek(done)
                out.truncate()
                done = _copy(reply, out, hasher, done, target, control, on_progress)
                out.flush()
                os.fsync(out.fileno())
    except httpx.TransportError as exc:
        raise DownloadError(QT_TRANSLATE_NOOP(
            "Models", "The connection broke: {reason}. The downloaded part is kept; resume to "
            "continue.").format(reason=exc or type(exc).__name__)) from exc
    except OSError as exc:
        if exc.errno in NO_SPACE:
            saved = part.stat().st_size if part.exists() else 0
            raise out_of_space(target.dest.parent, saved, target.size) from exc
        raise DownloadError(QT_TRANSLATE_NOOP("Models", "Could not write {path}: {reason}.").format(
            path=part, reason=exc.strerror)) from exc
    if done != target.size:
        raise DownloadError(QT_TRANSLATE_NOOP(
            "Models", "The server sent {done} of {size} bytes; the part is kept; resume to "
            "continue.").format(done=done, size=target.size))
    return hasher


def _start_offset(reply: httpx.Response, have: int, target: Target) -> int:
    if reply.status_code == 206:
        match = re.match(r"bytes (\d+)-(\d+)/(\d+|\*)", reply.headers.get("content-range", ""))
        if match and int(match.group(1)) == have:
            return have
        raise DownloadError(QT_TRANSLATE_NOOP(
            "Models", "The server answered a different byte range ({range!r}) than asked for."
        ).format(range=reply.headers.get("content-range")))
    if reply.status_code == 200:
        length = reply.headers.get("content-length")
        if length is not None and int(length) != target.size:
            raise DownloadError(QT_TRANSLATE_NOOP(
                "Models", "The server offers {length} bytes but the file should be {size}; it "
                "may have changed. Try again later.").format(length=length, size=target.size))
        return 0
    if reply.status_code in (401, 403):
        raise DownloadError(QT_TRANSLATE_NOOP(
            "Models", "The server refused the download (gated or private file)."))
    raise DownloadError(QT_TRANSLATE_NOOP("Models", "The server answered {code} for {url}.").format(
        code=reply.status_code, url=target.url))


def _validator(reply: httpx.Response) -> str | None:
    etag: str | None = reply.headers.get("etag")
    if etag and not etag.startswith("W/"):
        return etag
    modified: str | None = reply.headers.get("last-modified")
    return modified


def _copy(reply: httpx.Response, out: BinaryIO, hasher: hashlib._Hash, done: int,
          target: Target, control: Control, on_progress: ProgressFn) -> int:
    meter = RateMeter()
    step = max(1, int(target.size * PROGRESS_STEP))
    last_report, reported = 0.0, done
    for chunk in reply.iter_bytes():
        control.check()
        out.write(chunk)
        # Flushed per chunk so the part on disk is every byte that arrived: a
        # stalled, killed or crashed download keeps (and shows) all of it.
        out.flush()
        hasher.update(chunk)
        done += len(chunk)
        now = time.monotonic()
        if (now - last_report >= PROGRESS_INTERVAL_S or done - reported >= step
                or done == target.size):
            last_report, reported = now, done
            on_progress(Progress(done, target.size, meter.add(done)))
    return done


def _finish(part: Path, target: Target, hasher: hashlib._Hash) -> None:
    digest = hasher.hexdigest()
    if digest != target.sha256:
        part.unlink(missing_ok=True)
        raise VerificationError(QT_TRANSLATE_NOOP(
            "Models", "{name} failed verification: its SHA-256 is {digest}, but {expected} was "
            "expected. The damaged download was deleted; download it again."
        ).format(name=target.dest.name, digest=digest, expected=target.sha256))
    os.replace(part, target.dest)
    _fsync_folder(target.dest.parent)


def _fsync_folder(folder: Path) -> None:
    if os.name != "posix":
        return
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)
