"""`--mmproj` for `lantern chat` and `lantern serve`, and which projector the
commands load with a model (the tiny vision pair of tests/vision_model.py)."""

from __future__ import annotations

import argparse
import shutil
from pathlib import Path

import pytest

from app.cli import main
from app.commands._engine_args import add_model_options, projector_from
from app.engine.errors import ModelLoadError
from app.models.registry import Registry


def parse(*argv: str) -> argparse.Namespace:
    parser = argparse.ArgumentParser()
    add_model_options(parser)
    return parser.parse_args(list(argv))


def test_mmproj_names_the_projector(vision_model: tuple[Path, Path], data_dir: Path) -> None:
    model, projector = vision_model
    args = parse("--model", str(model), "--mmproj", str(projector))
    assert projector_from(args, model) == projector.resolve()


def test_without_mmproj_the_models_own_projector_loads(
        vision_model: tuple[Path, Path], tmp_path: Path, data_dir: Path) -> None:
    alone = tmp_path / "alone"
    alone.mkdir()
    model = alone / vision_model[0].name
    shutil.copyfile(vision_model[0], model)
    assert projector_from(parse("--model", str(model)), model) is None  # text only
    installed = Registry().import_file(model, copy=False, projector=vision_model[1])
    assert projector_from(parse(), Path(installed.path)) == vision_model[1].resolve()
    assert projector_from(parse(), None) is None  # the bundled model reads text


def test_mmproj_that_is_a_model_is_refused_before_loading(
        vision_model: tuple[Path, Path], data_dir: Path,
        capsys: pytest.CaptureFixture[str]) -> None:
    model = vision_model[0]
    with pytest.raises(ModelLoadError, match="is not a vision projector"):
        projector_from(parse("--mmproj", str(model)), model)
    assert main(["chat", "Hi", "--model", str(model), "--mmproj", str(model)]) == 1
    assert f"{model.name} is not a vision projector" in capsys.readouterr().err


GREEDY = ["--temperature", "0", "--top-k", "0", "--top-p", "1", "--min-p", "0",
          "--repeat-penalty", "1"]


def picture(path: Path) -> Path:
    from PIL import Image

    Image.new("RGB", (64, 48), (200, 40, 40)).save(path, "PNG")
    return path


def test_the_chat_model_in_use_loads_its_projector(
        vision_model: tuple[Path, Path], tmp_path: Path, data_dir: Path,
        capsys: pytest.CaptureFixture[str]) -> None:
    """Installed as a pair, `models use` and `chat --image` need no --mmproj;
    the same model installed alone cannot read the image."""
    image = picture(tmp_path / "red.png")
    folder = tmp_path / "lmstudio" / "tiny"
    folder.mkdir(parents=True)
    for file in vision_model:
        shutil.copyfile(file, folder / file.name)
    paired = Registry().import_file(folder / vision_model[0].name, copy=True)
    assert main(["models", "use", paired.id]) == 0
    capsys.readouterr()
    assert main(["chat", "What is this?", "--image", str(image), "--max-tokens", "3",
                 "--ctx", "1024", *GREEDY]) == 0
    assert "answer" in capsys.readouterr().err  # the usage line: it answered
    alone = tmp_path / "alone"
    alone.mkdir()
    shutil.copyfile(vision_model[0], alone / "text-only.gguf")
    text_only = Registry().import_file(alone / "text-only.gguf", copy=True)
    assert main(["models", "use", text_only.id]) == 0
    capsys.readouterr()
    assert main(["chat", "What is this?", "--image", str(image), "--max-tokens", "3",
                 "--ctx", "1024", *GREEDY]) == 1
    assert "cannot read images" in capsys.readouterr().err
