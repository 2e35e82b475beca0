"""Indexing throughput with a remote embedding model against the local one.

    .venv/bin/python bench/bench_remote_embed.py --rounds 3 --files 120

The same folder of text files is indexed into a fresh store by Lantern's
Indexer three ways, in alternating rounds on one machine:

- raw: llama-cpp-python's `Llama.embed` on the chunk texts alone (the
  reference: no reading, chunking or storing), batches of 16;
- local: the Indexer with this computer's Embedder (as `lantern index` does);
- server: plain httpx POSTs of the chunk texts, 64 per /v1/embeddings
  request, to `python -m llama_cpp.server` on 127.0.0.1 serving the same
  MiniLM GGUF with the same thread count (the reference client: what the
  server itself gives, with nothing read, chunked or stored);
- remote: the Indexer through RemoteEmbedders (REMOTE_EMBED_BATCH chunks per
  request, filled across files) against that server.

`--server lantern` runs the same against `lantern serve` (whose embeddings
come from the same packed Embedder as local indexing) instead.

On one machine the remote figure is the client's and HTTP's cost, not a
faster server's gain: with a GPU server the embedding itself moves away.
Chunks per second are printed per round, with the medians' ratios.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from app.engine.bert_gguf import default_embedding_model_path
from app.engine.embedder import Embedder
from app.engine.remote.embedders import REMOTE_EMBED_BATCH, RemoteEmbedders, RemoteEmbedding
from app.engine.remote.engine import RemoteEngine
from app.engine.remote.probe import check_connection
from app.engine.remote.registry import EngineRegistry, EngineSpec
from app.search.indexer import CrossFileIndexer, Indexer
from app.store.documents import DocumentStore
from tests.remote.servers import ServerProcess, free_port, llama_cpp_server
from tests.scratch import scratch_folder

ALIAS = "minilm"
WORDS = ("harbour crane container ship tide river lantern keeper storm coast ledger "
         "invoice pump valve engine signal rope anchor chart compass").split()


def write_corpus(root: Path, files: int, lines: int) -> Path:
    root.mkdir(parents=True, exist_ok=True)
    for n in range(files):
        text = [f"Report {n}, line {i}: the {WORDS[(n + i) % len(WORDS)]} and the "
                f"{WORDS[(n * 7 + i * 3) % len(WORDS)]} were checked at {i % 24} hours, "
                f"entry {n * 1000 + i}." for i in range(lines)]
        (root / f"report-{n:04d}.txt").write_text("\n".join(text) + "\n", encoding="utf-8")
    return root


def index_once(folder: Path, db: Path, embed: Callable[[list[str]], list[list[float]]],
               model_id: str, embedder: Embedder, remote: bool) -> tuple[int, float]:
    """(chunks embedded, seconds) for one full index of `folder` into a new store."""
    with DocumentStore.open(db) as store:
        collection = store.create_collection("bench")
        store.add_folder(collection.id, str(folder))
        # As the app's indexing thread makes them (IndexingSide._remote_indexer).
        kind = CrossFileIndexer if remote else Indexer
        indexer = kind(store, embed, model_id=model_id, tokenize=embedder.tokenize,
                       model_max_tokens=embedder.n_ctx,
                       batch_size=REMOTE_EMBED_BATCH if remote else 16)
        started = time.perf_counter()
        report = indexer.run(indexer.scan(collection.id))
        return report.chunks_embedded, time.perf_counter() - started


def raw_once(texts: list[str], threads: int) -> tuple[int, float]:
    from llama_cpp import Llama

    llm = Llama(str(default_embedding_model_path()), embedding=True, n_ctx=512,
                n_threads=threads, n_threads_batch=threads, verbose=False)
    try:
        started = time.perf_counter()
        for start in range(0, len(texts), 16):
            llm.embed(texts[start:start + 16], normalize=True)
        return len(texts), time.perf_counter() - started
    finally:
        llm.close()


def server_once(url: str, key: str | None, model: str, texts: list[str]
                ) -> tuple[int, float]:
    import httpx

    headers = {"Authorization": f"Bearer {key}"} if key else {}
    with httpx.Client(timeout=600, headers=headers) as client:
        started = time.perf_counter()
        for start in range(0, len(texts), 64):
            reply = client.post(url + "/v1/embeddings",
                                json={"model": model, "input": texts[start:start + 64]})
            reply.raise_for_status()
            assert len(reply.json()["data"]) == len(texts[start:start + 64])
        return len(texts), time.perf_counter() - started


def chunk_texts(db: Path) -> list[str]:
    with DocumentStore.open(db) as store:
        rows = store.db.execute("SELECT text FROM chunks ORDER BY id").fetchall()
    return [row[0] for row in rows]


def start_server(kind: str, folder: Path, threads: int) -> tuple[ServerProcess, str | None]:
    """(the server, its API key): llama-cpp-python's or `lantern serve`."""
    if kind == "llama-cpp-python":
        return llama_cpp_server(default_embedding_model_path(), ALIAS, folder / "server.log",
                                "--embedding", "True", "--n_ctx", "512", "--n_threads",
                                str(threads), "--n_threads_batch", str(threads)), None
    port, key = free_port(), "bench-key"
    saved = dict(os.environ)
    os.environ.update(LANTERN_DATA_DIR=str(folder / "data"), LANTERN_API_KEY=key)
    try:  # the child inherits these; /health answers 503 until the model is loaded
        return ServerProcess([sys.executable, "-m", "app", "serve", "--port", str(port),
                              "--threads", str(threads), "--ctx", "1024"],
                             folder / "server.log", port, ready_path="/health"), key
    finally:
        os.environ.clear()
        os.environ.update(saved)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--files", type=int, default=120)
    parser.add_argument("--lines", type=int, default=24)
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--server", choices=("llama-cpp-python", "lantern"),
                        default="llama-cpp-python")
    args = parser.parse_args()
    work = scratch_folder("bench-remote-embed-")
    folder = write_corpus(work / "docs", args.files, args.lines)
    server, key = start_server(args.server, work, args.threads)
    embedder = Embedder(None, n_threads=args.threads)
    registry = EngineRegistry(work / "engines.json")
    info = check_connection(server.url, key)
    registry.put(EngineSpec.found("bench", server.url, info))
    remotes = RemoteEmbedders(registry, connect=lambda spec, model: RemoteEngine(
        replace(spec.config(), embedding_model=model), api_key=key))  # no keyring here
    which = RemoteEmbedding("bench", info.embedding_models[0])
    remotes.embed(which, ["warm up"])  # connect (and probe) once, as a running app has
    rates: dict[str, list[float]] = {"raw": [], "local": [], "server": [], "remote": []}
    try:
        for n in range(args.rounds):
            chunks, local_s = index_once(folder, work / f"local{n}.db", embedder.embed,
                                         embedder.model_id, embedder, remote=False)
            texts = chunk_texts(work / f"local{n}.db")
            _, raw_s = raw_once(texts, args.threads)
            _, server_s = server_once(server.url, key, which.model, texts)
            remote_chunks, remote_s = index_once(
                folder, work / f"remote{n}.db", lambda t: remotes.embed(which, t),
                which.model_id, embedder, remote=True)
            assert remote_chunks == chunks, (remote_chunks, chunks)
            for name, seconds in (("raw", raw_s), ("local", local_s), ("server", server_s),
                                  ("remote", remote_s)):
                rates[name].append(chunks / seconds)
            print(f"round {n + 1}: {chunks} chunks  raw {chunks / raw_s:.1f}/s  "
                  f"local {chunks / local_s:.1f}/s  server {chunks / server_s:.1f}/s  "
                  f"remote {chunks / remote_s:.1f}/s", flush=True)
    finally:
        remotes.close()
        embedder.close()
        server.stop()
    med = {name: statistics.median(values) for name, values in rates.items()}
    print(f"median chunks/s: raw {med['raw']:.1f}, local indexing {med['local']:.1f}, "
          f"server alone {med['server']:.1f}, remote indexing {med['remote']:.1f}")
    print(f"remote / local indexing: {med['remote'] / med['local']:.3f}; "
          f"remote indexing / server alone: {med['remote'] / med['server']:.3f}; "
          f"local indexing / raw embed: {med['local'] / med['raw']:.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
