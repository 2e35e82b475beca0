"""EngineHost: the window's handle on the InferenceWorker across model changes.

It builds the worker from Settings, registers the adapter library right
after the model loads (in the worker thread, before any queued chat
request runs), forwards the worker's signals under stable names, and swaps
the worker when model settings change without ever blocking the GUI thread.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from concurrent.futures import Future
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal, TypeAlias, TypeVar

from PySide6.QtCore import QCoreApplication, QObject, Signal

from app.config import Settings
from app.domain import AdapterSpec
from app.engine.errors import EngineError
from app.engine.remote.registry import Route, route_label, shared_registry
from app.workers.say import say

if TYPE_CHECKING:
    # The prompt's types load with the model, in its thread; the worker and
    # the request types when the worker is made (start, after the first paint).
    from app.engine.prompts import RenderedPrompt
    from app.engine.requests import ModelTarget, Request
    from app.workers.inference import Engine, EngineFactory, InferenceWorker

T = TypeVar("T")
EngineState = Literal["loading", "ready", "failed"]
SHUTDOWN_POLL_S = 0.05


FactoryBuilder: TypeAlias = "Callable[[Settings], EngineFactory]"
"""Settings -> a factory that loads the engine in the worker thread."""


def llama_factory(settings: Settings) -> EngineFactory:
    """The real engine: llama.cpp is imported in the worker thread, not at startup."""

    def load(progress: Callable[[float, str], None]) -> Engine:
        from app.engine.disk_cache import attach
        from app.engine.llama import EngineConfig, LlamaEngine
        from app.engine.router import EngineRouter
        from app.models.fit import auto_gpu_layers, parallel_of
        from app.models.vision import projector_for

        config = EngineConfig(
            model_path=Path(settings.model_path) if settings.model_path else None,
            embedding_model_path=(Path(settings.embedding_model_path)
                                  if settings.embedding_model_path else None),
            n_ctx=settings.n_ctx, n_threads=settings.n_threads,
            cache_ram_bytes=settings.cache_ram_mb << 20, n_gpu_layers=settings.n_gpu_layers,
            flash_attention=settings.flash_attention, embedding_gpu=settings.embedding_gpu,
            projector_path=projector_for(settings.model_path),  # a vision model's pair
        )
        config.n_parallel = parallel_of(config, settings.parallel_answers)
        config.gpu_fit = auto_gpu_layers(config)
        engine = LlamaEngine(config, progress)
        attach(engine, settings.cache_disk, settings.cache_disk_mb)
        # The router answers from the local model or from the remote engine
        # a request names; the worker drives it like any engine.
        return EngineRouter(engine, shared_registry())

    return load


def _with_adapters(factory: EngineFactory, adapters: Sequence[AdapterSpec],
                   registered: set[str], failures: list[str]) -> EngineFactory:
    def load(progress: Callable[[float, str], None]) -> Engine:
        engine: Any = factory(progress)
        for spec in adapters:
            try:
                engine.register_adapter(spec.name, spec.path)
                registered.add(spec.name)
            except EngineError as exc:
                failures.append(QCoreApplication.translate(
                    "EngineHost", "LoRA adapter “{name}” was not loaded: {reason}").format(
                        name=spec.name, reason=say(exc)))
        return engine  # type: ignore[no-any-return]

    return load


def model_label(settings: Settings) -> str:
    """A name for the model before it has loaded and can say its own."""
    return Path(settings.model_path).stem if settings.model_path else "default model"


class EngineHost(QObject):
    token = Signal(int, str)
    speed_measured = Signal(int, float)
    finished = Signal(int, object)
    failed = Signal(int, str)
    state_changed = Signal(str, str)
    """(state, detail): loading + stage text, ready + model name, failed + reason."""
    progressed = Signal(float, str)
    adapter_warnings = Signal(list)
    device_changed = Signal(str)
    """Where the loaded model runs ("Vulkan: ..., 31 of 31 layers"); "" while none is."""
    device_notice = Signal(str)
    """The one notice of a GPU that failed the model, which runs on the CPU instead."""
    engine_notice = Signal(str)
    """A notice of the engine while it serves (the prompt cache on disk stopped
    saving: the disk is full), once."""

    def __init__(self, settings: Settings, build: FactoryBuilder = llama_factory) -> None:
        super().__init__()
        self._build = build
        self.state: EngineState = "loading"
        self.model_name = model_label(settings)
        self.engine_settings = settings
        """What the engine was (or is being) loaded with: the app's settings, or
        those of the model the open conversation chose."""
        self.load_error = ""
        self.takes_thinking = False
        self.native_tools = True
        """The loaded model's template has its own tool-call format."""
        """The loaded model's chat template takes `enable_thinking`."""
        self.sees_images = False
        """The loaded model reads images (it has its projector): False until
        a model that does has loaded."""
        self.device = ""
        """Where the loaded model runs (app.engine.devices.DeviceUse.summary)."""
        self.registered: set[str] = set()
        self.routes = shared_registry()
        """Which engine answers each conversation (app.engine.remote.registry)."""
        self._made: InferenceWorker | None = None
        self._restarting = False
        self.closed = False
        """shutdown() ran: the window is closing or closed. Not the same as the
        worker not running: during a restart the new worker waits, not started,
        for the old one's load to end (app.ui.app asks this, issue 33)."""

    @property
    def _worker(self) -> InferenceWorker:
        """The worker, made on first use: at `start`, after the window's first
        paint, which its module and the request types (~8 ms) need not delay."""
        if self._made is None:
            self._made = self._make_worker(self.engine_settings)
        return self._made

    # -- lifecycle ---------------------------------------------------------

    def _make_worker(self, settings: Settings) -> InferenceWorker:
        from app.engine.requests import ModelTarget
        from app.workers.inference import InferenceWorker

        self.registered = set()
        self._failures: list[str] = []
        factory = _with_adapters(self._build(settings), list(settings.adapters),
                                 self.registered, self._failures)
        worker = InferenceWorker(factory, ModelTarget(settings.model_path, settings.n_ctx,
                                                      model_label(settings)))
        worker.token.connect(self.token)
        worker.speed_measured.connect(self.speed_measured)
        worker.finished.connect(self.finished)
        worker.failed.connect(self.failed)
        worker.load_progressed.connect(self._on_progress)
        worker.loaded.connect(self._on_loaded)
        worker.load_failed.connect(self._on_load_failed)
        worker.health_changed.connect(self._on_health)
        worker.notice.connect(self.engine_notice)
        return worker

    def start(self) -> None:
        self._set_state("loading", "Loading model")
        self._worker.start()

    async def restart(self, settings: Settings) -> None:
        """Load the model again with new settings; requests sent meanwhile, and
        those still queued in the old worker, wait for the new one."""
        old = self._worker
        self.model_name = model_label(settings)
        self.engine_settings = settings
        self._made = self._make_worker(settings)
        self._set_state("loading", "Restarting with the new model settings")
        # What is queued (an index run's next batches, say) moves to the new
        # worker and runs once it has loaded: a restart fails no request.
        old.hand_over(self._worker)
        import asyncio  # not before the window's first paint (app.ui.services.tasks)

        while old.is_running():  # the running request finishes first
            await asyncio.sleep(SHUTDOWN_POLL_S)
        old.deleteLater()
        if not self.closed:  # a window closed meanwhile starts no model
            self._worker.start()

    def shutdown(self, timeout_ms: int = 10_000) -> bool:
        """Stop and join the worker (at exit; blocks up to timeout_ms)."""
        self.closed = True
        return self._made is None or self._made.shutdown(timeout_ms)

    def is_running(self) -> bool:
        return self._made is not None and self._made.is_running()

    # -- requests ----------------------------------------------------------

    def submit(self, request: Request, background: bool = False) -> Future[Any]:
        return self._worker.submit(request, background)

    @property
    def parallel(self) -> int:
        """API requests run at once: the loaded engine's sequences but one, kept
        for the window's own answers (which also go first when they wait)."""
        return max(1, self._worker.parallel - 1)

    def health(self) -> str:
        """The engine-owner thread's state, for the API's /health."""
        return self._worker.health()

    def cancel(self, request: Request) -> None:
        self._worker.cancel(request)

    async def call(self, fn: Callable[[Any], T]) -> T:
        """Run fn(engine) in the worker thread and await its result."""
        import asyncio

        return await asyncio.wrap_future(self._worker.call(fn))

    async def register_adapter(self, name: str, path: str) -> None:
        """Load an adapter; raises EngineError with llama.cpp's reason on refusal."""
        await self.call(lambda engine: engine.register_adapter(name, path))
        self.registered.add(name)

    async def unregister_adapter(self, name: str) -> None:
        await self.call(lambda engine: engine.unregister_adapter(name))
        self.registered.discard(name)

    async def render_prompt(self, messages: list[dict[str, str]],
                            route: Route | None = None) -> RenderedPrompt:
        """The answering model's chat template applied to messages (to continue
        an answer); `route` names a remote engine, if one answers."""
        import asyncio

        if route is not None and route.engine:
            # The remote engine's template renders on its own lane: the local
            # model's thread only hands the job over, and is not held meanwhile.
            rendered = await self.call(lambda engine: engine.render_later(
                messages, route.engine, route.model))
            return await asyncio.wrap_future(rendered)
        return await self.call(lambda engine: engine.template.render(messages))

    def route_of(self, conversation_id: int | None) -> Route:
        return self.routes.route_for(conversation_id)

    def answering_model(self, conversation_id: int | None) -> str:
        """What answers this conversation, as answers record it."""
        return route_label(self.routes, self.route_of(conversation_id), self.model_name)

    def target_for(self, conversation_id: int | None) -> tuple[Route, ModelTarget]:
        """Who answers this conversation now, and the model its request is
        prepared for: the local model being loaded (its file, its context), or
        the remote engine's (its context as its last connection test found)."""
        from app.engine.requests import ModelTarget

        route = self.route_of(conversation_id)
        label = route_label(self.routes, route, self.model_name)
        if route.engine:
            spec = self.routes.get(route.engine)
            n_ctx = (spec.n_ctx if spec is not None else 0) or self.engine_settings.n_ctx
            return route, ModelTarget("", n_ctx, label)
        settings = self.engine_settings
        return route, ModelTarget(settings.model_path, settings.n_ctx, label)

    def context_of(self, conversation_id: int | None) -> int:
        """The context of what answers this conversation; 0 when a remote
        engine does not say (its server reports no n_ctx / max_model_len)."""
        route = self.route_of(conversation_id)
        if route.engine:
            spec = self.routes.get(route.engine)
            return spec.n_ctx if spec is not None else 0
        return self.engine_settings.n_ctx

    # -- worker signals ----------------------------------------------------

    def _set_state(self, state: EngineState, detail: str) -> None:
        self.state = state
        self.state_changed.emit(state, detail)

    def _on_progress(self, fraction: float, stage: str) -> None:
        if self.sender() is self._worker:
            self.progressed.emit(fraction, stage)

    def _on_loaded(self, name: str) -> None:
        if self.sender() is not self._worker:
            return
        from app.models.registry import display_name

        self.model_name = display_name(self.engine_settings.model_path, name)
        self.takes_thinking = self._worker.takes_thinking
        self.native_tools = self._worker.native_tools
        self.device = self._worker.device
        self.sees_images = self._worker.sees_images
        self.load_error = ""
        self._set_state("ready", self.model_name)
        self.device_changed.emit(self.device)
        if self._worker.load_notice:
            self.device_notice.emit(self._worker.load_notice)
        if self._failures:
            self.adapter_warnings.emit(list(self._failures))

    def _on_health(self, state: str) -> None:
        """The engine failed or stalled and is being loaded again (its answers
        in flight ended with a message saying so); `_on_loaded` follows."""
        if self.sender() is self._worker and state == "restarting":
            self._set_state("loading", self.tr("The engine stopped unexpectedly and is "
                                               "restarting"))

    def _on_load_failed(self, message: str) -> None:
        if self.sender() is not self._worker:
            return
        self.load_error = message
        self._set_state("failed", message)
