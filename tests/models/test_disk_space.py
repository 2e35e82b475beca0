"""A full disk, on a small real filesystem (a tmpfs mounted for the test)."""

from __future__ import annotations

import os
import shutil
import subprocess
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from app.models.downloads import DONE, Downloads
from app.models.hub import HubRef
from app.models.jobs import FAILED, JobStore
from app.models.registry import Registry
from app.models.space import human
from app.models.transfer import partial_path
from tests.models.conftest import MODEL_NAME, REPO
from tests.models.model_server import ModelServer, sha256_of
from tests.models.test_download_control import wait_until

REF = HubRef(REPO, MODEL_NAME)


def mount_tmpfs(path: Path, size_mb: int) -> None:
    if not hasattr(os, "geteuid") or os.geteuid() != 0 or shutil.which("mount") is None:
        pytest.skip("mounting a small tmpfs needs root (CI runs as root)")
    path.mkdir(parents=True, exist_ok=True)
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size_mb}m", "tmpfs", str(path)],
                          capture_output=True, text=True)
    if done.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {done.stderr.strip()}")


@pytest.fixture
def small_disk(tmp_path: Path) -> Iterator[Path]:
    mounts: list[Path] = []

    def make(size_mb: int) -> Path:
        path = tmp_path / f"disk{size_mb}"
        mount_tmpfs(path, size_mb)
        mounts.append(path)
        return path

    yield make  # type: ignore[misc]
    for path in mounts:
        subprocess.run(["umount", "-l", str(path)], check=False)


def manager_on(disk: Path, server: ModelServer, monkeypatch: pytest.MonkeyPatch) -> Downloads:
    monkeypatch.setenv("LANTERN_DATA_DIR", str(disk))
    return Downloads(JobStore(disk / "downloads.json"), Registry(disk / "models.json"),
                     endpoint=server.url)


def test_refused_before_starting_with_numbers(small_disk, server: ModelServer,  # type: ignore[no-untyped-def]
                                              model_file: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    downloads = manager_on(small_disk(200), server, monkeypatch)
    job = downloads.run(downloads.enqueue_ref(REF))
    assert job.state == FAILED
    assert "Not enough free disk space" in job.error
    assert f"{human(model_file.stat().st_size)} still to download" in job.error
    assert "available" in job.error
    assert server.cdn_log() == []  # not one byte was asked for


def fill_leaving(disk: Path, leave: int) -> Path:
    """Take all of the disk's free space but `leave` bytes, in one reservation.

    posix_fallocate reserves the blocks in the kernel at once (all or nothing),
    where writing hundreds of MB of zeros from Python took seconds on a busy
    machine and raced the download it was meant to starve."""
    filler = disk / "filler"
    fd = os.open(filler, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    try:
        os.posix_fallocate(fd, 0, shutil.disk_usage(disk).free - leave)
    finally:
        os.close(fd)
    assert shutil.disk_usage(disk).free == leave  # nothing else writes while the server holds
    return filler


def test_disk_filling_mid_way_keeps_the_part(small_disk, server: ModelServer,  # type: ignore[no-untyped-def]
                                             tmp_path: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    disk = small_disk(560)
    monkeypatch.setenv("LANTERN_DATA_DIR", str(disk))
    # The queue and the registry live off the small disk, so the only writer
    # that meets the full disk is the download itself, at a byte known ahead.
    downloads = Downloads(JobStore(tmp_path / "downloads.json"),
                          Registry(tmp_path / "models.json"), endpoint=server.url)
    hold, leave = 40 << 20, 5 << 20  # of the 98 MB file: the rest cannot fit
    server.behaviour.hold_after = hold
    ended = threading.Event()
    downloads.on_event = lambda job, progress: ended.set() if job.state == FAILED else None
    downloads.start()
    job = downloads.enqueue_ref(REF)
    part = partial_path(Path(job.dest))
    wait_until(lambda: part.exists() and part.stat().st_size >= hold)
    filler = fill_leaving(disk, leave)
    server.behaviour.hold_after = None
    server.behaviour.release.set()
    assert ended.wait(120), "the download never failed"
    failed = downloads.store.get(job.id)
    assert failed is not None and "The disk filled up" in failed.error
    assert "the downloaded part is kept" in failed.error
    kept = part.stat().st_size
    assert kept == hold + leave  # every byte that fitted, and only those
    assert f"{human(kept)} of {human(server.files[MODEL_NAME].size)} are saved" in failed.error
    filler.unlink()
    downloads.resume(job.id)
    wait_until(lambda: downloads.registry.find(job.id) is not None)
    assert sha256_of(Path(job.dest)) == server.files[MODEL_NAME].sha256
    assert server.cdn_log()[-1].range == f"bytes={kept}-"
    downloads.close()
    assert DONE  # the job left the queue once installed
    assert downloads.store.all() == []


def test_import_on_a_full_disk_speaks_of_copying(small_disk, model_file: Path,  # type: ignore[no-untyped-def]
                                                 monkeypatch: pytest.MonkeyPatch,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    from app.cli import main

    monkeypatch.setenv("LANTERN_DATA_DIR", str(small_disk(20)))
    assert main(["models", "import", str(model_file)]) == 1
    err = capsys.readouterr().err
    assert f"{human(model_file.stat().st_size)} still to copy" in err
    assert "import it again (or use it in place)" in err
    assert "download" not in err
