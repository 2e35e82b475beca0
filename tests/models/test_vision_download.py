"""One download fetches a vision model's two files, verified and resumable,
as one job: against the real local stand-in for Hugging Face serving the
tiny vision pair (tests/vision_model.py)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from app.cli import main
from app.models.catalog import Architecture, CatalogEntry, ProjectorFile
from app.models.downloads import CANCELLED, DONE, Downloads
from app.models.hub import HubRef
from app.models.hub_search import projector_among
from app.models.jobs import FAILED, PAUSED, JobStore
from app.models.registry import Registry
from app.models.transfer import partial_path
from tests.models.events import EventLog
from tests.models.model_server import REPO, ModelServer, sha256_of

MODEL, PROJECTOR = "tiny-vision-Q8_0.gguf", "mmproj-tiny-vision-f16.gguf"


@pytest.fixture
def pair_server(vision_model: tuple[Path, Path]) -> Iterator[ModelServer]:
    server = ModelServer()
    server.serve(MODEL, vision_model[0])
    server.serve(PROJECTOR, vision_model[1])
    server.start()
    yield server
    server.stop()


@pytest.fixture
def pair_downloads(pair_server: ModelServer, data_dir: Path) -> Iterator[Downloads]:
    manager = Downloads(JobStore(data_dir / "downloads.json"), Registry(data_dir / "models.json"),
                        endpoint=pair_server.url)
    yield manager
    manager.close()


def entry(server: ModelServer) -> CatalogEntry:
    """A catalog vision entry for the served pair, pinned as the shipped ones are."""
    model, projector = server.files[MODEL], server.files[PROJECTOR]
    return CatalogEntry(
        id="tiny-vision", name="Tiny Vision", parameters="8M", quantization="Q8_0",
        approx_size_bytes=model.size, size_bytes=model.size, context_length=4096,
        license="Apache-2.0", note="test", repo=REPO, file=MODEL, revision=None,
        sha256=model.sha256, architecture=Architecture(2, 4, 2, 16, 64, 49152),
        projector=ProjectorFile(PROJECTOR, projector.size, projector.sha256, ()))


def test_one_download_fetches_and_verifies_both(pair_downloads: Downloads,
                                                pair_server: ModelServer) -> None:
    events = EventLog()
    pair_downloads.on_event = events
    job = pair_downloads.run(pair_downloads.enqueue_catalog(entry(pair_server)))
    assert job.state == DONE, job.error
    model, projector = pair_server.files[MODEL], pair_server.files[PROJECTOR]
    installed = pair_downloads.registry.get("tiny-vision")
    assert installed is not None and installed.vision and installed.projector
    assert sha256_of(Path(installed.path)) == model.sha256
    assert sha256_of(Path(installed.projector)) == projector.sha256
    assert (installed.size, installed.projector_size) == (model.size, projector.size)
    reports = [p for _job, p in events.events if p is not None]
    assert {p.total for p in reports} == {model.size + projector.size}  # one job's progress
    assert reports[-1].done == model.size + projector.size
    assert [p.done for p in reports] == sorted(p.done for p in reports)
    assert job.done == model.size + projector.size


def test_a_broken_connection_resumes_each_file(pair_downloads: Downloads,
                                               pair_server: ModelServer) -> None:
    size = pair_server.files[MODEL].size
    pair_server.behaviour.drop_after = size // 2  # the projector is smaller: the model's
    job = pair_downloads.run(pair_downloads.enqueue_catalog(entry(pair_server)))
    assert job.state == DONE, job.error
    log = pair_server.cdn_log()
    assert [e.path for e in log] == [f"/cdn/{PROJECTOR}", f"/cdn/{MODEL}", f"/cdn/{MODEL}"]
    assert log[1].sent == size // 2
    assert log[2].range == f"bytes={size // 2}-" and log[2].status == 206


def test_pause_after_the_projector_resumes_only_the_model(pair_downloads: Downloads,
                                                         pair_server: ModelServer) -> None:
    events = EventLog()
    pair_downloads.on_event = events
    model_size = pair_server.files[MODEL].size
    projector_size = pair_server.files[PROJECTOR].size
    hold = model_size // 2
    assert projector_size < hold  # the projector passes; the model is held half-way
    pair_server.behaviour.hold_after = hold
    pair_downloads.start()
    job = pair_downloads.enqueue_catalog(entry(pair_server))
    # the 1% report step shows the bytes up to the hold (as test_download_control's)
    events.wait_for(lambda j, p: p is not None
                    and p.done >= projector_size + hold - model_size // 100)
    pair_downloads.pause(job.id)
    pair_server.behaviour.release.set()
    paused, _ = events.wait_for(lambda j, p: p is None and j.state == PAUSED)
    assert paused.done == projector_size + partial_path(Path(job.dest)).stat().st_size
    assert job.projector_dest and Path(job.projector_dest).exists()  # verified, in place
    pair_server.behaviour.hold_after = None
    before = len(pair_server.cdn_log())
    pair_downloads.resume(job.id)
    events.wait_for(lambda j, p: p is None and j.state == DONE)
    resumed = pair_server.cdn_log()[before:]
    assert [e.path for e in resumed] == [f"/cdn/{MODEL}"]  # the projector is not fetched again
    assert resumed[0].status == 206
    installed = pair_downloads.registry.get("tiny-vision")
    assert installed is not None and installed.projector == job.projector_dest
    assert sha256_of(Path(installed.path)) == pair_server.files[MODEL].sha256


def test_a_damaged_projector_fails_before_the_model_is_fetched(
        pair_downloads: Downloads, vision_model: tuple[Path, Path], tmp_path: Path) -> None:
    server = ModelServer()
    damaged = tmp_path / "damaged.gguf"
    data = bytearray(vision_model[1].read_bytes())
    data[len(data) // 2] ^= 0x01
    damaged.write_bytes(bytes(data))
    server.serve(MODEL, vision_model[0])
    server.serve(PROJECTOR, damaged, truth=vision_model[1])
    server.start()
    try:
        pair_downloads.endpoint = server.url
        job = pair_downloads.run(pair_downloads.enqueue_catalog(entry(server)))
        assert job.state == FAILED and PROJECTOR in job.error and "SHA-256" in job.error
        assert [e.path for e in server.cdn_log()] == [f"/cdn/{PROJECTOR}"]
        assert job.projector_dest and not Path(job.projector_dest).exists()
        assert pair_downloads.registry.get("tiny-vision") is None
    finally:
        server.stop()


def test_cancel_deletes_both_files(pair_downloads: Downloads, pair_server: ModelServer) -> None:
    events = EventLog()
    pair_downloads.on_event = events
    projector_size = pair_server.files[PROJECTOR].size
    pair_server.behaviour.hold_after = pair_server.files[MODEL].size // 2
    pair_downloads.start()
    job = pair_downloads.enqueue_catalog(entry(pair_server))
    events.wait_for(lambda j, p: p is not None and p.done > projector_size)
    pair_downloads.cancel(job.id)
    pair_server.behaviour.release.set()
    events.wait_for(lambda j, p: p is None and j.state == CANCELLED)
    assert job.projector_dest is not None
    for path in (Path(job.dest), Path(job.projector_dest)):
        assert not path.exists() and not partial_path(path).exists()


def test_a_hub_model_comes_with_its_repositorys_projector(pair_downloads: Downloads,
                                                         pair_server: ModelServer,
                                                         vision_model: tuple[Path, Path],
                                                         tmp_path: Path) -> None:
    # the repository also keeps an F16 projector: the Q8_0 one is preferred
    f16 = tmp_path / "mmproj-tiny-vision-f16.gguf"
    f16.write_bytes(vision_model[1].read_bytes())
    pair_server.serve("mmproj-tiny-vision-Q8_0.gguf", vision_model[1])
    del pair_server.files[PROJECTOR]
    pair_server.serve(PROJECTOR, f16)
    job = pair_downloads.run(pair_downloads.enqueue_ref(HubRef(REPO, MODEL)))
    assert job.state == DONE, job.error
    installed = pair_downloads.registry.find(job.id)
    assert installed is not None and installed.projector is not None
    assert Path(installed.projector).name == "mmproj-tiny-vision-Q8_0.gguf"
    assert sha256_of(Path(installed.projector)) == sha256_of(vision_model[1])
    assert installed.projector_size == vision_model[1].stat().st_size


def test_a_hub_model_without_a_projector_downloads_alone(
        pair_downloads: Downloads, pair_server: ModelServer) -> None:
    del pair_server.files[PROJECTOR]
    job = pair_downloads.run(pair_downloads.enqueue_ref(HubRef(REPO, MODEL)))
    assert job.state == DONE, job.error
    installed = pair_downloads.registry.find(job.id)
    assert installed is not None and not installed.vision
    assert [e.path for e in pair_server.cdn_log()] == [f"/cdn/{MODEL}"]


def test_the_projector_among_a_repositorys_files() -> None:
    def listing(*names: str) -> list[dict[str, object]]:
        return [{"rfilename": name, "size": 10} for name in names]

    assert projector_among(listing("m-Q4_K_M.gguf", "mmproj-m-f16.gguf", "mmproj-m-Q8_0.gguf",
                                   "mmproj-m-f32.gguf")) == "mmproj-m-Q8_0.gguf"
    assert projector_among(listing("mmproj-BF16.gguf", "mmproj-F16.gguf")) == "mmproj-F16.gguf"
    assert projector_among(listing("mmproj-b.gguf", "mmproj-a.gguf")) == "mmproj-a.gguf"
    assert projector_among(listing("m-Q4_K_M.gguf", "README.md", "mmproj-x-00001-of-00002.gguf",
                                   "../mmproj-escape.gguf")) is None
    assert projector_among("not a list") is None and projector_among([7, None]) is None


def test_search_says_a_repository_sees_images(pair_server: ModelServer, data_dir: Path,
                                              monkeypatch: pytest.MonkeyPatch,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("LANTERN_HF_ENDPOINT", pair_server.url)
    assert main(["models", "search", "gemma 270m"]) == 0
    shown = capsys.readouterr().out
    assert f"sees images: {PROJECTOR} downloads with the model" in shown
    assert f"lantern models download {REPO} --file {MODEL}" in shown
    assert PROJECTOR not in [line.split()[0] for line in shown.splitlines() if line.strip()]
