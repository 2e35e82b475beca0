"""Remote engines run on their own threads, and Stop works before a server sends
its headers (issue 22, defect 6). Against a real HTTP server that holds its
answers; the local side is a real LlamaEngine-shaped stand-in that answers at
once (the local model itself is tested elsewhere)."""

from __future__ import annotations

import logging
import threading
from pathlib import Path
from typing import Any

from app.engine.remote.engine import RemoteConfig, RemoteEngine
from app.engine.remote.registry import EngineRegistry, EngineSpec
from app.engine.requests import Generate, GenerateStream, Request, UsageStats, settle
from app.engine.router import EngineRouter
from tests.remote.slow_server import slow_server

QUESTION = [{"role": "user", "content": "Tell me everything."}]
HANG_S = 60  # only a hang guard: the server holds its answer for longer
_log = logging.getLogger("test")


class QuickLocal:
    """Answers at once, like a small local model would."""

    model_name = "local"
    template: Any = None

    def run(self, request: Request) -> None:
        settle(request, lambda _r: ("local answer", UsageStats(finish_reason="stop")),
               _log)

    def close(self) -> None:
        return None

    def register_adapter(self, name: str, path: Path | str) -> None:
        return None

    def unregister_adapter(self, name: str) -> None:
        return None


def test_stop_ends_a_remote_answer_before_its_headers_arrive() -> None:
    with slow_server() as server:
        engine = RemoteEngine(RemoteConfig(server.url))
        request = GenerateStream(prompt=QUESTION, max_tokens=8)
        runner = threading.Thread(target=engine.run, args=(request,), daemon=True)
        runner.start()
        assert server.received.wait(HANG_S)
        request.cancel()  # the server is still "reading the prompt"
        usage = request.reply.result(timeout=HANG_S)
        assert usage.finish_reason == "cancelled"
        assert not server.release.is_set()  # it ended while the server still held it
        runner.join(HANG_S)
        engine.close()


def test_a_slow_remote_engine_never_holds_up_the_local_model(tmp_path: Path) -> None:
    with slow_server() as server:
        registry = EngineRegistry(tmp_path / "remote-engines.json")
        registry.put(EngineSpec("slow-box", server.url))
        router = EngineRouter(QuickLocal(), registry,
                              connect=lambda spec, model: RemoteEngine(spec.config(model)))
        remote = GenerateStream(prompt=QUESTION, max_tokens=8, engine="slow-box")
        local = Generate(prompt=QUESTION, max_tokens=8)

        def worker() -> None:  # the local model's one thread, as InferenceWorker's
            router.run(remote)
            router.run(local)

        thread = threading.Thread(target=worker, name="lantern-inference", daemon=True)
        thread.start()
        assert local.reply.result(timeout=HANG_S)[0] == "local answer"
        assert server.received.wait(HANG_S) and not remote.reply.done()
        remote.cancel()
        assert remote.reply.result(timeout=HANG_S).finish_reason == "cancelled"
        thread.join(HANG_S)
        router.close()
