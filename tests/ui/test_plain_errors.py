"""Offline and other failures are said once, in plain words, with Retry."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from app.models.jobs import FAILED, DownloadJob
from app.ui.models.download_rows import DownloadRow, describe
from app.ui.services.formatting import OFFLINE, plain_error

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
