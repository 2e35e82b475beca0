"""Offline and other failures are said once, in plain words, with Retry."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from app.models.jobs import FAILED, DownloadJob
from app.ui.models.download_rows import DownloadRow, describe
from app.ui.services.formatting import OFFLINE, plain_error
from tests.ui.conftest import Harness

RESOLVER = ("Could not reach huggingface.co: <urlopen error [Errno -2] Name or service "
            "not known>")


def test_a_network_failure_reads_as_being_offline() -> None:
    assert plain_error(RESOLVER) == OFFLINE
    assert plain_error("[Errno -3] Temporary failure in name resolution") == OFFLINE
    assert plain_error("The file's SHA-256 does not match.") == \
        "The file's SHA-256 does not match."


def test_a_failed_download_offers_retry_and_keeps_its_bytes(qtbot: QtBot) -> None:
    job = DownloadJob("j1", "Qwen 2.5 1.5B", "Qwen/x", "x.gguf", "main", "/tmp/x.gguf",
                      state=FAILED, error=RESOLVER, done=300_000_000, size=1_000_000_000)
    text = describe(job, None)
    assert text.startswith(OFFLINE) and "Retry" in text and "Errno" not in text
    row = DownloadRow(job)
    qtbot.addWidget(row)
    assert row.pause.text() == "Retry"
    assert row.bar.value() == 300  # the 30 % kept, not 0


def test_open_file_fails_loudly(qtbot: QtBot, tmp_path: Path) -> None:
    from PySide6.QtWidgets import QMessageBox, QWidget

    from app.ui.documents.passage_dialog import open_or_say

    parent = QWidget()
    qtbot.addWidget(parent)
    notes = tmp_path / "notes.xyz"
    notes.write_text("text")
    assert open_or_say(lambda _path: True, str(notes), parent)
    assert parent.findChild(QMessageBox) is None
    for path, says in ((notes, "No application could open notes.xyz"),
                       (tmp_path / "gone.txt", "not there any more")):
        assert not open_or_say(lambda _path: False, str(path), parent)
        box = parent.findChildren(QMessageBox)[-1]
        assert box.isVisible() and says in box.text()
        box.close()


def test_search_results_read_as_words_without_raw_scores() -> None:
    from app.search.retrieve import SearchResult
    from app.ui.documents.document_results import result_html, result_text
    from app.ui.services.formatting import strip_markdown

    assert strip_markdown("# Sourdough **bread**\n- feed the `starter`, see [the guide](x.md)") \
        == "Sourdough bread\nfeed the starter, see the guide"
    result = SearchResult(chunk_id=1, document_id=1, collection="Notes",
                          path="/notes/sourdough.md", page=None, line_start=1, line_end=5,
                          text="# Sourdough bread", snippet="# Sourdough \x02bread\x03",
                          score=2.345, vector_rank=1, text_rank=1)
    shown = result_html(result)
    assert "score" not in shown and "2.345" not in shown and "#" not in shown
    assert "<b>bread</b>" in shown
    assert result_text(result) == f"sourdough.md, {result.passage}: Sourdough bread"


def test_a_failed_download_is_said_once_in_its_row_while_the_page_is_open(
        harness: Harness) -> None:
    room = harness.window.models_room()
    room.open()
    dialog = room.dialog
    assert dialog is not None
    job = DownloadJob("j1", "Qwen 2.5 1.5B", "Qwen/x", "x.gguf", "main", "/tmp/x.gguf",
                      state=FAILED, error=RESOLVER, done=300_000_000, size=1_000_000_000)
    dialog.show_message("Qwen 2.5 1.5B: queued.")
    room._job_changed(job, None)
    row = dialog.downloads.rows["j1"]
    said = [text for text in (row.detail.text(), dialog.message.text(),
                              harness.window.status.message.toolTip()) if OFFLINE in text]
    assert len(said) == 1 and said[0] == row.detail.text()
    assert dialog.message.text() == ""  # not the stale "queued" line either
    dialog.close()
    room._job_changed(job, None)  # page closed: the status bar says it, with Retry
    assert OFFLINE in harness.window.status.message.toolTip()
