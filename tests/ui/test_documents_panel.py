"""The documents panel over the real IndexingWorker (real embedding model
through a real InferenceWorker): adding a folder from the panel, progress
text, counts, the problems list, search with highlighted and escaped
snippets, opening passages and files, Pause, Cancel, the model-change
question, removing a folder, and keyboard access."""

from __future__ import annotations

import asyncio
import re
import sqlite3
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from unittest.mock import patch

import pytest
from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import QApplication, QDialog, QMainWindow, QWidget
from pytestqt.qtbot import QtBot

from app.search.chunking import ChunkSettings
from app.search.progress import Progress
from app.ui.documents.document_results import HTML_ROLE
from app.ui.documents.documents_dock import DocumentsDock
from app.ui.documents.documents_panel import DocumentsPanel
from app.ui.documents.indexing_status import format_eta, format_progress
from app.ui.documents.new_collection import NewCollectionDialog, default_name
from app.ui.documents.passage_dialog import PassageDialog
from app.ui.services import tasks
from app.workers.index_side import IndexConfig
from app.workers.indexing import IndexingWorker
from app.workers.inference import InferenceWorker
from tests.workers.doc_helpers import running_inference, write_folder, write_long_folder

pytestmark = pytest.mark.slow
LONG_MS = 180_000
UP_TO_DATE = "“Notes” is up to date"


@pytest.fixture(scope="module")
def inference(qapp: QApplication) -> Iterator[InferenceWorker]:
    yield from running_inference()


class Panel:
    """The panel under test, the files it opened, and helpers."""

    def __init__(self, qtbot: QtBot, panel: DocumentsPanel) -> None:
        self.qtbot, self.panel, self.worker = qtbot, panel, panel.worker
        self.opened: list[str] = []
        panel.opener = lambda path: self.opened.append(path) or True

    def index(self, folder: Path, name: str = "Notes") -> None:
        """Add a folder through the panel's buttons, as a person would."""
        # The dialogs a person would answer (they would block a test): the
        # folder picker, then the new-collection dialog, filled in as a person does.
        setattr(self.panel, "choose_folder", lambda: str(folder))  # noqa: B010

        def answer(dialog: NewCollectionDialog) -> int:
            dialog.choose.click()
            assert dialog.folder.text() == str(folder)
            assert dialog.name.text() == default_name(str(folder))  # the folder's name
            dialog.name.setText(name)
            return int(QDialog.DialogCode.Accepted.value)

        with patch.object(NewCollectionDialog, "exec", answer):
            self.qtbot.mouseClick(self.panel.collections.new_button,
                                  Qt.MouseButton.LeftButton)
        self.wait_text(f"“{name}” is up to date")

    def wait_text(self, start: str) -> None:
        self.qtbot.waitUntil(lambda: self.panel.status.state.text().startswith(start),
                             timeout=LONG_MS)


Maker = Callable[..., Panel]


@pytest.fixture
def make_panel(qtbot: QtBot, qloop: asyncio.AbstractEventLoop, inference: InferenceWorker,
               tmp_path: Path) -> Iterator[Maker]:
    threads_before = set(threading.enumerate())
    made: list[Panel] = []

    def make(batch_size: int = 16) -> Panel:
        config = IndexConfig(tmp_path / "lantern.db", None, ChunkSettings(48, 8), batch_size)
        worker = IndexingWorker(inference, config, watch_interval_s=60.0)
        worker.start()
        panel = DocumentsPanel(worker)
        panel.resize(420, 860)
        panel.show()
        made.append(Panel(qtbot, panel))
        return made[-1]

    yield make
    for harness in made:
        harness.panel.close()
        assert harness.worker.shutdown()
        assert not harness.worker.is_running()
        harness.panel.deleteLater()
    qtbot.waitUntil(lambda: tasks.pending() == 0, timeout=10_000)

    def leftover() -> set[threading.Thread]:  # QThreads leave _DummyThread records
        return {t for t in threading.enumerate() if t not in threads_before
                and not isinstance(t, threading._DummyThread)}
    qtbot.waitUntil(lambda: not leftover(), timeout=LONG_MS)


WHOLE = "\u00a0"
"""A space no line breaks at: between a count and its word."""


@pytest.fixture
def english() -> Iterator[None]:
    """The window's locale when English is chosen (counts grouped: 1,204)."""
    before = QLocale()
    QLocale.setDefault(QLocale("en_US"))
    yield
    QLocale.setDefault(before)


def test_progress_text_reads_like_the_design(english: None) -> None:
    progress = Progress("indexing", 312, 1204, 2840, 0, 0, "/a/b.pdf", 30.0, 170.0)
    assert format_progress(progress) == "312 / 1,204 files · 2,840 chunks · about 3 min left"
    paused = Progress("paused", 3, 10, 40, 0, 0, None, 3.0, None)
    assert format_progress(paused) == "3 / 10 files · 40 chunks · paused"
    assert [format_eta(s) for s in (12, 3700)] == ["about 10 s left", "about 1 h 02 min left"]


def test_adding_a_folder_shows_progress_counts_and_problems(make_panel: Maker,
                                                            tmp_path: Path) -> None:
    harness = make_panel()
    panel = harness.panel
    shown: list[str] = []
    # Connected after the panel's own slot, so it sees what the panel just showed.
    panel.worker.progressed.connect(lambda _p: shown.append(panel.status.progress.format()))
    harness.index(write_folder(tmp_path / "docs"))
    assert any(re.fullmatch(r"\d / 6 files · \d+ chunks( · about \d+ s left)?", t)
               for t in shown), shown
    assert "4 indexed, 1 failed, 1 skipped" in panel.status.state.text()
    harness.qtbot.waitUntil(
        lambda: panel.collections.counts.text() == " · ".join(  # breaks between counts only
            count.replace(" ", WHOLE) for count in ("4 indexed", "0 pending", "1 failed",
                                                    "1 skipped")),
        timeout=10_000)
    top = panel.collections.tree.topLevelItem(0)
    assert top is not None and top.text(0).startswith("Notes")
    assert top.child(0) is not None and top.child(0).toolTip(0) == str(tmp_path / "docs")
    rows = dict(panel.problems.rows())
    assert panel.problems.isVisible() and set(rows) == {"broken.pdf", "empty.txt"}
    assert rows["broken.pdf"].startswith("failed: ") and rows["empty.txt"].startswith("skipped: ")
    assert not panel.status.pause_button.isVisible()


def test_search_shows_highlighted_escaped_snippets_and_opens_them(make_panel: Maker,
                                                                  tmp_path: Path) -> None:
    harness = make_panel()
    panel, qtbot, box = harness.panel, harness.qtbot, harness.panel.search_box
    harness.index(write_folder(tmp_path / "docs"))
    qtbot.keyClicks(panel.query, "compare operator")
    qtbot.keyClick(panel.query, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: box.result_info.text().endswith("passages"), timeout=LONG_MS)
    first = panel.results.item(0)
    assert first is not None
    html = str(first.data(HTML_ROLE))
    assert "<b>comparisons.txt</b>" in html and "<b>compare</b>" in html
    assert "x &lt; y &amp;&amp; &lt;b&gt;bold&lt;/b&gt;" in html and "<b>bold</b>" not in html
    assert "\x02" not in first.text() and "comparisons.txt, lines" in first.text()

    panel.results.setFocus()
    qtbot.keyClick(panel.results, Qt.Key.Key_Return)  # Enter: the passage
    dialogs = panel.findChildren(PassageDialog)
    assert len(dialogs) == 1 and "x < y" in dialogs[0].text.toPlainText()
    qtbot.mouseClick(dialogs[0].open_button, Qt.MouseButton.LeftButton)
    dialogs[0].reject()
    qtbot.keyClick(panel.results, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    qtbot.mouseClick(box.open_button, Qt.MouseButton.LeftButton)
    assert harness.opened == [str(tmp_path / "docs" / "comparisons.txt")] * 3

    panel.worker.create_collection("Empty").result(timeout=30)
    qtbot.waitUntil(lambda: box.scope.findText("Empty") > 0, timeout=10_000)
    box.scope.setCurrentIndex(box.scope.findText("Empty"))  # searches again, there
    qtbot.waitUntil(lambda: box.result_info.text() == "Nothing matches “compare operator”.",
                    timeout=LONG_MS)
    assert panel.results.count() == 0 and not box.open_button.isEnabled()


def test_pause_resume_and_cancel_buttons(make_panel: Maker, tmp_path: Path) -> None:
    harness = make_panel(batch_size=2)
    panel, qtbot, status = harness.panel, harness.qtbot, harness.panel.status
    collection = panel.worker.create_collection("Long").result(timeout=30)
    panel.worker.add_folder(collection.id, write_long_folder(tmp_path / "long", files=40))
    qtbot.waitUntil(lambda: status.pause_button.isVisible(), timeout=LONG_MS)
    qtbot.mouseClick(status.pause_button, Qt.MouseButton.LeftButton)
    assert panel.worker.paused and status.pause_button.text() == "Resume"
    harness.wait_text("Indexing “Long” is paused.")
    assert status.progress.format().endswith(" · paused")
    qtbot.waitUntil(lambda: "pending" in panel.collections.counts.text()
                    and not panel.collections.counts.text().startswith(f"0{WHOLE}indexed · 0"),
                    timeout=10_000)

    qtbot.mouseClick(status.pause_button, Qt.MouseButton.LeftButton)
    assert not panel.worker.paused and status.pause_button.text() == "Pause"
    harness.wait_text("Indexing “Long”:")
    qtbot.mouseClick(status.cancel_button, Qt.MouseButton.LeftButton)
    harness.wait_text("Cancelled.")
    assert not status.pause_button.isVisible() and not status.progress.isVisible()


def test_a_new_embedding_model_asks_before_re_embedding(make_panel: Maker,
                                                        tmp_path: Path) -> None:
    harness = make_panel()
    panel, qtbot, status = harness.panel, harness.qtbot, harness.panel.status
    harness.index(write_folder(tmp_path / "docs"))
    with sqlite3.connect(tmp_path / "lantern.db") as db:  # as if another model made them
        db.execute("UPDATE collections SET embedding_model_id = 'Older-Model:sha256:0'")
    qtbot.mouseClick(panel.collections.reindex_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: status.question.isVisible(), timeout=LONG_MS)
    assert "Older-Model" in status.question_text.text()
    assert status.state.text() == "“Notes” waits for an answer below."
    qtbot.mouseClick(status.reembed_button, Qt.MouseButton.LeftButton)
    assert not status.question.isVisible()
    harness.wait_text(UP_TO_DATE)


def test_removing_a_folder_asks_first(make_panel: Maker, tmp_path: Path) -> None:
    harness = make_panel()
    panel, qtbot = harness.panel, harness.qtbot
    harness.index(write_folder(tmp_path / "docs"))
    tree = panel.collections.tree
    top = tree.topLevelItem(0)
    assert top is not None
    tree.setCurrentItem(top.child(0))
    tree.setFocus()
    asked: list[str] = []
    answer = [False]

    def confirm(_title: str, text: str) -> bool:
        asked.append(text)
        return answer[0]
    setattr(panel, "confirm", confirm)  # noqa: B010
    qtbot.keyClick(tree, Qt.Key.Key_Delete)
    assert asked and str(tmp_path / "docs") in asked[0]
    assert tasks.pending() == 0  # declined: nothing was sent to the worker
    with qtbot.waitSignal(harness.worker.overview_changed, timeout=10_000):
        harness.worker.refresh()  # a round trip: the overview still holds the folder
    assert top.childCount() == 1
    answer[0] = True
    qtbot.keyClick(tree, Qt.Key.Key_Delete)
    qtbot.waitUntil(lambda: panel.collections.counts.text().startswith(f"0{WHOLE}indexed"),
                    timeout=10_000)
    tree_top = tree.topLevelItem(0)
    assert tree_top is not None and tree_top.childCount() == 0


def test_every_control_has_a_name_and_takes_the_keyboard(make_panel: Maker) -> None:
    panel = make_panel().panel
    focusable = [w for w in panel.findChildren(QWidget)
                 if w.isVisible() and w.focusPolicy() & Qt.FocusPolicy.TabFocus
                 and not w.inherits("QScrollBar") and w.parent() is not None
                 and not w.parent().inherits("QComboBox")]
    assert len(focusable) >= 8
    unnamed = [w for w in focusable if not w.accessibleName()]
    assert not unnamed, [type(w).__name__ for w in unnamed]


def test_the_dock_toggles_with_the_search_box_focused(qtbot: QtBot, make_panel: Maker) -> None:
    worker = make_panel().worker
    window = QMainWindow()
    qtbot.addWidget(window)
    dock = DocumentsDock(worker, window)
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    dock.hide()
    window.show()
    window.activateWindow()
    dock.toggle()
    qtbot.waitUntil(lambda: dock.isVisible() and dock.panel.query.hasFocus(), timeout=LONG_MS)
    dock.toggle()
    assert not dock.isVisible()


def test_the_result_list_hands_out_its_current_result(qtbot: QtBot) -> None:
    from app.search.retrieve import SearchResult
    from app.ui.documents.document_results import ResultList

    results = ResultList()
    qtbot.addWidget(results)
    assert results.current_result() is None  # what a new panel asks first
    found = SearchResult(chunk_id=1, document_id=1, collection="notes", path="/tmp/a.md",
                         page=None, line_start=1, line_end=2, text="text",
                         snippet="\x02text\x03", score=1.0, vector_rank=1, text_rank=1)
    results.set_results([found])
    results.setCurrentRow(0)
    assert results.current_result() is found
