"""Searching Hugging Face beyond the catalog, against a real local server
that answers with the hub's JSON shapes (tests/models/model_server.py)."""

from __future__ import annotations

from pathlib import Path
from urllib.parse import parse_qs

import pytest

from app.cli import main
from app.models.errors import HubError
from app.models.fit import Machine, estimate
from app.models.gguf_header import read_shape
from app.models.hub import make_client
from app.models.hub_search import list_gguf_files, remote_shape, search_repos, shapes_for
from tests.models.conftest import MODEL_NAME, REPO
from tests.models.model_server import COMMIT, ModelServer


def test_search_asks_for_gguf_repositories_most_downloaded_first(server: ModelServer) -> None:
    with make_client() as client:
        repos = search_repos(client, server.url, "gemma 270m")
    assert [r.repo for r in repos] == [REPO]
    assert repos[0].downloads == 12345 and repos[0].task == "text-generation"
    query = parse_qs(next(e for e in server.log if e.path == "/api/models").query)
    assert query["search"] == ["gemma 270m"] and query["filter"] == ["gguf"]
    assert query["sort"] == ["downloads"] and query["direction"] == ["-1"]


def test_files_with_sizes_leave_out_split_parts_and_projectors(server: ModelServer,
                                                               model_file: Path) -> None:
    server.extra_siblings = [
        {"rfilename": "big-Q4_K_M-00001-of-00002.gguf", "size": 10},
        {"rfilename": "mmproj-model-f16.gguf", "size": 10},
        {"rfilename": "README.md", "size": 10},
    ]
    with make_client() as client:
        files = list_gguf_files(client, server.url, REPO)
    assert [(f.file, f.size, f.commit) for f in files] == [
        (MODEL_NAME, model_file.stat().st_size, COMMIT)]
    assert files[0].quantization == "Q4_K_M"


def test_fit_comes_from_the_remote_header_read_with_range(server: ModelServer,
                                                          model_file: Path) -> None:
    with make_client() as client:
        files = list_gguf_files(client, server.url, REPO)
        shape = remote_shape(client, server.url, files[0])
        shapes = shapes_for(client, server.url, files)
    assert shape == read_shape(model_file)  # the same numbers as the whole file gives
    assert shapes[MODEL_NAME] == shape
    ranges = [e.range for e in server.cdn_log()]
    assert ranges and all(r is not None and r.startswith("bytes=0-") for r in ranges)
    assert sum(e.sent for e in server.cdn_log()) < model_file.stat().st_size
    machine = Machine(available_ram=8 << 30, total_ram=16 << 30)
    assert estimate(shape, 4096, machine).verdict == "fits"


def test_unknown_repository_is_a_clear_error(server: ModelServer) -> None:
    with make_client() as client, pytest.raises(HubError, match="not found"):
        list_gguf_files(client, server.url, "nobody/nothing-GGUF")


def test_cli_search_shows_repo_file_size_and_fit(server: ModelServer, data_dir: Path,
                                                 monkeypatch: pytest.MonkeyPatch,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("LANTERN_HF_ENDPOINT", server.url)
    assert main(["models", "search", "gemma 270m"]) == 0
    shown = capsys.readouterr().out
    assert "On Hugging Face" in shown
    line = next(x for x in shown.splitlines() if MODEL_NAME in x)
    assert "Q4_K_M" in line and "MB" in line
    assert any(verdict in line for verdict in ("fits", "tight", "will not fit"))
    assert f"lantern models download {REPO} --file {MODEL_NAME}" in shown


def test_cli_search_without_the_hub_still_shows_the_catalog(
        data_dir: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("LANTERN_HF_ENDPOINT", "http://127.0.0.1:9")  # nothing listens
    assert main(["models", "search", "qwen"]) == 0
    shown = capsys.readouterr()
    assert "Qwen" in shown.out
    assert "Hugging Face could not be searched" in shown.err
