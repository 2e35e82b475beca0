"""The Models page and the first-run suggestion, over the fake engine and a
real local stand-in for Hugging Face serving the real default model."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QScrollArea
from pytestqt.qtbot import QtBot

from app.engine.model_files import default_chat_model
from app.models.registry import Registry
from app.models.space import human
from app.ui.locale_format import number
from tests.models.model_server import COMMIT, REPO, ModelServer
from tests.ui.conftest import WAIT_MS, Harness, close_window, open_window
from tests.ui.fakes import Script

MODEL_NAME = "gemma-3-270m-q4_k_m.gguf"
HOLD = 40 << 20  # of the 98 MB file
SIZE = human(default_chat_model().stat().st_size)


@pytest.fixture
def server() -> Iterator[ModelServer]:
    server = ModelServer()
    server.serve(MODEL_NAME, default_chat_model())
    server.start()
    yield server
    server.stop()


@pytest.fixture
def local_hub(server: ModelServer, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A catalog whose one recommended model is served by the local server."""
    served = server.files[MODEL_NAME]
    entry = {
        "id": "test-chat-model", "name": "Test Chat Model", "parameters": "0.27B",
        "quantization": "Q4_K_M", "approx_size_bytes": served.size, "size_bytes": served.size,
        "context_length": 32768, "license": "Gemma Terms of Use", "note": "Served locally.",
        "repo": REPO, "file": MODEL_NAME, "revision": COMMIT, "sha256": served.sha256,
        "architecture": {"layers": 18, "heads": 4, "kv_heads": 1, "head_dim": 256,
                         "embedding_length": 640, "vocab_size": 262144},
        "recommend_rank": 1,
    }
    catalog = tmp_path / "catalog.json"
    catalog.write_text(json.dumps({"models": [entry]}), encoding="utf-8")
    monkeypatch.setenv("LANTERN_CATALOG", str(catalog))
    monkeypatch.setenv("LANTERN_HF_ENDPOINT", server.url)
    return catalog


@pytest.fixture
def harness(qtbot: QtBot, qloop: object, data_dir: Path, script: Script,
            local_hub: Path) -> Iterator[Harness]:
    harness = open_window(qtbot, data_dir, script)
    harness.wait_loaded()
    yield harness
    close_window(harness)


def test_first_run_offers_the_recommended_model_in_one_click(harness: Harness,
                                                             data_dir: Path) -> None:
    banner = harness.window.models_room().banner
    assert banner.isVisible()
    assert "a tiny bundled model</b>: fine for trying Lantern, weak at facts" in \
        banner.text.text()
    details = banner.details.text()  # on demand: the notice is one sentence and its buttons
    assert not banner.details.isVisible()
    assert "needs 383" not in details and "Fits this computer (needs" in details
    assert "Test Chat Model" in details
    # Whole in its accessible name (a narrow column shortens the button's words with "…")
    assert banner.download.accessibleName().startswith(f"Download Test Chat Model ({SIZE})")
    harness.qtbot.mouseClick(banner.download, Qt.MouseButton.LeftButton)
    # downloaded, verified, installed, and the chat switched to it: the engine reloads
    harness.qtbot.waitUntil(lambda: harness.window.settings.model_path.endswith(MODEL_NAME),
                            timeout=60_000)
    assert Registry(data_dir / "models.json").find("test-chat-model") is not None
    harness.wait_idle()
    harness.wait_loaded()
    assert harness.saved[-1].model_path == harness.window.settings.model_path
    assert "weak at facts" not in banner.text.text()


def test_models_page_download_pause_resume_cancel(harness: Harness,
                                                  server: ModelServer) -> None:
    room = harness.window.models_room()
    action = next(a for a in harness.window.findChildren(type(harness.window.undo_delete_action))
                  if a.text() == "Models…")
    action.trigger()
    dialog = room.dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.catalog.rowCount() == 1
    assert dialog.catalog.badges(0)[1].startswith("fits: ")
    assert dialog.catalog.item(0, 0).text().startswith("Test Chat Model ★")
    badges = dialog.catalog.badges(0)
    assert [badges[0], *badges[2:]] == [SIZE, "0.27B", "Q4_K_M", "32K context"]
    server.behaviour.hold_after = HOLD
    dialog.catalog.selectRow(0)
    harness.qtbot.mouseClick(dialog.download, Qt.MouseButton.LeftButton)
    harness.qtbot.waitUntil(lambda: "test-chat-model" in dialog.downloads.rows, timeout=WAIT_MS)
    row = dialog.downloads.rows["test-chat-model"]
    harness.qtbot.waitUntil(lambda: row.bar.value() > 0 and f"of {SIZE}" in row.detail.text(),
                            timeout=WAIT_MS)
    harness.qtbot.mouseClick(row.pause, Qt.MouseButton.LeftButton)
    server.behaviour.hold_after = None
    server.behaviour.release.set()
    harness.qtbot.waitUntil(lambda: row.pause.text() == "Resume", timeout=WAIT_MS)
    assert "Paused" in row.detail.text() and "kept" in row.detail.text()
    harness.qtbot.mouseClick(row.cancel, Qt.MouseButton.LeftButton)
    harness.qtbot.waitUntil(lambda: not dialog.downloads.rows, timeout=WAIT_MS)
    assert dialog.downloads.empty.isVisible()


def test_hub_download_then_use_with_own_settings(harness: Harness) -> None:
    room = harness.window.models_room()
    room.open()
    dialog = room.dialog
    assert dialog is not None
    dialog.hub_repo.setText("not a repo")
    assert dialog.chosen.text() == "Download: not a repo"  # one Download, for what is typed
    harness.qtbot.mouseClick(dialog.download, Qt.MouseButton.LeftButton)
    assert "neither a Hugging Face URL nor owner/repo" in dialog.message.text()
    dialog.hub_repo.setText(REPO)
    dialog.hub_file.setText(MODEL_NAME)
    harness.qtbot.mouseClick(dialog.download, Qt.MouseButton.LeftButton)
    panel = dialog.installed
    harness.qtbot.waitUntil(lambda: len(panel.models) == 2, timeout=60_000)
    panel.list.setCurrentRow(1)
    harness.qtbot.waitUntil(lambda: "needs about" in panel.fit.text(), timeout=WAIT_MS)
    panel.ctx.setValue(8192)
    about, fit = panel.fit.text().split(". ", 1)  # "30 layers, trained for 8,192 tokens."
    assert fit.startswith("Fits: needs about")  # the verdict begins its own sentence
    assert f"for {number(8192)} tokens" in fit  # grouped as the other numbers beside it
    assert f"trained for {number(8192)} tokens" in about
    saved = Registry().find(panel.models[1].id)
    assert saved is not None and saved.settings is not None and saved.settings.n_ctx == 8192
    harness.qtbot.mouseClick(panel.use, Qt.MouseButton.LeftButton)
    assert harness.window.settings.model_path == panel.models[1].path
    assert harness.window.settings.n_ctx == 8192
    harness.wait_idle()  # the restart has handed over to the new worker
    harness.wait_loaded()


def test_hub_search_lists_files_with_size_and_fit_then_downloads(harness: Harness) -> None:
    room = harness.window.models
    room.open()
    dialog = room.dialog
    assert dialog is not None
    search = dialog.hub_search
    search.query.setText("gemma 270m")
    harness.qtbot.mouseClick(search.go, Qt.MouseButton.LeftButton)
    harness.qtbot.waitUntil(lambda: search.results.topLevelItemCount() == 1, timeout=WAIT_MS)
    repo = search.results.topLevelItem(0)
    assert repo.text(0) == REPO and repo.childCount() == 1
    assert search.badges(repo)[0].endswith("downloads")
    found = repo.child(0)
    assert found.text(0) == MODEL_NAME
    size, fit, quantisation = search.badges(found)  # badges, in the catalog's order
    assert (size, quantisation) == (SIZE, "Q4_K_M")
    assert fit.startswith(("fits: ", "tight: "))
    dialog.catalog.selectRow(0)
    assert dialog.chosen.text() == f"Download: {dialog.catalog.entries[0].name}"
    found.setSelected(True)  # the search result replaces the catalog choice
    assert (dialog.hub_repo.text(), dialog.hub_file.text()) == (REPO, MODEL_NAME)
    assert not dialog.catalog.selectionModel().hasSelection()
    assert dialog.chosen.text() == f"Download: {REPO} / {MODEL_NAME}"
    harness.qtbot.mouseClick(dialog.download, Qt.MouseButton.LeftButton)
    harness.qtbot.waitUntil(lambda: len(dialog.installed.models) == 2, timeout=60_000)
    # With results and the download's message under the panes, Discover still
    # fits its dialog: the results ask for a few rows, not QTreeView's 192 px
    # (the page scrolled, Download cut at its foot, in docs/models-page.png).
    assert dialog.message.text()
    window = harness.window  # the page is the window's: the window makes it 1240 x 760
    window.resize(window.width() + 1240 - dialog.width(), window.height() + 760 - dialog.height())
    harness.qtbot.waitUntil(lambda: (dialog.width(), dialog.height()) == (1240, 760),
                            timeout=WAIT_MS)
    dialog.show_pane("discover")
    page = next(area for area in dialog.findChildren(QScrollArea)
                if area.isAncestorOf(dialog.catalog))
    harness.qtbot.waitUntil(lambda: page.isVisible() and page.viewport().height() > 0,
                            timeout=WAIT_MS)
    QApplication.processEvents()
    assert page.verticalScrollBar().maximum() == 0, (page.widget().height(),
                                                     page.viewport().height())


def test_three_panes_that_fit_the_dialog_at_any_size(harness: Harness) -> None:
    """Discover, Installed and Downloads are panes of their own (it was one
    long page that scrolled, with scrolling lists inside it): no page scrolls,
    the catalog's names and badges show whole, and Download stays in sight."""
    room = harness.window.models_room()
    room.open()
    dialog = room.dialog
    assert dialog is not None
    panes = dialog.panes
    assert [panes.tabText(i) for i in range(panes.count())] == [
        "Discover", "Installed", "Downloads"]
    # A page around the catalog scrolls only on a screen smaller than the
    # pane's least size (800×600 at 150 %, test_screen_fit), never at these.
    pages = [area for area in dialog.findChildren(QScrollArea)
             if area.isAncestorOf(dialog.catalog)]
    for width, height in ((900, 600), (1240, 760), (2400, 900)):
        dialog.resize(width, height)
        harness.qtbot.wait(50)
        assert all(page.verticalScrollBar().maximum() == 0 for page in pages), width
        assert dialog.catalog.horizontalScrollBar().maximum() == 0, width
        # no empty band at the right of a wide table: the badges' column takes it
        header = dialog.catalog.horizontalHeader()
        assert header.length() >= dialog.catalog.viewport().width(), width
        button = dialog.download.mapTo(dialog, dialog.download.rect().bottomRight())
        assert dialog.rect().contains(button), width


def test_a_download_shows_in_its_pane_named_with_the_count(
        harness: Harness, server: ModelServer) -> None:
    room = harness.window.models_room()
    room.open()
    dialog = room.dialog
    assert dialog is not None
    server.behaviour.hold_after = HOLD
    dialog.catalog.selectRow(0)
    harness.qtbot.mouseClick(dialog.download, Qt.MouseButton.LeftButton)
    harness.qtbot.waitUntil(lambda: "test-chat-model" in dialog.downloads.rows,
                            timeout=WAIT_MS)
    assert dialog.panes.currentIndex() == 2  # where it can be followed
    assert dialog.panes.tabText(2) == "Downloads (1)"
    row = dialog.downloads.rows["test-chat-model"]
    harness.qtbot.mouseClick(row.cancel, Qt.MouseButton.LeftButton)
    server.behaviour.release.set()
    harness.qtbot.waitUntil(lambda: not dialog.downloads.rows, timeout=WAIT_MS)
    assert dialog.panes.tabText(2) == "Downloads"


def test_the_first_run_notice_follows_a_failed_download_and_retries_it(
        qtbot: QtBot, qloop: object, data_dir: Path, script: Script, local_hub: Path,
        server: ModelServer, monkeypatch: pytest.MonkeyPatch) -> None:
    """Offline, the notice said "Downloading…" (greyed) forever, across
    restarts: it says the download stopped and why, and its button retries."""
    server.stop()  # the hub cannot be reached: the download fails
    harness = open_window(qtbot, data_dir, script)
    try:
        harness.wait_loaded()
        banner = harness.window.models_room().banner
        qtbot.mouseClick(banner.download, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: banner.download.isEnabled() and banner.problem.isVisible(),
                        timeout=WAIT_MS)
        assert banner.download.accessibleName() == "Retry downloading Test Chat Model"
        assert banner.problem.text().startswith("The download stopped: ")
    finally:
        close_window(harness)
    # Back online; the next start reads the failed job back (and waits to be asked).
    monkeypatch.setenv("LANTERN_HF_ENDPOINT", server.start())
    again = open_window(qtbot, data_dir, script)
    try:
        again.wait_loaded()
        banner = again.window.models_room().banner
        assert banner.download.isEnabled()
        assert banner.download.accessibleName() == "Retry downloading Test Chat Model"
        assert banner.problem.isVisibleTo(banner)
        qtbot.mouseClick(banner.download, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: again.window.settings.model_path.endswith(MODEL_NAME),
                        timeout=60_000)
        again.wait_idle()
        again.wait_loaded()
    finally:
        close_window(again)


def test_the_installed_models_number_boxes_keep_their_natural_width(harness: Harness) -> None:
    """They stretched across the page (a context size in a box 500 px wide)."""
    room = harness.window.models_room()
    room.open()
    dialog = room.dialog
    assert dialog is not None
    dialog.resize(1200, 760)
    dialog.show_pane("installed")
    dialog.installed_tabs.setCurrentWidget(dialog.installed)
    harness.qtbot.waitUntil(dialog.installed.ctx.isVisible, timeout=WAIT_MS)
    for box in (dialog.installed.ctx, dialog.installed.threads, dialog.installed.gpu_layers):
        assert box.width() <= box.sizeHint().width(), box.accessibleName()


def test_the_first_run_notice_never_covers_the_empty_chat_when_short(harness: Harness) -> None:
    """At 150 % on a 1366 x 768 screen the notice ran under the empty chat's
    hint: the chat column was shorter than the notice's minimum. Short of
    room, the notice scrolls within its own place."""
    window = harness.window
    banner = window.models_room().banner
    window.resize(900, 470)
    harness.qtbot.waitUntil(lambda: window.height() == 470, timeout=WAIT_MS)
    holder, view = window.models_room().banner_holder, window.chat_view
    column = window.chat.layout()
    assert column is not None
    column.activate()
    assert banner.isVisible() and holder.height() > 0
    assert holder.geometry().bottom() < view.geometry().top()  # one above the other
    assert banner.height() >= banner.heightForWidth(banner.width())  # laid out whole
    if banner.height() > holder.height():  # its buttons are cut unless it scrolls
        assert isinstance(holder, QScrollArea), "the notice's buttons are out of reach"
        bar = holder.verticalScrollBar()
        assert bar.maximum() > 0
        holder.ensureWidgetVisible(banner.download)
        assert not banner.download.visibleRegion().isEmpty()
    assert view.geometry().bottom() < window.composer.geometry().top()


def test_a_hugging_face_link_pasted_in_the_search_box_downloads_that_file(
        harness: Harness, server: ModelServer) -> None:
    room = harness.window.models_room()
    room.open()
    dialog = room.dialog
    assert dialog is not None
    server.behaviour.hold_after = HOLD  # stays in the queue long enough to be seen
    search = dialog.hub_search
    search.query.setText(f"{server.url}/{REPO}/resolve/{COMMIT}/{MODEL_NAME}")
    harness.qtbot.keyClick(search.query, Qt.Key.Key_Return)
    harness.qtbot.waitUntil(lambda: len(dialog.downloads.rows) == 1, timeout=WAIT_MS)
    row = next(iter(dialog.downloads.rows.values()))
    assert MODEL_NAME in row.job.file
    assert not search.results.isVisible()  # no search was made of the address
    harness.qtbot.mouseClick(row.cancel, Qt.MouseButton.LeftButton)
    server.behaviour.release.set()
    harness.qtbot.waitUntil(lambda: not dialog.downloads.rows, timeout=WAIT_MS)


def test_the_status_bar_shows_a_failed_download_with_retry(
        qtbot: QtBot, qloop: object, data_dir: Path, script: Script, local_hub: Path,
        server: ModelServer) -> None:
    """From the chat window, with the Models page closed: the failure stays in
    sight (it was said in the status bar for a few seconds) and Retry works."""
    server.stop()
    harness = open_window(qtbot, data_dir, script)
    try:
        harness.wait_loaded()
        room = harness.window.models_room()
        indicator = room.indicator
        assert not indicator.isVisible()  # no downloads: nothing to show
        qtbot.mouseClick(room.banner.download, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: indicator.isVisible()
                        and indicator.text().startswith("Download stopped"), timeout=WAIT_MS)
        indicator.fill_list()
        texts = [a.text() for a in indicator.list.actions()]
        assert texts[0].startswith("Test Chat Model: ")
        retry = next(a for a in indicator.list.actions()
                     if a.text() == "Retry Test Chat Model")
        retry.trigger()
        qtbot.waitUntil(lambda: room.jobs["test-chat-model"].state != "failed"
                        or indicator.text().startswith("Downloading"), timeout=WAIT_MS)
        # offline still: it fails again, and says so again
        qtbot.waitUntil(lambda: indicator.text().startswith("Download stopped"),
                        timeout=WAIT_MS)
    finally:
        close_window(harness)


def test_the_downloads_list_is_newest_first(qtbot: QtBot) -> None:
    from app.models.jobs import DOWNLOADING, FAILED, DownloadJob
    from app.ui.models.downloads_indicator import DownloadsIndicator

    indicator = DownloadsIndicator()
    qtbot.addWidget(indicator)
    for name, state in (("Older", DOWNLOADING), ("Newer", FAILED)):
        indicator.update_job(DownloadJob(id=name, name=name, repo="o/r", file="f.gguf",
                                         revision="main", dest="/tmp/f.gguf", state=state,
                                         size=100, done=40), None)
    indicator.fill_list()
    names = [a.text().split(":")[0] for a in indicator.list.actions() if ":" in a.text()]
    assert names == ["Newer", "Older"]
    assert indicator.text() == "Download stopped: 1 model"


def test_not_now_puts_the_notice_away_for_good(
        qtbot: QtBot, qloop: object, data_dir: Path, script: Script, local_hub: Path) -> None:
    harness = open_window(qtbot, data_dir, script)
    try:
        harness.wait_loaded()
        banner = harness.window.models_room().banner
        assert banner.not_now.isVisible() and banner.download.isVisible()
        qtbot.mouseClick(banner.not_now, Qt.MouseButton.LeftButton)
        # The empty chat names the model instead, with the way to the others
        assert not banner.download.isVisible() and not banner.not_now.isVisible()
        assert banner.text.text().startswith("Chat model: <b>")
        assert banner.browse.isVisible() and banner.browse.text() == "Models…"
    finally:
        close_window(harness)
    again = open_window(qtbot, data_dir, script)  # the next start remembers it
    try:
        again.wait_loaded()
        banner = again.window.models_room().banner
        assert banner.text.text().startswith("Chat model: <b>")
        assert not banner.download.isVisible()
    finally:
        close_window(again)
