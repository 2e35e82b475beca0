"""Document search: indexing throughput and search latency.

    .venv/bin/python bench/bench_search.py throughput [--lines 2000] [--rounds 2]
    .venv/bin/python bench/bench_search.py latency [--sizes 10000 100000] [--rebuild]
                                                   [--sqlite-vec DIR]

throughput: the app's whole indexing pipeline (read, chunk with the model's
tokenizer, embed with Lantern's Embedder, store chunks, FTS and vectors with
a commit per batch) against raw llama-cpp-python embedding the very same
chunk texts, and against Lantern's Embedder alone on them (what the rest of
the pipeline costs), in the same process with the same thread count. Rounds
alternate so the shared machine's noise falls on both; the best round of
each is reported, as the least disturbed. Text: the first --lines lines of
Persuasion (bench/austen_corpus.py).

latency: databases of N chunks (text: 10 consecutive lines from a random
place in the six Austen novels; vectors: random unit vectors of MiniLM's
384 dimensions, since scan time does not depend on the values), built once
through the store's own functions and kept in the cache folder. Queries:
the 43 labelled Austen questions of search_quality.py; the hybrid search
embeds each with the real model as the app does (in the helper thread,
beside the full-text query). BM25 is timed with all of a question's words
(the query before issue 14) and with the words FTS5 gives weight
(app/store/fts_words.py), at the new fusion's depth of 20. --sqlite-vec DIR adds
sqlite-vec's brute-force KNN for comparison, with pysqlite3-binary and
sqlite-vec installed in DIR (`pip install --target DIR pysqlite3-binary
sqlite-vec`), kept out of the app's environment because pysqlite3 would
replace the sqlite3 driver under sqlite-utils.
"""

from __future__ import annotations

import argparse
import json
import random
import shutil
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import numpy as np
from austen_corpus import NOVELS, corpus_dir

from app.config import cache_dir
from app.engine.cpu_threads import math_threads
from app.engine.embedder import Embedder
from app.search.indexer import Indexer
from app.search.retrieve import Retriever
from app.search.text_index import TextIndex
from app.search.vector_index import VectorIndex
from app.store.chunk_search import or_query, query_terms
from app.store.doc_models import FileStamp, NewChunk
from app.store.documents import DocumentStore
from bench.raw_llama import raw_llama_cpp
from tests.scratch import scratch_folder

QUESTIONS = Path(__file__).with_name("search_questions.json")
DIM = 384


# -- throughput ---------------------------------------------------------------


def throughput(lines: int, rounds: int) -> None:
    llama_cpp = raw_llama_cpp()

    folder = scratch_folder("lantern-bench-index-")
    text = (corpus_dir() / "persuasion.txt").read_text().split("\n")[:lines]
    (folder / "docs").mkdir()
    (folder / "docs" / "persuasion.txt").write_text("\n".join(text))
    embedder = Embedder()
    threads = math_threads()
    raw = llama_cpp.Llama(str(embedder.path), embedding=True, n_ctx=512, n_batch=512,
                          n_ubatch=512, pooling_type=llama_cpp.LLAMA_POOLING_TYPE_MEAN,
                          n_threads=threads, n_threads_batch=threads, verbose=False)
    names = ("Lantern: scan, read, chunk, embed, store (FTS, vectors)",
             "raw llama-cpp-python `Llama.embed` of the same chunks",
             "Lantern's Embedder alone on the same chunks")
    times: dict[str, list[tuple[float, float]]] = {name: [] for name in names}
    chunks: list[str] = []
    for n in range(rounds):
        with DocumentStore.open(folder / f"round{n}.db") as store:
            collection = store.create_collection("bench")
            store.add_folder(collection.id, folder / "docs")
            indexer = Indexer(store, embedder.embed, model_id=embedder.model_id,
                              tokenize=embedder.tokenize, model_max_tokens=embedder.n_ctx)
            times[names[0]].append(clocked(lambda ix=indexer: ix.run(ix.scan("bench"))))
            chunks = [r[0] for r in store.db.execute("SELECT text FROM chunks ORDER BY id")]
        times[names[1]].append(clocked(lambda c=chunks: raw.embed(c, normalize=True)))
        times[names[2]].append(clocked(lambda c=chunks: embedder.embed(c)))
        print(f"round {n + 1}: " + ", ".join(f"{len(chunks) / times[k][-1][0]:.2f}"
                                              for k in names) + " chunks/s", file=sys.stderr)
    shutil.rmtree(folder)
    count = len(chunks)
    print(f"{count} chunks ({lines} lines of Persuasion), {threads} thread(s), {rounds} rounds")
    print("| Pipeline | Wall (best / median) | Chunks/s, best wall | Chunks per CPU-second |")
    print("|---|---|---|---|")
    best = {}
    for name in names:
        walls = [w for w, _ in times[name]]
        best[name] = count / min(c for _, c in times[name])
        print(f"| {name} | {min(walls):.1f} / {statistics.median(walls):.1f} s | "
              f"{count / min(walls):.2f} | {best[name]:.2f} |")
    print(f"\nBy CPU time: Lantern pipeline = {best[names[0]] / best[names[1]]:.0%} of raw, "
          f"{best[names[0]] / best[names[2]]:.0%} of the Embedder alone")


def clocked(action: Callable[[], object]) -> tuple[float, float]:
    """(wall seconds, CPU seconds of this process) for one call."""
    wall, cpu = time.perf_counter(), time.process_time()
    action()
    return time.perf_counter() - wall, time.process_time() - cpu


# -- latency ------------------------------------------------------------------


def build(path: Path, size: int, rng: random.Random) -> None:
    lines = [ln for name in NOVELS for ln in
             (corpus_dir() / f"{name}.txt").read_text().split("\n") if ln.strip()]
    vectors = np.random.default_rng(1).standard_normal((size, DIM)).astype(np.float32)
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    per_doc = 100
    with DocumentStore.open(path, synchronous="OFF") as store, store.transaction():
        collection = store.create_collection("bench")
        folder = store.add_folder(collection.id, path.parent)
        for doc in range(size // per_doc):
            chunks = []
            for _ in range(per_doc):
                start = rng.randrange(len(lines) - 10)
                chunks.append(NewChunk("\n".join(lines[start:start + 10]), None, start + 1,
                                       start + 10, 256))
            doc_id = store.store_chunks(collection.id, folder.id, f"/bench/doc{doc}.txt",
                                        FileStamp(1, 1), "h", "k", chunks)
            ids = [cid for cid, _ in store.chunks_without_vectors(doc_id, "bench")]
            store.add_vectors("bench", list(zip(ids, vectors[doc * per_doc:], strict=False)))
            store.mark_indexed(doc_id)


def timed(action: Callable[[], Any], repeat: int) -> list[float]:
    out = []
    for _ in range(repeat):
        start = time.perf_counter()
        action()
        out.append((time.perf_counter() - start) * 1000)
    return out


def ms(samples: Sequence[float]) -> str:
    ordered = sorted(samples)
    p95 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))]
    return f"{statistics.median(ordered):.1f} / {p95:.1f}"


def latency(sizes: Sequence[int], rebuild: bool, vec_dir: Path | None) -> None:
    llama_cpp = raw_llama_cpp()

    questions = [q["question"] for q in json.loads(QUESTIONS.read_text())["questions"]]
    with Embedder() as embedder:
        threads = math_threads()
        raw = llama_cpp.Llama(str(embedder.path), embedding=True, n_ctx=512,
                              pooling_type=llama_cpp.LLAMA_POOLING_TYPE_MEAN,
                              n_threads=threads, n_threads_batch=threads, verbose=False)
        embed = Embedding(
            raw=[timed(lambda q=q: raw.embed(q, normalize=True), 3)[-1] for q in questions],
            lantern=[timed(lambda q=q: embedder.embed([q]), 3)[-1] for q in questions])
        print(f"query embedding (MiniLM, one query, {threads} thread(s)): raw "
              f"`Llama.embed` {ms(embed.raw)} ms, Lantern's Embedder {ms(embed.lantern)} ms\n")
        print("| Chunks | Load vectors / BM25 postings (once) | RAM: vectors + postings "
              "| Vector top-20, raw numpy | Vector top-20, Lantern | BM25 top-20, raw FTS5 "
              "(all words) | BM25 top-20, FTS5 weighted words (before) | BM25 top-20, in "
              "memory (now) | Hybrid k=10, FTS5 (before) | Hybrid k=10, in memory (now) "
              "| sqlite-vec KNN top-50 |")
        print("|---|---|---|---|---|---|---|---|---|---|---|")
        for size in sizes:
            path = database(size, rebuild)
            m = measure(path, questions, embedder)
            knn = sqlite_vec_knn(path, m.queries, vec_dir) if vec_dir else "-"
            print(f"| {size:,} | {m.load:.0f} / {m.load_terms:.0f} ms | {m.matrix_mb:.0f} + "
                  f"{m.terms_mb:.0f} MB | {ms(m.vector_raw)} ms | {ms(m.vector)} ms | "
                  f"{ms(m.text_all)} ms | {ms(m.text_weighted)} ms | {ms(m.text_memory)} ms | "
                  f"{ms(m.hybrid_fts)} ms | {ms(m.hybrid)} ms | {knn} |")
    print("\nTimes: median / p95 over the 43 questions (warm; each the last of 3 runs; "
          "the text and hybrid columns alternate question by question). Both hybrid "
          "columns include the query embedding, snippets and reading the chunks.")


@dataclass
class Embedding:
    raw: list[float]
    lantern: list[float]


def database(size: int, rebuild: bool) -> Path:
    path = cache_dir() / "bench" / f"search-latency-{size}.db"
    if rebuild or not path.exists():
        for side in ("", "-wal", "-shm"):
            Path(f"{path}{side}").unlink(missing_ok=True)
        path.parent.mkdir(parents=True, exist_ok=True)
        start = time.perf_counter()
        build(path, size, random.Random(size))
        print(f"built {path} in {time.perf_counter() - start:.0f} s", file=sys.stderr)
    return path


@dataclass
class Measured:
    load: float
    load_terms: float
    matrix_mb: float
    terms_mb: float
    vector_raw: list[float]
    vector: list[float]
    text_all: list[float]
    text_weighted: list[float]
    text_memory: list[float]
    hybrid_fts: list[float]
    hybrid: list[float]
    queries: list[Any]


class _NoTextIndex:
    """Stands in for the in-memory index: every query goes to FTS5, as before."""

    def search(self, *_: object) -> None:
        return None


def raw_top(matrix: Any, q: Any, k: int) -> Any:
    """The plainest numpy: scores, the k best, sorted."""
    scores = matrix @ q
    top = np.argpartition(-scores, k)[:k]
    return top[np.argsort(-scores[top])]


def measure(path: Path, questions: Sequence[str], embedder: Embedder) -> Measured:
    with DocumentStore.open(path) as store:
        index = VectorIndex(store, "bench")
        load = timed(index.refresh, 1)[0]
        matrix = index.refresh().matrix
        texts = TextIndex(store)
        load_terms = timed(texts.refresh, 1)[0]
        postings = texts.refresh()
        assert postings is not None
        terms_mb = sum(a.nbytes for a in (postings.rows, postings.tf, postings.start,
                                           postings.norm)) / 2**20
        rnd = np.random.default_rng(2).standard_normal((len(questions), DIM))
        queries = [(v / np.linalg.norm(v)).astype(np.float32) for v in rnd]
        vector_raw = [timed(lambda q=q: raw_top(matrix, q, 20), 3)[-1] for q in queries]
        vector = [timed(lambda q=q: index.search(q, None, 20), 3)[-1] for q in queries]
        # Real query embeddings, computed during the search as in the app,
        # against random stored vectors: the same 384 dimensions, so the same work.
        retriever = Retriever(store, embed_query=lambda q: embedder.embed([q])[0],
                              model_id="bench")
        before = Retriever(store, embed_query=lambda q: embedder.embed([q])[0],
                           model_id="bench")
        before.text_index = _NoTextIndex()  # type: ignore[assignment]
        m = Measured(load, load_terms, matrix.nbytes / 2**20, terms_mb, vector_raw, vector,
                     [], [], [], [], [], queries)
        for q in questions:
            m.text_all.append(timed(lambda q=q: store.text_search(or_query(q) or "", None, 20),
                                    3)[-1])
            m.text_weighted.append(timed(lambda q=q: store.text_search(
                store.query_expression(q) or "", None, 20), 3)[-1])
            m.text_memory.append(timed(lambda q=q: texts.search(query_terms(q), None, 20),
                                       3)[-1])
            m.hybrid_fts.append(timed(lambda q=q: before.search(q, k=10), 3)[-1])
            m.hybrid.append(timed(lambda q=q: retriever.search(q, k=10), 3)[-1])
        retriever.close()
        before.close()
    return m


def sqlite_vec_knn(path: Path, queries: Sequence[Any], vec_dir: Path) -> str:
    sys.path.insert(0, str(vec_dir))
    import pysqlite3
    import sqlite_vec

    vec_path = path.with_suffix(".vec.db")
    conn = pysqlite3.connect(str(vec_path))
    conn.enable_load_extension(True)
    sqlite_vec.load(conn)
    if not conn.execute("SELECT name FROM sqlite_master WHERE name = 'v'").fetchone():
        conn.execute(f"CREATE VIRTUAL TABLE v USING vec0(embedding float[{DIM}])")
        conn.execute("ATTACH ? AS src", [str(path)])
        conn.execute("INSERT INTO v(rowid, embedding) SELECT chunk_id, vector "
                     "FROM src.chunk_vectors")
        conn.commit()
        conn.execute("DETACH src")
    sql = "SELECT rowid, distance FROM v WHERE embedding MATCH ? ORDER BY distance LIMIT 50"
    samples = [timed(lambda q=q: conn.execute(sql, [np.asarray(q, np.float32).tobytes()])
                     .fetchall(), 3)[-1] for q in queries]
    conn.close()
    return f"{ms(samples)} ms"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="part", required=True)
    t = sub.add_parser("throughput")
    t.add_argument("--lines", type=int, default=2000)
    t.add_argument("--rounds", type=int, default=2)
    lat = sub.add_parser("latency")
    lat.add_argument("--sizes", type=int, nargs="+", default=[10_000, 100_000])
    lat.add_argument("--rebuild", action="store_true")
    lat.add_argument("--sqlite-vec", type=Path, metavar="DIR")
    args = parser.parse_args()
    if args.part == "throughput":
        throughput(args.lines, args.rounds)
    else:
        latency(args.sizes, args.rebuild, args.sqlite_vec)


if __name__ == "__main__":
    main()
