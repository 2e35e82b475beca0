"""Pause, resume, cancel, and a restart after SIGKILL mid-download."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from hashlib import sha256
from pathlib import Path

from app.models.downloads import CANCELLED, DONE, Downloads
from app.models.hub import HubRef
from app.models.jobs import PAUSED, DownloadJob, JobStore
from app.models.registry import Registry
from app.models.transfer import Control, Progress, Target, fetch, partial_path
from tests.models.conftest import MODEL_NAME, REPO
from tests.models.events import EventLog
from tests.models.model_server import ModelServer, sha256_of

REF = HubRef(REPO, MODEL_NAME)
HOLD = 60 << 20


def wait_until(condition: Callable[[], bool], timeout_s: float = 120) -> None:
    """Poll a condition another process makes true (no event crosses processes)."""
    deadline = time.monotonic() + timeout_s
    while not condition():
        assert time.monotonic() < deadline, "the condition never came true"
        time.sleep(0.05)


def held_download(downloads: Downloads, server: ModelServer) -> tuple[EventLog, DownloadJob, Path]:
    """A download under way, held by the server after HOLD bytes (until released)."""
    events = EventLog()
    downloads.on_event = events
    server.behaviour.hold_after = HOLD
    downloads.start()
    job = downloads.enqueue_ref(REF)
    part = partial_path(Path(job.dest))
    wait_until(lambda: part.exists() and part.stat().st_size >= HOLD)
    return events, job, part


def test_pause_keeps_the_part_and_resume_finishes(downloads: Downloads,
                                                  server: ModelServer) -> None:
    events, job, part = held_download(downloads, server)
    downloads.pause(job.id)
    server.behaviour.release.set()
    events.wait_for(lambda j, p: p is None and j.state == PAUSED)
    kept = part.stat().st_size
    assert kept >= HOLD and downloads.store.get(job.id).state == PAUSED  # type: ignore[union-attr]
    server.behaviour.hold_after = None
    downloads.resume(job.id)
    events.wait_for(lambda j, p: p is None and j.state == DONE)
    resumed = server.cdn_log()[-1]
    assert resumed.range == f"bytes={kept}-" and resumed.status == 206
    assert sha256_of(Path(job.dest)) == server.files[MODEL_NAME].sha256


def test_cancel_the_moment_the_pause_is_shown_deletes_the_part(downloads: Downloads,
                                                               server: ModelServer) -> None:
    # The window shows Resume on the paused event; a Cancel pressed then, while
    # the download thread had not yet let go of the transfer, was lost: the job
    # stayed paused and its row never went (a loaded run of the window tests).
    events, job, part = held_download(downloads, server)

    def cancel_when_paused(job_now: DownloadJob, progress: Progress | None) -> None:
        events(job_now, progress)
        if progress is None and job_now.state == PAUSED:
            downloads.cancel(job_now.id)  # in the download thread, at that very moment

    downloads.on_event = cancel_when_paused
    downloads.pause(job.id)
    server.behaviour.release.set()
    events.wait_for(lambda j, p: p is None and j.state == CANCELLED)
    assert not part.exists() and downloads.store.all() == []


def test_a_stalled_stream_shows_what_arrived(downloads: Downloads, server: ModelServer) -> None:
    # HOLD bytes can arrive in well under the report timer; the 1% step still reports them
    events, job, _part = held_download(downloads, server)
    size = server.files[MODEL_NAME].size
    _job, progress = events.wait_for(lambda j, p: p is not None and p.done >= HOLD - size // 100,
                                     timeout_s=10)
    assert progress is not None and progress.done <= HOLD
    downloads.cancel(job.id)
    server.behaviour.release.set()
    events.wait_for(lambda j, p: p is None and j.state == CANCELLED)


def test_every_byte_that_arrived_is_on_disk_while_the_stream_waits(tmp_path: Path) -> None:
    # Small pieces sat in the write buffer: a stalled stream's last bytes reached
    # the disk only when the read timed out a minute later (and a retry began).
    import httpx

    dest, pieces = tmp_path / "model.gguf", [bytes([n]) * 100 for n in range(5)]
    part, seen_on_disk = partial_path(dest), []

    def body() -> Iterator[bytes]:
        for number, piece in enumerate(pieces):
            if number:  # the client has handled every earlier piece by now
                seen_on_disk.append(part.stat().st_size)
            yield piece

    reply = lambda request: httpx.Response(200, content=body())  # noqa: E731
    blob = b"".join(pieces)
    target = Target("http://models.test/m.gguf", dest, len(blob), sha256(blob).hexdigest(), None)
    with httpx.Client(transport=httpx.MockTransport(reply)) as client:
        fetch(client, target, Control(), lambda progress: None, lambda validator: None)
    assert seen_on_disk == [100, 200, 300, 400]
    assert dest.read_bytes() == blob


def test_cancel_deletes_the_part(downloads: Downloads, server: ModelServer) -> None:
    events, job, part = held_download(downloads, server)
    downloads.cancel(job.id)
    server.behaviour.release.set()
    events.wait_for(lambda j, p: p is None and j.state == CANCELLED)
    assert not part.exists() and not Path(job.dest).exists()
    assert downloads.store.all() == []


def test_sigkill_mid_download_then_restart_resumes(server: ModelServer,
                                                   data_dir: Path) -> None:
    env = dict(os.environ, LANTERN_HF_ENDPOINT=server.url, LANTERN_DATA_DIR=str(data_dir),
               PYTHONUNBUFFERED="1")
    command = [sys.executable, "-m", "app", "models", "download", REPO, "--file", MODEL_NAME]
    server.behaviour.hold_after = HOLD
    process = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL)
    part = partial_path(data_dir / "models" / MODEL_NAME)
    # The server holds the rest back; wait until the client has written all it got.
    wait_until(lambda: part.exists() and part.stat().st_size >= HOLD)
    process.send_signal(signal.SIGKILL)
    assert process.wait() == -signal.SIGKILL
    kept = part.stat().st_size
    assert kept >= HOLD
    assert JobStore(data_dir / "downloads.json").all()[0].state == "downloading"
    server.behaviour.hold_after = None
    server.behaviour.release.set()
    again = subprocess.run([sys.executable, "-m", "app", "models", "download"], env=env,
                           capture_output=True, text=True, timeout=300)
    assert again.returncode == 0, again.stdout + again.stderr
    resumed = server.cdn_log()[-1]
    assert resumed.range == f"bytes={kept}-" and resumed.status == 206
    assert resumed.sent == server.files[MODEL_NAME].size - kept
    installed = Registry(data_dir / "models.json").find(MODEL_NAME.removesuffix(".gguf"))
    assert installed is not None
    assert sha256_of(Path(installed.path)) == server.files[MODEL_NAME].sha256


def test_quitting_keeps_the_download_queued_for_the_next_start(
        downloads: Downloads, server: ModelServer) -> None:
    server.behaviour.hold_after = HOLD
    downloads.start()
    job = downloads.enqueue_ref(REF)
    part = partial_path(Path(job.dest))
    wait_until(lambda: part.exists() and part.stat().st_size >= HOLD)
    # Quit while the transfer waits for data, then let the data come.
    closer = threading.Thread(target=downloads.close)
    closer.start()
    wait_until(lambda: downloads._closing)
    server.behaviour.hold_after = None
    server.behaviour.release.set()
    closer.join()
    kept = part.stat().st_size
    assert downloads.store.get(job.id).state == "queued"  # type: ignore[union-attr]
    again = Downloads(JobStore(downloads.store.path), downloads.registry,
                      endpoint=downloads.endpoint)
    [ended] = again.run_pending()
    assert ended.state == DONE
    assert server.cdn_log()[-1].range == f"bytes={kept}-"
