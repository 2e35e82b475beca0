"""The API key: generated on first use, kept in a file only the user can read.

A file with mode 0600 in Lantern's data folder rather than the OS keyring:
`lantern serve` must work headless, where no keyring daemon runs, and the
window shows the same key. A key file others can read is tightened, since
a readable key is no key.
"""

from __future__ import annotations

import contextlib
import os
import secrets
import stat
from pathlib import Path

from app.config import data_dir

KEY_FILE_NAME = "api-key"
KEY_PREFIX = "lantern-"


def key_path() -> Path:
    return data_dir() / KEY_FILE_NAME


def _new_key() -> str:
    return KEY_PREFIX + secrets.token_urlsafe(32)


def _write_private(path: Path, key: str, *, replace: bool) -> None:
    flags = os.O_WRONLY | os.O_CREAT | (os.O_TRUNC if replace else os.O_EXCL)
    fd = os.open(path, flags, 0o600)
    with os.fdopen(fd, "w", encoding="ascii") as out:
        out.write(key + "\n")
    with contextlib.suppress(OSError):  # Windows keeps ACLs, not modes
        os.chmod(path, 0o600)


def load_or_create_key(path: Path | None = None) -> str:
    """The saved key, made now (0600) if there is none yet."""
    path = path or key_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    # Usually it exists already (made before, or just now by another process).
    with contextlib.suppress(FileExistsError):
        _write_private(path, _new_key(), replace=False)
    if os.name == "posix" and stat.S_IMODE(path.stat().st_mode) & 0o077:
        os.chmod(path, 0o600)
    key = path.read_text(encoding="ascii").strip()
    if not key:  # emptied by hand: a server without a key must not start
        key = regenerate_key(path)
    return key


def regenerate_key(path: Path | None = None) -> str:
    """Replace the key; clients using the old one get 401 from now on."""
    path = path or key_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    key = _new_key()
    _write_private(path, key, replace=True)
    return key
