"""Images in a prompt: a vision model's projector (llama.cpp's mtmd) beside its chat model.

A vision model is a model file plus a projector file (`mmproj-….gguf`). The
projector turns an image into embeddings that take the place of tokens in
the prompt. Lantern keeps its usual prompt, a list of token ids, and stands
a run of placeholder ids in for each image chunk: as many as the positions
the image takes (`mtmd_input_chunk_get_n_pos`), each at least
IMAGE_TOKEN_BASE (above every vocabulary), derived from the image's SHA-256
and the projector file's identity. So the prompt cache (kv_state.py,
prefix_cache.py, disk_cache.py), which compares token ids, keys on the
image bytes for free: a cached prefix that holds an image is reused only for
the same image read by the same projector.

A run's first id is even and the others odd (above the base), so a reuse
that would end inside a run is moved back to its start (`image_boundary`):
an image is decoded whole. Placeholders never reach llama_decode as tokens:
`feed_prompt` walks a prompt's text spans and images, and an image is
encoded by the projector and its embeddings decoded into the sequence
(`ImageRun.decode`).

Everything here runs on the engine-owner thread, as the model does.
"""

from __future__ import annotations

import contextlib
import ctypes
import hashlib
import logging
from array import array
from collections import OrderedDict
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from app.engine.disk_cache import file_identity
from app.engine.errors import EngineError, ModelLoadError, RequestError
from app.engine.model_files import check_gguf
from app.engine.native import captured_log, llama_cpp, mtmd
from app.engine.native import reason_from_log as _reason_from_log
from app.images import ImageInput
from app.said import QT_TRANSLATE_NOOP

log = logging.getLogger("lantern.engine.vision")

IMAGE_TOKEN_BASE = 1 << 30
"""Placeholder ids start here: above any vocabulary (the largest are ~260k),
within the int32 that llama-cpp-python's input_ids and the disk cache keep."""
_SPAN = ((1 << 31) - 1 - IMAGE_TOKEN_BASE) // 2
_KEPT_IMAGES = 4
"""Images whose chunks stay prepared: a request's prompt is tokenized a few
times (the window's count, fitting the context, the request itself)."""


def reason_from_log(lines: list[str], fallback: str) -> str:
    """What mtmd logged, without its "error: " lead (the message says that)."""
    return _reason_from_log(lines, fallback).removeprefix("error: ")


class ImageFailed(EngineError):
    """The projector could not read or encode one image (that request fails alone)."""


def is_image_token(token: int) -> bool:
    return token >= IMAGE_TOKEN_BASE


def _continues_image(token: int) -> bool:
    return token >= IMAGE_TOKEN_BASE and (token - IMAGE_TOKEN_BASE) % 2 == 1


def image_boundary(tokens: Sequence[int], length: int) -> int:
    """`length` (tokens kept from a cached state) moved back to the start of
    the image run it would cut: an image is decoded whole or not at all."""
    while 0 < length < len(tokens) and _continues_image(tokens[length]):
        length -= 1
    return length


def placeholder_ids(key: bytes, count: int) -> list[int]:
    """`count` ids for one image chunk: the first even, the rest odd, each
    drawn from `key` (projector, image hash, chunk) so no two images share them."""
    values = array("I")
    values.frombytes(hashlib.shake_256(key).digest(4 * count))
    return [IMAGE_TOKEN_BASE + 2 * (value % _SPAN) + (1 if i else 0)
            for i, value in enumerate(values)]


class _Chunk:
    """An mtmd image chunk Lantern owns (a copy of what mtmd_tokenize made)."""

    def __init__(self, pointer: int) -> None:
        self.pointer: int | None = pointer

    def __del__(self) -> None:
        pointer, self.pointer = self.pointer, None
        if pointer is not None:
            # At interpreter shutdown the library may be gone: the process frees it.
            with contextlib.suppress(Exception):
                mtmd().mtmd_input_chunk_free(pointer)


@dataclass(frozen=True, eq=False)
class ImageRun:
    """One image chunk in a prompt: its placeholders are tokens[start:end]."""

    start: int
    length: int
    """Placeholder ids (positions the chunk takes: n_pos)."""
    cells: int
    """KV cells it fills (its embeddings: n_tokens; more than `length` under M-RoPE)."""
    chunk: _Chunk
    projector: Projector
    image: ImageInput

    @property
    def end(self) -> int:
        return self.start + self.length

    def decode(self, lctx: Any, n_past: int, seq: int, n_batch: int) -> None:
        """Encode the image and decode its embeddings into sequence `seq` at
        position `n_past`; ImageFailed says why not."""
        self.projector.decode(self, lctx, n_past, seq, n_batch)


def extra_cells(images: Sequence[ImageRun]) -> int:
    """KV cells the images fill beyond their placeholders (M-RoPE models)."""
    return sum(run.cells - run.length for run in images)


_Piece = list[int] | tuple[int, int, _Chunk]
"""What one image tokenizes to, in order: text tokens the model's format puts
around it (or between its tiles), and image chunks (n_pos, n_tokens, chunk)."""


class Projector:
    """A vision model's projector, loaded beside its llama.cpp model."""

    def __init__(self, path: Path, llm: Any, n_threads: int, flash_attn_type: int) -> None:
        check_gguf(path)
        lib, mt = llama_cpp(), mtmd()
        self.path = path
        params = mt.mtmd_context_params_default()
        params.use_gpu = bool(llm.model_params.n_gpu_layers != 0
                              and lib.llama_supports_gpu_offload())
        params.n_threads = n_threads
        params.print_timings = False
        params.flash_attn_type = flash_attn_type
        with captured_log() as lines:
            pointer = mt.mtmd_init_from_file(str(path).encode(), llm.model, params)
        if not pointer:
            raise ModelLoadError(QT_TRANSLATE_NOOP(
                "Engine", "Could not load the image projector {name}: {reason}. A projector "
                "works only with the model it was made for; choose the {model} projector "
                "(mmproj-….gguf) that came with it, or download it again."
            ).format(name=path.name, model=Path(llm.model_path).name,
                     reason=reason_from_log(lines, "llama.cpp refused it")))
        self._ctx: int | None = pointer
        if not mt.mtmd_support_vision(pointer):
            self.close()
            raise ModelLoadError(QT_TRANSLATE_NOOP(
                "Engine", "{name} is a projector for sound, not images; Lantern reads images "
                "only. Choose the model's image projector.").format(name=path.name))
        self._key = file_identity(path).encode()
        self._prepared: OrderedDict[str, list[_Piece]] = OrderedDict()

    def close(self) -> None:
        self._prepared.clear()
        if self._ctx is not None:
            mtmd().mtmd_free(self._ctx)
            self._ctx = None

    def _context(self) -> int:
        if self._ctx is None:
            raise EngineError(QT_TRANSLATE_NOOP("Engine", "The image projector was closed."))
        return self._ctx

    # -- tokenizing ------------------------------------------------------------

    def tokenize(self, parts: Sequence[str | ImageInput], text_tokens: Callable[[str], list[int]],
                 prefix: Sequence[int] = ()) -> tuple[list[int], list[ImageRun]]:
        """A prompt's text parts (tokenized by `text_tokens`) and images, in
        order, after `prefix` (a BOS), as one token list with a placeholder
        run per image chunk."""
        tokens: list[int] = list(prefix)
        runs: list[ImageRun] = []
        for part in parts:
            if isinstance(part, str):
                tokens += text_tokens(part) if part else []
                continue
            for index, piece in enumerate(self._pieces(part)):
                if isinstance(piece, list):
                    tokens += piece
                    continue
                n_pos, n_tokens, chunk = piece
                runs.append(ImageRun(len(tokens), n_pos, n_tokens, chunk, self, part))
                tokens += placeholder_ids(
                    self._key + f":{part.sha256}:{index}".encode(), n_pos)
        return tokens, runs

    def _pieces(self, image: ImageInput) -> list[_Piece]:
        """What `image` tokenizes to (prepared once while it is in use)."""
        if (kept := self._prepared.get(image.sha256)) is not None:
            self._prepared.move_to_end(image.sha256)
            return kept
        pieces = self._prepare(image)
        self._prepared[image.sha256] = pieces
        while len(self._prepared) > _KEPT_IMAGES:
            self._prepared.popitem(last=False)
        return pieces

    def _prepare(self, image: ImageInput) -> list[_Piece]:
        mt, ctx = mtmd(), self._context()
        buffer = (ctypes.c_uint8 * len(image.data)).from_buffer_copy(image.data)
        with captured_log() as lines:
            bitmap = mt.mtmd_helper_bitmap_init_from_buf(ctx, buffer, len(image.data), False)
        if not bitmap:
            raise RequestError(QT_TRANSLATE_NOOP(
                "Engine", "The model's image reader could not read an attached {mime} image "
                "({width}x{height}): {reason}. Save it as PNG and attach it again."
            ).format(mime=image.mime, width=image.width, height=image.height,
                     reason=reason_from_log(lines, "it is damaged or in an unusual format")))
        chunks = mt.mtmd_input_chunks_init()
        try:
            mt.mtmd_bitmap_set_id(bitmap, image.sha256.encode())
            marker = mt.mtmd_default_marker()
            text = mt.mtmd_input_text(text=marker, text_len=len(marker), add_special=False,
                                      parse_special=True)
            bitmaps = (mt.mtmd_bitmap_p_ctypes * 1)(bitmap)
            with captured_log() as lines:
                code = mt.mtmd_tokenize(ctx, chunks, ctypes.byref(text), bitmaps, 1)
            if code != 0:
                raise RequestError(QT_TRANSLATE_NOOP(
                    "Engine", "The projector could not prepare an attached image "
                    "({width}x{height}): {reason}.").format(
                    width=image.width, height=image.height,
                    reason=reason_from_log(lines, f"error {code}")))
            return [self._piece(mt, mt.mtmd_input_chunks_get(chunks, i))
                    for i in range(mt.mtmd_input_chunks_size(chunks))]
        finally:
            mt.mtmd_input_chunks_free(chunks)
            mt.mtmd_bitmap_free(bitmap)

    @staticmethod
    def _piece(mt: Any, chunk: int) -> _Piece:
        if mt.mtmd_input_chunk_get_type(chunk) == mt.MTMD_INPUT_CHUNK_TYPE_TEXT:
            count = ctypes.c_size_t()
            ids = mt.mtmd_input_chunk_get_tokens_text(chunk, ctypes.byref(count))
            return [int(ids[i]) for i in range(count.value)]
        return (int(mt.mtmd_input_chunk_get_n_pos(chunk)),
                int(mt.mtmd_input_chunk_get_n_tokens(chunk)),
                _Chunk(mt.mtmd_input_chunk_copy(chunk)))

    # -- decoding --------------------------------------------------------------

    def decode(self, run: ImageRun, lctx: Any, n_past: int, seq: int, n_batch: int) -> None:
        """Encode `run`'s chunk and decode its embeddings into sequence `seq`."""
        mt, ctx = mtmd(), self._context()
        with captured_log() as lines:
            code = mt.mtmd_encode_chunk(ctx, run.chunk.pointer)
            if code != 0:
                raise ImageFailed(QT_TRANSLATE_NOOP(
                    "Engine", "The projector {name} could not encode an attached image "
                    "({width}x{height}: {reason}); this answer was stopped, others go on."
                ).format(name=self.path.name, width=run.image.width, height=run.image.height,
                         reason=reason_from_log(lines, f"error {code}")))
            embeddings = mt.mtmd_get_output_embd(ctx)
            end = llama_cpp().llama_pos(0)
            code = mt.mtmd_helper_decode_image_chunk(
                ctx, lctx, run.chunk.pointer, embeddings, n_past, seq, n_batch,
                ctypes.byref(end), mt.mtmd_helper_post_decode_callback(), None)
        if code != 0:
            raise ImageFailed(QT_TRANSLATE_NOOP(
                "Engine", "llama.cpp could not decode an attached image ({reason}): the "
                "context may have no room left for it. Raise the context size in Settings, "
                "or attach fewer images.").format(reason=reason_from_log(lines, f"error {code}")))
        if end.value != n_past + run.length:
            raise ImageFailed(f"an image took {end.value - n_past} positions, not {run.length}")


def feed_prompt(tokens: Sequence[int], start: int, images: Sequence[ImageRun], step: int,
                text: Callable[[list[int], int], None], image: Callable[[ImageRun], None],
                cancelled: Callable[[], bool],
                report: Callable[[int, int], None]) -> bool:
    """Evaluate tokens[start:]: text in chunks of `step` (`text(chunk, at)`),
    each image whole (`image(run)`); `report(read, total)` after each, and
    `cancelled()` asked before each. False when cancelled part-way."""
    for begin, end, run in _spans(len(tokens), start, images):
        if run is not None:
            if cancelled():
                return False
            image(run)
            report(end, len(tokens))
            continue
        for at in range(begin, end, step):
            if cancelled():
                return False
            chunk = list(tokens[at:min(end, at + step)])
            text(chunk, at)
            report(at + len(chunk), len(tokens))
    return True


def _spans(total: int, start: int, images: Sequence[ImageRun]
           ) -> Iterator[tuple[int, int, ImageRun | None]]:
    """tokens[start:total] as text spans (run None) and images, in order."""
    at = start
    for run in images:
        if run.end <= at:
            continue
        if run.start < at:  # image_boundary keeps reuse out of a run; a bug otherwise
            raise EngineError(f"a prompt was resumed inside an image ({at} in {run.start}..."
                              f"{run.end})")
        if run.start > at:
            yield at, run.start, None
        yield run.start, run.end, run
        at = run.end
    if at < total:
        yield at, total, None
