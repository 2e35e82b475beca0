"""Ollama's API (`/api/chat`, `/api/generate`, `/api/embed`, `/api/embeddings`,
`/api/tags`, `/api/show`, `/api/ps`, `/api/version`): a translation to and
from the shared chat path (app.api.generation).

A chat or generate request becomes a chat completions body, so tools, tool
results, `format` (constrained by the same grammar as `response_format`)
and the sampler's `options` are checked and generated exactly as a chat
request is. Streams are NDJSON, one object a line, as Ollama sends them.
Model names are Lantern's model ids with Ollama's tag (`name:latest`); an
unknown name is Ollama's 404.
"""

from __future__ import annotations

import hashlib
import json
import re
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from json.encoder import encode_basestring
from typing import Any

from starlette.requests import Request as HttpRequest
from starlette.responses import JSONResponse, PlainTextResponse, Response

from app.api.attached import base64_url, image_part
from app.api.catalog import Catalog, ServedModel
from app.api.errors import ApiError
from app.api.generation import Generation, Renames
from app.api.responses import Answer, VectorsResponse
from app.api.schemas import CompletionRequest, parse
from app.api.streaming import Piece, ReasoningDelta
from app.api.structured import engine_param
from app.domain import ToolCall
from app.engine.requests import GenerateStream, UsageStats

VERSION = "0.12.0"
"""The version of Ollama's API that Lantern follows (GET /api/version)."""
NDJSON = "application/x-ndjson"
TEXT_LINE_S = 0.01
"""How long a streamed line's `created_at` is reused for the next pieces."""
_STARTED = datetime.now(UTC)


def error_body(error: ApiError) -> dict[str, object]:
    return {"error": error.message}


def _bad(message: str, param: str) -> ApiError:
    return ApiError(400, message, code="invalid_value", param=param)


def now() -> str:
    return datetime.now(UTC).isoformat().replace("+00:00", "Z")


def ollama_name(model: ServedModel) -> str:
    return f"{model.id}:latest"


def find_model(catalog: Catalog, raw: dict[str, Any], kind: str | None) -> ServedModel:
    """The served model a request names (`model`, or the older `name`): Ollama's
    404 for a name Lantern does not serve, a 400 for the wrong kind."""
    wanted = raw.get("model", raw.get("name"))
    if not isinstance(wanted, str) or not wanted:
        raise _bad("model is required (see GET /api/tags for the names).", "model")
    found = catalog.find(wanted)
    if found is None:
        names = ", ".join(ollama_name(m) for m in catalog.served())
        raise ApiError(404, f'model "{wanted}" not found, try pulling it first (Lantern '
                            f"downloads no models through this API; it serves {names})",
                       code="model_not_found", param="model")
    if kind is not None and found.kind != kind:
        other = next(m for m in catalog.served() if m.kind == kind)
        doing = "embeddings" if kind == "embedding" else "chat"
        raise _bad(f'"{wanted}" does not support {doing}; use "{ollama_name(other)}".',
                   "model")
    return found


def asked_name(catalog: Catalog, raw: dict[str, Any], kind: str) -> str:
    """The name the request gave, once it names a served model of this kind
    (Ollama's answers carry the name as the client wrote it)."""
    find_model(catalog, raw, kind)
    return str(raw.get("model", raw.get("name")))


# -- requests ------------------------------------------------------------------


@dataclass
class OllamaForm(Renames):
    """An Ollama body as a chat completions body; errors name Ollama's fields."""

    body: dict[str, Any]
    renames: dict[str, str] = field(default_factory=dict)
    """Chat fields by the Ollama field that made them (an image part by its
    place in `images`), matched exactly before the prefixes."""

    def name_of(self, param: str) -> str:
        if param in self.renames:
            return self.renames[param]
        if match := re.match(r"messages\.(\d+)\.tool_calls\.(\d+)\.function\.arguments", param):
            return f"messages.{match.group(1)}.tool_calls.{match.group(2)}.function.arguments"
        for chat, ollama in (*self.renames.items(), *_CHAT_TO_OLLAMA):
            if param.startswith(chat):
                return ollama + param[len(chat):]
        return param


_CHAT_TO_OLLAMA = (("response_format.json_schema.schema", "format"),
                   ("response_format", "format"), ("max_tokens", "options.num_predict"),
                   ("stop", "options.stop"), ("temperature", "options.temperature"),
                   ("top_p", "options.top_p"), ("top_k", "options.top_k"),
                   ("min_p", "options.min_p"), ("repeat_penalty", "options.repeat_penalty"),
                   ("seed", "options.seed"))

_OPTIONS = ("temperature", "top_p", "top_k", "min_p", "repeat_penalty", "seed", "stop")


def _options(raw: dict[str, Any]) -> dict[str, Any]:
    """Ollama's `options` as the chat body's sampler fields. num_ctx is accepted
    (the context was chosen when the model loaded); unknown options are
    ignored, as Ollama does."""
    options = raw.get("options") or {}
    if not isinstance(options, dict):
        raise _bad("'options' must be an object.", "options")
    fields: dict[str, Any] = {}
    for name in _OPTIONS:
        value = options.get(name)
        if isinstance(value, int) and not isinstance(value, bool) and name != "seed" \
                and name != "top_k":
            value = float(value)  # Ollama's clients send 0 for 0.0
        if name == "seed" and isinstance(value, int) and value < 0:
            value = None  # Ollama's -1: a random seed
        if name == "stop" and isinstance(value, str):
            value = [value]
        if value is not None:
            fields[name] = value
    predict = options.get("num_predict")
    if isinstance(predict, int) and not isinstance(predict, bool) and predict > 0:
        fields["max_tokens"] = predict  # -1 (no limit) and -2 (fill the context): default
    return fields


def _format(raw: dict[str, Any]) -> dict[str, Any] | None:
    given = raw.get("format")
    if given is None or given == "":
        return None
    if given == "json":
        return {"type": "json_object"}
    if isinstance(given, dict):
        return {"type": "json_schema", "json_schema": {"name": "format", "schema": given}}
    raise _bad("format must be \"json\" or a JSON schema (an object).", "format")


def _think(raw: dict[str, Any]) -> dict[str, Any] | None:
    think = raw.get("think")
    if think is None:
        return None
    if isinstance(think, bool) or think in ("low", "medium", "high"):
        return {"enable_thinking": bool(think)}
    raise _bad("think must be true, false, or \"low\", \"medium\" or \"high\".", "think")


def _common(raw: dict[str, Any], messages: list[dict[str, Any]]) -> OllamaForm:
    body: dict[str, Any] = {"messages": messages, "stream": raw.get("stream", True) is not False,
                            **_options(raw)}
    for name, value in (("response_format", _format(raw)),
                        ("chat_template_kwargs", _think(raw))):
        if value is not None:
            body[name] = value
    return OllamaForm(body)


def _arguments(call: dict[str, Any], where: str) -> str:
    arguments = call.get("arguments", {})
    if isinstance(arguments, str):
        return arguments
    if not isinstance(arguments, dict):
        raise _bad(f"'{where}.arguments' must be an object.", f"{where}.arguments")
    return json.dumps(arguments)


class _Calls:
    """Ollama's tool calls carry no ids (newer clients send some): each gets
    one, and each tool result answers the oldest open call of its tool_name."""

    def __init__(self) -> None:
        self.open: list[tuple[str, str]] = []  # (id, name), oldest first

    def assistant(self, message: dict[str, Any], index: int) -> list[dict[str, Any]]:
        calls = []
        for number, call in enumerate(message.get("tool_calls") or ()):
            where = f"messages.{index}.tool_calls.{number}.function"
            function = call.get("function") if isinstance(call, dict) else None
            if not isinstance(function, dict):
                raise _bad(f"'{where}' must be an object with a name and arguments.", where)
            call_id = call.get("id") or f"call_{index}_{number}"
            calls.append({"id": call_id, "type": "function",
                          "function": {"name": function.get("name"),
                                       "arguments": _arguments(function, where)}})
            self.open.append((call_id, str(function.get("name"))))
        return calls

    def answer(self, message: dict[str, Any], index: int) -> str:
        named = message.get("tool_call_id")
        name = message.get("tool_name") or message.get("name")
        for position, (call_id, call_name) in enumerate(self.open):
            if named == call_id or (named is None and name in (None, call_name)):
                return self.open.pop(position)[0]
        raise _bad(f"messages.{index} is a tool result, but no earlier assistant message "
                   f"made {'a call of ' + repr(name) if name else 'a tool call'} that is "
                   "still unanswered.", f"messages.{index}")


def chat_form(raw: dict[str, Any]) -> OllamaForm:
    """/api/chat's body as a chat completions body."""
    given = raw.get("messages")
    if not isinstance(given, list):
        raise _bad("messages must be a list of messages.", "messages")
    calls = _Calls()
    messages = []
    images: dict[str, str] = {}
    for index, message in enumerate(given):
        if not isinstance(message, dict):
            raise _bad(f"messages.{index} must be an object.", f"messages.{index}")
        out: dict[str, Any] = {"role": message.get("role"), "content": message.get("content",
                                                                                    "")}
        if message.get("images"):
            out["content"], names = _with_images(out["content"], message["images"], index,
                                                 f"messages.{index}.images")
            images.update(names)
        if message.get("tool_calls"):
            out["tool_calls"] = calls.assistant(message, index)
        if message.get("role") == "tool":
            out["tool_call_id"] = calls.answer(message, index)
        messages.append(out)
    form = _common(raw, messages)
    form.renames.update(images)
    for name in ("tools", "tool_choice"):  # tool_choice: OpenAI's, a Lantern extra here
        if raw.get(name) is not None:
            form.body[name] = raw[name]
    return form


def _with_images(text: Any, images: Any, at: int,
                 where: str) -> tuple[list[dict[str, Any]], dict[str, str]]:
    """A message's text and its `images` (base64) as chat parts of messages.`at`,
    and each image part's name as the client wrote it (`where`.1)."""
    if not isinstance(images, list):
        raise _bad(f"'{where}' must be a list of base64-encoded images.", where)
    parts = [{"type": "text", "text": "" if text is None else text},
             *(image_part(base64_url(image)) for image in images)]
    return parts, {f"messages.{at}.content.{number + 1}": f"{where}.{number}"
                   for number in range(len(images))}


_UNSUPPORTED = {"suffix": "no fill-in-the-middle",
                "template": "the model keeps its own template; send raw: true to write the "
                            "whole prompt yourself"}


def generate_form(raw: dict[str, Any]) -> OllamaForm:
    """/api/generate's body (not raw) as a chat: the system prompt and the prompt."""
    for name, why in _UNSUPPORTED.items():
        if raw.get(name):
            raise _bad(f"{name} is not supported by Lantern's /api/generate ({why}).", name)
    messages = [{"role": "system", "content": raw["system"]}] if raw.get("system") else []
    images: dict[str, str] = {}
    prompt: Any = raw.get("prompt", "")
    if raw.get("images"):
        prompt, images = _with_images(prompt, raw["images"], len(messages), "images")
    messages.append({"role": "user", "content": prompt})
    form = _common(raw, messages)
    form.renames.update({**images, "messages.0": "system" if raw.get("system") else "prompt",
                         "messages.1": "prompt"})
    return form


# -- responses -----------------------------------------------------------------


def _ns(ms: float) -> int:
    return int(ms * 1_000_000)


def timings(usage: UsageStats) -> dict[str, Any]:
    return {"total_duration": _ns(usage.prefill_ms + usage.decode_ms), "load_duration": 0,
            "prompt_eval_count": usage.prompt_tokens,
            "prompt_eval_duration": _ns(usage.prefill_ms),
            "eval_count": usage.completion_tokens, "eval_duration": _ns(usage.decode_ms)}


def done_reason(usage: UsageStats) -> str:
    return "length" if usage.finish_reason == "length" else "stop"


def tool_calls_json(calls: Sequence[ToolCall]) -> list[dict[str, Any]]:
    out = []
    for index, call in enumerate(calls):
        try:
            arguments = json.loads(call.arguments or "{}")
        except json.JSONDecodeError:
            arguments = {}  # a call cut off by num_predict
        out.append({"id": call.id, "function": {"index": index, "name": call.name,
                                                "arguments": arguments}})
    return out


def message_json(text: str, reasoning: str = "",
                 calls: Sequence[ToolCall] = ()) -> dict[str, Any]:
    message: dict[str, Any] = {"role": "assistant", "content": text}
    if reasoning:
        message["thinking"] = reasoning
    if calls:
        message["tool_calls"] = tool_calls_json(calls)
    return message


def whole(model: str, answer: Answer, chat: bool) -> dict[str, Any]:
    body: dict[str, Any] = {"model": model, "created_at": now()}
    if chat:
        body["message"] = message_json(answer.text, answer.reasoning, answer.tool_calls)
    else:
        body["response"] = answer.text
        if answer.reasoning:
            body["thinking"] = answer.reasoning
    return {**body, "done": True, "done_reason": done_reason(answer.usage),
            **({} if chat else {"context": []}), **timings(answer.usage)}


def loaded(model: str, chat: bool, keep_alive: object = None) -> dict[str, Any]:
    """The answer to an empty request, which only loads the model in Ollama
    (or, with keep_alive 0, unloads it: Lantern's model stays loaded)."""
    body: dict[str, Any] = {"model": model, "created_at": now()}
    body.update({"message": message_json("")} if chat else {"response": ""})
    unload = keep_alive in (0, "0", "0s", "0m")
    return {**body, "done": True, "done_reason": "unload" if unload else "load"}


def line(data: dict[str, Any]) -> bytes:
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode() + b"\n"


class OllamaEvents:
    """Ollama's NDJSON stream: a line per piece, tool calls whole (as Ollama
    sends them) and a closing line with `done`, the reason and the counts."""

    def __init__(self, model: str, chat: bool) -> None:
        self.model = model
        self.chat = chat
        self._text_line = (b"", b"")
        self._made = -1.0

    def _text(self, text: str) -> bytes:
        """A text piece's line: the same JSON but for its text (and its time),
        built again only when the clock has moved on by TEXT_LINE_S, so a
        token costs one string escape (the event loop shares the GIL with
        the engine)."""
        if time.monotonic() - self._made > TEXT_LINE_S:
            head, _, tail = self._piece("\x00").partition(b'"\\u0000"')
            self._text_line, self._made = (head, tail), time.monotonic()
        head, tail = self._text_line
        return head + encode_basestring(text).encode() + tail

    def _piece(self, text: str = "", thinking: str = "",
               calls: Sequence[ToolCall] = ()) -> bytes:
        body: dict[str, Any] = {"model": self.model, "created_at": now()}
        if self.chat:
            body["message"] = message_json(text, thinking, calls)
        else:
            body["response"] = text
            if thinking:
                body["thinking"] = thinking
        return line({**body, "done": False})

    def start(self, index: int, prompt_tokens: int) -> bytes:
        return b""

    def piece(self, piece: Piece, index: int) -> bytes:
        if isinstance(piece, ReasoningDelta):
            return self._piece(thinking=piece.text)
        if isinstance(piece, str):
            return self._text(piece)
        return b""  # a call is sent whole once made (the engine's own, at the end)

    def finish(self, stream: GenerateStream, usage: UsageStats, index: int) -> bytes:
        calls = self._piece(calls=stream.tool_calls) if stream.tool_calls else b""
        body: dict[str, Any] = {"model": self.model, "created_at": now()}
        body.update({"message": message_json("")} if self.chat
                    else {"response": "", "context": []})
        return calls + line({**body, "done": True, "done_reason": done_reason(usage),
                             **timings(usage)})

    def end(self, usages: Sequence[UsageStats]) -> bytes:
        return b""

    def error(self, error: ApiError) -> bytes:
        return line(error_body(error))


# -- listings ------------------------------------------------------------------


def _details(model: ServedModel) -> dict[str, Any]:
    return {"parent_model": "", "format": "gguf", "family": "", "families": None,
            "parameter_size": "", "quantization_level": ""}


def _digest(model: ServedModel) -> str:
    """Stable per name (not a file's digest: Lantern keeps no Ollama blobs)."""
    return hashlib.sha256(model.id.encode()).hexdigest()


def model_entry(model: ServedModel) -> dict[str, Any]:
    name = ollama_name(model)
    changed = (datetime.fromtimestamp(model.created, UTC) if model.created
               else _STARTED)
    return {"name": name, "model": name, "modified_at": changed.isoformat(),
            "size": model.size, "digest": _digest(model), "details": _details(model)}


def tags(catalog: Catalog) -> dict[str, Any]:
    return {"models": [model_entry(m) for m in catalog.served()]}


def running(catalog: Catalog) -> dict[str, Any]:
    if catalog.state != "ready":
        return {"models": []}
    chat = catalog.served()[0]
    return {"models": [{**model_entry(chat), "expires_at": "2999-01-01T00:00:00Z",
                        "size_vram": 0, "context_length": catalog.n_ctx}]}


def show(catalog: Catalog, model: ServedModel) -> dict[str, Any]:
    chat = model.kind == "chat"
    return {"license": "", "modelfile": "", "parameters": "",
            "template": catalog.chat_template if chat else "",
            "details": _details(model),
            "model_info": {"general.architecture": "lantern", "general.name": model.name,
                           "lantern.context_length": catalog.n_ctx},
            "capabilities": (["completion", "tools", *(["vision"] if catalog.sees_images
                                                        else [])] if chat else ["embedding"]),
            "modified_at": _STARTED.isoformat()}


# -- the endpoints -------------------------------------------------------------


class OllamaApi:
    """Ollama's endpoints over the shared path."""

    def __init__(self, core: Generation) -> None:
        self.core = core

    async def _body(self, request: HttpRequest) -> dict[str, Any]:
        raw = await self.core.json(request)
        if not isinstance(raw, dict):
            raise ApiError(400, "The request body must be a JSON object.")
        return raw

    async def chat(self, request: HttpRequest) -> Response:
        raw = await self._body(request)
        name = asked_name(self.core.catalog(), raw, "chat")
        if not raw.get("messages"):
            return JSONResponse(loaded(name, True, raw.get("keep_alive")))
        return await self._run(request, chat_form(raw), name, chat=True)

    async def generate(self, request: HttpRequest) -> Response:
        raw = await self._body(request)
        name = asked_name(self.core.catalog(), raw, "chat")
        if not raw.get("prompt") and not raw.get("system") and not raw.get("images"):
            return JSONResponse(loaded(name, False, raw.get("keep_alive")))
        if raw.get("raw"):
            return await self._raw(request, raw, name)
        return await self._run(request, generate_form(raw), name, chat=False)

    async def _run(self, request: HttpRequest, form: OllamaForm, name: str,
                   chat: bool) -> Response:
        prepared = await self.core.prepared(form)
        return await self._answer(request, prepared.body.stream, prepared.fields,
                                  prepared.about, name, chat)

    async def _raw(self, request: HttpRequest, raw: dict[str, Any], name: str) -> Response:
        """`raw: true`: the prompt as it is, without the model's template."""
        if raw.get("images"):
            raise _bad("images need the model's chat template, which raw: true leaves out; "
                       "send them without raw.", "images")
        form = _common(raw, [])
        form.body = {k: v for k, v in form.body.items() if k != "messages"}
        form.body["prompt"] = raw.get("prompt", "")
        form.renames["prompt"] = "prompt"
        catalog = self.core.ready()
        try:
            body = parse(CompletionRequest, form.body, self.core.options.strict)
            fields = self.core.fields(body, catalog)
            about = engine_param(body)
        except ApiError as exc:
            raise form.rename(exc) from None
        return await self._answer(request, body.stream, fields,
                                  form.name_of(about) if about else None, name, chat=False)

    async def _answer(self, request: HttpRequest, stream: bool, fields: dict[str, Any],
                      about: str | None, name: str, chat: bool) -> Response:
        if stream:
            return await self.core.stream(request, [fields], OllamaEvents(name, chat), about,
                                          media_type=NDJSON)
        answers = await self.core.answers(request, [fields], about)
        if answers is None:
            return Response(status_code=499)  # the client left; nobody reads this
        return JSONResponse(whole(name, answers[0], chat))

    async def embed(self, request: HttpRequest) -> Response:
        raw = await self._body(request)
        name = asked_name(self.core.catalog(), raw, "embedding")
        if raw.get("dimensions") is not None:
            raise _bad("dimensions is not supported: the embedding model's vectors have a "
                       "fixed size.", "dimensions")
        given = raw.get("input")
        texts = [given] if isinstance(given, str) else given
        if not isinstance(texts, list) or not all(isinstance(t, str) for t in texts):
            raise _bad("input must be text or a list of texts.", "input")
        embedded = await self.core.embed(request, texts)
        if embedded is None:
            return Response(status_code=499)
        vectors, tokens = embedded
        return VectorsResponse({"model": name, "embeddings": vectors,
                                "total_duration": 0, "load_duration": 0,
                                "prompt_eval_count": tokens})

    async def embeddings(self, request: HttpRequest) -> Response:
        """The older endpoint: one `prompt`, one `embedding`."""
        raw = await self._body(request)
        asked_name(self.core.catalog(), raw, "embedding")
        prompt = raw.get("prompt")
        if not isinstance(prompt, str):
            raise _bad("prompt must be text.", "prompt")
        embedded = await self.core.embed(request, [prompt], param="prompt")
        if embedded is None:
            return Response(status_code=499)
        return JSONResponse({"embedding": embedded[0][0]})

    async def tags(self, _request: HttpRequest) -> Response:
        return JSONResponse(tags(self.core.catalog()))

    async def ps(self, _request: HttpRequest) -> Response:
        return JSONResponse(running(self.core.catalog()))

    async def show(self, request: HttpRequest) -> Response:
        raw = await self._body(request)
        catalog = self.core.catalog()
        return JSONResponse(show(catalog, find_model(catalog, raw, None)))

    async def version(self, _request: HttpRequest) -> Response:
        return JSONResponse({"version": VERSION})

    async def root(self, _request: HttpRequest) -> Response:
        """What Ollama answers on `/`: clients look for it to find a server."""
        return PlainTextResponse("Ollama is running")
