"""Run by test_doc_resume.py in a child process: index, then hang mid-document.

argv: DB_PATH. Indexes collection "docs" with small chunks and batches of
two; once the second document has some (not all) vectors committed, prints
READY and sleeps until the parent kills it with SIGKILL.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from app.engine.embedder import Embedder
from app.search.chunking import ChunkSettings
from app.search.indexer import Indexer
from app.search.progress import Progress
from app.store.documents import DocumentStore


def main() -> None:
    store = DocumentStore.open(Path(sys.argv[1]))
    embedder = Embedder()
    indexer = Indexer(store, embedder.embed, model_id=embedder.model_id,
                      tokenize=embedder.tokenize, model_max_tokens=embedder.n_ctx,
                      chunking=ChunkSettings(size=48, overlap=8), batch_size=2)
    started_second_at: list[int] = []

    def hang_mid_second_document(p: Progress) -> None:
        if p.files_done == 1 and not started_second_at:
            started_second_at.append(p.chunks_embedded)
        elif p.files_done == 1 and p.chunks_embedded > started_second_at[0]:
            print("READY", flush=True)
            time.sleep(600)

    indexer.run(indexer.scan("docs"), progress=hang_mid_second_document)
    print("FINISHED", flush=True)


if __name__ == "__main__":
    main()
