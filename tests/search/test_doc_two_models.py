"""Two collections embedded by two models, through `lantern index` and
`lantern search`: each keeps its model's file, and a search over both embeds
the question with each collection's own model (real models)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.cli import main
from app.engine.bert_gguf import default_embedding_model_path
from app.store.documents import DocumentStore
from tests.embedding_variant import cls_pooling_model


def test_each_collection_searched_with_its_model(data_dir: Path, corpus: dict[str, Path],
                                                 tmp_path: Path,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    other = cls_pooling_model(tmp_path / "cls-minilm.gguf")
    folder = corpus["volcano"].parent
    assert main(["index", str(folder), "--collection", "Mean"]) == 0
    assert main(["index", str(folder), "--collection", "Cls", "--model", str(other)]) == 0
    with DocumentStore.open() as store:
        mean, cls = store.get_collection("Mean"), store.get_collection("Cls")
    assert mean.embedding_model_path == str(default_embedding_model_path())
    assert cls.embedding_model_path == str(other)
    assert mean.embedding_model_id != cls.embedding_model_id
    capsys.readouterr()

    assert main(["search", "Which moon hides an ocean?", "--json", "-k", "4"]) == 0
    results = json.loads(capsys.readouterr().out)
    assert {r["collection"] for r in results[:2]} == {"Mean", "Cls"}  # the same passage
    assert all(r["path"] == str(corpus["astronomy"]) for r in results[:2])
    assert all(r["vector_rank"] == 1 for r in results[:2])  # each model found it first
