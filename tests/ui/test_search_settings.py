"""Settings → Document search: reranking is off by default, greyed with a
reason when no installed model can rerank, offers installed instruction-
tuned models, and what is chosen reaches the window's searches.

The models are fakes: GGUF headers written here (one with a chat template,
one base model without), registered as installed; the reranker that the
search thread loads is a fake that prefers passages naming aqueducts.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from pathlib import Path

import gguf
import pytest
from PySide6.QtWidgets import QApplication, QDialogButtonBox
from pytestqt.qtbot import QtBot

from app.config import Settings, load_settings
from app.models.registry import InstalledModel, Registry
from app.models.rerankers import NONE_INSTALLED
from app.search.chunking import ChunkSettings
from app.store import ChatStore
from app.ui.main_window import MainWindow
from app.ui.services import tasks
from app.ui.services.engine_host import EngineHost
from app.ui.settings.settings_dialog import SettingsDialog
from app.workers.chat_thread import ChatThread
from app.workers.index_side import IndexConfig
from app.workers.indexing import IndexingWorker
from app.workers.inference import InferenceWorker
from tests.ui.conftest import WAIT_MS, Harness, close_window, open_window
from tests.ui.fakes import Script, fake_factory
from tests.workers.doc_helpers import running_inference, write_folder

LONG_MS = 180_000


def fake_gguf(path: Path, chat_template: str | None) -> Path:
    """A GGUF header (no tensors) of a small llama-architecture model."""
    writer = gguf.GGUFWriter(str(path), "llama")
    writer.add_name(path.stem)
    if chat_template:
        writer.add_chat_template(chat_template)
    writer.write_header_to_file()
    writer.write_kv_data_to_file()
    writer.write_tensors_to_file()
    writer.close()
    return path


def install(data_dir: Path, name: str, path: Path) -> None:
    Registry(data_dir / "models.json").add(
        InstalledModel(path.stem, name, str(path), "imported", path.stat().st_size))


def open_search_tab(harness: Harness) -> SettingsDialog:
    harness.window.open_settings()
    dialog = harness.window.settings_dialog
    assert dialog is not None
    dialog.tabs.setCurrentWidget(dialog.search_tab)
    harness.qtbot.waitUntil(lambda: tasks.pending() == 0, timeout=WAIT_MS)
    return dialog


def press_ok(dialog: SettingsDialog) -> None:
    button = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert button is not None
    button.click()


def test_reranking_is_off_and_greyed_with_a_reason_without_a_model(
        qtbot: QtBot, qloop: object, data_dir: Path, tmp_path: Path) -> None:
    install(data_dir, "Tiny base", fake_gguf(tmp_path / "base.gguf", None))
    assert Settings().rerank_model_path == ""  # off by default
    harness = open_window(qtbot, data_dir, Script())
    try:
        tab = open_search_tab(harness).search_tab
        assert not tab.rerank.isEnabled() and not tab.rerank.isChecked()
        assert not tab.model.isEnabled() and tab.model.count() == 0
        assert tab.reason.text() == NONE_INSTALLED and not tab.reason.isHidden()
        press_ok(harness.window.settings_dialog)  # type: ignore[arg-type]
        assert load_settings().rerank_model_path == ""
    finally:
        close_window(harness)


def test_an_instruction_tuned_model_is_offered_and_saved(
        qtbot: QtBot, qloop: object, data_dir: Path, tmp_path: Path) -> None:
    install(data_dir, "Tiny base", fake_gguf(tmp_path / "base.gguf", None))
    chat = fake_gguf(tmp_path / "chat.gguf", "{% for m in messages %}{{ m.content }}{% endfor %}")
    install(data_dir, "Tiny Instruct", chat)
    harness = open_window(qtbot, data_dir, Script())
    try:
        tab = open_search_tab(harness).search_tab
        assert [tab.model.itemText(i) for i in range(tab.model.count())] == ["Tiny Instruct"]
        assert tab.rerank.isEnabled() and not tab.model.isEnabled()  # enabled once ticked
        tab.rerank.setChecked(True)
        assert tab.model.isEnabled() and tab.reason.isHidden()
        tab.top.setValue(3)
        press_ok(harness.window.settings_dialog)  # type: ignore[arg-type]
        saved = load_settings()
        assert (saved.rerank_model_path, saved.rerank_top) == (str(chat), 3)
        assert harness.window.settings.rerank_model_path == str(chat)

        tab = open_search_tab(harness).search_tab  # shown as saved next time
        assert tab.rerank.isChecked() and tab.model.currentData() == str(chat)
        chat.unlink()  # the model was deleted: reranking goes off, with the reason
        harness.window.settings_dialog.reject()  # type: ignore[union-attr]
        tab = open_search_tab(harness).search_tab
        assert not tab.rerank.isChecked() and tab.reason.text() == NONE_INSTALLED
    finally:
        close_window(harness)


class PrefersAqueducts:
    """A fake reranker: passages about aqueducts first."""

    def __init__(self, path: Path, made: list[Path], asked: list[int]) -> None:
        made.append(path)
        self.asked = asked

    def score(self, question: str, passages: Sequence[str]) -> list[float]:
        self.asked.append(len(passages))
        return [1.0 if "aqueduct" in p.lower() else 0.0 for p in passages]


@pytest.fixture(scope="module")
def inference(qapp: QApplication) -> object:
    yield from running_inference()


@pytest.mark.slow
def test_the_chosen_reranker_reorders_the_windows_search(
        qtbot: QtBot, qloop: asyncio.AbstractEventLoop, data_dir: Path, tmp_path: Path,
        inference: InferenceWorker) -> None:
    chat = fake_gguf(tmp_path / "chat.gguf", "{{ messages }}")
    install(data_dir, "Tiny Instruct", chat)
    made: list[Path] = []
    asked: list[int] = []
    worker = IndexingWorker(inference, IndexConfig(data_dir / "lantern.db", None,
                                                   ChunkSettings(48, 8)),
                            watch_interval_s=60.0,
                            make_reranker=lambda p: PrefersAqueducts(p, made, asked))
    worker.start()
    collection = worker.create_collection("Notes").result(timeout=30)
    with qtbot.waitSignal(worker.finished, timeout=LONG_MS):
        worker.add_folder(collection.id, write_folder(tmp_path / "docs"))
    chats = ChatThread(data_dir / "lantern.db")
    chats.start()
    # The window's chunk settings are the worker's: applying them again must
    # not start indexing the folder anew under the searches.
    settings = Settings(chunk_tokens=48, chunk_overlap_tokens=8)
    host = EngineHost(settings, fake_factory(Script()))
    window = MainWindow(chats, host, settings, indexing=worker, save=lambda *_: None)
    window.show()
    host.start()
    harness = Harness(qtbot, window, ChatStore.open(data_dir / "lantern.db"), Script())
    try:
        search = window.documents.panel.search_box  # type: ignore[union-attr]

        def first_result(query: str) -> str:
            search.query.setText(query)
            search.search()
            # Every search under way done (the panel also searches again by
            # itself when its collections are read again): the list shows
            # the newest, which began after what came before it.
            qtbot.waitUntil(lambda: tasks.pending() == 0
                            and search.result_info.text().endswith("passages"),
                            timeout=LONG_MS)
            item = search.results.item(0)
            assert item is not None
            return Path(item.toolTip()).name

        assert first_result("flour water starter bread") == "sourdough.md"
        assert made == []  # off: no reranking model was loaded
        dialog = open_search_tab(harness)
        dialog.search_tab.rerank.setChecked(True)
        dialog.search_tab.top.setValue(4)
        press_ok(dialog)
        assert window.settings.rerank_model_path == str(chat)
        assert first_result("flour water starter bread") == "aqueducts.rst"
        assert made == [chat] and asked[-1] == 4
    finally:
        close_window(harness)
