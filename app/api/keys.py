"""The API key: generated on first use, kept in a file only the user can read.

A file with mode 0600 in Lantern's data folder rather than the OS keyring:
`lantern serve` must work headless, where no keyring daemon runs, and the
window shows the same key. A key file others can read is tightened, since
a readable key is no key.
"""

from __future__ import annotations

import contextlib
import errno
import os
import secrets
import stat
import tempfile
import threading
from pathlib import Path

from app.config import data_dir

KEY_FILE_NAME = "api-key"
KEY_PREFIX = "lantern-"


def key_path() -> Path:
    return data_dir() / KEY_FILE_NAME


def _new_key() -> str:
    return KEY_PREFIX + secrets.token_urlsafe(32)


class KeyFileError(OSError):
    """The key file or its folder is not usable; the message says what to do."""


def _write_private(path: Path, key: str, *, replace: bool) -> None:
    """Write the key whole, 0600 from the first byte: a temp file renamed (or,
    for a first key, linked, which fails if another process made one first),
    so no process ever reads a half-written or empty key."""
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}-")
    try:
        with contextlib.suppress(OSError):  # Windows keeps ACLs, not modes
            os.chmod(tmp, 0o600)
        with os.fdopen(fd, "w", encoding="ascii") as out:
            out.write(key + "\n")
            out.flush()
            os.fsync(out.fileno())
        if replace:
            os.replace(tmp, path)
        else:
            os.link(tmp, path)
    finally:
        Path(tmp).unlink(missing_ok=True)


def load_or_create_key(path: Path | None = None) -> str:
    """The saved key, made now (0600) if there is none yet."""
    path = path or key_path()
    try:
        return _load_or_create(path)
    except KeyFileError:
        raise
    except UnicodeDecodeError:
        raise KeyFileError(f"The API key file {path} is not plain ASCII text; delete it "
                           "and a new key is made.") from None
    except OSError as exc:
        raise KeyFileError(_problem(path, exc)) from exc


def _load_or_create(path: Path) -> str:
    _check_folder(path.parent)
    if path.is_symlink() and not path.exists():
        raise KeyFileError(f"The API key file {path} is a link to nothing "
                           f"({os.readlink(path)}); delete it and a new key is made.")
    if path.exists() and not path.is_file():
        raise KeyFileError(f"The API key file {path} is not a file; remove it and a new "
                           "key is made.")
    # Usually it exists already (made before, or just now by another process).
    with contextlib.suppress(FileExistsError):
        _write_private(path, _new_key(), replace=False)
    if os.name == "posix" and stat.S_IMODE(path.stat().st_mode) & 0o077:
        os.chmod(path, 0o600)
    key = path.read_text(encoding="ascii").strip()
    if not key:  # emptied by hand: a server without a key must not start
        key = regenerate_key(path)
    return key


def _check_folder(folder: Path) -> None:
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except FileExistsError:
        raise KeyFileError(f"Lantern's data folder {folder} is a file, not a folder: move "
                           "it away, or set LANTERN_DATA_DIR to another folder.") from None


def _problem(path: Path, exc: OSError) -> str:
    if exc.errno == errno.EROFS or exc.errno == errno.EACCES:
        return (f"The API key file {path} cannot be made or read: {exc.strerror} "
                "(the data folder is read-only?). Set LANTERN_API_KEY, or make the folder "
                "writable, or set LANTERN_DATA_DIR to one that is.")
    if exc.errno == errno.ENOTDIR:
        return (f"Lantern's data folder {path.parent} is not a folder: move the file in the "
                "way, or set LANTERN_DATA_DIR to another folder.")
    return f"The API key file {path} cannot be used: {exc.strerror or exc}."


def regenerate_key(path: Path | None = None) -> str:
    """Replace the key; clients using the old one get 401 from now on."""
    path = path or key_path()
    try:
        _check_folder(path.parent)
        key = _new_key()
        _write_private(path, key, replace=True)
    except KeyFileError:
        raise
    except OSError as exc:
        raise KeyFileError(_problem(path, exc)) from exc
    return key


class LiveKey:
    """The key as the key file says *now*: a running server checks each request
    against it, so "New key" (in the window, or another Lantern process)
    revokes the old key for the very next request. One stat() per request;
    the file is read again only when it was replaced."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or key_path()
        self._seen: tuple[int, int, int] | None = None
        self._key = ""
        self._lock = threading.Lock()

    def __call__(self) -> str:
        """The current key; "" (every request refused) when there is none."""
        try:
            info = os.stat(self.path)
        except OSError:
            return ""
        seen = (info.st_ino, info.st_mtime_ns, info.st_size)
        with self._lock:
            if seen != self._seen:
                try:
                    self._key = self.path.read_text(encoding="ascii").strip()
                except (OSError, UnicodeDecodeError):
                    self._key = ""
                self._seen = seen
            return self._key
