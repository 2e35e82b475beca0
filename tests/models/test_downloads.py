"""Downloads against a real local server serving the real default model."""

from __future__ import annotations

import hashlib
from pathlib import Path

from app.engine.llama import EngineConfig, LlamaEngine
from app.engine.requests import Generate, SamplerConfig
from app.models.catalog import Architecture, CatalogEntry
from app.models.downloads import DONE, Downloads
from app.models.hub import HubRef
from app.models.jobs import FAILED
from app.models.transfer import partial_path
from tests.models.conftest import MODEL_NAME, REPO
from tests.models.model_server import ModelServer

REF = HubRef(REPO, MODEL_NAME)


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_full_download_is_verified_and_runs(downloads: Downloads, server: ModelServer,
                                            model_file: Path) -> None:
    job = downloads.run(downloads.enqueue_ref(REF))
    assert job.state == DONE, job.error
    path = Path(job.dest)
    assert sha256(path) == sha256(model_file)
    assert not partial_path(path).exists()
    installed = downloads.registry.find(job.id)
    assert installed is not None and installed.path == str(path)
    assert installed.sha256 == server.files[MODEL_NAME].sha256
    assert installed.commit is not None and len(installed.commit) == 40
    engine = LlamaEngine(EngineConfig(model_path=path, n_ctx=512))
    try:
        request = Generate(prompt="The sky is", max_tokens=6, config=SamplerConfig.greedy())
        engine.run(request)
        text, usage = request.reply.result()
    finally:
        engine.close()
    assert usage.completion_tokens > 0 and text.strip()


def test_dropped_connection_resumes_with_range(downloads: Downloads,
                                               server: ModelServer) -> None:
    size = server.files[MODEL_NAME].size
    server.behaviour.drop_after = size // 2
    job = downloads.run(downloads.enqueue_ref(REF))
    assert job.state == DONE, job.error
    first, second = server.cdn_log()
    assert first.range is None and first.sent == size // 2
    assert second.range == f"bytes={size // 2}-" and second.status == 206
    assert second.if_range is not None  # the validator seen in the first answer
    assert second.sent == size - size // 2
    assert sha256(Path(job.dest)) == server.files[MODEL_NAME].sha256


def test_server_ignoring_range_restarts_cleanly(downloads: Downloads,
                                                server: ModelServer) -> None:
    size = server.files[MODEL_NAME].size
    server.behaviour.drop_after = size // 3
    server.behaviour.ignore_range = True
    job = downloads.run(downloads.enqueue_ref(REF))
    assert job.state == DONE, job.error
    _first, second = server.cdn_log()
    assert second.range == f"bytes={size // 3}-"
    assert second.status == 200 and second.sent == size  # the whole body again
    path = Path(job.dest)
    assert path.stat().st_size == size  # nothing was appended to the old part
    assert sha256(path) == server.files[MODEL_NAME].sha256


def test_one_flipped_byte_fails_and_deletes(downloads: Downloads, server: ModelServer,
                                            model_file: Path, tmp_path: Path) -> None:
    damaged = tmp_path / "damaged.gguf"
    data = bytearray(model_file.read_bytes())
    data[len(data) // 2] ^= 0x01
    damaged.write_bytes(bytes(data))
    server.serve(MODEL_NAME, damaged, truth=model_file)
    job = downloads.run(downloads.enqueue_ref(REF))
    assert job.state == FAILED
    assert "failed verification" in job.error and "deleted" in job.error
    assert server.files[MODEL_NAME].sha256 in job.error  # says what was expected
    dest = Path(job.dest)
    assert not dest.exists() and not partial_path(dest).exists()
    assert downloads.registry.find(job.id) is None


def test_metadata_from_the_api_when_headers_are_missing(downloads: Downloads,
                                                        server: ModelServer) -> None:
    server.behaviour.linked_headers = False
    job = downloads.run(downloads.enqueue_ref(REF))
    assert job.state == DONE, job.error
    # One call lists the repository (for a projector: test_vision_download);
    # the file's size and hash without the linked headers take a second.
    assert sum(e.path.startswith("/api/models/") for e in server.log) >= 2


def test_catalog_and_hub_disagreeing_is_refused_before_any_byte(
        downloads: Downloads, server: ModelServer) -> None:
    served = server.files[MODEL_NAME]
    entry = CatalogEntry(
        id="served", name="Served", parameters="0.27B", quantization="Q4_K_M",
        approx_size_bytes=served.size, size_bytes=served.size, context_length=32768,
        license="Gemma", note="test", repo=REPO, file=MODEL_NAME, revision=None,
        sha256="0" * 64, architecture=Architecture(18, 4, 1, 256, 640, 262144))
    job = downloads.run(downloads.enqueue_catalog(entry))
    assert job.state == FAILED
    assert "disagree" in job.error and served.sha256 in job.error
    assert server.cdn_log() == []
