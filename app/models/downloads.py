"""The download queue at work: resolve, transfer, verify, install.

One job at a time, in a thread of this class's own (`start`) or in the
caller's (`run_pending`, for the command line). Pausing keeps the partial
file; cancelling deletes it; a job interrupted by a crash or kill is
'downloading' in the persisted queue and resumes from its partial file.
A vision model's job fetches its projector first, then the model, both
pinned to one commit and verified, with progress over both files; a file
already verified and in place is not fetched again when the job resumes.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from app.config import data_dir
from app.engine.model_kind import embedding_model_reason
from app.models.catalog import CatalogEntry
from app.models.errors import (
    DownloadError,
    HubError,
    ModelsError,
    NotEnoughSpace,
    RegistryError,
    Stopped,
    VerificationError,
)
from app.models.hub import (
    HubRef,
    checked_ref,
    fetch_remote_file,
    hub_endpoint,
    local_name,
    make_client,
    resolve_url,
)
from app.models.jobs import DOWNLOADING, FAILED, PAUSED, QUEUED, DownloadJob, JobStore
from app.models.registry import CHAT, EMBEDDING, InstalledModel, Registry, models_dir, slug
from app.models.transfer import Control, Progress, Target, fetch, partial_path
from app.said import QT_TRANSLATE_NOOP, said_in

if TYPE_CHECKING:  # httpx loads on first use: not with the window
    import httpx

log = logging.getLogger("lantern.models")

DONE, CANCELLED = "done", "cancelled"
CLOSING = "stopped while Lantern closed"
RETRIES = 4
EventFn = Callable[[DownloadJob, "Progress | None"], None]


@dataclass(frozen=True)
class _File:
    """One of a job's files: the model, or a vision model's projector."""

    name: str
    dest: Path
    size: int
    sha256: str
    validator_field: str
    """The job's field that keeps this file's validator between attempts."""


def _files(job: DownloadJob) -> list[_File]:
    """What the job fetches, in order (the projector first: it is small)."""
    files = []
    if job.projector_file and job.projector_dest:
        files.append(_File(job.projector_file, Path(job.projector_dest),
                           job.projector_size or 0, job.projector_sha256 or "",
                           "projector_validator"))
    files.append(_File(job.file, Path(job.dest), job.size or 0, job.sha256 or "", "validator"))
    return files


def _kept(job: DownloadJob) -> int:
    """Bytes of the job here now: files in place and the parts of the rest."""
    kept = 0
    for file in _files(job):
        part = partial_path(file.dest)
        if file.dest.exists():
            kept += file.dest.stat().st_size
        elif part.exists():
            kept += part.stat().st_size
    return kept


def _free_path(dest: Path) -> Path:
    """`dest`, or a numbered name beside it: a download never replaces a file."""
    candidate, n = dest, 2
    while candidate.exists() or partial_path(candidate).exists():
        candidate, n = dest.with_name(f"{dest.stem}-{n}{dest.suffix}"), n + 1
    return candidate


class Downloads:
    def __init__(self, store: JobStore | None = None, registry: Registry | None = None,
                 endpoint: str | None = None,
                 client_factory: Callable[[], httpx.Client] = make_client,
                 on_event: EventFn | None = None) -> None:
        self.store = store or JobStore(data_dir() / "downloads.json")
        self.registry = registry or Registry()
        self.endpoint = endpoint or hub_endpoint()
        self._client_factory = client_factory
        self.on_event: EventFn = on_event or (lambda _job, _progress: None)
        self._controls: dict[str, Control] = {}
        self._lock = threading.Lock()
        self._wake = threading.Event()
        self._closing = False
        self._thread: threading.Thread | None = None

    # -- adding --------------------------------------------------------------

    def enqueue_catalog(self, entry: CatalogEntry) -> DownloadJob:
        job = DownloadJob(
            id=entry.id, name=entry.name, repo=entry.repo, file=entry.file,
            revision=entry.revision or "main", dest=str(models_dir() / local_name(entry.file)),
            catalog_id=entry.id, sha256=entry.sha256, size=entry.size_bytes,
        )
        if entry.projector is not None:
            job.projector_file = entry.projector.file
            job.projector_dest = str(models_dir() / local_name(entry.projector.file))
            job.projector_sha256 = entry.projector.sha256
            job.projector_size = entry.projector.size_bytes
        return self._enqueue(job)

    def enqueue_ref(self, ref: HubRef, name: str | None = None) -> DownloadJob:
        job_id = slug(local_name(ref.file).removesuffix(".gguf"))
        existing = self.store.get(job_id)
        if existing is not None and existing.repo != ref.repo:
            job_id = slug(f"{ref.repo}-{job_id}")
        job = DownloadJob(
            id=job_id,
            name=name or ref.file.removesuffix(".gguf"), repo=ref.repo, file=ref.file,
            revision=ref.revision, dest=str(models_dir() / local_name(checked_ref(ref).file)),
        )
        return self._enqueue(job)

    def _enqueue(self, job: DownloadJob) -> DownloadJob:
        for model in self.registry.all():
            same_entry = job.catalog_id is not None and model.catalog_id == job.catalog_id
            if same_entry or (model.repo, model.file) == (job.repo, job.file):
                raise RegistryError(QT_TRANSLATE_NOOP(
                    "Models", "{name} is already installed.").format(name=model.name))
        existing = self.store.get(job.id)
        if existing is not None:  # asking again resumes it
            job = self.store.update(job.id, state=QUEUED, error="") or existing
        else:
            job.dest = str(_free_path(Path(job.dest)))
            if job.projector_dest:
                job.projector_dest = str(_free_path(Path(job.projector_dest)))
            self.store.put(job)
        self.on_event(job, None)
        self._wake.set()
        return job

    # -- controlling ---------------------------------------------------------

    def pause(self, job_id: str) -> None:
        with self._lock:
            control = self._controls.get(job_id)
        if control is not None:
            control.stop("paused")
        elif job := self.store.update(job_id, state=PAUSED):
            self.on_event(job, None)

    def resume(self, job_id: str) -> None:
        if job := self.store.update(job_id, state=QUEUED, error=""):
            self.on_event(job, None)
            self._wake.set()

    def cancel(self, job_id: str) -> None:
        # Decided with the controls locked, as a run's end is (_settle): a
        # Cancel either reaches the running transfer or finds its end stored.
        with self._lock:
            control = self._controls.get(job_id)
            if control is not None:
                control.stop(CANCELLED)
                return
            job = self.store.get(job_id)
            if job is None:
                return
            self._drop(job)
        self.on_event(job, None)

    def _drop(self, job: DownloadJob) -> None:
        partial_path(Path(job.dest)).unlink(missing_ok=True)
        if job.projector_dest:  # fetched for this job only: nothing else points at it
            partial_path(Path(job.projector_dest)).unlink(missing_ok=True)
            Path(job.projector_dest).unlink(missing_ok=True)
        self.store.remove(job.id)
        job.state = CANCELLED

    # -- running -------------------------------------------------------------

    def run_pending(self) -> list[DownloadJob]:
        """Run every runnable job in this thread; the jobs as they ended."""
        ended = []
        while not self._closing and (job := self.store.next_runnable()) is not None:
            ended.append(self.run(job))
        return ended

    def start(self) -> None:
        """Work through the queue in a background thread until close()."""
        if self._thread is None:
            self._thread = threading.Thread(target=self.serve, name="lantern-downloads",
                                            daemon=True)
            self._thread.start()

    def serve(self) -> None:
        """Work through the queue, waiting for more, until close() (blocks)."""
        while not self._closing:
            self._wake.clear()
            self.run_pending()
            self._wake.wait()

    def close(self, timeout_s: float = 10.0) -> None:
        """Stop the running download, keeping its part and its place in the
        queue (the next start resumes it), and stop the thread."""
        self._closing = True
        with self._lock:
            controls = list(self._controls.values())
        for control in controls:
            control.stop(CLOSING)
        self._wake.set()
        if self._thread is not None:
            self._thread.join(timeout_s)

    def run(self, job: DownloadJob) -> DownloadJob:
        """Resolve, download, verify and install one job; never raises."""
        control = Control()
        with self._lock:
            self._controls[job.id] = control
        try:
            job = self.store.update(job.id, state=DOWNLOADING, error="") or job
            self.on_event(job, None)
            with self._client_factory() as client:
                job = self._pin(client, job)
                self._transfer(client, job, control)
            return self._install(job)
        except Stopped:
            return self._settle(job, control, QUEUED if control.reason == CLOSING else PAUSED)
        except VerificationError as exc:  # the damaged part is gone: _kept counts the rest
            return self._settle(job, control, FAILED, said_in(exc) or str(exc))
        except ModelsError as exc:  # kept marked: the window says it in its language
            return self._settle(job, control, FAILED, said_in(exc) or str(exc))
        except Exception as exc:  # a bug must fail one download, not the queue
            log.exception("download %s failed", job.id)
            return self._settle(job, control, FAILED, f"Unexpected error: {exc}")
        finally:
            with self._lock:
                self._controls.pop(job.id, None)

    def _settle(self, job: DownloadJob, control: Control, state: str,
                error: str = "") -> DownloadJob:
        """A run that did not finish: stored as `state`, or dropped when Cancel
        was pressed, even after the transfer had stopped for another reason
        (a Cancel right after Pause, before this ran, was lost: issue 33)."""
        with self._lock:
            self._controls.pop(job.id, None)
            if control.reason == CANCELLED:
                self._drop(job)
            else:
                job = self.store.get(job.id) or job
                job = self.store.update(job.id, state=state, error=error,
                                        done=_kept(job)) or job
        self.on_event(job, None)
        return job

    def _pin(self, client: httpx.Client, job: DownloadJob) -> DownloadJob:
        """Commit, size and SHA-256 from the hub, checked against the catalog;
        then the projector's (one a repository keeps beside a model fetched
        from the hub goes with it, as LM Studio fetches it)."""
        if job.commit and job.sha256 and job.size:
            if job.projector_file and not (job.projector_sha256 and job.projector_size):
                return self._pin_projector(client, job)  # stopped between the two
            return job
        remote = fetch_remote_file(client, self.endpoint,
                                   HubRef(job.repo, job.file, job.commit or job.revision))
        for ours, theirs in ((job.sha256, remote.sha256), (job.size, remote.size)):
            if ours is not None and ours != theirs:
                raise HubError(QT_TRANSLATE_NOOP(
                    "Models", "The catalog and Hugging Face disagree about {name} ({ours} "
                    "against {theirs}); nothing was downloaded. Update Lantern."
                ).format(name=job.name, ours=ours, theirs=theirs))
        job = self.store.update(job.id, commit=remote.commit, sha256=remote.sha256,
                                size=remote.size) or job
        if job.catalog_id is None and job.projector_file is None:
            job = self._find_projector(client, job)
        return self._pin_projector(client, job)

    def _find_projector(self, client: httpx.Client, job: DownloadJob) -> DownloadJob:
        """A hub model's projector: the repository's mmproj, when it has one."""
        from app.models.hub_search import repo_projector

        assert job.commit
        try:
            name = repo_projector(client, self.endpoint, job.repo, job.commit)
        except HubError as exc:  # the model itself was found: it still downloads
            log.warning("download %s: the repository's files could not be listed (%s); "
                        "no projector is fetched with it", job.id, exc)
            return job
        if name is None or name == job.file:
            return job
        dest = _free_path(models_dir() / local_name(name))
        return self.store.update(job.id, projector_file=name, projector_dest=str(dest)) or job

    def _pin_projector(self, client: httpx.Client, job: DownloadJob) -> DownloadJob:
        """The projector's size and SHA-256 at the model's commit, checked
        against the catalog's: both files come from one commit."""
        if not job.projector_file:
            return job
        assert job.commit
        remote = fetch_remote_file(client, self.endpoint,
                                   HubRef(job.repo, job.projector_file, job.commit))
        for ours, theirs in ((job.projector_sha256, remote.sha256),
                             (job.projector_size, remote.size)):
            if ours is not None and ours != theirs:
                raise HubError(QT_TRANSLATE_NOOP(
                    "Models", "The catalog and Hugging Face disagree about {name} ({ours} "
                    "against {theirs}); nothing was downloaded. Update Lantern."
                ).format(name=job.projector_file, ours=ours, theirs=theirs))
        return self.store.update(job.id, projector_sha256=remote.sha256,
                                 projector_size=remote.size) or job

    def _transfer(self, client: httpx.Client, job: DownloadJob, control: Control) -> None:
        """Fetch each of the job's files not yet in place, progress over all of them."""
        assert job.commit and job.sha256 and job.size
        before, total = 0, job.total_size or job.size
        for file in _files(job):
            if not (file.dest.exists() and file.dest.stat().st_size == file.size):
                # a file in place was verified before it was renamed there
                self._transfer_file(client, job, control, file, before, total)
            before += file.size

    def _transfer_file(self, client: httpx.Client, job: DownloadJob, control: Control,
                       file: _File, before: int, total: int) -> None:
        assert job.commit
        url = resolve_url(self.endpoint, HubRef(job.repo, file.name, job.commit))

        def progressed(progress: Progress) -> None:
            self._progressed(job, Progress(before + progress.done, total, progress.speed_bps))

        def validated(validator: str) -> None:
            self.store.update(job.id, **{file.validator_field: validator})

        for attempt in range(1, RETRIES + 1):
            current = self.store.get(job.id) or job
            target = Target(url, file.dest, file.size, file.sha256,
                            getattr(current, file.validator_field))
            try:
                fetch(client, target, control, progressed, validated)
                return
            except (VerificationError, NotEnoughSpace):
                raise
            except DownloadError as exc:
                if attempt == RETRIES:
                    raise
                log.info("download %s: %s; resuming (attempt %d)", job.id, exc, attempt + 1)
                if control.wait(0.5 * attempt):
                    control.check()

    def _progressed(self, job: DownloadJob, progress: Progress) -> None:
        job.done, job.state = progress.done, DOWNLOADING
        self.on_event(job, progress)

    def _install(self, job: DownloadJob) -> DownloadJob:
        model = InstalledModel(
            id=job.catalog_id or "", name=job.name,
            path=job.dest, source="catalog" if job.catalog_id else "huggingface",
            size=job.size or 0, sha256=job.sha256, repo=job.repo, file=job.file,
            commit=job.commit, catalog_id=job.catalog_id,
            kind=EMBEDDING if embedding_model_reason(Path(job.dest)) else CHAT,
            projector=job.projector_dest if job.projector_file else None,
            projector_size=job.projector_size or 0 if job.projector_file else 0,
        )
        if job.catalog_id:
            self.registry.add(model)
        else:  # an id no other process takes at the same moment
            self.registry.add_new(model, job.id)
        self.store.remove(job.id)
        job.state, job.done = DONE, job.total_size or 0
        self.on_event(job, None)
        return job
