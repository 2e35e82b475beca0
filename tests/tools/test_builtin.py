"""Lantern's own tools: the date and time, and a search of the documents."""

from __future__ import annotations

import datetime as dt
from concurrent.futures import Future
from pathlib import Path

import pytest

from app.search.retrieve import SearchResult
from app.tools.builtin import DateTimeTool, DocumentSearchTool

MOMENT = dt.datetime(2026, 12, 1, 20, 30, 5, tzinfo=dt.timezone.utc)


def test_date_time_here_and_in_a_time_zone() -> None:
    tool = DateTimeTool(now=lambda: MOMENT)
    here = tool.call({}).result()
    assert "Tuesday, 01 December 2026, 20:30:05" in here.text
    tokyo = tool.call({"timezone": "Asia/Tokyo"}).result()
    assert "Wednesday, 02 December 2026, 05:30:05 (Asia/Tokyo, UTC+0900)" in tokyo.text
    assert "2026-12-02T05:30:05+09:00" in tokyo.text
    wrong = tool.call({"timezone": "Mars/Olympus"}).result()
    assert wrong.is_error and "Unknown time zone 'Mars/Olympus'" in wrong.text


def test_the_real_clock_is_used_by_default() -> None:
    text = DateTimeTool().call({"timezone": "UTC"}).result().text
    assert str(dt.datetime.now(dt.timezone.utc).year) in text


def _result(path: str, text: str, line: int) -> SearchResult:
    return SearchResult(chunk_id=line, document_id=1, collection="notes", path=path, page=None,
                        line_start=line, line_end=line + 4, text=text, snippet=text,
                        score=1.0, vector_rank=1, text_rank=1)


def _settled(value: list[SearchResult] | Exception) -> Future[list[SearchResult]]:
    future: Future[list[SearchResult]] = Future()
    if isinstance(value, Exception):
        future.set_exception(value)
    else:
        future.set_result(value)
    return future


def test_document_search_numbers_sources_on_across_searches(tmp_path: Path) -> None:
    answers = {
        "deadline": [_result(str(tmp_path / "plan.md"), "The deadline is 3 March.", 10)],
        "budget": [_result(str(tmp_path / "money.txt"), "The budget is 40k.", 1),
                   _result(str(tmp_path / "plan.md"), "Budget: see money.txt", 20)],
    }
    asked: list[str] = []

    def search(query: str) -> Future[list[SearchResult]]:
        asked.append(query)
        return _settled(answers.get(query, []))

    tool = DocumentSearchTool(search)
    first = tool.call({"query": "deadline"}).result()
    assert first.text == "[1] plan.md, lines 10-14\nThe deadline is 3 March."
    second = tool.call({"query": "budget"}).result()
    assert second.text.startswith("[2] money.txt, lines 1-5\nThe budget is 40k.\n\n[3] plan.md")
    assert [s.number for s in tool.sources] == [1, 2, 3]
    assert tool.sources[1].saved().path == str(tmp_path / "money.txt")
    nothing = tool.call({"query": "weather"}).result()
    assert not nothing.is_error and "Nothing in the selected documents" in nothing.text
    assert asked == ["deadline", "budget", "weather"]


@pytest.mark.parametrize(("arguments", "said"), [({}, "needs a query"),
                                                  ({"query": "  "}, "needs a query")])
def test_document_search_without_a_query_is_an_error_for_the_model(
        arguments: dict[str, str], said: str) -> None:
    tool = DocumentSearchTool(lambda _q: _settled([]))
    outcome = tool.call(arguments).result()
    assert outcome.is_error and said in outcome.text


def test_a_failed_search_is_an_error_outcome_not_an_exception() -> None:
    tool = DocumentSearchTool(lambda _q: _settled(RuntimeError("the index is busy")))
    outcome = tool.call({"query": "x"}).result()
    assert outcome.is_error and outcome.text == "The search failed: the index is busy"
