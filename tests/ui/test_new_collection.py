"""The new-collection dialog asks for the folder and the name together: the
name follows the folder until the person types one, OK waits for a folder
that exists, and the embedding choice shows only when there is one."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from app.engine.remote.embedders import RemoteEmbedding
from app.ui.documents.new_collection import NewCollectionDialog, default_name


def test_default_names_read_like_a_persons() -> None:
    assert default_name("/home/ann/Documents/tax-2025") == "Tax 2025"
    assert default_name("/home/ann/project_notes/") == "Project Notes"
    assert default_name("/") == "/"


def test_the_name_follows_the_folder_until_typed(qtbot: QtBot, tmp_path: Path) -> None:
    first, second = tmp_path / "meeting-notes", tmp_path / "recipes"
    first.mkdir()
    second.mkdir()
    picked = [str(first)]
    dialog = NewCollectionDialog([], "all-MiniLM-L6-v2", lambda: picked.pop(0))
    qtbot.addWidget(dialog)
    ok = dialog._ok
    assert not ok.isEnabled()  # no folder yet
    assert not dialog.embedder.isVisibleTo(dialog)  # nothing to choose between
    dialog.choose.click()
    assert dialog.folder.text() == str(first) and dialog.name.text() == "Meeting Notes"
    assert ok.isEnabled()
    dialog.folder.setText(str(second))
    assert dialog.name.text() == "Recipes"
    qtbot.keyClicks(dialog.name, " (mine)")  # typed: kept from now on
    dialog.folder.setText(str(first))
    assert dialog.name.text() == "Recipes (mine)"
    assert dialog.chosen() == ("Recipes (mine)", str(first), None)


def test_a_missing_folder_says_so_and_cannot_be_created(qtbot: QtBot,
                                                       tmp_path: Path) -> None:
    dialog = NewCollectionDialog([], "all-MiniLM-L6-v2")
    qtbot.addWidget(dialog)
    dialog.folder.setText(str(tmp_path / "not-here"))
    assert not dialog._ok.isEnabled()
    assert "There is no folder at" in dialog.problem.text()
    assert dialog.problem.isVisibleTo(dialog)
    dialog.folder.setText(str(tmp_path))
    assert dialog._ok.isEnabled() and not dialog.problem.isVisibleTo(dialog)


def test_a_remote_embedding_model_can_be_chosen(qtbot: QtBot, tmp_path: Path) -> None:
    dialog = NewCollectionDialog([RemoteEmbedding("vllm", "bge-m3")], "all-MiniLM-L6-v2")
    qtbot.addWidget(dialog)
    assert dialog.embedder.isVisibleTo(dialog)
    dialog.folder.setText(str(tmp_path))
    dialog.embedder.setCurrentIndex(1)
    name, folder, embedding = dialog.chosen()
    assert name == default_name(str(tmp_path)) and folder == str(tmp_path)
    assert embedding == RemoteEmbedding("vllm", "bge-m3")
