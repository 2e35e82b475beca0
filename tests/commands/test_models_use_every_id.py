"""Every id `lantern models list` prints takes `use` with every option, and `info`
(issue 22, defect 3): the bundled model refused per-model settings with
"No installed model is called ...", which was not true."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.cli import main
from app.config import load_settings
from app.models.registry import BUNDLED_ID, Registry


def _installed_ids(out: str) -> list[str]:
    section = out.split("Installed:\n", 1)[1].split("\n\n", 1)[0]
    return [line[3:].split()[0] for line in section.splitlines() if line.strip()]


def test_every_listed_id_takes_use_with_every_option_and_info(
        data_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["models", "list"]) == 0
    ids = _installed_ids(capsys.readouterr().out)
    assert BUNDLED_ID in ids
    for model_id in ids:
        code = main(["models", "use", model_id, "--ctx", "1024", "--threads", "2",
                     "--gpu-layers", "0"])
        assert code == 0, capsys.readouterr().err
        assert main(["models", "info", model_id]) == 0, capsys.readouterr().err
    model = Registry().get(BUNDLED_ID)
    assert model is not None and model.settings is not None
    assert (model.settings.n_ctx, model.settings.n_threads, model.settings.n_gpu_layers) \
        == (1024, 2, 0)
    settings = load_settings()
    assert (settings.n_ctx, settings.n_threads, settings.n_gpu_layers) == (1024, 2, 0)
    assert [m.id for m in Registry().all()].count(BUNDLED_ID) == 1  # listed once


def test_a_catalog_id_not_yet_installed_says_to_download_it(
        data_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["models", "use", "qwen2.5-0.5b-instruct-q4_k_m"]) != 0
    assert "lantern models download qwen2.5-0.5b-instruct-q4_k_m" in capsys.readouterr().err
