"""The hub's answers are untrusted: anyone can run a server or publish a
file (issue 26, item 10). Against the real local stand-in for the hub."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.models.errors import ModelsError
from app.models.hub import make_client
from app.models.hub_search import HubFile, list_gguf_files, remote_shape, search_repos
from tests.hostile import gguf_bytes as g
from tests.models.conftest import REPO
from tests.models.model_server import COMMIT, ModelServer


def test_forged_counts_in_the_search_answer_read_as_unknown(server: ModelServer) -> None:
    server.extra_listed = [{"id": "evil/lots-GGUF", "downloads": "lots", "likes": [1]},
                           {"id": "evil/neg-GGUF", "downloads": -5, "likes": 2**70}]
    with make_client() as client:
        repos = {r.repo: r for r in search_repos(client, server.url, "GGUF")}
    assert repos["evil/lots-GGUF"].downloads == 0 and repos["evil/lots-GGUF"].likes == 0
    assert repos["evil/neg-GGUF"].downloads == 0


def test_forged_sizes_and_names_in_the_file_list(server: ModelServer) -> None:
    server.extra_siblings = [{"rfilename": "big.gguf", "size": "big"},
                             {"rfilename": "../../up.gguf", "size": 10},
                             {"rfilename": "odd.gguf", "lfs": "x"}, "not a dict"]
    with make_client() as client:
        files = {f.file: f.size for f in list_gguf_files(client, server.url, REPO)}
    assert files["big.gguf"] == 0 and files["odd.gguf"] == 0
    assert "../../up.gguf" not in files


@pytest.mark.parametrize("claimed", [2**40, 2**63 + 1, 2**64 - 1])
def test_a_forged_header_on_the_hub_is_one_clear_error(server: ModelServer, tmp_path: Path,
                                                       claimed: int) -> None:
    forged = tmp_path / "forged.gguf"
    forged.write_bytes(g.huge_string_key(claimed) + bytes(4096))
    server.serve("forged.gguf", forged)
    with make_client() as client, pytest.raises(ModelsError, match=r"forged\.gguf"):
        remote_shape(client, server.url, HubFile(REPO, "forged.gguf", 4096 + 64, COMMIT))
