"""LlamaEngine: one loaded GGUF chat model serving BatchRequests.

Plain synchronous Python, one thread at a time: the CLI and tests call
`run()` directly; the InferenceWorker calls it from the one QThread that
owns the engine. Generation drives llama-cpp-python's `Llama.generate` with
Lantern's own prefix handling, so that cached state is only ever reused
under the adapter selection that computed it (see prefix_cache.py).
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, NamedTuple

from app.config import FLASH_ATTENTION
from app.domain import TokenLogprob, ToolSpec, prompt_budget
from app.engine.answer import AnswerOutput, CheckedPrompt, tools_on
from app.engine.batch import BatchRun
from app.engine.constraints import Guide, GuideFactory, constraint_grammar, enforceable_tools
from app.engine.context_fit import Dropped, fit_prompt
from app.engine.cpu_threads import chat_threads
from app.engine.errors import (
    Cancelled,
    ModelLoadError,
    PromptTooLong,
    RequestError,
)
from app.engine.kv_state import KvState
from app.engine.lora import AdapterLibrary
from app.engine.model_files import (
    DEFAULT_CHAT_MODEL_FILE,
    DEFAULT_CHAT_MODEL_NAME,
    check_gguf,
    default_chat_model,
)
from app.engine.model_kind import refuse_embedding_model
from app.engine.native import captured_log, context_overrides, llama_cpp, reason_from_log
from app.engine.offload import AutoLayers, load_placed, placement
from app.engine.prompts import ChatTemplate, fallback_for_architecture, probe_template
from app.engine.requests import (
    Embed,
    EmbedBatch,
    Generate,
    GenerateStream,
    Request,
    settle,
)
from app.engine.sampling import TokenSampler, token_logprob
from app.engine.template_budget import stoppable
from app.engine.text_stream import StopScanner
from app.engine.thinking import ThinkingRouter
from app.engine.tool_calls import GENERIC, ToolFormat, detect_format, tool_grammar
from app.engine.vision import ImageRun, Projector, extra_cells, is_image_token
from app.images import IMAGES_KEY, MEDIA_MARKER, ImageInput, cannot_read_images, message_images
from app.said import QT_TRANSLATE_NOOP, in_terminal

log = logging.getLogger("lantern.engine")

_ALLOC_FAILED = re.compile(r"failed to allocate (?:\w+ )*buffer of size (\d+)")
_CTX_TRAIN = re.compile(r"n_ctx_train \((\d+)\)")

ProgressCallback = Callable[[float, str], None]


@dataclass
class EngineConfig:
    model_path: Path | None = None
    """None: the bundled default chat model."""
    embedding_model_path: Path | None = None
    """None: the bundled default embedding model."""
    n_ctx: int = 4096
    n_threads: int = 0
    """0: every core the OS reports."""
    cache_ram_bytes: int = 1 << 30
    n_gpu_layers: int = -1
    """-1: automatic, as many layers as the GPU's free memory holds (gpu_fit);
    0 without a GPU (app.engine.offload)."""
    gpu_fit: AutoLayers | None = None
    """Free GPU memory -> the layers "automatic" puts there for this model and
    context (app.models.fit.auto_gpu_layers); None: every layer."""
    embedding_gpu: bool = True
    """The embedding models use the GPU too, when there is one."""
    flash_attention: str = "auto"
    """"auto": llama.cpp decides per model and backend (on where supported); "on"; "off"."""
    n_parallel: int = 1
    """Sequences decoded together at most (app.engine.batch), each with n_ctx
    tokens of its own: the KV memory is n_parallel times that of one."""
    projector_path: Path | None = None
    """A vision model's projector (`mmproj-….gguf`), loaded beside the model
    (app.engine.vision): messages may then carry images (app.images.IMAGES_KEY).
    None: the model reads text only, and a request with images is refused."""



def _warm_up(llm: Any) -> None:
    """One decode of two tokens, then forgotten, as llama.cpp's own tools do
    after a load (common_init's warmup): a fresh context's first decode sets
    up what every later one reuses, and without this a conversation restored
    from the disk cache after a restart paid it in its first token (1.97x the
    in-RAM first token; bench/bench_disk_cache.py). Loads every expert of a
    mixture-of-experts model into memory, too."""
    lib = llama_cpp()
    ctx, vocab = llm.ctx, lib.llama_model_get_vocab(llm.model)
    if not lib.llama_model_has_decoder(llm.model):
        return
    tokens = [t for t in (lib.llama_vocab_bos(vocab), lib.llama_vocab_eos(vocab)) if t >= 0]
    array = (lib.llama_token * 2)(*(tokens or [0]))
    lib.llama_set_warmup(ctx, True)
    try:
        lib.llama_decode(ctx, lib.llama_batch_get_one(array, len(tokens) or 1))
    finally:
        lib.llama_memory_clear(lib.llama_get_memory(ctx), True)
        lib.llama_synchronize(ctx)
        lib.llama_perf_context_reset(ctx)
        lib.llama_set_warmup(ctx, False)


def _layer_count(llm: Any) -> int:
    return int(llama_cpp().llama_model_n_layer(llm.model))


def _flash_attn_type(lib: Any, setting: str) -> int:
    if setting not in FLASH_ATTENTION:
        raise ModelLoadError(QT_TRANSLATE_NOOP(
            "Engine", "Flash attention must be one of {choices} (got {setting!r})."
        ).format(choices=", ".join(FLASH_ATTENTION), setting=setting))
    return int({"auto": lib.LLAMA_FLASH_ATTN_TYPE_AUTO, "on": lib.LLAMA_FLASH_ATTN_TYPE_ENABLED,
            "off": lib.LLAMA_FLASH_ATTN_TYPE_DISABLED}[setting])


class PromptTokens(NamedTuple):
    tokens: list[int]
    """With a run of placeholder ids per image chunk (app.engine.vision)."""
    stops: tuple[str, ...]
    """Text stop sequences the template implies."""
    stop_tokens: frozenset[int]
    thinking_open: bool
    """The template's generation prompt opened a `<think>` section."""
    images: tuple[ImageRun, ...] = ()
    """The prompt's image chunks, in order (their placeholders are in `tokens`)."""

    @property
    def size(self) -> int:
        """Context cells the prompt fills: its tokens, and what images fill
        beyond their placeholders (M-RoPE models)."""
        return len(self.tokens) + extra_cells(self.images)


def _thinking_router(request: Generate | GenerateStream,
                     thinking_open: bool) -> ThinkingRouter | None:
    """Chat answers have their `<think>` section split off (unless the
    request keeps the tags); raw-text prompts are continued as they are."""
    if not request.split_reasoning or isinstance(request.prompt, str):
        return None
    on_reasoning = request.on_reasoning if isinstance(request, GenerateStream) else (
        lambda _text: None)
    return ThinkingRouter(on_reasoning, thinking_open)


def _refuse_unsupported(request: Generate | GenerateStream) -> None:
    if tools_on(request) and request.constraint is not None:
        raise RequestError(QT_TRANSLATE_NOOP(
            "Engine", "A request cannot both offer tools and constrain the answer to a "
            "schema or grammar: send tool_choice none, or no tools."))


class LlamaEngine:
    def __init__(self, config: EngineConfig | None = None,
                 progress: ProgressCallback | None = None) -> None:
        self.config = config or EngineConfig()
        report = progress or (lambda _f, _s: None)
        report(0.0, QT_TRANSLATE_NOOP("Engine", "Preparing model file"))
        self.model_path = self.config.model_path or default_chat_model()
        check_gguf(self.model_path)
        refuse_embedding_model(self.model_path)
        report(0.2, QT_TRANSLATE_NOOP("Engine", "Loading {name}").format(
            name=self.model_path.name))
        self._llm = self._load_placed(self.model_path)
        report(0.9, QT_TRANSLATE_NOOP("Engine", "Preparing chat template"))
        self.adapters = AdapterLibrary(self._llm.model, self._llm.ctx)
        _warm_up(self._llm)
        self._kv = KvState(self._llm, self.config.cache_ram_bytes)
        self.template = self._chat_template()
        probe_template(self.template, self.model_path, self.config.n_ctx)
        self.tool_format: ToolFormat = (detect_format(self.template.jinja_source)
                                        if self.template.jinja_source else GENERIC)
        """How this model writes tool calls (found in its template; GENERIC if none)."""
        self._projector: Projector | None = None
        if self.config.projector_path is not None:  # last: a failure closes the model
            report(0.95, QT_TRANSLATE_NOOP("Engine", "Loading {name}").format(
                name=self.config.projector_path.name))
            self._projector = self._load_projector(self.config.projector_path)
        self._embedder: Any = None
        self._other: tuple[Path, Any] | None = None
        self._guides: GuideFactory | None = None
        report(1.0, QT_TRANSLATE_NOOP("Engine", "Ready"))

    # -- loading -----------------------------------------------------------

    def _load_placed(self, path: Path) -> Any:
        """The model on the GPU as far as it fits, on the CPU when the GPU
        fails (app.engine.offload): `device` says where it runs, and
        `load_notice` is the one notice of a fallback (None: none)."""
        place = placement(self.config.n_gpu_layers, self.config.gpu_fit)
        llm, self.device, self.load_notice = load_placed(
            lambda layers: self._load(path, layers), _layer_count, place)
        return llm

    def _load(self, path: Path, n_gpu_layers: int = 0) -> Any:
        lib = llama_cpp()
        threads = chat_threads(self.config.n_threads)
        # The sliding-window cache at its small size, as llama.cpp's own
        # server runs it: kv_state.py keeps the prefix cache valid with it.
        # Each sequence has its own KV stream (as llama-server -np N runs
        # them): a sequence's attention is then computed exactly as alone, so
        # batched greedy output equals the same request run by itself.
        parallel = max(1, self.config.n_parallel)
        with captured_log() as lines, context_overrides(
                flash_attn_type=_flash_attn_type(lib, self.config.flash_attention),
                n_seq_max=parallel, kv_unified=False):
            try:
                return lib.Llama(
                    str(path), n_ctx=self.config.n_ctx * parallel, n_threads=threads,
                    n_gpu_layers=n_gpu_layers,
                    n_threads_batch=threads, n_batch=512, swa_full=False, verbose=False,
                )
            except (ValueError, RuntimeError, OSError) as exc:
                raise self._load_error(path, lines, exc) from exc

    def _load_projector(self, path: Path) -> Projector:
        """The projector beside the loaded model; the model is closed again
        when the projector cannot be loaded (ModelLoadError names the file)."""
        try:
            return Projector(path, self._llm, chat_threads(self.config.n_threads),
                             _flash_attn_type(llama_cpp(), self.config.flash_attention))
        except BaseException:
            self._llm.close()
            raise

    def _load_error(self, path: Path, lines: list[str], exc: Exception) -> ModelLoadError:
        log_text = "".join(lines)
        asked = [int(n) for n in _ALLOC_FAILED.findall(log_text)]
        if asked or "failed to allocate" in log_text:
            size = f"{max(asked) / 2**30:.1f} GiB" if asked else "?"
            trained = _CTX_TRAIN.search(log_text)
            parallel = self.config.n_parallel
            values = {"name": path.name, "n_ctx": f"{self.config.n_ctx:,}", "size": size,
                      "trained": trained.group(1) if trained else "?", "parallel": parallel}
            if parallel > 1:  # the window names its Settings; the CLI, --ctx (app.said.in_terminal)
                return ModelLoadError(in_terminal(QT_TRANSLATE_NOOP(
                    "Engine", "Could not load {name} with a context of {n_ctx} tokens for each "
                    "of {parallel} parallel answers: the context asked for {size} of memory that "
                    "this machine could not give. Choose a smaller context size (this model was "
                    "trained for {trained}) or fewer parallel answers in Settings → Model."
                ).format(**values), "Could not load {name} with a context of {n_ctx} tokens for "
                    "each of {parallel} parallel answers: the context asked for {size} of memory "
                    "that this machine could not give. Choose a smaller context size (this model "
                    "was trained for {trained}) or fewer parallel answers, with --ctx or in "
                    "Settings."))
            return ModelLoadError(in_terminal(QT_TRANSLATE_NOOP(
                "Engine", "Could not load {name} with a context of {n_ctx} tokens: the context "
                "asked for {size} of memory that this machine could not give. Choose a smaller "
                "context size (this model was trained for {trained}) in Settings → Model."
            ).format(**values), "Could not load {name} with a context of {n_ctx} tokens: the "
                "context asked for {size} of memory that this machine could not give. Choose a "
                "smaller context size (this model was trained for {trained}), with --ctx or in "
                "Settings."))
        reason = reason_from_log(lines, str(exc))
        return ModelLoadError(QT_TRANSLATE_NOOP(
            "Engine", "Could not load {name}: {reason}. The file may be damaged or incomplete; "
            "download it again or choose another model in Settings."
        ).format(name=path.name, reason=reason))

    def _chat_template(self) -> ChatTemplate:
        meta: dict[str, str] = self._llm.metadata
        vocab = self._llm._model
        return ChatTemplate(
            jinja_source=meta.get("tokenizer.chat_template") or None,
            fallback=fallback_for_architecture(meta.get("general.architecture", "")),
            bos_token=vocab.token_get_text(self._llm.token_bos()),
            eos_token=vocab.token_get_text(self._llm.token_eos()),
        )

    @property
    def model_name(self) -> str:
        if self.model_path.name == DEFAULT_CHAT_MODEL_FILE:
            return DEFAULT_CHAT_MODEL_NAME  # its header says "Smollm2 135M 8k Lc100K Mix1 Ep2"
        meta: dict[str, str] = self._llm.metadata
        return meta.get("general.name") or self.model_path.stem

    @property
    def n_ctx(self) -> int:
        """Tokens one sequence holds (the context size the user chose)."""
        return int(llama_cpp().llama_n_ctx_seq(self._llm.ctx))

    @property
    def sees_images(self) -> bool:
        """The model has a projector: its prompts may carry images."""
        return self._projector is not None

    @property
    def parallel(self) -> int:
        """Sequences decoded together at most (run_batch)."""
        return max(1, self.config.n_parallel)

    @property
    def cache(self) -> KvState:
        return self._kv

    # -- adapters ----------------------------------------------------------

    def register_adapter(self, name: str, path: Path | str) -> None:
        """Load a LoRA adapter under `name`; AdapterError carries llama.cpp's reason."""
        replacing = name in self.adapters.names()
        self.adapters.register(name, path)
        if replacing:
            self._kv.forget_adapter(name)

    def unregister_adapter(self, name: str) -> None:
        self.adapters.unregister(name)
        self._kv.forget_adapter(name)

    # -- requests ----------------------------------------------------------

    def run(self, request: Request) -> None:
        """Execute one request, settling its reply future; never raises.
        A generation runs as a batch of one: there is one token loop."""
        if isinstance(request, Generate | GenerateStream):
            self.run_batch([request])
        else:
            settle(request, self._dispatch, log)

    def _dispatch(self, request: Request) -> Any:
        if request.cancelled:
            raise Cancelled("The embedding request was cancelled.")
        if isinstance(request, Embed):
            return self.embed([request.text], request.model_path)[0]
        if isinstance(request, EmbedBatch):
            return self.embed(request.texts, request.model_path, request.token_counts,
                              request.cancel_event.is_set)
        raise RequestError(f"Unknown request type {type(request).__name__}")

    def run_batch(self, requests: Sequence[Generate | GenerateStream],
                  more: Callable[[], Generate | GenerateStream | None] | None = None,
                  beat: Callable[[], None] = lambda: None) -> None:
        """Decode generation requests together (continuous batching), settling
        each reply; `more()` hands over requests that join while they run;
        `beat()` hears each decode step (the owner thread's heartbeat)."""
        run = BatchRun(self, beat)
        try:
            run.run(requests, more)
        finally:
            run.close()

    def tokenize_prompt(
        self, prompt: str | Sequence[Mapping[str, Any]], tools: Sequence[ToolSpec] = (),
        enable_thinking: bool | None = None, answer_prefix: str = "",
    ) -> PromptTokens:
        """Prompt tokens as llama-cpp-python's completion makes them, plus the
        template's stop strings and the stop tokens they name. `answer_prefix`
        (continuing an answer) goes after a chat prompt's generation prompt.
        Messages' images (app.images.IMAGES_KEY) become placeholder runs
        (app.engine.vision); RequestError when this model reads no images."""
        stops: tuple[str, ...] = ()
        thinking_open = False
        images: list[ImageInput] = []
        if not isinstance(prompt, str):
            images = message_images(prompt)
            if images and self._projector is None:
                raise RequestError(cannot_read_images(self.model_name))
            rendered = self.template.render(prompt, tools, self.tool_format,
                                            enable_thinking=enable_thinking)
            prompt, stops = rendered.text + answer_prefix, rendered.stop
            thinking_open = rendered.thinking_open and not answer_prefix
        add_bos = bool(self._llm._model.add_bos_token()) and not prompt.startswith(
            self.template.bos_token
        )
        bos = [self._llm.token_bos()] if add_bos and self._llm.token_bos() >= 0 else []
        if images:
            tokens, runs = self._with_images(prompt, images, bos)
            return PromptTokens(tokens, stops, self._stop_tokens(stops), thinking_open, runs)
        return PromptTokens(bos + self._text_tokens(prompt), stops, self._stop_tokens(stops),
                            thinking_open)

    def _text_tokens(self, text: str) -> list[int]:
        tokens: list[int] = self._llm.tokenize(text.encode("utf-8"), add_bos=False, special=True)
        return tokens

    def _with_images(self, text: str, images: list[ImageInput],
                     bos: list[int]) -> tuple[list[int], tuple[ImageRun, ...]]:
        """A rendered prompt whose images' markers (prompts.py puts one per
        image in its message's text) become the projector's chunks."""
        assert self._projector is not None
        pieces = text.split(MEDIA_MARKER)
        if len(pieces) - 1 != len(images):
            raise RequestError(QT_TRANSLATE_NOOP(
                "Engine", "The chat template of {model} kept {found} of the {count} images' "
                "places in the prompt, so the images cannot be placed. Send the images in user "
                "messages, or choose another model.").format(
                model=self.model_name, found=len(pieces) - 1, count=len(images)))
        parts: list[str | ImageInput] = [pieces[0]]
        for image, piece in zip(images, pieces[1:], strict=True):
            parts += [image, piece]
        tokens, runs = self._projector.tokenize(parts, self._text_tokens, bos)
        if tokens and is_image_token(tokens[-1]):
            raise RequestError(QT_TRANSLATE_NOOP(
                "Engine", "The chat template of {model} ends the prompt with an image, where "
                "the answer should begin; add text after the image.").format(
                model=self.model_name))
        return tokens, tuple(runs)

    def count_prompt(self, messages: Sequence[Mapping[str, Any]],
                     enable_thinking: bool | None = None) -> int:
        """How many tokens a chat prompt of these messages is, images
        included (the window's header counts the next prompt with it, in the
        worker thread). A model that reads no images counts their text only:
        a request would be refused, and the window says so itself."""
        if self._projector is None:
            messages = [{k: v for k, v in m.items() if k != IMAGES_KEY} for m in messages]
        return self.tokenize_prompt(messages, (), enable_thinking).size

    def _fitted(self, request: Generate | GenerateStream) -> tuple[PromptTokens, Dropped]:
        """The request's prompt tokens, fitted by its context policy so that
        the answer has room (a quarter of the context, or max_tokens if less);
        also what was left out."""
        tools = request.tools if tools_on(request) else ()

        def tokenize(prompt: str | Sequence[Mapping[str, Any]]) -> PromptTokens:
            return self.tokenize_prompt(prompt, tools, request.enable_thinking,
                                        request.answer_prefix)

        budget = prompt_budget(self.n_ctx, request.max_tokens)
        return fit_prompt(request, tokenize, lambda p: p.size, budget, self.n_ctx)

    def _stop_tokens(self, stops: tuple[str, ...]) -> frozenset[int]:
        # Turn markers are special tokens that detokenize to nothing, so a
        # text match can never see them: stop on the token itself.
        found: set[int] = set()
        for stop in stops:
            ids = self._llm.tokenize(stop.encode("utf-8"), add_bos=False, special=True)
            if len(ids) == 1:
                found.add(ids[0])
        return frozenset(found)

    def checked_prompt(self, request: Generate | GenerateStream) -> CheckedPrompt:
        """What a generation needs before it runs, or the error that refuses it:
        the one check for a lone stream and for a sequence in a batch."""
        if (problem := request.first_problem()) is not None:
            raise RequestError(problem)
        _refuse_unsupported(request)
        with stoppable(request.cancel_event.is_set):  # Stop reaches a slow template
            prompt, dropped = self._fitted(request)
        tokens, template_stops, stop_tokens, thinking_open, images = prompt
        if prompt.size >= self.n_ctx:
            raise PromptTooLong(QT_TRANSLATE_NOOP(
                "Engine", "The prompt is {tokens} tokens long but the model's context holds "
                "{n_ctx}. Shorten it, start a new conversation, or raise the context size in "
                "Settings.").format(tokens=prompt.size, n_ctx=self.n_ctx))
        adapters = self.adapters.check(request.lora_selection)
        return CheckedPrompt(tokens, request.config.stop + template_stops, stop_tokens,
                             adapters, thinking_open, dropped, self.guide_for(request), images)

    def answer_output(self, request: Generate | GenerateStream, on_piece: Callable[[str], None],
                      stops: tuple[str, ...], thinking_open: bool) -> AnswerOutput:
        """Where one answer's decoded text goes (stops, tool calls, thinking);
        the token loop here and each batched sequence (batch.py) use it."""
        scanner = StopScanner(self._text_stops(request, stops))
        parser = self.tool_format.parser(request.tools) if tools_on(request) else None
        on_tool_call = request.on_tool_call if isinstance(request, GenerateStream) else (
            lambda _delta: None)
        return AnswerOutput(scanner, on_piece, parser, on_tool_call,
                            _thinking_router(request, thinking_open))

    @staticmethod
    def _text_stops(request: Generate | GenerateStream, stops: tuple[str, ...]) -> tuple[str, ...]:
        # Under a JSON schema the grammar decides where the answer ends: a stop
        # string inside a JSON string must not cut the value short.
        if request.constraint is not None and request.constraint.json_schema is not None:
            return ()
        return stops

    @property
    def llm(self) -> Any:
        """The llama-cpp-python model (its context is this engine's thread's)."""
        return self._llm

    def is_end(self, token: int) -> bool:
        return bool(llama_cpp().llama_vocab_is_eog(self._llm._model.vocab, token))

    def _logprob(self, sampler: TokenSampler, token: int, top: int) -> TokenLogprob:
        logits = sampler.logits(self._llm.ctx)
        return token_logprob(logits, token, top, lambda t: bytes(self._llm.detokenize([t])))

    @property
    def guides(self) -> GuideFactory:
        """Compiles output constraints for this model's vocabulary (made on first use)."""
        if self._guides is None:
            vocab = self._llm._model.vocab
            ends = [t for t in range(self._llm.n_vocab()) if self.is_end(t)]
            self._guides = GuideFactory(vocab, ends)
        return self._guides

    def guide_for(self, request: Generate | GenerateStream) -> Guide | None:
        """The request's tool-call grammar or output constraint, compiled and
        checked (RequestError naming what cannot be enforced); keywords left
        unenforced are recorded on the request."""
        if tools_on(request):
            tools, unenforced = enforceable_tools(request.tools)
            grammar = tool_grammar(self.tool_format, tools, request.tool_choice,
                                   request.parallel_tool_calls, self._special_token)
        elif request.constraint is not None:
            grammar, unenforced = constraint_grammar(request.constraint)
        else:
            return None
        guide = self.guides.guide(grammar)
        request.unenforced[:] = unenforced
        return guide

    def _special_token(self, text: str) -> int | None:
        """The id of the one special token spelled `text` in this vocabulary."""
        as_special = self._llm.tokenize(text.encode(), add_bos=False, special=True)
        as_text = self._llm.tokenize(text.encode(), add_bos=False, special=False)
        return as_special[0] if len(as_special) == 1 and len(as_text) > 1 else None

    # -- embeddings --------------------------------------------------------

    def embed(self, texts: list[str], model_path: str = "",
              counts: list[int] | None = None,
              cancelled: Callable[[], bool] = lambda: False) -> list[list[float]]:
        """L2-normalised vectors from the dedicated embedding model, or from
        the embedding GGUF at `model_path` (a collection made by another);
        `counts`, when given, receives each text's token count; `cancelled`
        is asked between texts."""
        if not texts:
            return []
        if not model_path or self._is_configured(Path(model_path)):
            vectors: list[list[float]] = self.embedder.embed(texts, counts, cancelled)
            return vectors
        other = self._other_embedder(Path(model_path))
        return other.embed(texts, counts, cancelled)  # type: ignore[no-any-return]

    def _is_configured(self, path: Path) -> bool:
        if self._embedder is not None:
            return bool(path == self._embedder.path)
        from app.engine.bert_gguf import cached_model_path

        return path == (self.config.embedding_model_path or cached_model_path())

    def _other_embedder(self, path: Path) -> Any:
        """One more embedding model beside the configured one, kept loaded
        until another is asked for (collections of two older models take
        turns; each load is a fraction of a second for small models)."""
        from app.engine.embedder import Embedder

        loaded = self._other
        if loaded is not None and loaded[0] == path:
            return loaded[1]
        if loaded is not None:
            loaded[1].close()
            self._other = None
        if not path.is_file():
            raise ModelLoadError(QT_TRANSLATE_NOOP(
                "Engine", "The embedding model {path} is gone; re-index the collection with "
                "another model.").format(path=path))
        embedder = Embedder(path, n_threads=chat_threads(self.config.n_threads),
                            gpu=self.config.embedding_gpu)
        self._other = (path, embedder)
        return embedder

    @property
    def embedder(self) -> Any:
        """The embedding model, loaded on first use in its own llama.cpp context."""
        if self._embedder is None:
            from app.engine.embedder import Embedder

            self._embedder = Embedder(
                self.config.embedding_model_path, n_threads=chat_threads(self.config.n_threads),
                gpu=self.config.embedding_gpu)
        return self._embedder

    def close(self) -> None:
        self.adapters.close()
        if self._embedder is not None:
            self._embedder.close()
            self._embedder = None
        if self._other is not None:
            self._other[1].close()
            self._other = None
        self._kv.clear()
        if self._projector is not None:
            self._projector.close()
            self._projector = None
        self._llm.close()
