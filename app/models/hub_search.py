"""Searching Hugging Face beyond the catalog: GGUF repositories, their files
with sizes, and how each file would fit this machine.

Three kinds of request, with the shapes huggingface_hub reads:
- `GET /api/models?search=TEXT&filter=gguf&sort=downloads&direction=-1&limit=N`
  answers a list of `{"id", "downloads", "likes", "gated", "pipeline_tag", ...}`;
- `GET /api/models/{repo}/revision/{rev}?blobs=true` answers `{"sha", "siblings":
  [{"rfilename", "size", "lfs": {"sha256", "size", "pointerSize"}}]}`;
- a Range request on a file's resolve URL reads the start of one GGUF file,
  whose header gives the layers and heads the fit estimate needs. Every
  quantisation in a repository shares them, so one header serves them all.
The endpoint is `hub_endpoint()` (LANTERN_HF_ENDPOINT / HF_ENDPOINT).
"""

from __future__ import annotations

import io
import re
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from app.models.catalog import COMMIT_RE
from app.models.errors import HubError, ModelsError
from app.models.fit import Fit, Machine, estimate
from app.models.gguf_header import ModelShape, TruncatedHeader, read_metadata_from, shape_of
from app.models.hub import (
    ANSWERED,
    UNREACHABLE,
    HubRef,
    checked_ref,
    hub_endpoint,
    make_client,
    resolve_url,
)
from app.said import QT_TRANSLATE_NOOP, said_in

if TYPE_CHECKING:
    import httpx

SEARCH_LIMIT = 10
HEADER_FIRST_READ = 2 << 20
HEADER_MOST = 64 << 20
"""A vocabulary of 250 000 tokens puts the header's end near 6 MB; none seen
needs more than this."""
QUANT_RE = re.compile(r"(?i)(?:^|[-_.])((?:I?Q\d(?:_[A-Z0-9]+)*)|F16|BF16|F32)(?=\.gguf$|[-_.])")
SPLIT_RE = re.compile(r"-\d{5}-of-\d{5}\.gguf$")


@dataclass(frozen=True)
class HubRepo:
    repo: str
    downloads: int
    likes: int
    gated: bool
    task: str


@dataclass(frozen=True)
class HubFile:
    repo: str
    file: str
    size: int
    commit: str

    @property
    def quantization(self) -> str:
        found = QUANT_RE.search(self.file)
        return found.group(1).upper() if found else ""

    @property
    def ref(self) -> HubRef:
        return HubRef(self.repo, self.file, self.commit)


def _get_json(client: httpx.Client, url: str, params: dict[str, Any], what: str) -> Any:
    import httpx

    try:
        response = client.get(url, params=params)
    except httpx.HTTPError as exc:
        raise HubError(UNREACHABLE.format(where=url.split("/api/")[0], reason=exc)) from exc
    if response.status_code in (401, 403):
        raise HubError(QT_TRANSLATE_NOOP(
            "Models", "{what} is gated or private: accept its license on Hugging Face and set "
            "HF_TOKEN.").format(what=what))
    if response.status_code == 404:
        raise HubError(QT_TRANSLATE_NOOP("Models", "{what} was not found on Hugging Face.").format(
            what=what))
    if response.status_code >= 400:
        raise HubError(ANSWERED.format(code=response.status_code, where=what))
    try:
        return response.json()
    except ValueError as exc:
        raise HubError(QT_TRANSLATE_NOOP(
            "Models", "Hugging Face's answer for {what} was not JSON.").format(what=what)) from exc


def count(value: Any) -> int:
    """A count from the hub's JSON, which anyone's server may send: a whole
    number of at least 0, else 0 (shown as unknown), never an exception."""
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        return 0
    return value


def _plain_name(name: str) -> bool:
    try:
        checked_ref(HubRef("o/r", name))
    except HubError:
        return False
    return True


def search_repos(client: httpx.Client, endpoint: str, text: str,
                 limit: int = SEARCH_LIMIT) -> list[HubRepo]:
    """GGUF repositories matching `text`, most downloaded first."""
    params = {"search": text.strip(), "filter": "gguf", "sort": "downloads",
              "direction": "-1", "limit": str(limit)}
    found = _get_json(client, f"{endpoint}/api/models", params, QT_TRANSLATE_NOOP(
        "Models", "the search {text!r}").format(text=text))
    if not isinstance(found, list):
        raise HubError(QT_TRANSLATE_NOOP("Models", "Hugging Face's search answer was not a "
                                         "list of models."))
    repos = []
    for item in found:
        if isinstance(item, dict) and isinstance(item.get("id"), str):
            repos.append(HubRepo(item["id"], count(item.get("downloads")),
                                 count(item.get("likes")), bool(item.get("gated")),
                                 str(item.get("pipeline_tag") or "")))
    return repos[:limit]


def list_gguf_files(client: httpx.Client, endpoint: str, repo: str,
                    revision: str = "main") -> list[HubFile]:
    """The repository's single-file GGUF models with their sizes, at one
    commit; split models and vision projectors (mmproj) are left out."""
    return list_repo(client, endpoint, repo, revision)[0]


def list_repo(client: httpx.Client, endpoint: str, repo: str,
              revision: str = "main") -> tuple[list[HubFile], str | None]:
    """`list_gguf_files`, and the vision projector that goes with them (None:
    the repository keeps none; see `projector_among`)."""
    info = _get_json(client, f"{endpoint}/api/models/{repo}/revision/{revision}",
                     {"blobs": "true"}, repo)
    commit = info.get("sha") if isinstance(info, dict) else None
    commit = commit if isinstance(commit, str) and COMMIT_RE.match(commit) else revision
    siblings = info.get("siblings") if isinstance(info, dict) else None
    files = []
    for sibling in siblings or []:
        name = str(sibling.get("rfilename", "")) if isinstance(sibling, dict) else ""
        if not name.lower().endswith(".gguf") or SPLIT_RE.search(name) \
                or "mmproj" in name.lower():
            continue
        lfs = sibling.get("lfs") if isinstance(sibling.get("lfs"), dict) else {}
        size = count(sibling.get("size")) or count(lfs.get("size"))
        if not _plain_name(name):
            continue  # a name that could not be a file in a repository (a forged answer)
        files.append(HubFile(repo, name, size, commit))
    return sorted(files, key=lambda f: f.size), projector_among(siblings)


PROJECTOR_PREFERENCE = ("Q8_0", "F16", "BF16", "F32")
"""Which of a repository's projectors goes with its models: the smallest that
keeps the image encoder's quality (Q8_0), else the reference precisions."""


def repo_projector(client: httpx.Client, endpoint: str, repo: str, commit: str) -> str | None:
    """The vision projector (`mmproj*.gguf`) a repository keeps beside its
    models at `commit`, as LM Studio fetches it with a model; None: none."""
    return list_repo(client, endpoint, repo, commit)[1]


def projector_among(siblings: Any) -> str | None:
    """Of a repository listing's `mmproj*.gguf` files, the one by
    PROJECTOR_PREFERENCE, else the first by name; None: none (a text model)."""
    names = sorted(name for sibling in (siblings if isinstance(siblings, list) else [])
                   if isinstance(sibling, dict)
                   and (name := str(sibling.get("rfilename", ""))).lower().endswith(".gguf")
                   and "mmproj" in name.lower() and not SPLIT_RE.search(name)
                   and _plain_name(name))
    quantization = {name: (found.group(1).upper() if (found := QUANT_RE.search(name)) else "")
                    for name in names}
    for wanted in PROJECTOR_PREFERENCE:
        chosen = next((name for name in names if quantization[name] == wanted), None)
        if chosen is not None:
            return chosen
    return names[0] if names else None


def remote_shape(client: httpx.Client, endpoint: str, file: HubFile) -> ModelShape:
    """The model's shape from the start of the file (Range requests, growing
    until the header is whole)."""
    url = resolve_url(endpoint, file.ref)
    wanted = HEADER_FIRST_READ
    while True:
        head = _first_bytes(client, url, wanted, file)
        try:
            meta = read_metadata_from(io.BytesIO(head), file.file, file.size or None)
        except TruncatedHeader:
            if len(head) < wanted or wanted >= HEADER_MOST:
                raise HubError(QT_TRANSLATE_NOOP(
                    "Models", "The header of {file} could not be read.").format(
                        file=file.file)) from None
            wanted *= 4
            continue
        return shape_of(meta, file.file.removesuffix(".gguf"), file.size)


def _first_bytes(client: httpx.Client, url: str, count: int, file: HubFile) -> bytes:
    import httpx

    try:
        with client.stream("GET", url, headers={"Range": f"bytes=0-{count - 1}"}) as response:
            if response.status_code >= 400:
                raise HubError(ANSWERED.format(code=response.status_code,
                                               where=f"{file.repo}/{file.file}"))
            data = bytearray()
            for chunk in response.iter_bytes():
                data += chunk
                if len(data) >= count:  # a server that ignores Range sends it all: stop
                    break
            return bytes(data[:count])
    except httpx.HTTPError as exc:
        raise HubError(QT_TRANSLATE_NOOP(
            "Models", "Could not read the start of {file}: {reason}.").format(
                file=file.file, reason=exc)) from exc


def shapes_for(client: httpx.Client, endpoint: str,
               files: list[HubFile]) -> dict[str, ModelShape]:
    """file name -> shape, from one header (the smallest file's) for all."""
    if not files:
        return {}
    try:
        shape = remote_shape(client, endpoint, files[0])
    except ModelsError:
        return {}
    return {f.file: replace(shape, file_size=f.size) for f in files}


@dataclass(frozen=True)
class FileFit:
    file: HubFile
    fit: Fit | None
    """None when the header could not be read: size only."""


@dataclass(frozen=True)
class RepoResult:
    repo: HubRepo
    files: list[FileFit]
    error: str = ""
    """Why the files could not be listed (gated, say); the repository is still shown."""
    projector: str | None = None
    """The vision projector a download of its files brings along (they see images)."""


def search_with_fit(text: str, limit: int, machine: Machine, n_ctx: int,
                    endpoint: str | None = None) -> list[RepoResult]:
    """Repositories matching `text`, each with its GGUF files, sizes and fit.
    Blocking: the CLI calls it directly, the window from a worker thread."""
    endpoint = endpoint or hub_endpoint()
    results = []
    with make_client() as client:
        for repo in search_repos(client, endpoint, text, limit):
            try:
                files, projector = list_repo(client, endpoint, repo.repo)
            except HubError as exc:
                results.append(RepoResult(repo, [], said_in(exc) or str(exc)))
                continue
            shapes = shapes_for(client, endpoint, files)
            results.append(RepoResult(repo, [
                FileFit(f, estimate(shapes[f.file], n_ctx, machine) if f.file in shapes
                        else None) for f in files], projector=projector))
    return results
