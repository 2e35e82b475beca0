"""The Models page shows a vision model as one model: a "Sees images" badge,
the size of both files, and (for the catalog) the projector it downloads;
over the fake engine, the shipped catalog and the tiny vision pair."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.models.catalog import load_catalog
from app.models.registry import Registry
from app.models.space import human
from tests.models.model_server import ModelServer
from tests.ui.conftest import WAIT_MS, Harness, close_window, open_window
from tests.ui.fakes import Script


@pytest.fixture
def harness(qtbot: QtBot, qloop: object, data_dir: Path, script: Script,
            monkeypatch: pytest.MonkeyPatch) -> Iterator[Harness]:
    monkeypatch.delenv("LANTERN_CATALOG", raising=False)  # the shipped catalog
    monkeypatch.setenv("LANTERN_HF_ENDPOINT", "http://127.0.0.1:9")  # nothing leaves
    harness = open_window(qtbot, data_dir, script)
    harness.wait_loaded()
    yield harness
    close_window(harness)


def test_catalog_vision_models_have_the_badge_and_both_files_size(harness: Harness) -> None:
    room = harness.window.models_room()
    room.open()
    dialog = room.dialog
    assert dialog is not None
    ids = [entry.id for entry in dialog.catalog.entries]
    for entry in load_catalog():
        badges = dialog.catalog.badges(ids.index(entry.id))
        assert ("Sees images" in badges) == entry.vision, entry.id
        if entry.projector is not None:
            assert badges[0] == human(entry.size_bytes + entry.projector.size_bytes)  # type: ignore[operator]
    dialog.catalog.selectRow(ids.index("qwen2.5-vl-3b-instruct-q4_k_m"))
    note = dialog.note.text()
    assert "Sees images: its projector mmproj-Qwen2.5-VL-3B-Instruct-Q8_0.gguf" in note
    assert "SHA-256 980c9b2f78c0…" in note


def test_an_installed_vision_model_shows_the_badge_and_both_files_size(
        harness: Harness, vision_model: tuple[Path, Path], tmp_path: Path,
        data_dir: Path) -> None:
    folder = tmp_path / "lmstudio" / "tiny"
    folder.mkdir(parents=True)
    for file in vision_model:
        shutil.copyfile(file, folder / file.name)
    installed = Registry().import_file(folder / vision_model[0].name, copy=True)
    assert installed.vision
    room = harness.window.models_room()
    room.open()
    dialog = room.dialog
    assert dialog is not None
    panel = dialog.installed
    row = [model.id for model in panel.models].index(installed.id)
    text = panel.list.item(row).text()
    assert "Sees images" in text and human(installed.total_size) in text
    bundled = panel.list.item(0).text()
    assert "Sees images" not in bundled
    panel.list.setCurrentRow(row)  # its fit is read with the projector counted
    harness.qtbot.waitUntil(lambda: "needs about" in panel.fit.text(), timeout=30_000)
    assert f"model {human(installed.total_size)}" in panel.fit.text()


def test_a_hub_repository_with_a_projector_sees_images_and_downloads_the_pair(
        qtbot: QtBot, qloop: object, data_dir: Path, script: Script,
        monkeypatch: pytest.MonkeyPatch, vision_model: tuple[Path, Path]) -> None:
    server = ModelServer()
    server.serve("tiny-vision-Q8_0.gguf", vision_model[0])
    server.serve("mmproj-tiny-vision-Q8_0.gguf", vision_model[1])
    server.start()
    monkeypatch.setenv("LANTERN_HF_ENDPOINT", server.url)
    harness = open_window(qtbot, data_dir, script)
    try:
        harness.wait_loaded()
        room = harness.window.models_room()
        room.open()
        dialog = room.dialog
        assert dialog is not None
        search = dialog.hub_search
        search.query.setText("gemma 270m")  # the server's one repository
        qtbot.mouseClick(search.go, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: search.results.topLevelItemCount() == 1, timeout=WAIT_MS)
        repo = search.results.topLevelItem(0)
        assert "Sees images" in search.badges(repo)
        assert [repo.child(i).text(0) for i in range(repo.childCount())] == \
            ["tiny-vision-Q8_0.gguf"]  # the projector is no model to choose
        repo.child(0).setSelected(True)
        qtbot.mouseClick(dialog.download, Qt.MouseButton.LeftButton)
        panel = dialog.installed
        qtbot.waitUntil(lambda: len(panel.models) == 2, timeout=60_000)
        installed = panel.models[1]
        assert installed.vision and installed.projector is not None
        assert Path(installed.projector).name == "mmproj-tiny-vision-Q8_0.gguf"
        assert "Sees images" in panel.list.item(1).text()
    finally:
        close_window(harness)
        server.stop()


def test_the_windows_engine_loads_the_chat_models_projector(
        vision_model: tuple[Path, Path], tmp_path: Path, data_dir: Path) -> None:
    """The window's engine (engine_host.llama_factory) loads an installed pair's
    projector with the model; the same model installed alone reads text only."""
    import dataclasses

    from app.config import load_settings
    from app.ui.services.engine_host import llama_factory

    folder = tmp_path / "lmstudio" / "tiny"
    folder.mkdir(parents=True)
    for file in vision_model:
        shutil.copyfile(file, folder / file.name)
    paired = Registry().import_file(folder / vision_model[0].name, copy=True)
    alone = tmp_path / "alone"
    alone.mkdir()
    shutil.copyfile(vision_model[0], alone / "text-only.gguf")
    text_only = Registry().import_file(alone / "text-only.gguf", copy=True)
    for installed, sees in ((paired, True), (text_only, False)):
        settings = dataclasses.replace(load_settings(), model_path=installed.path, n_ctx=1024)
        engine = llama_factory(settings)(lambda _fraction, _text: None)
        try:
            assert engine.sees_images is sees, installed.id
        finally:
            engine.local.close()
