"""The tiny vision model (tests/vision_model.py) is one llama.cpp's mtmd
really loads and runs: driven here through llama-cpp-python's mtmd bindings
directly, not through Lantern's engine, so that a failure of the engine's
image path is never the test model's. An image becomes tokens that change
the language model's input; a projector for another model is refused."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from app.engine.cpu_threads import chat_threads
from app.engine.native import llama_cpp
from tests.mtmd_direct import Prompt, init_projector, logits_after, mtmd, png
from tests.vision_model import IMAGE_SIZE, PATCH_SIZE, SCALE_FACTOR, tiny_vision_model

THREADS = chat_threads()
N_BATCH = 512
QUESTION = "What is in this picture?"
# Each tile (the overview, then one slice: an image's longest edge is one
# tile) is IMAGE_SIZE / PATCH_SIZE patches a side, merged SCALE_FACTOR^2 to one.
TOKENS_PER_TILE = (IMAGE_SIZE // PATCH_SIZE // SCALE_FACTOR) ** 2


@pytest.fixture(scope="module")
def llm(vision_model: tuple[Path, Path]) -> Any:
    return llama_cpp().Llama(str(vision_model[0]), n_ctx=1024, n_batch=N_BATCH,
                             n_threads=THREADS, n_threads_batch=THREADS, verbose=False)


@pytest.fixture(scope="module")
def vision(vision_model: tuple[Path, Path], llm: Any) -> Iterator[Any]:
    ctx = init_projector(vision_model[1], llm, THREADS)
    assert ctx, "mtmd refused the tiny projector (see llama.cpp's log above)"
    yield ctx
    mtmd().mtmd_free(ctx)


def ask(llm: Any, ctx: Any, *images: bytes) -> np.ndarray:
    marker = mtmd().mtmd_default_marker().decode()
    text = "".join(f"{marker}\n" for _ in images) + QUESTION
    with Prompt(ctx, text, images) as prompt:
        return logits_after(llm, ctx, prompt, N_BATCH)


def test_the_projector_pairs_with_the_model_and_sees(vision: Any) -> None:
    assert mtmd().mtmd_support_vision(vision)
    assert not mtmd().mtmd_support_audio(vision)


def test_an_image_is_laid_out_as_smolvlm2s_tiles(llm: Any, vision: Any) -> None:
    """One slice, then the overview, each after SmolVLM2's marker tokens (as
    in Hugging Face's Idefics3 processor): the tokens the generator added to
    SmolLM2's vocabulary are found."""
    m = mtmd()
    text, image = m.MTMD_INPUT_CHUNK_TYPE_TEXT, m.MTMD_INPUT_CHUNK_TYPE_IMAGE
    marker = m.mtmd_default_marker().decode()
    with Prompt(vision, f"Look: {marker}\n{QUESTION}", (png("gradient"),)) as prompt:
        layout = prompt.layout()
        assert [kind for kind, _ in layout] == [text, image, text, image, text]
        assert [n for kind, n in layout if kind == image] == [TOKENS_PER_TILE] * 2
        texts = [prompt.text_tokens(i) for i, (kind, _) in enumerate(layout) if kind == text]
    assert all(t >= 0 for tokens in texts for t in tokens), texts
    around, row_1_col_1, global_img = (
        llm.tokenize(s.encode(), add_bos=False, special=True)
        for s in ("<fake_token_around_image>", "<row_1_col_1>", "<global-img>"))
    assert texts[0][-2:] == around + row_1_col_1
    assert texts[1][-2:] == around + global_img
    assert texts[2][0] == around[0]


def test_an_image_chunk_encodes_to_embeddings(vision: Any, llm: Any) -> None:
    m = mtmd()
    marker = m.mtmd_default_marker().decode()
    with Prompt(vision, marker, (png("checks"),)) as prompt:
        chunk = prompt.image_chunks()[0]
        assert m.mtmd_encode_chunk(vision, chunk) == 0
        n = m.mtmd_input_chunk_get_n_tokens(chunk) * llm.n_embd()
        embeddings = np.ctypeslib.as_array(m.mtmd_get_output_embd(vision), shape=(n,))
        assert np.isfinite(embeddings).all()
        assert embeddings.std() > 0.01, "the image encoded to (almost) nothing"


def test_an_image_changes_the_models_input(llm: Any, vision: Any) -> None:
    with_image = ask(llm, vision, png("gradient"))
    without = ask(llm, vision)
    assert np.isfinite(with_image).all() and np.isfinite(without).all()
    assert np.abs(with_image - without).max() > 1e-3


def test_different_images_give_different_logits(llm: Any, vision: Any) -> None:
    gradient = ask(llm, vision, png("gradient"))
    checks = ask(llm, vision, png("checks"))
    assert np.abs(gradient - checks).max() > 1e-3
    # and the same bytes the same logits: what a prompt cache keyed on them needs
    np.testing.assert_allclose(ask(llm, vision, png("gradient")), gradient, atol=1e-4)


def test_a_projector_for_another_width_is_refused(
        llm: Any, mismatched_projector: Path) -> None:
    assert not init_projector(mismatched_projector, llm, THREADS)


def test_a_language_model_file_is_refused_as_a_projector(
        llm: Any, vision_model: tuple[Path, Path]) -> None:
    assert not init_projector(vision_model[0], llm, THREADS)


@pytest.mark.slow  # reading SmolLM2's 98k tokens and merges with gguf: ~2.5 s of CPU
def test_a_fresh_machine_writes_the_same_pair_and_then_reuses_it(
        vision_model: tuple[Path, Path], tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """What CI does on a new machine: the pair is written from nothing, byte
    for byte the one cached here (a fixed seed), and read back after."""
    monkeypatch.setenv("LANTERN_WHEELHOUSE", str(tmp_path))
    fresh = tiny_vision_model()
    assert fresh.model.is_relative_to(tmp_path / "test-models")
    assert fresh.model.read_bytes() == vision_model[0].read_bytes()
    assert fresh.projector.read_bytes() == vision_model[1].read_bytes()
    written = {p: p.stat().st_mtime_ns for p in (fresh.model, fresh.projector)}
    assert tiny_vision_model() == fresh
    assert {p: p.stat().st_mtime_ns for p in written} == written
    assert [p.name for p in (tmp_path / "test-models").iterdir()] == [fresh.model.parent.name]
