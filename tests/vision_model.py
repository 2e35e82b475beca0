"""A tiny random-weight vision model for the tests: a language model and its
multimodal projector (`mmproj-….gguf`), shaped like SmolVLM2 (LM architecture
`llama`, projector type `idefics3`: a SigLIP encoder, pixel shuffle and one
linear layer), as llama.cpp's mtmd library (tools/mtmd/clip.cpp) loads it.

No vision weights can be downloaded here, so the pair is written with the
`gguf` package: the SmolLM2 tokenizer of the bundled default model plus the
tokens SmolVLM2 adds around images, random weights from a fixed seed. Its
answers are noise; the path is real (the image is encoded into tokens that
change the model's input). Written once into a cache folder named by a hash
of this file, so a change here makes a new pair and an unchanged file reuses
the old one.
"""

from __future__ import annotations

import hashlib
import shutil
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from scripts.llama_build import cache_root

SEED = 36
MODEL_FILE = "tiny-smolvlm.gguf"
PROJECTOR_FILE = "mmproj-tiny-smolvlm.gguf"
# In a folder of its own: a model folder holding two projectors is ambiguous.
MISMATCHED_PROJECTOR_FILE = "wrong-width/mmproj-tiny-smolvlm-wrong-width.gguf"

# The language model: SmolLM2's vocabulary, everything else tiny.
TEXT_EMBD = 64
TEXT_FF = 128
TEXT_LAYERS = 2
TEXT_HEADS = 4
TEXT_HEADS_KV = 2
TEXT_CONTEXT = 4096
# The vision encoder: one 128-pixel tile is 8 x 8 patches of 16 pixels; the
# projector's pixel shuffle (scale 2) makes them 16 tokens. An image is its
# overview tile plus one slice (the longest edge is one tile), so 32 tokens.
IMAGE_SIZE = 128
PATCH_SIZE = 16
SCALE_FACTOR = 2
VISION_EMBD = 64
VISION_FF = 128
VISION_LAYERS = 2
VISION_HEADS = 2
# Tokens SmolVLM2 adds to SmolLM2's vocabulary; mtmd looks up the first three
# (and "<row_1_col_1>") by text when it lays out an image's tiles.
ADDED_TOKENS = ("<global-img>", "<fake_token_around_image>", "<end_of_utterance>", "<image>",
                *(f"<row_{r}_col_{c}>" for r in range(1, 7) for c in range(1, 7)))
CONTROL = 3  # llama.cpp's token type for special tokens (gguf.TokenType.CONTROL)


@dataclass(frozen=True)
class VisionModelFiles:
    model: Path
    projector: Path
    mismatched_projector: Path
    """A well-formed projector whose output width (96) is not the model's (64):
    mtmd must refuse to pair it with `model`."""


def test_models_dir() -> Path:
    """Where generated test models are kept: beside the build cache, outside
    the repository (`LANTERN_WHEELHOUSE` moves it, as it moves the wheels)."""
    return cache_root() / "test-models"


def tiny_vision_model() -> VisionModelFiles:
    """The pair (and a mismatched projector), written on first use."""
    from app.engine.model_files import default_chat_model

    tokenizer_source = default_chat_model()
    key = hashlib.sha256(Path(__file__).read_bytes())
    key.update(f"{tokenizer_source.name}:{tokenizer_source.stat().st_size}".encode())
    folder = test_models_dir() / f"tiny-smolvlm-{key.hexdigest()[:16]}"
    files = VisionModelFiles(folder / MODEL_FILE, folder / PROJECTOR_FILE,
                             folder / MISMATCHED_PROJECTOR_FILE)
    if not folder.is_dir():
        _write_atomically(folder, tokenizer_source)
    return files


def _write_atomically(folder: Path, tokenizer_source: Path) -> None:
    """Writes the files in a scratch folder beside `folder`, then renames it:
    a run that is killed half-way, or one that races another, never leaves a
    half-written model where the next run would take it for a whole one."""
    folder.parent.mkdir(parents=True, exist_ok=True)
    scratch = Path(tempfile.mkdtemp(prefix=".tmp-", dir=folder.parent))
    scratch.chmod(0o755)  # mkdtemp's 0700 would hide the cache from other accounts
    try:
        write_language_model(scratch / MODEL_FILE, tokenizer_source)
        write_projector(scratch / PROJECTOR_FILE, text_embd=TEXT_EMBD)
        (scratch / MISMATCHED_PROJECTOR_FILE).parent.mkdir()
        write_projector(scratch / MISMATCHED_PROJECTOR_FILE, text_embd=TEXT_EMBD + 32)
        try:
            scratch.rename(folder)
        except OSError:
            if not folder.is_dir():  # not another run's finished copy: a real failure
                raise
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


def _weights(rng: np.random.Generator, shape: tuple[int, ...], scale: float | None = None,
             dtype: Any = np.float32) -> np.ndarray:
    """Normal weights; by default scaled by 1/sqrt(fan in), which keeps the
    activations of a random network neither vanishing nor exploding."""
    std = scale if scale is not None else 1.0 / np.sqrt(shape[-1])
    return rng.normal(0.0, std, shape).astype(dtype)


def _tokenizer(source: Path) -> tuple[list[str], list[int], list[str], dict[str, Any]]:
    """SmolLM2's tokens, their types, its merges and scalar settings."""
    import gguf

    reader = gguf.GGUFReader(str(source))

    def value(key: str) -> Any:
        return reader.fields[key].contents()

    tokens = [*value("tokenizer.ggml.tokens"), *ADDED_TOKENS]
    types = [*value("tokenizer.ggml.token_type"), *(CONTROL for _ in ADDED_TOKENS)]
    scalars = {key: value(key) for key in (
        "tokenizer.ggml.pre", "tokenizer.ggml.bos_token_id", "tokenizer.ggml.eos_token_id",
        "tokenizer.ggml.unknown_token_id", "tokenizer.ggml.padding_token_id",
        "tokenizer.ggml.add_bos_token", "tokenizer.chat_template")}
    return tokens, types, list(value("tokenizer.ggml.merges")), scalars


def write_language_model(target: Path, tokenizer_source: Path) -> Path:
    """A 2-layer `llama` model over SmolLM2's vocabulary (output tied to the
    token embeddings, as SmolLM2's is)."""
    import gguf

    tokens, types, merges, settings = _tokenizer(tokenizer_source)
    writer = gguf.GGUFWriter(str(target), "llama")
    writer.add_type("model")
    writer.add_name("Tiny SmolVLM2 (random weights, for tests)")
    writer.add_context_length(TEXT_CONTEXT)
    writer.add_embedding_length(TEXT_EMBD)
    writer.add_block_count(TEXT_LAYERS)
    writer.add_feed_forward_length(TEXT_FF)
    writer.add_head_count(TEXT_HEADS)
    writer.add_head_count_kv(TEXT_HEADS_KV)
    writer.add_rope_dimension_count(TEXT_EMBD // TEXT_HEADS)
    writer.add_rope_freq_base(100000.0)
    writer.add_layer_norm_rms_eps(1e-5)
    writer.add_vocab_size(len(tokens))
    writer.add_tokenizer_model("gpt2")
    writer.add_tokenizer_pre(settings["tokenizer.ggml.pre"])
    writer.add_token_list(tokens)
    writer.add_token_types(types)
    writer.add_token_merges(merges)
    writer.add_bos_token_id(settings["tokenizer.ggml.bos_token_id"])
    writer.add_eos_token_id(settings["tokenizer.ggml.eos_token_id"])
    writer.add_unk_token_id(settings["tokenizer.ggml.unknown_token_id"])
    writer.add_pad_token_id(settings["tokenizer.ggml.padding_token_id"])
    writer.add_add_bos_token(settings["tokenizer.ggml.add_bos_token"])
    writer.add_chat_template(settings["tokenizer.chat_template"])

    rng = np.random.default_rng(SEED)
    head = TEXT_EMBD // TEXT_HEADS
    # numpy shapes are (rows, columns) = (out, in); gguf stores them reversed.
    writer.add_tensor("token_embd.weight",
                      _weights(rng, (len(tokens), TEXT_EMBD), 1.0, np.float16))
    for b in range(TEXT_LAYERS):
        blk = f"blk.{b}"
        writer.add_tensor(f"{blk}.attn_norm.weight", np.ones(TEXT_EMBD, np.float32))
        writer.add_tensor(f"{blk}.attn_q.weight", _weights(rng, (TEXT_EMBD, TEXT_EMBD)))
        writer.add_tensor(f"{blk}.attn_k.weight", _weights(rng, (TEXT_HEADS_KV * head, TEXT_EMBD)))
        writer.add_tensor(f"{blk}.attn_v.weight", _weights(rng, (TEXT_HEADS_KV * head, TEXT_EMBD)))
        writer.add_tensor(f"{blk}.attn_output.weight", _weights(rng, (TEXT_EMBD, TEXT_EMBD)))
        writer.add_tensor(f"{blk}.ffn_norm.weight", np.ones(TEXT_EMBD, np.float32))
        writer.add_tensor(f"{blk}.ffn_gate.weight", _weights(rng, (TEXT_FF, TEXT_EMBD)))
        writer.add_tensor(f"{blk}.ffn_up.weight", _weights(rng, (TEXT_FF, TEXT_EMBD)))
        writer.add_tensor(f"{blk}.ffn_down.weight", _weights(rng, (TEXT_EMBD, TEXT_FF)))
    writer.add_tensor("output_norm.weight", np.ones(TEXT_EMBD, np.float32))
    return _finish(writer, target)


def write_projector(target: Path, *, text_embd: int) -> Path:
    """The `idefics3` projector (general.architecture "clip"), with the keys
    llama.cpp's SmolVLM converter (conversion/smolvlm.py) writes; its output
    width is `text_embd`."""
    import gguf

    writer = gguf.GGUFWriter(str(target), "clip")
    writer.add_type("mmproj")
    writer.add_name("Tiny SmolVLM2 projector (random weights, for tests)")
    writer.add_file_type(gguf.LlamaFileType.ALL_F32)
    # The keys by name (tools/mtmd/clip-impl.h), not by the gguf package's
    # helpers, which older versions of the package lack.
    writer.add_bool("clip.has_vision_encoder", True)
    writer.add_string("clip.projector_type", "idefics3")
    writer.add_bool("clip.use_gelu", True)
    for key, number in (("projection_dim", text_embd), ("image_size", IMAGE_SIZE),
                        ("patch_size", PATCH_SIZE), ("embedding_length", VISION_EMBD),
                        ("feed_forward_length", VISION_FF), ("block_count", VISION_LAYERS),
                        ("attention.head_count", VISION_HEADS),
                        ("projector.scale_factor", SCALE_FACTOR),
                        ("preproc_image_size", IMAGE_SIZE)):
        writer.add_uint32(f"clip.vision.{key}", number)
    writer.add_float32("clip.vision.attention.layer_norm_epsilon", 1e-6)
    writer.add_array("clip.vision.image_mean", [0.5, 0.5, 0.5])
    writer.add_array("clip.vision.image_std", [0.5, 0.5, 0.5])

    rng = np.random.default_rng(SEED + text_embd)
    n_patches = (IMAGE_SIZE // PATCH_SIZE) ** 2

    def norm(name: str) -> None:
        writer.add_tensor(f"{name}.weight", np.ones(VISION_EMBD, np.float32))
        writer.add_tensor(f"{name}.bias", np.zeros(VISION_EMBD, np.float32))

    def linear(name: str, rows: int, columns: int) -> None:
        writer.add_tensor(f"{name}.weight", _weights(rng, (rows, columns)))
        writer.add_tensor(f"{name}.bias", _weights(rng, (rows,), 0.02))

    # The patch embedding is a convolution: (out channels, RGB, patch, patch).
    writer.add_tensor("v.patch_embd.weight",
                      _weights(rng, (VISION_EMBD, 3, PATCH_SIZE, PATCH_SIZE),
                               1.0 / np.sqrt(3 * PATCH_SIZE * PATCH_SIZE)))
    writer.add_tensor("v.patch_embd.bias", _weights(rng, (VISION_EMBD,), 0.02))
    writer.add_tensor("v.position_embd.weight", _weights(rng, (n_patches, VISION_EMBD), 0.5))
    for b in range(VISION_LAYERS):
        blk = f"v.blk.{b}"
        norm(f"{blk}.ln1")
        for part in ("attn_q", "attn_k", "attn_v", "attn_out"):
            linear(f"{blk}.{part}", VISION_EMBD, VISION_EMBD)
        norm(f"{blk}.ln2")
        linear(f"{blk}.ffn_up", VISION_FF, VISION_EMBD)
        linear(f"{blk}.ffn_down", VISION_EMBD, VISION_FF)
    norm("v.post_ln")
    # Pixel shuffle puts SCALE_FACTOR^2 neighbouring patches side by side.
    writer.add_tensor("mm.model.fc.weight",
                      _weights(rng, (text_embd, VISION_EMBD * SCALE_FACTOR ** 2)))
    return _finish(writer, target)


def _finish(writer: Any, target: Path) -> Path:
    writer.write_header_to_file()
    writer.write_kv_data_to_file()
    writer.write_tensors_to_file()
    writer.close()
    return target
