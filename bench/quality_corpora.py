"""The labelled evaluation corpora of bench/search_quality.py: index them, label them.

Three corpora of different kinds, each indexed with the app's own Indexer
(default chunking, default embedding model) into a database in the cache
folder that later runs reuse (a rescan picks up changed files):

- austen: three Jane Austen novels (prose; bench/austen_corpus.py), 43
  questions in bench/search_questions.json;
- pyref: 40 sections of the Python reference (a technical manual; reST-like
  text), 40 questions in bench/corpora/pyref.json;
- packages: eight package READMEs as Markdown, reST, text, HTML, DOCX and
  PDF (a mixed-format folder), 36 questions in bench/corpora/packages.json.

A question names a file and an evidence phrase; a chunk is relevant when it
is from that file and contains the phrase (whitespace aside), so relevance
is checked, not judged. A phrase found in no chunk stops the run.
"""

from __future__ import annotations

import json
import shutil
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from app.config import cache_dir
from app.engine.embedder import Embedder
from app.search.fusion import Hits
from app.search.indexer import Indexer
from app.search.vector_index import VectorIndex
from app.store.documents import DocumentStore

BENCH = Path(__file__).resolve().parent
DEPTH = 50


@dataclass(frozen=True)
class Corpus:
    name: str
    questions: Path
    folder: Callable[[], Path]
    """Where the files are (made on first use for Austen)."""


def _austen_folder() -> Path:
    from austen_corpus import corpus_dir

    folder = cache_dir() / "bench" / "austen-quality"
    folder.mkdir(parents=True, exist_ok=True)
    for name in ("prideprejudice", "persuasion", "northangerabbey"):
        if not (folder / f"{name}.txt").exists():
            shutil.copy(corpus_dir() / f"{name}.txt", folder)
    return folder


CORPORA = {
    "austen": Corpus("austen", BENCH / "search_questions.json", _austen_folder),
    "pyref": Corpus("pyref", BENCH / "corpora" / "pyref.json",
                    lambda: BENCH / "corpora" / "pyref"),
    "packages": Corpus("packages", BENCH / "corpora" / "packages.json",
                       lambda: BENCH / "corpora" / "packages"),
}


@dataclass(frozen=True)
class Labelled:
    """One question with both retrievers' candidates, best first."""

    question: str
    kind: str
    relevant: frozenset[int]
    vector: Hits
    text: Hits


def database(corpus: Corpus) -> Path:
    return cache_dir() / "bench" / f"{corpus.name}-quality.db"


def index(corpus: Corpus, embedder: Embedder, db: Path | None = None) -> Path:
    """The corpus indexed (new or changed files only) into `db`; returns `db`."""
    db = db or database(corpus)
    db.parent.mkdir(parents=True, exist_ok=True)
    with DocumentStore.open(db) as store:
        collection = store.ensure_collection(corpus.name)
        store.add_folder(collection.id, corpus.folder())  # a no-op when it is there
        indexer = Indexer(store, embedder.embed, model_id=embedder.model_id,
                          tokenize=embedder.tokenize, model_max_tokens=embedder.n_ctx)
        plan = indexer.scan(corpus.name)
        if plan.work:
            print(f"{corpus.name}: indexing {plan.summary()}", file=sys.stderr)
            report = indexer.run(plan)
            print(f"  {report.chunks_embedded} chunks in {report.elapsed_s:.0f} s",
                  file=sys.stderr)
    return db


def label(corpus: Corpus, db: Path, embed_query: Callable[[str], Sequence[float]],
          model_id: str) -> list[Labelled]:
    """Every question of the corpus with its relevant chunks and both candidate lists."""
    spec = json.loads(corpus.questions.read_text(encoding="utf-8"))["questions"]
    out = []
    with DocumentStore.open(db) as store:
        vectors = VectorIndex(store, model_id)
        rows = store.db.execute("""SELECT k.id, k.text, d.path FROM chunks k
                                   JOIN documents d ON d.id = k.document_id""").fetchall()
        for q in spec:
            evidence = " ".join(q["evidence"].split())
            relevant = frozenset(cid for cid, text, path in rows
                                 if Path(path).stem == q["file"]
                                 and evidence in " ".join(text.split()))
            if not relevant:
                raise SystemExit(f"{corpus.name}: labelling error: {q['evidence']!r} "
                                 f"is in no chunk of {q['file']}")
            vector = vectors.search(embed_query(q["question"]), None, DEPTH)
            match = store.query_expression(q["question"])
            text = store.text_search(match, None, DEPTH) if match else []
            out.append(Labelled(q["question"], q.get("kind", "paraphrase"), relevant,
                                tuple(vector), tuple(text)))
    return out
