"""Errors the store reports; every message says what happened and what to do."""

from __future__ import annotations

from pathlib import Path


class StoreError(Exception):
    """Base for every error the conversation store reports to a person."""


class NewerSchemaError(StoreError):
    """The database was written by a newer Lantern; it was not modified."""

    def __init__(self, path: Path, found: int, known: int) -> None:
        super().__init__(
            "This conversation database was written by a newer version of Lantern "
            f"(schema {found}, this version knows {known}). Update Lantern to open it; "
            f"the file was left untouched: {path}"
        )
        self.path = path
        self.found = found
        self.known = known


class DatabaseCorrupt(StoreError):
    """The file is damaged or unreadable. It was not modified.

    The app offers to start a new database after `set_aside(path)` moved the
    old file out of the way, so nothing the user had is ever deleted.
    """

    def __init__(self, path: Path, reason: str) -> None:
        super().__init__(
            f"The conversation database {path} cannot be read ({reason}). "
            "It was left untouched. Lantern can move it aside and start a new one."
        )
        self.path = path
        self.reason = reason


class NotALanternDatabase(StoreError):
    """A valid SQLite file that some other program made; it was not modified."""

    def __init__(self, path: Path) -> None:
        super().__init__(
            f"{path} is an SQLite database but not a Lantern one; it was left untouched. "
            "Choose another file or let Lantern create a new one."
        )
        self.path = path


class NotFound(StoreError):
    """A conversation or message id that does not exist (any more)."""


class ImportFormatError(StoreError):
    """A file given to import is not a Lantern conversation export we can read."""
