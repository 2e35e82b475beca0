"""`lantern chat --image PATH` (repeatable): a file that cannot be used is a
one-line error naming it, exit 2, before any model loads; a model without a
projector refuses images with the engine's words and saves nothing."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest
from PIL import Image

from app.cli import main
from app.images import MAX_IMAGE_BYTES
from app.store import ChatStore

NO_MODEL = ["--model", "/nowhere/not-a-model.gguf"]
"""A model that cannot load: a refusal that comes first proves nothing loaded."""


def picture(path: Path, kind: str = "PNG", size: tuple[int, int] = (16, 12)) -> Path:
    out = io.BytesIO()
    Image.new("RGB", size, (20, 120, 220)).save(out, kind)
    path.write_bytes(out.getvalue())
    return path


def _refused(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    assert main(argv) == 2, argv
    err = capsys.readouterr().err
    assert "Traceback" not in err and err.startswith("lantern: ")
    assert err.strip().count("\n") == 0, err  # one line
    return err


@pytest.mark.parametrize(("name", "make", "expected"), [
    ("missing.png", lambda path: path, "cannot read the image {path}: No such file"),
    ("folder.png", lambda path: path.mkdir() or path, "cannot read the image {path}: Is a "
     "directory"),
    ("notes.png", lambda path: path.write_text("not a picture") and path,
     "{path} is not an image Lantern can read (it reads BMP, GIF, JPEG, PNG, WEBP)"),
    ("scan.tiff", lambda path: picture(path, "TIFF"), "{path} is a TIFF image; Lantern "
     "reads BMP, GIF, JPEG, PNG, WEBP"),
    ("empty.png", lambda path: path.write_bytes(b"") or path, "{path} is empty"),
    ("huge.gif", lambda path: path.write_bytes(b"GIF89a" + b"\0" * MAX_IMAGE_BYTES) and path,
     "{path} is 20.0 MB; images up to 20.0 MB are accepted"),
])
def test_an_unusable_image_is_refused_naming_the_file(
        data_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], name: str,
        make: object, expected: str) -> None:
    good = picture(tmp_path / "good.png")
    path = tmp_path / name
    assert callable(make)
    make(path)
    err = _refused(["chat", "What is this?", "--image", str(good), "--image", str(path),
                    *NO_MODEL], capsys)
    assert expected.format(path=path) in err


def test_raw_prompts_take_no_images(data_dir: Path, tmp_path: Path,
                                    capsys: pytest.CaptureFixture[str]) -> None:
    err = _refused(["chat", "hi", "--raw", "--image", str(picture(tmp_path / "a.png")),
                    *NO_MODEL], capsys)
    assert "--raw sends plain text" in err and "drop --raw or --image" in err


@pytest.mark.slow
def test_a_model_without_a_projector_refuses_and_saves_nothing(
        data_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    image = str(picture(tmp_path / "photo.png"))
    assert main(["chat", "What is this?", "--image", image, "--conversation", "new",
                 "--max-tokens", "4"]) == 1
    err = capsys.readouterr().err
    assert "cannot read images; choose a vision model" in err and "--mmproj" in err
    store = ChatStore.open()
    try:
        assert store.list_conversations() == []  # the question was not saved either
    finally:
        store.close()


def _prompt_tokens(err: str) -> int:
    found = re.search(r"prompt (\d+) tokens", err)
    assert found is not None, err
    return int(found.group(1))


@pytest.mark.slow
def test_a_vision_model_reads_the_images_and_the_conversation_keeps_them(
        data_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str],
        vision_model: tuple[Path, Path]) -> None:
    model, projector = vision_model
    common = ["--model", str(model), "--mmproj", str(projector), "--max-tokens", "2",
              "--temperature", "0", "--ctx", "2048"]
    assert main(["chat", "What is this?", *common]) == 0
    without = _prompt_tokens(capsys.readouterr().err)
    image = picture(tmp_path / "photo.png", size=(96, 80))
    assert main(["chat", "What is this?", "--image", str(image), "--image", str(image),
                 "--conversation", "new", *common]) == 0
    err = capsys.readouterr().err
    assert _prompt_tokens(err) >= without + 2 * 32  # tests/vision_model.py: 32 per image
    store = ChatStore.open()
    try:
        [conversation] = store.list_conversations()
        question = store.thread(conversation.id)[0]
        assert question.role == "user" and len(question.images) == 2
        assert question.images[0].data == image.read_bytes()  # small PNGs are kept as sent
    finally:
        store.close()
