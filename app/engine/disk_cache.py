"""The prompt cache on disk: evaluated sequence states that outlive the process.

kv_state.py hands over a sequence's state (what `llama_state_seq_get_data`
wrote, already copied into memory on the engine thread), its tokens and, for
sliding-window models, the window checkpoints it keeps: Gemma 3's states are
saved with their checkpoints, so a restore can roll the window back exactly
as a state remembered in RAM can. A writer thread writes the file; nothing
here touches the engine's context.

A state is reused only when it is exactly right. Every file names its
namespace (a digest of the llama.cpp build and CPU features, the model
file's identity, and the context settings that shape the state: see
kv_state.state_namespace) and its adapters by file identity and scale; a
lookup considers only files of its own namespace and adapters, and the one
sharing the longest token prefix wins.

File: MAGIC, header length and header CRC-32 (struct `_PREFIX`), the header
(JSON), then the body: the state's tokens and each checkpoint's (int32,
little-endian), the state's bytes and each checkpoint's. The header holds the
body's CRC-32, checked before any restore: a cut-short, corrupted or foreign
file is deleted and the prompt is read again.

The folder is kept within its budget by deleting the least recently used
files (a file's mtime is its last use: a restore touches it). Several
processes may share the folder: writes go to a temporary name and are
renamed into place, and a file that vanished between lookup and read is a
miss. A write that fails (disk full, folder read-only) stops the saving for
this process with one notice (`problem`, logged and handed to `on_problem`:
the window shows it), never the chat.
"""

from __future__ import annotations

import contextlib
import errno
import hashlib
import json
import logging
import os
import struct
import threading
import time
import zlib
from array import array
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from app.config import cache_dir
from app.engine.prefix_cache import AdapterKey, CachedState, Checkpoint, common_prefix
from app.said import QT_TRANSLATE_NOOP, Said

if TYPE_CHECKING:
    from app.engine.llama import LlamaEngine

log = logging.getLogger("lantern.engine.disk_cache")

MAGIC = b"LNTNKV01"
SUFFIX = ".lkv"
_PREFIX = struct.Struct("<8sII")
MIN_TOKENS = 256
"""Shorter prompts are read again faster than a file is written and read."""
_MAX_PENDING = 3
"""States waiting for the writer at most; a newer one displaces the oldest."""
_STALE_TEMP_S = 600.0
_HASHED = 1 << 20
"""Bytes hashed at each end of a model or adapter file for its identity."""

STOPPED_FULL = QT_TRANSLATE_NOOP(
    "Engine", "The disk is full: the prompt cache on disk stopped saving ({folder}). Nothing "
    "was lost: answers and conversations go on as before; only a long conversation reopened "
    "after a restart is read again from its start. Free some space on that disk, or turn "
    "the prompt cache on disk off in Settings.")
STOPPED_OTHER = QT_TRANSLATE_NOOP(
    "Engine", "The prompt cache on disk stopped saving: {reason} ({folder}). Nothing was "
    "lost: answers and conversations go on as before; only a long conversation reopened "
    "after a restart is read again from its start. Check that the folder can be written, "
    "or turn the prompt cache on disk off in Settings.")

AdapterIds = tuple[tuple[str, float], ...]
"""Adapters by file identity (file_identity) and scale, sorted."""


def default_folder() -> Path:
    """The cache folder's prompt-cache; `LANTERN_PROMPT_CACHE_DIR` overrides it
    (the tests give each session its own, apart from the shared model cache)."""
    override = os.environ.get("LANTERN_PROMPT_CACHE_DIR")
    return Path(override) if override else cache_dir() / "prompt-cache"


def attach(engine: LlamaEngine, on: bool, budget_mb: int, folder: Path | None = None,
           min_tokens: int = MIN_TOKENS) -> DiskCache | None:
    """Give `engine` the disk store the settings ask for (None: off)."""
    if not on or budget_mb <= 0:
        return None
    store = engine.cache.use_disk(folder or default_folder(), budget_mb << 20,
                                  engine.adapters.path_of)
    store.min_tokens = min_tokens
    return store


_identities: dict[tuple[str, int, int], str] = {}


def file_identity(path: Path) -> str:
    """Size, modification time and a hash of both ends of the file: another
    file under the same name (a new download, a re-quantised model) differs."""
    stat = path.stat()
    known = (str(path), stat.st_size, stat.st_mtime_ns)
    if known in _identities:
        return _identities[known]
    digest = hashlib.sha256()
    with path.open("rb") as file:
        digest.update(file.read(_HASHED))
        if stat.st_size > 2 * _HASHED:
            file.seek(-_HASHED, os.SEEK_END)
            digest.update(file.read(_HASHED))
    identity = f"{stat.st_size}-{stat.st_mtime_ns}-{digest.hexdigest()[:32]}"
    _identities[known] = identity
    return identity


def folder_bytes(folder: Path) -> int:
    """What the cache's files take on disk (0 for a folder not there)."""
    return sum(size for _path, size, _used in _files(folder))


def clear_folder(folder: Path) -> int:
    """Delete every saved state; return the bytes freed."""
    freed = 0
    for path, size, _used in _files(folder, with_temp=True):
        with contextlib.suppress(OSError):
            path.unlink()
            freed += size
    return freed


def _files(folder: Path, with_temp: bool = False) -> list[tuple[Path, int, float]]:
    """(path, size, last use) of the cache files in `folder`."""
    found: list[tuple[Path, int, float]] = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return found
    for entry in entries:
        if not (entry.name.endswith(SUFFIX) or (with_temp and entry.name.endswith(".tmp"))):
            continue
        with contextlib.suppress(OSError):
            stat = entry.stat()
            found.append((Path(entry.path), stat.st_size, stat.st_mtime))
    return found


@dataclass(frozen=True)
class SavedState:
    """A state file of this namespace, as its header describes it."""

    path: Path
    adapters: AdapterIds
    tokens: tuple[int, ...]


class Damaged(Exception):
    """A file that is not a whole, intact state file of this format."""


def encode(namespace: str, adapters: AdapterIds,
           state: CachedState) -> list[bytes | memoryview]:
    """The file's parts, in order (written one after another)."""
    body: list[bytes | memoryview] = [array("i", state.tokens).tobytes()]
    body += [array("i", c.tokens).tobytes() for c in state.checkpoints]
    body += [state.data, *(c.data for c in state.checkpoints)]
    crc = 0
    for part in body:
        crc = zlib.crc32(part, crc)
    header = json.dumps({
        "namespace": namespace, "adapters": [list(a) for a in adapters],
        "tokens": len(state.tokens), "data": len(state.data), "crc": crc,
        "checkpoints": [[len(c.tokens), c.oldest, len(c.data)] for c in state.checkpoints],
    }).encode()
    prefix = _PREFIX.pack(MAGIC, len(header), zlib.crc32(header))
    return [prefix, header, *body]


def _read_header(file: Any, size: int) -> dict[str, Any]:
    raw = file.read(_PREFIX.size)
    if len(raw) < _PREFIX.size:
        raise Damaged("shorter than a header")
    magic, length, crc = _PREFIX.unpack(raw)
    if magic != MAGIC or length > size:
        raise Damaged("not a state file of this format")
    header_bytes = file.read(length)
    if len(header_bytes) != length or zlib.crc32(header_bytes) != crc:
        raise Damaged("header damaged")
    try:
        header: dict[str, Any] = json.loads(header_bytes)
        checkpoints = [(int(n), int(o), int(d)) for n, o, d in header["checkpoints"]]
        body = 4 * (int(header["tokens"]) + sum(n for n, _, _ in checkpoints))
        body += int(header["data"]) + sum(d for _, _, d in checkpoints)
    except (ValueError, KeyError, TypeError) as exc:
        raise Damaged(f"header unreadable: {exc}") from exc
    if _PREFIX.size + length + body != size:
        raise Damaged("cut short" if _PREFIX.size + length + body > size else "too long")
    header["checkpoints"] = checkpoints
    return header


def _tokens(raw: bytes | memoryview) -> tuple[int, ...]:
    values = array("i")
    values.frombytes(raw)
    return tuple(values)


def read_state(path: Path, adapters: AdapterKey) -> CachedState:
    """The whole state in `path`, its checksum verified (Damaged if not).
    Read once into one buffer; the state's bytes are views into it. The buffer
    is numpy's uninitialised one, not a bytearray: a bytearray is zeroed first,
    a pass over every page of ~100 MB that made reading the file 2-3 times
    slower (issue 35: 164-272 ms against 60-86 ms for 94 MB, at load 12)."""
    with path.open("rb") as file:
        size = os.fstat(file.fileno()).st_size
        header = _read_header(file, size)
        view = np.empty(size - file.tell(), dtype=np.uint8).data  # a writable memoryview
        if file.readinto(view) != len(view):
            raise Damaged("cut short while reading")
    if zlib.crc32(view) != header["crc"]:
        raise Damaged("checksum mismatch")
    at = 0

    def take(count: int) -> memoryview:
        nonlocal at
        at += count
        return view[at - count:at]

    tokens = _tokens(take(4 * header["tokens"]))
    checkpoint_tokens = [_tokens(take(4 * n)) for n, _, _ in header["checkpoints"]]
    data = take(header["data"])
    # Checkpoints are small and may be kept long: copied, so that they do not
    # hold the whole buffer.
    checkpoints = tuple(Checkpoint(t, oldest, bytes(take(length))) for t, (_, oldest, length)
                        in zip(checkpoint_tokens, header["checkpoints"], strict=True))
    return CachedState(adapters, tokens, data, checkpoints)


@dataclass(frozen=True)
class _Save:
    adapters: AdapterIds
    state: CachedState


class DiskCache:
    """The state files of one namespace in `folder`, within `budget_bytes`."""

    def __init__(self, folder: Path, budget_bytes: int, namespace: str,
                 min_tokens: int = MIN_TOKENS) -> None:
        self.folder, self.budget_bytes, self.namespace = folder, budget_bytes, namespace
        self.min_tokens = min_tokens
        self.problem: Said | None = None
        """Why saving stopped (a write failed), once it has; None while it works."""
        self.on_problem: Callable[[Said], None] | None = None
        """Called once, on the writer thread, when saving stops (the window's notice)."""
        self._lock = threading.Condition()
        self._saved: dict[str, SavedState] = {}  # this namespace's files, by name
        self._looked: set[str] = set()  # every file name whose header was read
        self._folder_stamp = -1
        self._pending: list[_Save] = []
        self._writer: threading.Thread | None = None

    # -- lookups (engine thread) -------------------------------------------------

    def best(self, adapters: AdapterIds, tokens: Sequence[int]) -> tuple[SavedState | None, int]:
        """The saved state sharing the longest prefix with `tokens`."""
        self._scan()
        best: SavedState | None = None
        best_len = 0
        with self._lock:
            candidates = [s for s in self._saved.values() if s.adapters == adapters]
        for saved in candidates:
            length = common_prefix(saved.tokens, tokens)
            if length > best_len:
                best, best_len = saved, length
        return best, best_len

    def load(self, saved: SavedState, adapters: AdapterKey) -> CachedState | None:
        """The state of `saved`, or None (a damaged file is deleted, a vanished one forgotten)."""
        try:
            state = read_state(saved.path, adapters)
        except FileNotFoundError:
            self._forget(saved.path.name)
            return None
        except (OSError, Damaged) as exc:
            log.warning("Dropping the saved prompt state %s: %s", saved.path.name, exc)
            self.drop(saved)
            return None
        if state.tokens != saved.tokens:
            self.drop(saved)  # replaced by another process since it was scanned
            return None
        with contextlib.suppress(OSError):
            os.utime(saved.path)  # its last use, for the least-recently-used eviction
        return state

    def drop(self, saved: SavedState) -> None:
        """Delete a state that proved unusable."""
        self._forget(saved.path.name)
        with contextlib.suppress(OSError):
            saved.path.unlink()

    def _forget(self, name: str) -> None:
        with self._lock:
            self._saved.pop(name, None)

    def _scan(self) -> None:
        """Read the headers of files not seen yet (other processes add some)."""
        try:
            stamp = self.folder.stat().st_mtime_ns
        except OSError:
            return
        if stamp == self._folder_stamp:
            return
        self._folder_stamp = stamp
        present = {path.name: path for path, _size, _used in _files(self.folder)}
        with self._lock:
            for name in [n for n in self._saved if n not in present]:
                del self._saved[name]
            new = [p for n, p in present.items() if n not in self._looked]
            self._looked = set(present)
        for path in new:
            self._index(path)
        self._remove_stale_temp()

    def _index(self, path: Path) -> None:
        try:
            with path.open("rb") as file:
                header = _read_header(file, os.fstat(file.fileno()).st_size)
                if header.get("namespace") != self.namespace:
                    return  # another model or settings: not ours to judge
                tokens = _tokens(file.read(4 * header["tokens"]))
                adapters = tuple((str(i), float(s)) for i, s in header["adapters"])
        except FileNotFoundError:
            return
        except (OSError, Damaged, ValueError, TypeError) as exc:
            log.warning("Dropping the saved prompt state %s: %s", path.name, exc)
            with contextlib.suppress(OSError):
                path.unlink()
            return
        with self._lock:
            self._saved[path.name] = SavedState(path, adapters, tokens)

    def _remove_stale_temp(self) -> None:
        """Temporary files of a writer that died (another process's live ones are young)."""
        now = time.time()
        for path, _size, used in _files(self.folder, with_temp=True):
            if path.name.endswith(".tmp") and now - used > _STALE_TEMP_S:
                with contextlib.suppress(OSError):
                    path.unlink()

    # -- saving (the engine thread hands over, the writer thread writes) ---------

    def wants(self, adapters: AdapterIds, tokens: Sequence[int]) -> bool:
        """Whether a state of `tokens` is worth saving (asked before copying it)."""
        if self.problem is not None or len(tokens) < self.min_tokens:
            return False
        with self._lock:
            # A saved state of these tokens or more already serves them.
            return not any(s.adapters == adapters and _covers(s.tokens, tokens)
                           for s in self._saved.values())

    def save(self, adapters: AdapterIds, state: CachedState) -> None:
        """Queue `state` for writing; returns at once."""
        if not self.wants(adapters, state.tokens) or state.size > self.budget_bytes:
            return
        with self._lock:
            # A queued prefix of this state is served by it: only the newest is written.
            self._pending = [p for p in self._pending
                             if not (p.adapters == adapters and _covers(state.tokens,
                                                                         p.state.tokens))]
            self._pending.append(_Save(adapters, state))
            del self._pending[:-_MAX_PENDING]
            if self._writer is None:
                # Not a daemon: at exit, the interpreter waits for the last writes.
                self._writer = threading.Thread(target=self._write_pending,
                                                name="lantern-prompt-cache-writer")
                self._writer.start()

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until every queued state is written and the writer thread has
        ended; False on timeout."""
        with self._lock:
            writer = self._writer
            if not self._lock.wait_for(lambda: self._writer is None, timeout):
                return False
        if writer is not None:
            writer.join(timeout)
        return writer is None or not writer.is_alive()

    def _write_pending(self) -> None:
        while True:
            with self._lock:
                if not self._pending or self.problem is not None:
                    self._pending.clear()
                    self._writer = None
                    self._lock.notify_all()
                    return
                item = self._pending.pop(0)
            self._write(item)

    def _write(self, item: _Save) -> None:
        key = hashlib.sha256(json.dumps([self.namespace, item.adapters]).encode())
        key.update(array("i", item.state.tokens).tobytes())
        path = self.folder / f"{key.hexdigest()[:40]}{SUFFIX}"
        temp = path.with_name(f"{path.name}.{os.getpid()}.{threading.get_ident()}.tmp")
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            with temp.open("wb") as file:
                for part in encode(self.namespace, item.adapters, item.state):
                    file.write(part)
            os.replace(temp, path)
        except FileNotFoundError:
            return  # the folder was cleared meanwhile (Settings, `lantern cache --clear`)
        except OSError as exc:
            with contextlib.suppress(OSError):
                temp.unlink()
            self._stop(exc)
            return
        saved = SavedState(path, item.adapters, item.state.tokens)
        with self._lock:
            self._looked.add(path.name)
            self._saved[path.name] = saved
            redundant = [s for s in self._saved.values() if s.path != path
                         and s.adapters == item.adapters and _covers(item.state.tokens, s.tokens)]
        for old in redundant:
            self.drop(old)
        self._evict(keep=path)

    def _stop(self, exc: OSError) -> None:
        if self.problem is not None:
            return
        template = (STOPPED_FULL if exc.errno in (errno.ENOSPC, errno.EDQUOT)
                    else STOPPED_OTHER)
        self.problem = template.format(reason=exc.strerror or str(exc), folder=str(self.folder))
        log.warning("%s", self.problem)
        if self.on_problem is not None:
            self.on_problem(self.problem)

    def _evict(self, keep: Path) -> None:
        """Delete the least recently used files until the folder fits the budget."""
        files = sorted(_files(self.folder), key=lambda f: f[2])
        total = sum(size for _path, size, _used in files)
        for path, size, _used in files:
            if total <= self.budget_bytes:
                return
            if path == keep:
                continue
            with contextlib.suppress(OSError):
                path.unlink()
                total -= size
            self._forget(path.name)


def _covers(long: Sequence[int], short: Sequence[int]) -> bool:
    """Whether `short` is a prefix of `long` (so a state of `long` serves it)."""
    return len(short) <= len(long) and tuple(long[: len(short)]) == tuple(short)
