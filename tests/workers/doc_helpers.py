"""Real workers and a small folder of documents for the indexing worker and
documents panel tests (and the panel screenshot): a few topics, one file
whose text needs HTML escaping, one broken PDF, one empty file."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

from app.engine.llama import EngineConfig, LlamaEngine
from app.workers.inference import InferenceWorker

TOPICS = {
    "volcanoes.txt": (
        "Volcanoes and eruptions\n\n"
        "A volcano erupts when magma from the mantle rises through the crust.\n"
        "Pressure from dissolved gases drives the molten rock upward.\n"
        "Mount Vesuvius buried Pompeii under ash in the year 79.\n"),
    "sourdough.md": (
        "# Sourdough bread\n\n"
        "Feed the starter with equal weights of flour and water.\n"
        "Let the sourdough starter ferment for twelve hours before baking.\n"
        "Bake the loaf in a covered Dutch oven for the first twenty minutes.\n"),
    "aqueducts.rst": (
        "Roman aqueducts\n===============\n\n"
        "The Romans built aqueducts to carry fresh water into their cities.\n"
        "The Pont du Gard is a famous three-tiered aqueduct bridge.\n"),
    "comparisons.txt": (
        "Comparison operators\n\n"
        "In the template, write x < y && <b>bold</b> to compare the operator values.\n"
        "An operator such as <= or >= compares two numbers.\n"),
}
BROKEN_PDF = "broken.pdf"
EMPTY = "empty.txt"


def write_folder(root: Path) -> Path:
    """Four readable files, a broken PDF (fails) and an empty file (skipped)."""
    root.mkdir(parents=True, exist_ok=True)
    for name, text in TOPICS.items():
        (root / name).write_text(text, encoding="utf-8")
    (root / BROKEN_PDF).write_bytes(b"%PDF-1.4\nthis is not really a PDF at all\n")
    (root / EMPTY).write_text("", encoding="utf-8")
    return root


def write_long_folder(root: Path, files: int = 30, sentences: int = 24) -> Path:
    """Enough text that a run takes a while: for pause and cancel."""
    root.mkdir(parents=True, exist_ok=True)
    for n in range(files):
        lines = [f"Report {n}, section {s}: the harbour crane lifted container {n * 100 + s} "
                 f"onto the ship while the tide was rising." for s in range(sentences)]
        (root / f"report-{n:03d}.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
    return root


def running_inference() -> Iterator[InferenceWorker]:
    """The real engine on its worker thread, loaded (for a module-scoped fixture)."""
    worker = InferenceWorker(lambda progress: LlamaEngine(EngineConfig(n_ctx=512), progress))
    worker.start()
    worker.call(lambda _engine: None).result(timeout=300)  # runs once the model loaded
    yield worker
    assert worker.shutdown()
