"""EngineRouter: one engine for the worker, answering from the local model or
from a remote engine, as each request's `engine` field says.

The worker keeps driving one object with `run(request)`; which server
answers is decided here. A local request runs here, on the worker's (the
local model's) thread; a remote one is handed to that engine's own lane
(app.engine.remote.lane) and `run` returns at once: its reply settles on
the lane's thread. Remote engines connect on first use, in their lane, and
are kept until their settings change; adapters, the chat template and
embeddings belong to the local model unless a request names a remote engine.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from concurrent.futures import Future
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from app.engine.errors import EngineError
from app.engine.prompts import RenderedPrompt
from app.engine.remote.registry import EngineRegistry, EngineSpec
from app.engine.requests import Generate, GenerateStream, Request
from app.said import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    # The remote stack (httpx, keyring: ~80 ms of imports) loads with the
    # first remote engine, not with every local model (it delayed the
    # window's model by that much at each start).
    from app.engine.remote.engine import RemoteEngine
    from app.engine.remote.lane import RemoteLane

log = logging.getLogger("lantern.engine.router")


class LocalEngine(Protocol):
    @property
    def model_name(self) -> str: ...
    @property
    def template(self) -> Any: ...

    def run(self, request: Request) -> None: ...
    def close(self) -> None: ...
    def register_adapter(self, name: str, path: Path | str) -> None: ...
    def unregister_adapter(self, name: str) -> None: ...


Connect = Callable[[EngineSpec, str], "RemoteEngine"]


def connect_with_keyring(spec: EngineSpec, model: str) -> RemoteEngine:
    from app.engine.remote.engine import RemoteEngine
    from app.engine.remote.keys import load_key

    return RemoteEngine(spec.config(model), api_key=load_key(spec.base_url))


class EngineRouter:
    def __init__(self, local: LocalEngine, registry: EngineRegistry,
                 connect: Connect = connect_with_keyring) -> None:
        self.local = local
        self.registry = registry
        self._connect = connect
        self._lanes: dict[tuple[str, str], tuple[EngineSpec, RemoteLane]] = {}

    # -- what the window asks of "the engine" -------------------------------

    @property
    def model_name(self) -> str:
        return str(self.local.model_name)

    @property
    def template(self) -> Any:
        return self.local.template

    @property
    def tool_format(self) -> Any:
        """How the local model writes tool calls (its template's family)."""
        return getattr(self.local, "tool_format", None)

    @property
    def sees_images(self) -> bool:
        """The local model has a projector (LlamaEngine.sees_images): its
        prompts may carry images; a request with images to one without is
        refused ("… cannot read images; choose a vision model")."""
        return bool(getattr(self.local, "sees_images", False))

    def register_adapter(self, name: str, path: Path | str) -> None:
        self.local.register_adapter(name, path)

    def unregister_adapter(self, name: str) -> None:
        self.local.unregister_adapter(name)

    def render_later(self, messages: list[dict[str, str]], engine: str = "",
                     model: str = "") -> Future[RenderedPrompt]:
        """The chat template of whichever engine answers (to continue an
        answer), as a future: a remote engine's renders on its own lane, so the
        local model's thread, which calls this, never waits for a server."""
        if engine:
            return self.lane(engine, model).call(
                lambda remote: remote.template.render(messages))
        done: Future[RenderedPrompt] = Future()
        try:
            done.set_result(self.local.template.render(messages))
        except Exception as exc:  # the caller awaits it and says what went wrong
            done.set_exception(exc)
        return done

    def count_prompt(self, messages: list[dict[str, Any]], enable_thinking: bool | None = None,
                     engine: str = "") -> int | None:
        """The tokens of a chat prompt by the answering model's tokenizer; None
        for a remote engine, whose tokenizer is not here (an estimate stays)."""
        if engine:
            return None
        count = getattr(self.local, "count_prompt", None)
        return int(count(messages, enable_thinking)) if count is not None else None

    # -- requests ----------------------------------------------------------

    @property
    def parallel(self) -> int:
        """Sequences the local model decodes together (1 for an engine that
        does not batch)."""
        return max(1, int(getattr(self.local, "parallel", 1)))

    def run_batch(self, requests: Sequence[Generate | GenerateStream],
                  more: Callable[[], Generate | GenerateStream | None] | None = None,
                  beat: Callable[[], None] = lambda: None) -> None:
        """Local generations decoded together (LlamaEngine.run_batch); `beat`
        is the owner thread's heartbeat."""
        run_batch = getattr(self.local, "run_batch", None)
        if run_batch is None:
            raise EngineError("This engine answers one request at a time.")
        run_batch(requests, more, beat)

    def run(self, request: Request) -> None:
        """A local request runs now; a remote one is queued on its lane."""
        if not isinstance(request, Generate | GenerateStream) or not request.engine:
            self.local.run(request)
            return
        try:
            lane = self.lane(request.engine, request.model)
        except EngineError as exc:
            if request.reply.set_running_or_notify_cancel():
                request.reply.set_exception(exc)
            return
        lane.submit(request)

    def remote(self, name: str, model: str = "") -> RemoteEngine:
        """The connected engine `name` (for `model`), connecting if needed (in
        its lane's thread; this waits for it)."""
        return self.lane(name, model).call(lambda engine: engine).result()

    def lane(self, name: str, model: str = "") -> RemoteLane:
        """The lane of engine `name` for `model`; a new one when its settings changed."""
        spec = self.registry.get(name)
        if spec is None:
            raise EngineError(QT_TRANSLATE_NOOP(
                "Engine", "There is no engine named “{name}” any more; choose another for "
                "this conversation.").format(name=name))
        key = (name, model)
        cached = self._lanes.get(key)
        if cached is not None and cached[0] == spec:
            return cached[1]
        if cached is not None:  # its settings changed: what it has queued ends there
            cached[1].close()
        from app.engine.remote.lane import RemoteLane

        lane = RemoteLane(name, lambda: self._connect(spec, model))
        self._lanes[key] = (spec, lane)
        return lane

    def close(self) -> None:
        """The lanes finish what they were given (a remote answer goes on while
        the local model is switched), then disconnect."""
        for _spec, lane in self._lanes.values():
            lane.close()
        self._lanes.clear()
        self.local.close()
