"""A dialog closed while it still looks something up (the reranking models,
a connection test, an adapter check) ends quietly: its task is cancelled
with it and nothing is reported (app.ui.services.tasks.spawn's `owner`)."""

from __future__ import annotations

import asyncio
import logging
import threading

import pytest
import shiboken6
from PySide6.QtWidgets import QDialog, QLabel
from pytestqt.qtbot import QtBot

from app.config import Settings
from app.models.rerankers import RerankerChoice
from app.ui.services import tasks
from app.ui.settings.search_tab import SearchTab
from tests.ui.conftest import WAIT_MS


def test_a_settings_tab_deleted_mid_lookup_reports_nothing(
        qtbot: QtBot, qloop: asyncio.AbstractEventLoop,
        caplog: pytest.LogCaptureFixture) -> None:
    gate = threading.Event()

    def slow_find() -> list[RerankerChoice]:
        gate.wait(WAIT_MS / 1000)  # answers once the tab is gone (the test opens it)
        return []

    dialog = QDialog()
    tab = SearchTab(Settings(), find=slow_find, parent=dialog)
    dialog.deleteLater()
    qtbot.waitUntil(lambda: not shiboken6.isValid(tab), timeout=WAIT_MS)
    with caplog.at_level(logging.ERROR):
        gate.set()
        qtbot.waitUntil(lambda: tasks.pending() == 0, timeout=WAIT_MS)
    assert "background task failed" not in caplog.text
    assert "already deleted" not in caplog.text


def test_an_orphaned_tasks_cleanup_on_deleted_widgets_is_not_reported(
        qtbot: QtBot, qloop: asyncio.AbstractEventLoop) -> None:
    reported: list[str] = []
    label = QLabel()

    async def look_up() -> None:
        try:
            await asyncio.Event().wait()  # ends only when the owner's end cancels it
        finally:
            label.setText("done")  # the widget is gone by now

    tasks.spawn(look_up(), reported.append, owner=label)
    label.deleteLater()
    qtbot.waitUntil(lambda: tasks.pending() == 0, timeout=WAIT_MS)
    assert reported == []


def test_a_task_without_owner_still_reports_its_failure(
        qtbot: QtBot, qloop: asyncio.AbstractEventLoop) -> None:
    reported: list[str] = []

    async def fails() -> None:
        raise ValueError("the disk is full")

    tasks.spawn(fails(), reported.append)
    qtbot.waitUntil(lambda: tasks.pending() == 0, timeout=WAIT_MS)
    assert len(reported) == 1 and "the disk is full" in reported[0]
