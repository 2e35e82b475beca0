"""Indexing a generated corpus with the real embedding model, then changing it."""

from __future__ import annotations

import os
import threading
from pathlib import Path

import pytest

from app.engine.embedder import Embedder
from app.search.indexer import Indexer, ModelChangeNeedsConfirmation
from app.search.progress import Estimator, IndexControl, Progress
from app.search.retrieve import Retriever
from app.store.documents import DocumentStore
from tests.search.search_corpus import write_pdf
from tests.search.search_helpers import EmbedSpy, IndexerFactory, add_collection

QUERIES = {
    "volcano": "What makes magma rise and a volcano erupt?",
    "sourdough": "how long should the sourdough starter ferment before baking",
    "astronomy": "Which moon of Jupiter has an ocean under the ice?",
    "aqueducts": "How did Roman aqueducts move water into cities?",
    "retry": "retry a failed network call with exponential backoff",
    "garden": "earthworms turn kitchen scraps into compost",
    "chess": "Sicilian Defence reply to the king's pawn opening",
}


def top_path(retriever: Retriever, query: str) -> str:
    results = retriever.search(query, k=3)
    assert results, f"no result for {query!r}"
    return results[0].path


def test_corpus_indexes_and_each_answer_ranks_its_file_first(
        store: DocumentStore, corpus: dict[str, Path], make_indexer: IndexerFactory,
        retriever: Retriever) -> None:
    add_collection(store, [corpus["volcano"].parent])
    report = make_indexer().run(make_indexer().scan("docs"))
    assert sorted(report.indexed) == sorted(str(p) for p in corpus.values())
    assert not report.failed and not report.skipped
    for name, query in QUERIES.items():
        assert top_path(retriever, query) == str(corpus[name]), query


def test_pdf_results_carry_their_page(store: DocumentStore, corpus: dict[str, Path],
                                      make_indexer: IndexerFactory,
                                      retriever: Retriever) -> None:
    add_collection(store, [corpus["volcano"].parent])
    make_indexer().run(make_indexer().scan("docs"))
    best = retriever.search(QUERIES["garden"], k=1)[0]
    assert (best.path, best.page) == (str(corpus["garden"]), 2)
    assert best.file_uri == corpus["garden"].as_uri() + "#page=2"
    assert "[Earthworms]" in best.snippet


def test_reindexing_unchanged_files_embeds_nothing(
        store: DocumentStore, corpus: dict[str, Path], make_indexer: IndexerFactory,
        spy: EmbedSpy) -> None:
    add_collection(store, [corpus["volcano"].parent])
    make_indexer().run(make_indexer().scan("docs"))
    assert spy.texts
    spy.texts.clear()
    plan = make_indexer().scan("docs")
    assert plan.work == [] and plan.unchanged == len(corpus)
    # Touched (new mtime, same bytes): read and hashed, still not embedded.
    os.utime(corpus["volcano"], ns=(1, 1))
    report = make_indexer().run(make_indexer().scan("docs"))
    assert spy.texts == []
    assert report.unchanged == len(corpus) and report.indexed == []


def test_editing_a_file_changes_its_results(
        store: DocumentStore, corpus: dict[str, Path], make_indexer: IndexerFactory,
        retriever: Retriever, spy: EmbedSpy) -> None:
    add_collection(store, [corpus["volcano"].parent])
    make_indexer().run(make_indexer().scan("docs"))
    assert top_path(retriever, QUERIES["volcano"]) == str(corpus["volcano"])
    spy.texts.clear()
    corpus["volcano"].write_text("Knitting\n\nKnit the wool scarf with cable stitches, "
                                 "then block it flat to dry.\n")
    report = make_indexer().run(make_indexer().scan("docs"))
    assert report.indexed == [str(corpus["volcano"])]
    assert spy.texts and all("scarf" in t for t in spy.texts)  # only the edited file
    best = retriever.search("how to knit a wool scarf", k=1)[0]
    assert best.path == str(corpus["volcano"]) and "[scarf]" in best.snippet
    for mode in ("hybrid", "vector", "text"):
        results = retriever.search(QUERIES["volcano"], k=20, mode=mode)  # type: ignore[arg-type]
        assert not any("magma" in r.text for r in results), mode


def test_deleting_a_file_removes_its_results(
        store: DocumentStore, corpus: dict[str, Path], make_indexer: IndexerFactory,
        retriever: Retriever) -> None:
    add_collection(store, [corpus["volcano"].parent])
    make_indexer().run(make_indexer().scan("docs"))
    corpus["chess"].unlink()
    report = make_indexer().run(make_indexer().scan("docs"))
    assert report.removed == [str(corpus["chess"])]
    for mode in ("hybrid", "vector", "text"):
        results = retriever.search(QUERIES["chess"], k=20, mode=mode)  # type: ignore[arg-type]
        assert str(corpus["chess"]) not in {r.path for r in results}


def test_a_missing_folder_keeps_its_documents(
        store: DocumentStore, corpus: dict[str, Path], make_indexer: IndexerFactory,
        tmp_path: Path) -> None:
    other = tmp_path / "usb"
    other.mkdir()
    write_pdf(other / "drive.pdf", [["A file on a removable drive."]])
    add_collection(store, [corpus["volcano"].parent, other])
    make_indexer().run(make_indexer().scan("docs"))
    (other / "drive.pdf").rename(tmp_path / "drive.pdf")
    other.rmdir()  # the drive was unplugged
    plan = make_indexer().scan("docs")
    assert plan.missing_folders == [str(other)] and plan.remove == []


def test_changing_the_model_asks_first_then_reembeds(
        store: DocumentStore, corpus: dict[str, Path], make_indexer: IndexerFactory,
        spy: EmbedSpy) -> None:
    add_collection(store, [corpus["volcano"].parent])
    make_indexer().run(make_indexer().scan("docs"))
    spy.texts.clear()
    other = make_indexer(model_id="another-model:sha256:0000")
    plan = other.scan("docs")
    assert plan.model_change is not None and len(plan.work) == len(corpus)
    with pytest.raises(ModelChangeNeedsConfirmation, match="embedded again"):
        other.run(plan)
    assert spy.texts == []
    report = other.run(plan, confirm_model_change=True)
    assert len(report.indexed) == len(corpus) and spy.texts
    assert store.get_collection("docs").embedding_model_id == "another-model:sha256:0000"


def test_progress_counts_and_estimates(store: DocumentStore, corpus: dict[str, Path],
                                       make_indexer: IndexerFactory) -> None:
    add_collection(store, [corpus["volcano"].parent])
    seen: list[Progress] = []
    make_indexer().run(make_indexer().scan("docs"), progress=seen.append)
    assert seen[-1].state == "done" and seen[-1].files_done == seen[-1].files_total == 7
    embedded = [p.chunks_embedded for p in seen]
    assert embedded == sorted(embedded) and embedded[-1] > 7
    assert all(p.eta_s is None or p.eta_s >= 0 for p in seen)


def test_estimate_of_time_left() -> None:
    now = [100.0]
    estimate = Estimator(total_bytes=1000, clock=lambda: now[0])
    assert estimate.eta() is None  # nothing done yet: no guess
    now[0] += 10
    estimate.advance(250)
    assert estimate.eta() == pytest.approx(30.0)  # 250 bytes per 10 s, 750 left
    estimate.add_pause(5)  # paused time is not working time
    now[0] += 5
    assert estimate.eta() == pytest.approx(30.0)
    estimate.advance(750)
    assert estimate.eta() == 0


def test_cancel_stops_and_the_next_run_finishes(
        store: DocumentStore, corpus: dict[str, Path], make_indexer: IndexerFactory,
        spy: EmbedSpy) -> None:
    add_collection(store, [corpus["volcano"].parent])
    control = IndexControl()

    def cancel_after_first_file(p: Progress) -> None:
        if p.files_done == 1:
            control.cancel()

    report = make_indexer().run(make_indexer().scan("docs"), progress=cancel_after_first_file,
                                control=control)
    assert report.cancelled and len(report.indexed) == 1
    first_run = list(spy.texts)
    spy.texts.clear()
    report = make_indexer().run(make_indexer().scan("docs"))
    assert len(report.indexed) == len(corpus) - 1
    assert not set(first_run) & set(spy.texts)  # nothing embedded twice


def test_pause_blocks_until_resumed(store: DocumentStore, corpus: dict[str, Path],
                                    embedder: Embedder) -> None:
    add_collection(store, [corpus["volcano"].parent])
    control = IndexControl()
    control.pause()
    states: list[str] = []
    paused = threading.Event()

    def progressed(state: str) -> None:
        states.append(state)
        if state == "paused":
            paused.set()

    def index_in_a_thread() -> None:  # as the app's worker does: its own connection
        with DocumentStore.open(store.path) as own:
            indexer = Indexer(own, embedder.embed, model_id=embedder.model_id,
                              tokenize=embedder.tokenize, model_max_tokens=embedder.n_ctx)
            indexer.run(indexer.scan("docs"), progress=lambda p: progressed(p.state),
                        control=control)

    worker = threading.Thread(target=index_in_a_thread)
    worker.start()
    assert paused.wait(120), "the indexer never said it was paused"
    assert worker.is_alive() and states[-1] == "paused"
    assert "indexed" not in store.status_counts(store.get_collection("docs").id)
    control.resume()
    worker.join(timeout=120)
    assert not worker.is_alive() and states[-1] == "done"
    assert store.status_counts(store.get_collection("docs").id) == {"indexed": len(corpus)}
