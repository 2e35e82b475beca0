"""Installed models: import (copy or in place) with the engine's checks; use; remove."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from app.config import load_settings
from app.models.errors import RegistryError
from app.models.registry import BUNDLED_ID, Registry


def test_import_copies_and_checks(model_file: Path, data_dir: Path, tmp_path: Path) -> None:
    registry = Registry(data_dir / "models.json")
    model = registry.import_file(model_file, copy=True)
    assert Path(model.path).parent == data_dir / "models"
    assert Path(model.path).stat().st_size == model_file.stat().st_size
    assert not model.in_place and registry.find(model.id) == model
    assert registry.all()[0].id == BUNDLED_ID
    registry.remove(model.id)
    assert not Path(model.path).exists()


def test_in_place_import_never_deletes_the_users_file(tmp_path: Path, data_dir: Path,
                                                      model_file: Path) -> None:
    own = tmp_path / "mine.gguf"
    os.link(model_file, own) if model_file.stat().st_dev == tmp_path.stat().st_dev \
        else own.write_bytes(model_file.read_bytes())
    registry = Registry(data_dir / "models.json")
    model = registry.import_file(own, copy=False)
    assert model.in_place and model.path == str(own.resolve())
    registry.remove(model.id)
    assert own.exists()


@pytest.mark.parametrize(("content", "problem"), [
    (b"", "is empty"), (b"PK\x03\x04 a zip file, not a model", "not a GGUF model file"),
    (b"GGUF\x03\x00", "truncated"),
])
def test_bad_files_are_refused_with_the_engines_reason(tmp_path: Path, data_dir: Path,
                                                       content: bytes, problem: str) -> None:
    bad = tmp_path / "bad.gguf"
    bad.write_bytes(content)
    with pytest.raises(RegistryError, match=problem):
        Registry(data_dir / "models.json").import_file(bad)


def test_an_embedding_model_is_imported_for_search_never_for_chat(data_dir: Path) -> None:
    from app.engine.bert_gguf import default_embedding_model_path

    registry = Registry(data_dir / "models.json")
    model = registry.import_file(default_embedding_model_path(), copy=False)
    assert model.kind == "embedding"
    assert registry.embedding_models() == [model]
    assert model not in registry.chat_models()
    assert Registry(data_dir / "models.json").get(model.id) == model  # kept as one


def test_bundled_model_cannot_be_removed(data_dir: Path) -> None:
    with pytest.raises(RegistryError, match="part of Lantern"):
        Registry(data_dir / "models.json").remove(BUNDLED_ID)


def lantern(data_dir: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, LANTERN_DATA_DIR=str(data_dir))
    return subprocess.run([sys.executable, "-m", "app", "models", *args], env=env,
                          capture_output=True, text=True, timeout=120)


def test_cli_import_use_info_remove(model_file: Path, data_dir: Path) -> None:
    done = lantern(data_dir, "import", str(model_file))
    assert done.returncode == 0, done.stderr
    model_id = done.stdout.split(" as ")[1].split()[0]
    used = lantern(data_dir, "use", model_id, "--ctx", "2048", "--threads", "2")
    assert used.returncode == 0, used.stderr
    settings = load_settings(data_dir / "settings.json")
    assert settings.model_path.endswith(".gguf") and settings.n_ctx == 2048
    info = lantern(data_dir, "info", model_id, "--ctx", "2048")
    assert "30 layers" in info.stdout and "Fit: fits: needs about" in info.stdout
    listing = lantern(data_dir, "list")
    assert f"* {model_id}" in listing.stdout and "(recommended)" in listing.stdout
    found = lantern(data_dir, "search", "qwen 1.5b").stdout
    assert "Qwen2.5 1.5B Instruct:" in found and "Llama" not in found
    removed = lantern(data_dir, "remove", model_id)
    assert "bundled model is used again" in removed.stdout
    assert load_settings(data_dir / "settings.json").model_path == ""
    missing = lantern(data_dir, "use", "nope")
    assert missing.returncode == 1 and "No installed model is called 'nope'" in missing.stderr


def test_cli_use_of_an_embedding_model_sets_it_for_new_collections(
        data_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from app.cli import main
    from app.config import load_settings
    from tests.embedding_variant import cls_pooling_model

    variant = cls_pooling_model(tmp_path / "cls-minilm.gguf")
    assert main(["models", "import", str(variant), "--in-place"]) == 0
    model_id = Registry(data_dir / "models.json").embedding_models()[0].id
    assert main(["models", "use", model_id]) == 0
    assert "New document collections embed with" in capsys.readouterr().out
    settings = load_settings()
    assert settings.embedding_model_path == str(variant) and not settings.model_path
    assert main(["models", "list"]) == 0
    line = next(x for x in capsys.readouterr().out.splitlines() if model_id in x)
    assert line.startswith(" e ") and ", embedding]" in line
