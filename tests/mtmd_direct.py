"""llama.cpp's multimodal library (mtmd) driven directly through
llama-cpp-python's bindings, with no part of Lantern's engine: the reference
the vision tests check the test model against (tests/engine/
test_vision_model_file.py) and bench/bench_vision.py times the engine against."""

from __future__ import annotations

import ctypes
import io
import os
from pathlib import Path
from typing import Any

import numpy as np

from app.engine.native import llama_cpp


def mtmd() -> Any:
    """llama_cpp.mtmd_cpp, after app.engine.native has loaded the compute
    backends (the build loads them at run time)."""
    llama_cpp()
    import llama_cpp.mtmd_cpp as bindings

    return bindings


def init_projector(projector: Path, llm: Any, threads: int, use_gpu: bool = False) -> Any:
    """mtmd's context for `projector` paired with `llm`'s model, or None when
    mtmd refuses the pair (its log says why)."""
    params = mtmd().mtmd_context_params_default()
    params.use_gpu = use_gpu
    params.print_timings = False
    params.n_threads = threads
    return mtmd().mtmd_init_from_file(os.fsencode(projector), llm.model, params)


def png(pattern: str, size: tuple[int, int] = (96, 64)) -> bytes:
    """A small PNG: "gradient" (red across, green down) or "checks" (blue
    and white 8-pixel squares)."""
    from PIL import Image

    w, h = size
    y, x = np.mgrid[0:h, 0:w]
    pixels = np.zeros((h, w, 3), np.uint8)
    if pattern == "gradient":
        pixels[..., 0] = x * 255 // w
        pixels[..., 1] = y * 255 // h
    else:
        white = ((x // 8 + y // 8) % 2).astype(bool)
        pixels[white] = 255
        pixels[~white, 2] = 200
    out = io.BytesIO()
    Image.fromarray(pixels, "RGB").save(out, "PNG")
    return out.getvalue()


class Prompt:
    """Text with one mtmd marker per image, tokenized by mtmd into chunks
    (text runs and image tiles); the chunks are freed on exit."""

    def __init__(self, ctx: Any, text: str, images: tuple[bytes, ...] = ()) -> None:
        self.ctx = ctx
        self.text = text
        self.images = images
        self.chunks: Any = None

    def __enter__(self) -> Prompt:
        m = mtmd()
        bitmaps: list[Any] = []
        try:
            bitmaps.extend(self._bitmap(data) for data in self.images)
            self.chunks = m.mtmd_input_chunks_init()
            encoded = self.text.encode()
            text = m.mtmd_input_text(encoded, len(encoded), True, True)
            array = (ctypes.c_void_p * max(1, len(bitmaps)))(*bitmaps)
            rc = m.mtmd_tokenize(self.ctx, self.chunks, ctypes.byref(text), array, len(bitmaps))
            if rc != 0:
                self.__exit__()
                raise RuntimeError(f"mtmd_tokenize returned {rc}")
        finally:
            for bitmap in bitmaps:
                m.mtmd_bitmap_free(bitmap)
        return self

    def __exit__(self, *exc: object) -> None:
        if self.chunks:
            mtmd().mtmd_input_chunks_free(self.chunks)
        self.chunks = None

    def _bitmap(self, data: bytes) -> Any:
        buf = (ctypes.c_uint8 * len(data)).from_buffer_copy(data)
        bitmap = mtmd().mtmd_helper_bitmap_init_from_buf(self.ctx, buf, len(data), False)
        if not bitmap:
            raise ValueError("mtmd could not read the image")
        return bitmap

    def chunk(self, i: int) -> Any:
        return mtmd().mtmd_input_chunks_get(self.chunks, i)

    def layout(self) -> list[tuple[int, int]]:
        """(type, token count) of each chunk: mtmd_cpp.MTMD_INPUT_CHUNK_TYPE_*."""
        m = mtmd()
        return [(m.mtmd_input_chunk_get_type(c), m.mtmd_input_chunk_get_n_tokens(c))
                for c in map(self.chunk, range(m.mtmd_input_chunks_size(self.chunks)))]

    def image_chunks(self) -> list[Any]:
        image = mtmd().MTMD_INPUT_CHUNK_TYPE_IMAGE
        return [self.chunk(i) for i, (kind, _) in enumerate(self.layout()) if kind == image]

    def text_tokens(self, i: int) -> list[int]:
        n = ctypes.c_size_t()
        tokens = mtmd().mtmd_input_chunk_get_tokens_text(self.chunk(i), ctypes.byref(n))
        return [tokens[k] for k in range(n.value)]


def logits_after(llm: Any, ctx: Any, prompt: Prompt, n_batch: int) -> np.ndarray:
    """The next-token logits after the whole prompt (its images encoded and
    decoded by mtmd's helper), read from a cleared context."""
    lib = llama_cpp()
    lib.llama_memory_clear(lib.llama_get_memory(llm.ctx), True)
    n_past = lib.llama_pos(0)
    rc = mtmd().mtmd_helper_eval_chunks(ctx, llm.ctx, prompt.chunks, 0, 0, n_batch, True,
                                        ctypes.byref(n_past))
    if rc != 0:
        raise RuntimeError(f"mtmd_helper_eval_chunks returned {rc}")
    logits = lib.llama_get_logits_ith(llm.ctx, -1)
    return np.ctypeslib.as_array(logits, shape=(llm.n_vocab(),)).copy()
