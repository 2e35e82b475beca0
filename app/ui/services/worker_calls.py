"""Awaiting the IndexingWorker's futures from the GUI, its errors as messages."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from concurrent.futures import Future
from typing import TypeVar

from app.store.errors import StoreError
from app.workers.job_thread import ThreadUnavailable
from app.workers.say import say

T = TypeVar("T")
EXPECTED = (StoreError, ThreadUnavailable, sqlite3.Error)
"""Failures a person can act on (a duplicate name, a missing folder, a
database that could not be opened): shown as they are, not as a bug."""


async def result_or_report(future: Future[T], report: Callable[[str], None]) -> T | None:
    """The future's result, awaited without blocking the GUI; None when it
    failed with an expected error, after passing its message to `report`."""
    import asyncio  # not before the window's first paint (app.ui.services.tasks)

    try:
        return await asyncio.wrap_future(future)
    except EXPECTED as exc:
        report(say(exc))
        return None
