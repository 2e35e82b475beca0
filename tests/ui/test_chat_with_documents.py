"""The window's chat-with-documents path: sources go into the prompt, the
answer lists them numbered, and they are saved with the answer.

The document search itself is covered with the real embedding model in
tests/search and tests/ui/test_document_chat.py; here a stand-in answers
`prepare` so that the controller and window wiring is what is tested.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from concurrent.futures import Future
from pathlib import Path
from typing import Any

from PySide6.QtCore import QUrl

from app.images import IMAGES_KEY, ImageInput
from app.search.prompting import Source, prompt_messages
from app.search.retrieve import SearchResult
from app.store.doc_models import MessageSource
from app.ui.services.document_chat import PreparedPrompt
from tests.ui.conftest import WAIT_MS, Harness
from tests.ui.test_images_window import drop, png, vision_harness, wait_images  # noqa: F401


class StandInDocuments:
    def __init__(self) -> None:
        self.saved: dict[int, list[MessageSource]] = {}
        self.questions: list[str] = []
        self.images: list[tuple[list[ImageInput], int]] = []
        """Per question: its images, and how many the earlier turns hold."""

    async def prepare(self, conversation_id: int, question: str,
                      history: Sequence[Mapping[str, Any]], system_prompt: str, *,
                      n_ctx: int, max_tokens: int, images: Sequence[ImageInput] = (),
                      history_images: int = 0) -> PreparedPrompt | None:
        self.questions.append(question)
        self.images.append((list(images), history_images))
        result = SearchResult(chunk_id=1, document_id=1, collection="notes",
                              path="/tmp/notes/lighthouses.md", page=None, line_start=3,
                              line_end=9, text="Keepers trimmed the wick every night.",
                              snippet="", score=1.0, vector_rank=1, text_rank=1)
        sources = [Source(1, result)]  # the prompt as the search thread makes it
        messages = prompt_messages(question, sources, history, system_prompt, images)
        return PreparedPrompt(messages, sources)

    def save_sources(self, message_id: int,
                     sources: Sequence[MessageSource]) -> Future[None]:
        self.saved[message_id] = list(sources)
        done: Future[None] = Future()
        done.set_result(None)
        return done

    async def sources_of(self, message_id: int) -> list[MessageSource]:
        return self.saved.get(message_id, [])


def test_answer_lists_the_sources_it_was_given(harness: Harness) -> None:
    documents = StandInDocuments()
    harness.controller.documents = documents
    harness.script.answer = lambda prompt: "Keepers trimmed the wick nightly [1]."
    answer = harness.send("What did keepers do?")
    assert documents.questions == ["What did keepers do?"]
    sent = harness.script.requests[-1].prompt
    assert "Keepers trimmed the wick every night." in str(sent)
    saved_answer = harness.thread()[-1]
    harness.qtbot.waitUntil(lambda: saved_answer.id in documents.saved, timeout=WAIT_MS)
    assert [s.number for s in documents.saved[saved_answer.id]] == [1]
    view = answer.sources_view
    assert view is not None and view.isVisible()
    assert "lighthouses.md" in view.buttons[0].text()
    assert view.cited == [1]


def test_sources_come_back_when_the_conversation_is_reopened(harness: Harness) -> None:
    documents = StandInDocuments()
    harness.controller.documents = documents
    harness.script.answer = lambda prompt: "Nightly [1]."
    harness.send("What did keepers do?")
    answer_id = harness.thread()[-1].id
    conversation_id = harness.controller.conversation_id
    harness.qtbot.waitUntil(lambda: answer_id in documents.saved, timeout=WAIT_MS)
    harness.window.new_chat()
    harness.window.open_conversation(conversation_id)

    def sources_shown() -> bool:
        widget = harness.window.chat_view.widget_for(answer_id)
        return widget is not None and widget.sources_view is not None \
            and widget.sources_view.isVisible()

    harness.qtbot.waitUntil(sources_shown, timeout=WAIT_MS)


def test_a_questions_images_go_with_its_sources(vision_harness: Harness,  # noqa: F811
                                                tmp_path: Path) -> None:
    """Images and documents together (issue 39): the question's attached
    images reach the model beside the sources, the earlier turns' too, and
    the search is told how many there are (their room in the context)."""
    harness = vision_harness
    harness.wait_loaded()
    documents = StandInDocuments()
    harness.controller.documents = documents
    drop(harness, [QUrl.fromLocalFile(str(png(tmp_path / "loaf.png", colour="brown")))])
    wait_images(harness, 1)
    attached = harness.window.composer.images[0]
    harness.send("What bread is this?")
    (asked, earlier), = documents.images
    assert [i.sha256 for i in asked] == [attached.sha256] and earlier == 0
    prompt = harness.script.requests[-1].prompt
    assert isinstance(prompt, list) and "Keepers trimmed the wick" in prompt[-1]["content"]
    assert [i.sha256 for i in prompt[-1][IMAGES_KEY]] == [attached.sha256]

    harness.send("And how long does it keep?")  # no image now; the first is still there
    asked, earlier = documents.images[-1]
    assert asked == [] and earlier == 1
    prompt = harness.script.requests[-1].prompt
    assert isinstance(prompt, list) and IMAGES_KEY not in prompt[-1]
    assert [i.sha256 for m in prompt for i in m.get(IMAGES_KEY, ())] == [attached.sha256]
