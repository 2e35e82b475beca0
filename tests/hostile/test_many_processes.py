"""Several Lantern processes at once, on the same data folder (issue 26, 1-4).

Real processes, not threads: the locks under test are across processes."""

from __future__ import annotations

import json
from pathlib import Path

from app.process_locks import lock_file
from app.store import ChatStore
from app.store.documents import DocumentStore
from tests.hostile.processes import run_behind_lock, run_together, tiny_gguf

PARALLEL = 6


def test_parallel_imports_keep_every_entry(tmp_path: Path) -> None:
    data = tmp_path / "data"
    files = [tiny_gguf(tmp_path / f"m{i}.gguf") for i in range(PARALLEL)]
    in_place = [["models", "import", str(f), "--in-place"] for f in files[:3]]
    copied = [["models", "import", str(f)] for f in files[3:]]
    results = run_together([*in_place, *copied], data)
    assert all(r.code == 0 for r in results), [r.err for r in results]
    assert all("Imported" in r.out for r in results)
    entries = json.loads((data / "models.json").read_text())["models"]
    ids = [e["id"] for e in entries]
    assert sorted(ids) == [f"m{i}" for i in range(PARALLEL)]
    copies = {p.name for p in (data / "models").iterdir()}
    # every copy is listed, none is orphaned, no temp file is left
    assert copies == {Path(e["path"]).name for e in entries if not e["in_place"]}


def test_three_index_runs_of_one_collection_take_turns(tmp_path: Path) -> None:
    data, docs = tmp_path / "data", tmp_path / "docs"
    docs.mkdir()
    for i in range(40):
        (docs / f"note{i}.md").write_text(f"# Note {i}\n\n" + f"lighthouse {i} keeper log. " * 40)
    with DocumentStore.open(data / "lantern.db") as store:  # three runs, one collection
        collection_id = store.ensure_collection("same").id
    lock = lock_file(data / "lantern.db", f"index-{collection_id}")
    results = run_behind_lock([["index", str(docs), "--collection", "same"]] * 3, data, lock,
                              "is being indexed by Lantern process")
    assert all(r.code == 0 for r in results), [r.err[-2000:] for r in results]
    assert not any("Traceback" in r.err for r in results)
    assert all("is being indexed by Lantern process" in r.err for r in results)
    with DocumentStore.open(data / "lantern.db") as store:
        collection = store.get_collection("same")
        documents = store.documents(collection.id)
    assert len(documents) == 40 and all(d.status == "indexed" for d in documents)


def test_chats_in_one_conversation_write_one_at_a_time(tmp_path: Path) -> None:
    data = tmp_path / "data"
    small = ["--ctx", "512", "--max-tokens", "6", "--temperature", "0"]
    first = run_together([["chat", "Hello.", "--conversation", "new", *small]], data)[0]
    assert first.code == 0, first.err
    results = run_behind_lock(
        [["chat", f"Message {i}.", "--conversation", "1", *small] for i in range(3)], data,
        lock_file(data / "lantern.db", "conversation-1"), "is answering in Lantern process")
    assert all(r.code == 0 for r in results), [r.err[-2000:] for r in results]
    assert all("is answering in Lantern process" in r.err for r in results)
    with ChatStore.open(data / "lantern.db") as store:
        thread = store.thread(1)
        every = store.messages(1)
    # one branch holds all eight: each question after the answer before it
    assert len(every) == 8 and [m.id for m in thread] == [m.id for m in every]
    assert [m.role for m in thread] == ["user", "assistant"] * 4
    assert all(m.complete or m.finish_reason == "length" for m in thread)
    # each later answer was made from the whole history up to its question
    prompts = [m.usage.prompt_tokens for m in thread[1::2] if m.usage is not None]
    assert prompts == sorted(prompts) and len(set(prompts)) == 4
