"""Names from the command line, the hub or models.json never reach outside
the models folder (issue 26, item 2)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.cli import main
from app.models.downloads import Downloads
from app.models.hub import HubRef
from app.models.jobs import JobStore
from app.models.registry import Registry


@pytest.mark.parametrize("name", ["../../escaped.gguf", "/tmp/abs.gguf", "a/../../b.gguf",
                                  "sub\\..\\..\\x.gguf", "sub//x.gguf"])
def test_download_refuses_names_that_leave_the_models_folder(
        name: str, data_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["models", "download", "owner/repo", "--file", name]) == 1
    assert "not a file name in a repository" in capsys.readouterr().err
    assert not (data_dir / "downloads.json").exists()


def test_a_file_in_a_hub_folder_lands_flat_in_the_models_folder(data_dir: Path) -> None:
    downloads = Downloads(JobStore(data_dir / "downloads.json"),
                          Registry(data_dir / "models.json"), endpoint="http://127.0.0.1:9")
    try:
        job = downloads.enqueue_ref(HubRef("owner/repo", "Q4_K_M/sub/m.gguf"))
    finally:
        downloads.close()
    assert Path(job.dest) == data_dir / "models" / "m.gguf"
    assert [p.name for p in (data_dir / "models").iterdir()] == []  # no folders made


def test_remove_never_deletes_a_file_outside_the_models_folder(data_dir: Path,
                                                                tmp_path: Path) -> None:
    outside = tmp_path / "precious.gguf"
    outside.write_bytes(b"GGUF")
    (data_dir / "models").mkdir(parents=True)
    (data_dir / "models.json").write_text(json.dumps({"models": [
        {"id": "x", "name": "x", "path": str(data_dir / "models" / ".." / ".." /
                                             "precious.gguf"), "source": "huggingface"}]}))
    Registry(data_dir / "models.json").remove("x")
    assert outside.exists()
    assert Registry(data_dir / "models.json").get("x") is None
