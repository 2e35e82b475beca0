"""Finding out what a server is and serves, from what it answers.

Each kind has an endpoint only it answers in its own shape: llama.cpp's
server `/props`, Ollama's `/api/version`, LM Studio's `/api/v0/models`,
vLLM's `/version`, llama-cpp-python's OpenAPI title; Lantern's models are
`owned_by: lantern`.
Everything must first answer the OpenAI `/v1/models` (or Ollama's tags);
that request is also what says "unreachable" or "key refused".
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import PurePosixPath
from typing import Any

from app.engine.errors import EngineError
from app.engine.remote.kinds import ServerKind
from app.engine.remote.transport import Transport
from app.said import QT_TRANSLATE_NOOP


@dataclass
class ServerInfo:
    kind: ServerKind
    version: str = ""
    models: list[str] = field(default_factory=list)
    """What can answer chat (for vLLM: base models, adapters listed apart)."""
    adapters: list[str] = field(default_factory=list)
    adapter_ids: dict[str, int] = field(default_factory=dict)
    """llama.cpp server: adapter name (file stem) -> id in its adapter list."""
    embedding_models: list[str] = field(default_factory=list)
    chat_template: str | None = None
    """The server's chat template (Jinja) when it shares it: lets an
    interrupted answer be continued as a raw completion."""
    n_ctx: int = 0
    """The served model's context in tokens, where the server says it
    (llama.cpp server and Lantern: /props; vLLM: max_model_len); 0 unknown."""


def _dict(value: Any) -> dict[str, Any]:
    return value if isinstance(value, dict) else {}


def _ids(models_doc: Any) -> list[dict[str, Any]]:
    data = _dict(models_doc).get("data")
    if not isinstance(data, list):
        return []
    return [m for m in data if isinstance(m, dict) and m.get("id")]


def _stem(path: str) -> str:
    return PurePosixPath(path.replace("\\", "/")).stem


def detect_kind(transport: Transport, models_doc: Any
                ) -> tuple[ServerKind, str, dict[str, Any]]:
    """(kind, version, the identifying document) for the server behind transport."""
    if any(m.get("owned_by") == "lantern" for m in _ids(models_doc)):
        return ServerKind.LANTERN, "", _dict(models_doc)
    props = _dict(transport.get_json("/props", quiet=True))
    if "default_generation_settings" in props or "build_info" in props:
        return ServerKind.LLAMA_CPP, str(props.get("build_info", "")), props
    ollama = _dict(transport.get_json("/api/version", quiet=True))
    if "version" in ollama:
        return ServerKind.OLLAMA, str(ollama["version"]), ollama
    lmstudio = _ids(transport.get_json("/api/v0/models", quiet=True))
    if lmstudio and any("type" in m for m in lmstudio):
        return ServerKind.LM_STUDIO, "", {"data": lmstudio}
    vllm = _dict(transport.get_json("/version", quiet=True))
    if "version" in vllm:
        return ServerKind.VLLM, str(vllm["version"]), vllm
    title = str(_dict(_dict(transport.get_json("/openapi.json", quiet=True)).get("info"))
                .get("title", ""))
    if "llama.cpp python" in title.lower():
        return ServerKind.LLAMA_CPP_PYTHON, "", {}
    return ServerKind.OPENAI, "", {}


def probe(transport: Transport) -> ServerInfo:
    """Kind, models, adapters and embedding models; raises EngineError when the
    server cannot be reached, refuses the key, or is not OpenAI-compatible."""
    models_doc = transport.get_json("/v1/models")  # reachability and key, loudly
    kind, version, identity = detect_kind(transport, models_doc)
    info = ServerInfo(kind, version, [m["id"] for m in _ids(models_doc)])
    if kind is ServerKind.LLAMA_CPP:
        _llama_cpp_details(transport, info, identity)
    elif kind is ServerKind.VLLM:
        _vllm_details(info, models_doc)
    elif kind is ServerKind.OLLAMA:
        _ollama_details(transport, info)
    elif kind is ServerKind.LM_STUDIO:
        _lm_studio_details(info, identity)
    elif kind is ServerKind.LANTERN:
        _lantern_details(transport, info)
    if not info.embedding_models and kind not in (ServerKind.OLLAMA, ServerKind.LM_STUDIO):
        info.embedding_models = [m for m in info.models[:4] if _embeds(transport, m)]
    if not info.models and not info.embedding_models:
        raise EngineError(QT_TRANSLATE_NOOP("Engine", "{where} serves no models.").format(
            where=transport.where))
    return info


def _embeds(transport: Transport, model: str) -> bool:
    try:
        reply = transport.post_json("/v1/embeddings", {"model": model, "input": ["probe"]})
    except EngineError:
        return False
    data = _dict(reply).get("data")
    return isinstance(data, list) and bool(data)


def _context_of(props: dict[str, Any]) -> int:
    n_ctx = _dict(props.get("default_generation_settings")).get("n_ctx")
    return n_ctx if isinstance(n_ctx, int) and n_ctx > 0 else 0


def _llama_cpp_details(transport: Transport, info: ServerInfo, props: dict[str, Any]) -> None:
    info.n_ctx = _context_of(props)
    template = props.get("chat_template")
    info.chat_template = template if isinstance(template, str) and template else None
    adapters = transport.get_json("/lora-adapters", quiet=True)
    for entry in adapters if isinstance(adapters, list) else []:
        if isinstance(entry, dict) and isinstance(entry.get("id"), int):
            name = _stem(str(entry.get("path", entry["id"])))
            info.adapter_ids[name] = entry["id"]
    info.adapters = list(info.adapter_ids)


def _vllm_details(info: ServerInfo, models_doc: Any) -> None:
    # vLLM lists each --lora-modules entry as a model whose `parent` is the base.
    entries = _ids(models_doc)
    info.adapters = [m["id"] for m in entries if m.get("parent")]
    info.models = [m["id"] for m in entries if not m.get("parent")]
    lengths = [m["max_model_len"] for m in entries if not m.get("parent")
               and isinstance(m.get("max_model_len"), int)]
    info.n_ctx = lengths[0] if lengths else 0


def _ollama_details(transport: Transport, info: ServerInfo) -> None:
    tags = _dict(transport.get_json("/api/tags", quiet=True)).get("models")
    names = [m["name"] for m in tags if isinstance(m, dict) and m.get("name")] \
        if isinstance(tags, list) else []
    info.models = names or info.models
    for name in list(info.models):
        try:
            shown = _dict(transport.post_json("/api/show", {"model": name}))
        except EngineError:
            continue
        if "embedding" in (shown.get("capabilities") or []):
            info.embedding_models.append(name)
            if "completion" not in (shown.get("capabilities") or []):
                info.models.remove(name)


def _lm_studio_details(info: ServerInfo, identity: dict[str, Any]) -> None:
    entries = _ids(identity)
    info.embedding_models = [m["id"] for m in entries if m.get("type") == "embeddings"]
    info.models = [m["id"] for m in entries if m.get("type") != "embeddings"]


def _lantern_details(transport: Transport, info: ServerInfo) -> None:
    # Lantern lists its chat model, then its embedding model; its adapter
    # list is llama.cpp's shape plus the name, which is what requests send.
    info.models, info.embedding_models = info.models[:1], info.models[1:2]
    adapters = transport.get_json("/lora-adapters", quiet=True)
    info.adapters = [str(a["name"]) for a in adapters if isinstance(a, dict) and a.get("name")] \
        if isinstance(adapters, list) else []
    props = _dict(transport.get_json("/props", quiet=True))
    info.n_ctx = _context_of(props)
    template = props.get("chat_template")
    info.chat_template = template if isinstance(template, str) and template else None


def check_connection(base_url: str, api_key: str | None, ca_file: str | None = None,
                    timeout_s: float = 30.0) -> ServerInfo:
    """Probe a server once (Settings' "Test connection"); EngineError says why not."""
    transport = Transport(base_url, api_key, timeout_s, ca_file)
    try:
        return probe(transport)
    finally:
        transport.close()
