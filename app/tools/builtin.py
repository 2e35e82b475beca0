"""Lantern's own tools, with no server to install: the current date and
time, and a search of the conversation's documents."""

from __future__ import annotations

import datetime as dt
import zoneinfo
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import Future
from typing import TYPE_CHECKING, Any

from app.tools.base import ToolInfo, ToolOutcome, done

if TYPE_CHECKING:
    from app.search.prompting import Source
    from app.search.retrieve import SearchResult

DATE_TIME = "current_date_time"
SEARCH_DOCUMENTS = "search_documents"


class DateTimeTool:
    info = ToolInfo(
        DATE_TIME,
        "The current date, time and day of the week, here or in a given time zone.",
        {"type": "object", "properties": {"timezone": {
            "type": "string",
            "description": "an IANA time zone such as Asia/Tokyo; omit for the local one"}}},
    )

    def __init__(self, now: Callable[[], dt.datetime] | None = None) -> None:
        self._now = now or (lambda: dt.datetime.now().astimezone())

    def call(self, arguments: Mapping[str, Any]) -> Future[ToolOutcome]:
        zone = arguments.get("timezone") or ""
        moment = self._now()
        if zone:
            try:
                moment = moment.astimezone(zoneinfo.ZoneInfo(str(zone)))
            except (zoneinfo.ZoneInfoNotFoundError, ValueError):
                return done(ToolOutcome(
                    f"Unknown time zone {zone!r}: use an IANA name such as Europe/Paris.",
                    is_error=True))
        name = zone or moment.tzname() or "local time"
        return done(ToolOutcome(
            f"{moment:%A, %d %B %Y, %H:%M:%S} ({name}, UTC{moment:%z}); "
            f"ISO 8601: {moment.isoformat(timespec='seconds')}"))


Search = Callable[[str], "Future[list[SearchResult]]"]
"""Searches the conversation's collections (in the search thread)."""


class DocumentSearchTool:
    """Searches the conversation's collections; the passages come back as
    numbered sources (numbered on across the searches of one answer), which
    the answer cites like the sources of "use my documents"."""

    info = ToolInfo(
        SEARCH_DOCUMENTS,
        "Search the user's own documents (the collections chosen for this conversation) "
        "and get the best passages as numbered sources. Cite a source by its number in "
        "square brackets, like [1].",
        {"type": "object", "properties": {"query": {
            "type": "string", "description": "what to look for, in a few words"}},
         "required": ["query"]},
    )

    def __init__(self, search: Search, *, per_search: int = 4) -> None:
        self._search = search
        self._per_search = per_search
        self.sources: list[Source] = []

    def call(self, arguments: Mapping[str, Any]) -> Future[ToolOutcome]:
        query = str(arguments.get("query") or "").strip()
        if not query:
            return done(ToolOutcome("search_documents needs a query.", is_error=True))
        outcome: Future[ToolOutcome] = Future()
        outcome.set_running_or_notify_cancel()
        found = self._search(query)
        found.add_done_callback(lambda f: self._answered(f, outcome))
        return outcome

    def _answered(self, found: Future[list[SearchResult]], outcome: Future[ToolOutcome]) -> None:
        if outcome.done():
            return
        if found.cancelled():
            outcome.cancel()
            return
        error = found.exception()
        if error is not None:
            outcome.set_result(ToolOutcome(f"The search failed: {error}", is_error=True))
            return
        outcome.set_result(ToolOutcome(self.numbered(found.result())))

    def numbered(self, results: Sequence[SearchResult]) -> str:
        from app.search.prompting import Source  # with the first search

        new = [Source(len(self.sources) + i + 1, r) for i, r in
               enumerate(results[:self._per_search])]
        self.sources += new
        if not new:
            return "Nothing in the selected documents matched this search."
        return "\n\n".join(source.block() for source in new)
