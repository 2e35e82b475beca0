"""settle() leaves no reply unsettled, whatever the dispatch raises (issue 22, defect 1).

Ctrl+C in `lantern chat` raises KeyboardInterrupt inside the engine's token
loop; settle() caught Exception only, so the reply stayed running and the
command waited on it for ever. The fake engine settles through the same
settle(), so the window's tests reach this path too.
"""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

from app.engine.errors import EngineError, Interrupted
from app.engine.requests import GenerateStream, Request, settle
from tests.ui.fakes import FakeEngine, Script

log = logging.getLogger("test")


def _interrupt(_request: Request) -> None:
    raise KeyboardInterrupt


def test_an_interrupt_settles_the_reply_and_is_raised_again() -> None:
    request = GenerateStream(prompt="hi")
    with pytest.raises(KeyboardInterrupt):
        settle(request, _interrupt, log)
    assert request.reply.done() and request.cancelled
    assert isinstance(request.reply.exception(timeout=0), Interrupted)


def test_the_fake_engine_settles_through_settle(tmp_path: Path) -> None:
    script = Script(pieces=6, raise_at=2)
    engine = FakeEngine(script, lambda _f, _s: None)
    seen: list[str] = []
    request = GenerateStream(prompt=[{"role": "user", "content": "hi"}], callback=seen.append)
    with pytest.raises(KeyboardInterrupt):
        engine.run(request)
    assert len(seen) == 2 and isinstance(request.reply.exception(timeout=0), Interrupted)
    script.raise_at, script.raise_what = 0, RuntimeError("a bug")
    failed = GenerateStream(prompt="hi")
    engine.run(failed)  # a bug fails this request, never the engine
    error = failed.reply.exception(timeout=0)
    assert isinstance(error, EngineError) and "a bug" in str(error)
    ok = GenerateStream(prompt="hi")
    engine.run(ok)
    assert ok.reply.result(timeout=0).finish_reason == "stop"
