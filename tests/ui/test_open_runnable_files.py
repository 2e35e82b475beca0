""""Open file" on a found passage never hands a runnable file to the system
handler, which on Windows would run a .bat, .cmd or .ps1 (issue 22, defect 12):
such a file is revealed in its folder instead."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtGui import QDesktopServices

from app.ui.documents import passage_dialog
from app.ui.documents.passage_dialog import is_runnable, open_file


@pytest.fixture
def opened(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    urls: list[str] = []

    def record(url: QUrl) -> bool:
        urls.append(url.toLocalFile())
        return True

    monkeypatch.setattr(QDesktopServices, "openUrl", staticmethod(record))
    monkeypatch.setattr(passage_dialog.sys, "platform", "linux")
    return urls


@pytest.mark.parametrize("name", ["setup.bat", "RUN.CMD", "tool.ps1", "a.vbs", "x.exe",
                                  "script.js", "task.sh"])
def test_runnable_files_are_revealed_not_opened(tmp_path: Path, opened: list[str],
                                                name: str) -> None:
    path = tmp_path / name
    path.write_text("echo hi\n")
    assert is_runnable(str(path))
    assert open_file(str(path))
    assert opened == [str(tmp_path)]  # the folder, not the file


def test_an_executable_without_a_suffix_is_revealed(tmp_path: Path, opened: list[str]) -> None:
    path = tmp_path / "notes"
    path.write_text("#!/bin/sh\nrm -rf ~\n")
    path.chmod(0o755)
    if os.name == "nt":
        pytest.skip("no executable bit")
    assert open_file(str(path)) and opened == [str(tmp_path)]


@pytest.mark.parametrize("name", ["notes.md", "paper.pdf", "report.docx", "README"])
def test_documents_open_with_their_application(tmp_path: Path, opened: list[str],
                                               name: str) -> None:
    path = tmp_path / name
    path.write_text("text\n")
    path.chmod(0o644)
    assert not is_runnable(str(path))
    assert open_file(str(path)) and opened == [str(path)]
