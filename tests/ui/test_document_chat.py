"""Chat with documents glue over the real IndexingWorker: the per-conversation
collection picker, the prompt with numbered sources (built off the GUI
thread), saved sources, and the sources list under an answer."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.domain import IMAGE_TOKENS_ESTIMATE
from app.search.chunking import ChunkSettings
from app.search.prompting import approximate_tokens
from app.store import ChatStore
from app.store.doc_models import MessageSource
from app.ui.documents.collection_picker import CollectionPicker
from app.ui.documents.passage_dialog import PassageDialog
from app.ui.documents.sources_view import SourcesView
from app.ui.services import tasks
from app.ui.services.document_chat import ANSWER_MARGIN_TOKENS, DocumentChat, source_budget
from app.workers.index_side import IndexConfig
from app.workers.indexing import IndexingWorker
from app.workers.inference import InferenceWorker
from tests.workers.doc_helpers import running_inference, write_folder

pytestmark = pytest.mark.slow
LONG_MS = 180_000


@pytest.fixture(scope="module")
def inference(qapp: QApplication) -> Iterator[InferenceWorker]:
    yield from running_inference()


@pytest.fixture
def worker(qtbot: QtBot, qloop: asyncio.AbstractEventLoop, inference: InferenceWorker,
           tmp_path: Path) -> Iterator[IndexingWorker]:
    threads_before = set(threading.enumerate())
    config = IndexConfig(tmp_path / "lantern.db", None, ChunkSettings(48, 8))
    started = IndexingWorker(inference, config, watch_interval_s=60.0)
    started.start()
    collection = started.create_collection("Notes").result(timeout=30)
    with qtbot.waitSignal(started.finished, timeout=LONG_MS):
        started.add_folder(collection.id, write_folder(tmp_path / "docs"))
    yield started
    qtbot.waitUntil(lambda: tasks.pending() == 0, timeout=10_000)
    assert started.shutdown() and not started.is_running()

    def leftover() -> set[threading.Thread]:  # QThreads leave _DummyThread records
        return {t for t in threading.enumerate() if t not in threads_before
                and not isinstance(t, threading._DummyThread)}
    qtbot.waitUntil(lambda: not leftover(), timeout=5000)


@pytest.fixture
def chats(tmp_path: Path) -> Iterator[ChatStore]:
    store = ChatStore.open(tmp_path / "lantern.db")
    yield store
    store.close()


def run(qtbot: QtBot, coroutine: Any) -> Any:
    """Await a coroutine on the qasync loop while Qt keeps running."""
    task = asyncio.ensure_future(coroutine)
    qtbot.waitUntil(task.done, timeout=LONG_MS)
    return task.result()


def test_the_picker_saves_a_conversations_collections(qtbot: QtBot, worker: IndexingWorker,
                                                      chats: ChatStore) -> None:
    conversation = chats.create_conversation("About bread")
    picker = CollectionPicker(worker)
    qtbot.addWidget(picker)
    worker.refresh()
    qtbot.waitUntil(lambda: picker.list.count() == 1, timeout=10_000)
    picker.show_conversation(conversation.id)
    chosen: list[list[int]] = []
    picker.chosen.connect(chosen.append)
    item = picker.list.item(0)
    assert item is not None and item.text() == "Notes"
    item.setCheckState(Qt.CheckState.Checked)
    qtbot.waitUntil(lambda: [c.name for c in worker.conversation_collections(
        conversation.id).result(timeout=30)] == ["Notes"], timeout=10_000)
    assert len(chosen) == 1 and len(chosen[0]) == 1

    picker.show_conversation(None)  # a new chat: remembered, saved once it exists
    assert item.checkState() == Qt.CheckState.Unchecked
    item.setCheckState(Qt.CheckState.Checked)
    later = chats.create_conversation("Later")
    picker.save_for(later.id)
    qtbot.waitUntil(lambda: len(worker.conversation_collections(later.id).result(
        timeout=30)) == 1, timeout=10_000)
    picker.show_conversation(conversation.id)  # loads the saved choice back
    qtbot.waitUntil(lambda: item.checkState() == Qt.CheckState.Checked, timeout=10_000)


def test_a_question_gets_numbered_sources_that_are_saved(qtbot: QtBot, worker: IndexingWorker,
                                                         chats: ChatStore) -> None:
    conversation = chats.create_conversation("About bread")
    documents = DocumentChat(worker)
    question = "How long does the sourdough starter ferment?"
    assert run(qtbot, documents.prepare(conversation.id, question, [], "Be brief.",
                                        n_ctx=2048, max_tokens=256)) is None
    collections = worker.collections().result(timeout=30)
    worker.set_conversation_collections(conversation.id, [collections[0].id]).result(timeout=30)
    history = [{"role": "user", "content": "Hi"}, {"role": "assistant", "content": "Hello!"}]
    prepared = run(qtbot, documents.prepare(conversation.id, question, history, "Be brief.",
                                            n_ctx=2048, max_tokens=256))
    assert prepared is not None and prepared.sources
    assert [m["role"] for m in prepared.messages] == ["system", "user", "assistant", "user"]
    assert prepared.messages[0]["content"].startswith("Be brief.")
    assert "[1] sourdough.md" in prepared.messages[-1]["content"]
    assert prepared.messages[-1]["content"].endswith(f"Question: {question}")

    message = chats.add_user_message(conversation.id, question)
    documents.save_sources(message.id, prepared.saved()).result(timeout=30)
    saved = run(qtbot, documents.sources_of(message.id))
    assert [s.number for s in saved] == list(range(1, len(prepared.sources) + 1))
    assert saved[0].path.endswith("sourdough.md")
    assert saved[0].heading == "Sourdough bread"  # the saved source names its section


def test_the_search_documents_tool_searches_the_conversations_collections(
        qtbot: QtBot, worker: IndexingWorker, chats: ChatStore) -> None:
    """Lantern's own tool, over the real search thread: nothing without a
    collection; with one, numbered sources that go on across searches."""
    from app.tools.builtin import DocumentSearchTool

    conversation = chats.create_conversation("About bread")
    tool = DocumentSearchTool(DocumentChat(worker).search_tool(conversation.id))
    nothing = tool.call({"query": "sourdough starter"}).result(timeout=60)
    assert "Nothing in the selected documents" in nothing.text
    collections = worker.collections().result(timeout=30)
    worker.set_conversation_collections(conversation.id, [collections[0].id]).result(timeout=30)
    first = tool.call({"query": "How long does the sourdough starter ferment?"}).result(60)
    assert not first.is_error and first.text.startswith("[1] sourdough.md")
    assert "twelve hours" in first.text
    found_first = len(tool.sources)
    second = tool.call({"query": "Pompeii volcano"}).result(timeout=60)
    assert second.text.startswith(f"[{found_first + 1}] ")
    assert tool.sources[0].number == 1 and tool.sources[-1].number == len(tool.sources)
    assert any(s.result.path.endswith("volcanoes.txt") for s in tool.sources)


def test_a_tiny_context_leaves_no_room_for_sources() -> None:
    assert source_budget(512, 256, ["x" * 1000]) == 0
    assert source_budget(4096, 512, ["short"]) == 2048


def test_images_take_their_room_from_the_sources() -> None:
    """Each image of the conversation counts IMAGE_TOKENS_ESTIMATE (issue 39)."""
    texts_only = source_budget(4096, 2560, ["short"])  # under half the context
    assert texts_only == 4096 - 2560 - (approximate_tokens("short") + 4) - ANSWER_MARGIN_TOKENS
    assert source_budget(4096, 2560, ["short"], images=2) == texts_only - 2 * IMAGE_TOKENS_ESTIMATE
    assert source_budget(4096, 2560, ["short"], images=8) == 0


def test_a_questions_images_stay_with_it_over_the_search_thread(
        qtbot: QtBot, worker: IndexingWorker, chats: ChatStore) -> None:
    """The real search thread rebuilds the question with its sources; its
    images and the earlier turns' stay on their messages."""
    from app.images import IMAGES_KEY
    from tests.search.test_doc_prompting import picture

    conversation = chats.create_conversation("About bread")
    collections = worker.collections().result(timeout=30)
    worker.set_conversation_collections(conversation.id, [collections[0].id]).result(timeout=30)
    earlier, asked = picture("red"), picture("brown")
    history = [{"role": "user", "content": "Look", IMAGES_KEY: [earlier]},
               {"role": "assistant", "content": "A red square."}]
    prepared = run(qtbot, DocumentChat(worker).prepare(
        conversation.id, "Which bread is this?", history, "", n_ctx=2048, max_tokens=256,
        images=[asked], history_images=1))
    assert prepared is not None and prepared.sources
    assert prepared.messages[-1][IMAGES_KEY] == [asked]
    assert prepared.messages[1][IMAGES_KEY] == [earlier]


def test_sources_under_an_answer_mark_citations_and_open(qtbot: QtBot) -> None:
    view = SourcesView()
    qtbot.addWidget(view)
    opened: list[str] = []
    view.opener = lambda path: opened.append(path) or True
    sources = [MessageSource(1, "/docs/report.pdf", 2, 1, 9, "Revenue grew by 4%."),
               MessageSource(2, "/docs/notes.md", None, 3, 3, "A note.", heading="Setup"),
               MessageSource(3, "/docs/plan.txt", None, 1, 4, "The plan.")]
    view.set_sources(sources, "Revenue grew [1]; see also [3][7].")
    view.show()
    assert view.cited == [1, 3]
    texts = [b.text() for b in view.buttons]
    assert texts == ["[1] report.pdf, page 2, lines 1-9", "[2] notes.md, \u201cSetup\u201d, line 3",
                     "[3] plan.txt, lines 1-4"]
    assert [b.font().bold() for b in view.buttons] == [True, False, True]
    assert view.buttons[0].accessibleName().endswith(", cited")
    qtbot.mouseClick(view.buttons[0], Qt.MouseButton.LeftButton)
    dialog = view.findChild(PassageDialog)
    assert dialog is not None and dialog.text.toPlainText() == "Revenue grew by 4%."
    assert dialog.windowTitle() == "report.pdf — page 2, lines 1-9"
    qtbot.mouseClick(dialog.open_button, Qt.MouseButton.LeftButton)
    assert opened == ["/docs/report.pdf"]
    view.set_sources([], "")
    assert not view.isVisible()
