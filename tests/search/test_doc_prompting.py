"""Chat with documents: numbered sources within the budget, citations, persistence."""

from __future__ import annotations

import io
from pathlib import Path

from PIL import Image

from app.engine.requests import UsageStats
from app.images import IMAGES_KEY, ImageInput, read_image
from app.search.prompting import (
    approximate_tokens,
    build_document_prompt,
    cited_numbers,
    select_sources,
)
from app.search.retrieve import Retriever
from app.store import ChatStore
from app.store.documents import DocumentStore
from tests.search.search_helpers import IndexerFactory, add_collection


def test_prompt_has_numbered_sources_within_the_budget(
        store: DocumentStore, corpus: dict[str, Path], make_indexer: IndexerFactory,
        retriever: Retriever) -> None:
    collection = add_collection(store, [corpus["volcano"].parent])
    make_indexer().run(make_indexer().scan("docs"))
    history = [{"role": "user", "content": "Hi"}, {"role": "assistant", "content": "Hello!"}]
    prompt = build_document_prompt(retriever, "How long should the sourdough starter ferment?",
                                   collections=[collection], token_budget=150,
                                   history=history, system_prompt="Be brief.")
    assert prompt.sources and [s.number for s in prompt.sources] == list(
        range(1, len(prompt.sources) + 1))
    assert prompt.sources[0].result.path == str(corpus["sourdough"])
    blocks = "\n\n".join(s.block() for s in prompt.sources)
    assert approximate_tokens(blocks) <= 150
    system, *middle, user = prompt.messages
    assert system["role"] == "system" and system["content"].startswith("Be brief.")
    assert "[1]" in system["content"] and middle == history
    assert user["content"].startswith(
        "Sources:\n\n[1] sourdough.md, \u201cSourdough bread\u201d, line")
    assert user["content"].endswith("Question: How long should the sourdough starter ferment?")
    assert "twelve hours" in user["content"]


def picture(colour: str) -> ImageInput:
    data = io.BytesIO()
    Image.new("RGB", (32, 24), colour).save(data, "PNG")
    return read_image(data.getvalue(), f"{colour}.png")


def test_the_question_and_the_history_keep_their_images(
        store: DocumentStore, corpus: dict[str, Path], make_indexer: IndexerFactory,
        retriever: Retriever) -> None:
    """Images and documents together (issue 39): the question, rebuilt with
    its sources, still carries its images for a vision model; so do earlier
    turns; a message without images gets no empty list."""
    collection = add_collection(store, [corpus["volcano"].parent])
    make_indexer().run(make_indexer().scan("docs"))
    earlier, asked = picture("red"), [picture("blue"), picture("green")]
    history = [{"role": "user", "content": "What is this?", IMAGES_KEY: [earlier]},
               {"role": "assistant", "content": "A red square."}]
    prompt = build_document_prompt(retriever, "Which bread is in the photos?",
                                   collections=[collection], token_budget=150,
                                   history=history, images=asked)
    system, first, reply, user = prompt.messages
    assert user["content"].endswith("Question: Which bread is in the photos?")
    assert user[IMAGES_KEY] == asked and prompt.sources
    assert first[IMAGES_KEY] == [earlier] and first["content"] == "What is this?"
    assert IMAGES_KEY not in reply and IMAGES_KEY not in system
    alone = build_document_prompt(retriever, "sourdough?", collections=[collection],
                                  token_budget=150)
    assert IMAGES_KEY not in alone.messages[-1]


def test_sources_that_do_not_fit_are_skipped_whole(
        store: DocumentStore, corpus: dict[str, Path], make_indexer: IndexerFactory,
        retriever: Retriever) -> None:
    add_collection(store, [corpus["volcano"].parent])
    make_indexer().run(make_indexer().scan("docs"))
    results = retriever.search("volcano", k=10)
    assert select_sources(results, 5, approximate_tokens) == []
    costs = [approximate_tokens(f"[1] x\n{r.text}") for r in results]
    chosen = select_sources(results, max(costs) + 20, approximate_tokens)
    assert chosen and all(s.result.text in {r.text for r in results} for s in chosen)


def test_no_matching_source_says_so(store: DocumentStore, retriever: Retriever) -> None:
    store.create_collection("empty")
    prompt = build_document_prompt(retriever, "anything?", collections=["empty"],
                                   token_budget=500)
    assert prompt.sources == []
    assert "none of the selected documents" in prompt.messages[-1]["content"]


def test_cited_numbers_ignore_made_up_sources() -> None:
    answer = "Magma rises [2]. Ash fell [1][2], and [3, 1]; see also [9] and [x]."
    assert cited_numbers(answer, 3) == [2, 1, 3]


def test_conversation_collections_and_answer_sources_are_stored(
        store: DocumentStore, corpus: dict[str, Path], make_indexer: IndexerFactory,
        retriever: Retriever) -> None:
    a = add_collection(store, [corpus["volcano"].parent], "papers")
    b = store.create_collection("notes").id
    with ChatStore.open(store.path) as chats:
        conversation = chats.create_conversation()
        chats.add_user_message(conversation.id, "What about volcanoes?")
        answer = chats.begin_answer(conversation.id, model="m")
        answer.append("Magma rises [1].")
        answer_id = answer.finish(UsageStats()).id
    store.set_conversation_collections(conversation.id, [b, a])
    assert [c.name for c in store.conversation_collections(conversation.id)] == [
        "notes", "papers"]

    make_indexer().run(make_indexer().scan("papers"))
    prompt = build_document_prompt(retriever, "volcano eruption", collections=[a],
                                   token_budget=300)
    store.save_message_sources(answer_id, [s.saved() for s in prompt.sources])
    saved = store.message_sources(answer_id)
    assert [s.number for s in saved] == [s.number for s in prompt.sources]
    assert saved[0].path == prompt.sources[0].result.path and saved[0].chunk_id
    assert [s.heading for s in saved] == [s.result.heading for s in prompt.sources]

    corpus["volcano"].write_text("Rewritten entirely.\n")  # re-indexing drops old chunks
    make_indexer().run(make_indexer().scan("papers"))
    kept = store.message_sources(answer_id)
    assert kept[0].excerpt == saved[0].excerpt
    if saved[0].path == str(corpus["volcano"]):
        assert kept[0].chunk_id is None
    store.delete_collection(b)
    assert [c.name for c in store.conversation_collections(conversation.id)] == ["papers"]
