"""A vision model is its model file plus its projector, one model everywhere:
the catalog, import (by folder and by --mmproj), `lantern models`, the fit,
deletion, and which projector loads with a model (`projector_for`).

The pair is the tiny random-weight SmolVLM2-shaped one of tests/vision_model.py
(a real llama GGUF and a real `clip` projector)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest

from app.cli import main
from app.models.catalog import SHA256_RE, default_catalog_path, load_catalog
from app.models.errors import CatalogError, RegistryError
from app.models.fit import Machine, estimate, read_pair_shape, shape_from_catalog
from app.models.gguf_header import read_shape
from app.models.registry import InstalledModel, Registry, models_dir
from app.models.space import human
from app.models.vision import is_projector, projector_beside, projector_for

VISION_IDS = ("smolvlm2-500m-video-instruct-q8_0", "qwen2.5-vl-3b-instruct-q4_k_m",
              "gemma-3-4b-it-q4_k_m")


# -- the catalog --------------------------------------------------------------

def test_catalog_lists_vision_models_with_both_files_pinned() -> None:
    by_id = {entry.id: entry for entry in load_catalog()}
    for model_id in VISION_IDS:
        entry = by_id[model_id]
        projector = entry.projector
        assert entry.vision and projector is not None, model_id
        assert projector.file.startswith("mmproj") and projector.file.endswith(".gguf")
        assert SHA256_RE.match(projector.sha256) and projector.sha256 != entry.sha256
        assert projector.size_bytes > 50_000_000 and entry.size_bytes, model_id
        assert entry.download_size == entry.size_bytes + projector.size_bytes
        owners = {source.owner for source in projector.sources}
        assert len(owners) >= 2 and len(owners) == len(projector.sources), model_id
        assert all("sha256" in source.records for source in projector.sources)
        assert any("size" in source.records for source in projector.sources), model_id
        assert all(source.repo or source.index for source in projector.sources)
    assert not any(entry.vision for entry in by_id.values() if entry.id not in VISION_IDS)


def test_the_fit_of_a_catalog_vision_model_counts_its_projector() -> None:
    entry = next(e for e in load_catalog() if e.id == VISION_IDS[1])
    assert entry.projector is not None
    shape = shape_from_catalog(entry)
    fit = estimate(shape, 4096, Machine(16 << 30, 32 << 30))
    assert fit.weights == entry.size_bytes + entry.projector.size_bytes  # type: ignore[operator]


def _with_projector(tmp_path: Path, projector: dict[str, Any]) -> Path:
    raw = json.loads(default_catalog_path().read_text(encoding="utf-8"))
    raw["models"][0]["projector"] = projector
    path = tmp_path / "catalog.json"
    path.write_text(json.dumps(raw), encoding="utf-8")
    return path


@pytest.mark.parametrize(("projector", "words"), [
    ({"file": "mmproj.gguf", "size_bytes": 5, "sha256": "abc"},
     ["'projector.sha256'", "64 lower-case hex"]),
    ({"file": "mmproj.bin", "size_bytes": 5, "sha256": "a" * 64}, ["'projector.file'"]),
    ({"file": "mmproj.gguf", "sha256": "a" * 64}, ["'projector.size_bytes'", "missing"]),
    ({"file": "mmproj.gguf", "size_bytes": 5, "sha256": "a" * 64,
      "sources": [{"index": "x1", "path": "p", "records": ["sha256"]}]},
     ["'projector.sources[1].index'"]),
    ("mmproj.gguf", ["'projector'", "not an object"]),
])
def test_a_bad_projector_entry_is_refused_naming_the_field(
        tmp_path: Path, projector: Any, words: list[str]) -> None:
    with pytest.raises(CatalogError) as caught:
        load_catalog(_with_projector(tmp_path, projector))
    for word in words:
        assert word in str(caught.value)


# -- telling a projector from a model, and finding a model's projector --------

def test_a_projector_is_told_by_its_header_not_its_name(
        vision_model: tuple[Path, Path], tmp_path: Path) -> None:
    model, projector = vision_model
    assert is_projector(projector) and not is_projector(model)
    renamed = tmp_path / "mmproj-looks-like-one.gguf"
    shutil.copyfile(model, renamed)
    assert not is_projector(renamed)
    assert projector_beside(tmp_path / "anything.gguf") is None  # named so, but a model


def _lm_studio_folder(tmp_path: Path, pair: tuple[Path, Path]) -> tuple[Path, Path]:
    """publisher/repo/ holding the model and its mmproj, as LM Studio keeps them."""
    folder = tmp_path / "lmstudio" / "ggml-org" / "tiny-GGUF"
    folder.mkdir(parents=True)
    model, projector = (folder / pair[0].name, folder / pair[1].name)
    shutil.copyfile(pair[0], model)
    shutil.copyfile(pair[1], projector)
    return model, projector


def test_projector_for_a_file_finds_the_one_beside_it(
        vision_model: tuple[Path, Path], tmp_path: Path, data_dir: Path) -> None:
    model, projector = _lm_studio_folder(tmp_path, vision_model)
    assert projector_for(model) == projector
    assert projector_for(None) is None
    second = model.parent / "mmproj-another.gguf"
    shutil.copyfile(projector, second)
    assert projector_for(model) is None  # two: which one belongs is not known
    second.unlink()
    downloaded = models_dir() / model.name  # Lantern's own folder holds every download
    shutil.copyfile(model, downloaded)
    shutil.copyfile(projector, models_dir() / projector.name)
    assert projector_for(downloaded) is None


def test_projector_for_an_installed_model_is_the_registrys(
        vision_model: tuple[Path, Path], tmp_path: Path, data_dir: Path) -> None:
    model, projector = _lm_studio_folder(tmp_path, vision_model)
    registry = Registry()
    text_only = registry.add(InstalledModel("text", "Text only", str(model), "imported",
                                            in_place=True))
    assert projector_beside(model) == projector
    assert projector_for(text_only.path, registry) is None  # the list says: no projector
    paired = registry.import_file(model, copy=True)
    assert paired.projector is not None
    assert projector_for(paired.path, registry) == Path(paired.projector)


# -- import -------------------------------------------------------------------

def test_import_pairs_the_projector_in_the_models_folder(
        vision_model: tuple[Path, Path], tmp_path: Path, data_dir: Path) -> None:
    model, projector = _lm_studio_folder(tmp_path, vision_model)
    installed = Registry().import_file(model, copy=True)
    assert installed.vision and installed.projector is not None
    copied = Path(installed.projector)
    assert copied.parent == models_dir() and copied.read_bytes() == projector.read_bytes()
    assert installed.size == model.stat().st_size
    assert installed.projector_size == projector.stat().st_size
    assert installed.total_size == installed.size + installed.projector_size
    again = Registry().get(installed.id)
    assert again is not None and again.projector == installed.projector  # saved


def test_import_with_mmproj_pairs_explicitly(
        vision_model: tuple[Path, Path], tmp_path: Path, data_dir: Path,
        capsys: pytest.CaptureFixture[str]) -> None:
    alone = tmp_path / "alone"
    alone.mkdir()
    model = alone / vision_model[0].name
    shutil.copyfile(vision_model[0], model)
    assert main(["models", "import", str(model), "--in-place",
                 "--mmproj", str(vision_model[1])]) == 0
    assert "sees images" in capsys.readouterr().out.lower()
    installed = Registry().find(str(model))
    assert installed is not None and installed.projector == str(vision_model[1])
    assert installed.in_place


def test_import_without_a_projector_is_text_only(
        vision_model: tuple[Path, Path], tmp_path: Path, data_dir: Path) -> None:
    model = tmp_path / vision_model[0].name
    shutil.copyfile(vision_model[0], model)
    installed = Registry().import_file(model, copy=False)
    assert not installed.vision and installed.projector_size == 0


def test_a_projector_alone_is_refused(
        vision_model: tuple[Path, Path], data_dir: Path,
        capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(RegistryError, match="is a vision projector, not a model; import it "
                                            "with its model"):
        Registry().import_file(vision_model[1])
    assert main(["models", "import", str(vision_model[1])]) == 1
    assert "--mmproj" in capsys.readouterr().err
    assert [m.id for m in Registry().all()] == ["smollm2-135m-instruct"]  # nothing added


def test_mmproj_that_is_no_projector_is_refused(
        vision_model: tuple[Path, Path], data_dir: Path) -> None:
    with pytest.raises(RegistryError, match="is not a vision projector"):
        Registry().import_file(vision_model[0], projector=vision_model[0])
    with pytest.raises(RegistryError, match="does not exist"):
        Registry().import_file(vision_model[0], projector=vision_model[0].parent / "none.gguf")


# -- listing, fit, deletion ------------------------------------------------------

def test_models_list_shows_both_files(
        vision_model: tuple[Path, Path], tmp_path: Path, data_dir: Path,
        capsys: pytest.CaptureFixture[str]) -> None:
    model, _projector = _lm_studio_folder(tmp_path, vision_model)
    installed = Registry().import_file(model, copy=True)
    capsys.readouterr()
    assert main(["models", "list"]) == 0
    out = capsys.readouterr().out
    line = next(text for text in out.splitlines() if installed.id in text)
    assert "sees images" in line
    assert f"model {installed.path}" in out and f"projector {installed.projector}" in out
    assert "Qwen2.5-VL 3B Instruct" in out and "see images" in out  # the catalog's


def test_the_fit_counts_the_projector(
        vision_model: tuple[Path, Path], tmp_path: Path, data_dir: Path) -> None:
    model, projector = _lm_studio_folder(tmp_path, vision_model)
    both = model.stat().st_size + projector.stat().st_size
    assert read_shape(model).file_size == model.stat().st_size
    assert read_pair_shape(model).file_size == both  # found beside it
    installed = Registry().import_file(model, copy=True)
    shape = read_pair_shape(Path(installed.path))  # recorded in the list
    assert shape.file_size == both
    assert estimate(shape, 512, Machine(8 << 30, 16 << 30)).weights == both


def test_removing_a_vision_model_deletes_both_files(
        vision_model: tuple[Path, Path], tmp_path: Path, data_dir: Path,
        capsys: pytest.CaptureFixture[str]) -> None:
    model, _projector = _lm_studio_folder(tmp_path, vision_model)
    installed = Registry().import_file(model, copy=True)
    assert installed.projector is not None
    assert main(["models", "remove", installed.id]) == 0
    assert "and its projector" in capsys.readouterr().out
    assert not Path(installed.path).exists() and not Path(installed.projector).exists()
    assert model.exists() and _projector.exists()  # the user's originals


def test_a_projector_another_model_uses_is_kept(
        vision_model: tuple[Path, Path], tmp_path: Path, data_dir: Path) -> None:
    model, _projector = _lm_studio_folder(tmp_path, vision_model)
    registry = Registry()
    first = registry.import_file(model, copy=True)
    assert first.projector is not None
    other_file = models_dir() / "tiny-variant.gguf"
    shutil.copyfile(vision_model[0], other_file)
    second = registry.add(InstalledModel(
        "variant", "Variant", str(other_file), "imported", size=other_file.stat().st_size,
        projector=first.projector, projector_size=first.projector_size))
    registry.remove(first.id)
    assert not Path(first.path).exists() and Path(first.projector).exists()
    registry.remove(second.id)
    assert not other_file.exists() and not Path(first.projector).exists()


def test_an_in_place_vision_model_keeps_both_files(
        vision_model: tuple[Path, Path], tmp_path: Path, data_dir: Path) -> None:
    model, projector = _lm_studio_folder(tmp_path, vision_model)
    installed = Registry().import_file(model, copy=False)
    assert installed.projector == str(projector)
    Registry().remove(installed.id)
    assert model.exists() and projector.exists()


def test_models_info_of_a_catalog_vision_model_names_its_projector(
        data_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["models", "info", VISION_IDS[0]]) == 0
    out = capsys.readouterr().out
    assert "Sees images: its projector mmproj-SmolVLM2-500M-Video-Instruct-Q8_0.gguf" in out
    entry = next(e for e in load_catalog() if e.id == VISION_IDS[0])
    assert f"file {human(entry.download_size)}" in out  # the fit's weights: both files


def test_models_info_of_an_installed_pair_says_which_projector_loads(
        vision_model: tuple[Path, Path], tmp_path: Path, data_dir: Path,
        capsys: pytest.CaptureFixture[str]) -> None:
    model, _projector = _lm_studio_folder(tmp_path, vision_model)
    installed = Registry().import_file(model, copy=True)
    capsys.readouterr()
    assert main(["models", "info", installed.id]) == 0
    out = capsys.readouterr().out
    assert f"Images: read with the projector {installed.projector}" in out
    assert f"file {human(installed.total_size)}" in out


def test_the_windows_import_pairs_a_model_chosen_with_its_projector(
        vision_model: tuple[Path, Path], tmp_path: Path, data_dir: Path) -> None:
    apart = tmp_path / "apart"
    (apart / "a").mkdir(parents=True)
    (apart / "b").mkdir()
    model = apart / "a" / vision_model[0].name
    projector = apart / "b" / vision_model[1].name
    shutil.copyfile(vision_model[0], model)
    shutil.copyfile(vision_model[1], projector)
    registry = Registry()
    installed = registry.import_files([projector, model])  # in the order chosen
    assert installed.vision and installed.projector is not None
    assert Path(installed.projector).read_bytes() == projector.read_bytes()
    alone = registry.import_files([model])  # no projector beside it: text only
    assert not alone.vision
    with pytest.raises(RegistryError, match="is a vision projector, not a model"):
        registry.import_files([projector])
    with pytest.raises(RegistryError, match="Choose one model file"):
        registry.import_files([model, model.with_name("other.gguf")])
    with pytest.raises(RegistryError, match="Choose one model file"):
        registry.import_files([model, projector, vision_model[1]])
