"""Document search with a remote embedding model, for large collections.

A collection that embeds remotely says so in the store the same way every
collection names the model of its vectors: its `embedding_model_id` is
`model @ engine` (how answers name a remote model too), and its vectors are
tagged with that id, so they are never compared with another model's. The
indexing thread and the search thread each keep their own connections
(RemoteEmbedders); a connection that broke is dropped and made afresh on
the next batch, once the server answers again.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from app.engine.errors import EngineError
from app.engine.remote.registry import EngineRegistry, EngineSpec, shared_registry
from app.said import QT_TRANSLATE_NOOP

if TYPE_CHECKING:  # the HTTP stack loads with the first remote request
    from app.engine.remote.engine import RemoteEngine

SEPARATOR = " @ "
REMOTE_EMBED_BATCH = 64
"""Chunks per /v1/embeddings request while indexing: few enough that one
request stays well under servers' input limits (Lantern: 256; vLLM and
llama.cpp's server batch them on the GPU), many enough that a round trip
costs little per chunk."""


@dataclass(frozen=True)
class RemoteEmbedding:
    """An embedding model served by a remote engine."""

    engine: str
    model: str

    @property
    def model_id(self) -> str:
        return f"{self.model}{SEPARATOR}{self.engine}"

    @classmethod
    def parse(cls, model_id: str | None) -> RemoteEmbedding | None:
        """The remote model an id names; None for this computer's models."""
        if not model_id or SEPARATOR not in model_id:
            return None
        model, _, engine = model_id.rpartition(SEPARATOR)
        return cls(engine, model) if engine and model else None


def embedding_choices(registry: EngineRegistry) -> list[RemoteEmbedding]:
    """Every embedding model the engines' last connection tests found."""
    return [RemoteEmbedding(spec.name, model) for spec in registry.engines()
            for model in spec.embedding_models]


Connect = Callable[[EngineSpec, str], "RemoteEngine"]


def _connect(spec: EngineSpec, embedding_model: str) -> RemoteEngine:
    from app.engine.remote.engine import RemoteEngine
    from app.engine.remote.keys import load_key  # in this thread, when first needed

    config = replace(spec.config(), embedding_model=embedding_model)
    return RemoteEngine(config, api_key=load_key(spec.base_url))


def is_transient(exc: BaseException | None) -> bool:
    """An error that goes away when the server is back (unreachable, a broken
    connection, a timeout): indexing waits for it instead of failing."""
    from app.engine.remote.transport import StreamDropped, Unreachable

    return isinstance(exc, Unreachable | StreamDropped)


class RemoteEmbedders:
    """One thread's connections to remote embedding models."""

    def __init__(self, registry: EngineRegistry | None = None,
                 connect: Connect = _connect) -> None:
        self.registry = registry or shared_registry()
        self._connect = connect
        self._engines: dict[RemoteEmbedding, tuple[EngineSpec, RemoteEngine]] = {}

    def embed(self, which: RemoteEmbedding, texts: list[str],
              cancelled: Callable[[], bool] = lambda: False) -> list[list[float]]:
        """Unit vectors for texts, in requests of REMOTE_EMBED_BATCH at most."""
        engine = self._engine(which)
        try:
            return engine.embed(texts, cancelled)
        except EngineError as exc:
            if is_transient(exc):
                self._drop(which)  # connect (and probe) afresh next time
            raise

    def _engine(self, which: RemoteEmbedding) -> RemoteEngine:
        spec = self.registry.get(which.engine)
        if spec is None:
            raise EngineError(QT_TRANSLATE_NOOP(
                "Engine", "There is no engine named “{name}” any more; add it again in File → "
                "Engines… to search this collection by meaning.").format(name=which.engine))
        cached = self._engines.get(which)
        if cached is not None and cached[0] == spec:
            return cached[1]
        self._drop(which)
        engine = self._connect(spec, which.model)
        self._engines[which] = (spec, engine)
        return engine

    def _drop(self, which: RemoteEmbedding) -> None:
        cached = self._engines.pop(which, None)
        if cached is not None:
            cached[1].close()

    def close(self) -> None:
        for which in list(self._engines):
            self._drop(which)
