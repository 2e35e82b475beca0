"""One turn of a conversation in a process of its own, saving to a disk cache.

`python -m tests.engine.disk_cache_turn FOLDER MESSAGES_JSON [FSIZE_LIMIT]`
prints {"text": ..., "problem": ...} as JSON. With FSIZE_LIMIT the process
may not write files larger than that many bytes (RLIMIT_FSIZE): a disk that
fills up, as the writer thread meets it.
"""

from __future__ import annotations

import json
import resource
import signal
import sys
from pathlib import Path

from app.engine import disk_cache
from app.engine.llama import EngineConfig, LlamaEngine
from app.engine.requests import Generate, SamplerConfig
from tests.engine.conftest import N_CTX, THREADS
from tests.engine.test_disk_cache import MAX_TOKENS, MIN_TOKENS


def main() -> None:
    folder, messages = Path(sys.argv[1]), json.loads(sys.argv[2])
    if len(sys.argv) > 3:
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # a write past it fails with EFBIG
        limit = int(sys.argv[3])
        resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))
    engine = LlamaEngine(EngineConfig(n_ctx=N_CTX, n_threads=THREADS, flash_attention="off"))
    store = disk_cache.attach(engine, True, 512, folder, MIN_TOKENS)
    assert store is not None
    texts = []
    for turn in messages:
        request = Generate(prompt=turn, max_tokens=MAX_TOKENS, config=SamplerConfig.greedy())
        engine.run(request)
        texts.append(request.reply.result(timeout=300)[0])
        store.flush()
    engine.close()
    print(json.dumps({"texts": texts, "problem": store.problem}))


if __name__ == "__main__":
    main()
