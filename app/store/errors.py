"""Errors the store reports; every message says what happened and what to do."""

from __future__ import annotations

from pathlib import Path

from app.said import QT_TRANSLATE_NOOP


class StoreError(Exception):
    """Base for every error the conversation store reports to a person."""


class NewerSchemaError(StoreError):
    """The database was written by a newer Lantern; it was not modified."""

    def __init__(self, path: Path, found: int, known: int) -> None:
        super().__init__(QT_TRANSLATE_NOOP(
            "Store", "This conversation database was written by a newer version of Lantern "
            "(schema {found}, this version knows {known}). Update Lantern to open it; the file "
            "was left untouched: {path}").format(found=found, known=known, path=path))
        self.path = path
        self.found = found
        self.known = known


class DatabaseCorrupt(StoreError):
    """The file is damaged or unreadable. It was not modified.

    The app offers to start a new database after `set_aside(path)` moved the
    old file out of the way, so nothing the user had is ever deleted.
    """

    def __init__(self, path: Path, reason: str) -> None:
        super().__init__(QT_TRANSLATE_NOOP(
            "Store", "The conversation database {path} cannot be read ({reason}). It was left "
            "untouched. Lantern can move it aside and start a new one."
        ).format(path=path, reason=reason))
        self.path = path
        self.reason = reason


class NotALanternDatabase(StoreError):
    """A valid SQLite file that some other program made; it was not modified."""

    def __init__(self, path: Path) -> None:
        super().__init__(QT_TRANSLATE_NOOP(
            "Store", "{path} is an SQLite database but not a Lantern one; it was left "
            "untouched. Choose another file or let Lantern create a new one.").format(path=path))
        self.path = path


class DatabaseUnreadable(StoreError):
    """The file exists but this user may not read it (or it is a folder).

    Not DatabaseCorrupt: moving a sound file aside would be the wrong advice.
    """

    def __init__(self, path: Path, reason: str) -> None:
        super().__init__(QT_TRANSLATE_NOOP(
            "Store", "Lantern cannot read its conversation database {path}: {reason}. It was "
            "left untouched; fix its permissions (your user needs to read and write it) and "
            "try again.").format(path=path, reason=reason))
        self.path = path
        self.reason = reason


class DataFolderUnusable(StoreError):
    """The data folder cannot hold a new database (read-only, missing parent...)."""

    def __init__(self, folder: Path, reason: str) -> None:
        super().__init__(QT_TRANSLATE_NOOP(
            "Store", "Lantern cannot create its database in the folder {folder}: {reason}. Make "
            "the folder writable, or point LANTERN_DATA_DIR at a folder you can write."
        ).format(folder=folder, reason=reason))
        self.folder = folder
        self.reason = reason


class DatabaseReadOnly(StoreError):
    """The database was opened read-only; a change was refused and nothing written."""

    def __init__(self, path: Path, reason: str) -> None:
        super().__init__(QT_TRANSLATE_NOOP(
            "Store", "The conversation database {path} is read-only ({reason}), so Lantern "
            "opened it for reading only and saved nothing. To save, give your user write "
            "permission on the file and its folder, then try again."
        ).format(path=path, reason=reason))
        self.path = path
        self.reason = reason


DISK_FULL = QT_TRANSLATE_NOOP("Store", "the disk holding it is full")
"""The read-only reason of a database opened on a full disk (app.store.db)."""


class DiskFull(DatabaseReadOnly):
    """The disk is full: the database was opened for reading only, and a
    change was refused before anything was written."""

    def __init__(self, path: Path) -> None:
        StoreError.__init__(self, QT_TRANSLATE_NOOP(
            "Store", "The disk holding {path} is full, so Lantern opened the conversations "
            "for reading only: they can be read, searched and exported, but no conversation "
            "can be started, continued or changed until some space is freed on that disk."
        ).format(path=path))
        self.path = path
        self.reason = DISK_FULL


def read_only_error(path: Path, reason: str) -> DatabaseReadOnly:
    """The error for a change refused by a database opened read-only for `reason`."""
    return DiskFull(path) if reason == DISK_FULL else DatabaseReadOnly(path, reason)


class NotFound(StoreError):
    """A conversation or message id that does not exist (any more)."""


class ImportFormatError(StoreError):
    """A file given to import is not a Lantern conversation export we can read."""

    def __init__(self, message: str, problems: tuple[str, ...] = ()) -> None:
        super().__init__(message)
        self.problems = problems
        """Every problem found, each starting with its JSON path ("$.messages[2].role")."""


class ExportWriteError(StoreError):
    """An export could not be written where it was asked to go."""
