"""Hugging Face files: parse what a person typed, resolve it to a pinned,
verifiable file.

The expected SHA-256 always comes from Hugging Face's own metadata for a
pinned commit, never from the download: a HEAD on the resolve URL answers
an LFS file with `X-Linked-Etag` (its SHA-256), `X-Linked-Size` and
`X-Repo-Commit`, as huggingface_hub reads them; where those are missing the
model API's file list (`lfs.sha256`) is asked instead. The endpoint is
configurable (`LANTERN_HF_ENDPOINT`, else `HF_ENDPOINT`), so tests and
mirrors can stand in for huggingface.co.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from typing import TYPE_CHECKING
from urllib.parse import quote, urlsplit

from app import __version__
from app.models.catalog import COMMIT_RE, REPO_RE, SHA256_RE
from app.models.errors import HubError
from app.said import QT_TRANSLATE_NOOP

if TYPE_CHECKING:  # httpx loads on first use: not with the window
    import httpx

DEFAULT_ENDPOINT = "https://huggingface.co"
HUB_HOSTS = {"huggingface.co", "www.huggingface.co", "hf.co"}


def hub_endpoint() -> str:
    value = os.environ.get("LANTERN_HF_ENDPOINT") or os.environ.get("HF_ENDPOINT")
    return (value or DEFAULT_ENDPOINT).rstrip("/")


def _read_in_megabytes() -> None:
    # httpcore reads 64 KB per call; each read costs a pass through h11 in
    # Python. Reading 1 MB at a time brought a local download from about 0.8
    # to about 1.0 of curl's rate (bench/bench_download.py). A class
    # constant of httpcore, so every Lantern client shares it.
    import httpcore._sync.http11 as http11

    http11.HTTP11Connection.READ_NUM_BYTES = max(http11.HTTP11Connection.READ_NUM_BYTES, 1 << 20)


def make_client(timeout_s: float = 30.0) -> httpx.Client:
    """The one way Lantern makes HTTP clients: TLS always verified, system
    proxy settings and certificate bundles honoured (trust_env)."""
    import httpx

    _read_in_megabytes()
    headers = {"User-Agent": f"Lantern/{__version__}"}
    token = os.environ.get("HF_TOKEN")
    if token:  # httpx drops it when a redirect leaves the hub's origin
        headers["Authorization"] = f"Bearer {token}"
    return httpx.Client(
        verify=True, trust_env=True, follow_redirects=True, headers=headers,
        timeout=httpx.Timeout(timeout_s, read=60.0),
    )


@dataclass(frozen=True)
class HubRef:
    """A GGUF file in a repository, at a branch, tag or commit."""

    repo: str
    file: str
    revision: str = "main"


@dataclass(frozen=True)
class RemoteFile:
    """A file resolved at one commit: where to fetch it and what it must hash to."""

    ref: HubRef
    commit: str
    size: int
    sha256: str

    def url(self, endpoint: str) -> str:
        return resolve_url(endpoint, HubRef(self.ref.repo, self.ref.file, self.commit))


def resolve_url(endpoint: str, ref: HubRef) -> str:
    return (f"{endpoint}/{ref.repo}/resolve/{quote(ref.revision, safe='')}/"
            f"{quote(ref.file)}")


UNREACHABLE = QT_TRANSLATE_NOOP("Models", "Could not reach {where}: {reason}. Check the "
                                "network connection or proxy settings.")
GATED = QT_TRANSLATE_NOOP("Models", "{where} is gated or private: accept its license on "
                          "Hugging Face and set HF_TOKEN, or choose another model.")
ANSWERED = QT_TRANSLATE_NOOP("Models", "Hugging Face answered {code} for {where}; try again "
                             "later.")


def parse_ref(text: str, file: str | None = None, revision: str | None = None) -> HubRef:
    """`owner/repo` plus a file name, or a Hugging Face file URL
    (`.../owner/repo/resolve/REV/FILE` or `.../blob/REV/FILE`)."""
    text = text.strip()
    if "://" in text or text.startswith(("huggingface.co/", "hf.co/")):
        return _parse_url(text if "://" in text else "https://" + text, revision)
    if not REPO_RE.match(text):
        raise HubError(QT_TRANSLATE_NOOP(
            "Models", "{text!r} is neither a Hugging Face URL nor owner/repo.").format(text=text))
    if not file:
        raise HubError(QT_TRANSLATE_NOOP(
            "Models", "Name the GGUF file in {text} too (for example model-Q4_K_M.gguf)."
        ).format(text=text))
    return checked_ref(HubRef(text, file, revision or "main"))


def _parse_url(url: str, revision: str | None) -> HubRef:
    parts = urlsplit(url)
    endpoint_host = urlsplit(hub_endpoint()).netloc
    if parts.netloc not in HUB_HOSTS | {endpoint_host}:
        raise HubError(QT_TRANSLATE_NOOP(
            "Models", "{url} is not a Hugging Face address (huggingface.co).").format(url=url))
    match = re.match(r"^/([^/]+/[^/]+)/(?:resolve|blob)/([^/]+)/(.+)$", parts.path)
    if not match:
        raise HubError(QT_TRANSLATE_NOOP(
            "Models", "{url} does not point at a file: copy the file's link "
            "(…/resolve/main/NAME.gguf or …/blob/main/NAME.gguf).").format(url=url))
    repo, rev, file = match.groups()
    return checked_ref(HubRef(repo, file, revision or rev))


def checked_ref(ref: HubRef) -> HubRef:
    if not ref.file.lower().endswith(".gguf"):
        raise HubError(QT_TRANSLATE_NOOP(
            "Models", "{file} is not a GGUF file; Lantern runs GGUF models.").format(file=ref.file))
    parts = ref.file.split("/")
    if ref.file.startswith("/") or "\\" in ref.file or any(p in ("", ".", "..") for p in parts):
        raise HubError(QT_TRANSLATE_NOOP(
            "Models", "{file!r} is not a file name in a repository: use the name the hub lists "
            "(folders separated by '/', no '..').").format(file=ref.file))
    return ref


def local_name(file: str) -> str:
    """The name a hub file gets in the models folder: its last part only, so
    no name from the hub (or a catalog) can place a file outside that folder
    or make folders in it."""
    name = file.replace("\\", "/").rsplit("/", 1)[-1]
    if name in ("", ".", "..") or not name.lower().endswith(".gguf"):
        raise HubError(QT_TRANSLATE_NOOP("Models", "{file!r} is not a GGUF file name.").format(
            file=file))
    return name


def fetch_remote_file(client: httpx.Client, endpoint: str, ref: HubRef) -> RemoteFile:
    """Resolve `ref` to a commit, size and SHA-256 from the hub's metadata."""
    import httpx

    url = resolve_url(endpoint, ref)
    try:
        response = client.head(url, follow_redirects=False)
        while response.status_code in (301, 307, 308):  # renamed repository
            response = client.head(response.headers["location"], follow_redirects=False)
    except httpx.HTTPError as exc:
        raise HubError(UNREACHABLE.format(where=endpoint, reason=exc)) from exc
    _raise_for_status(response, ref)
    headers = response.headers
    commit = headers.get("x-repo-commit", "")
    if not COMMIT_RE.match(commit):
        raise HubError(QT_TRANSLATE_NOOP(
            "Models", "{endpoint} did not say which commit {repo}@{revision} is.").format(
                endpoint=endpoint, repo=ref.repo, revision=ref.revision))
    if COMMIT_RE.match(ref.revision) and commit != ref.revision:
        raise HubError(QT_TRANSLATE_NOOP(
            "Models", "{endpoint} answered commit {commit} for {revision}.").format(
                endpoint=endpoint, commit=commit, revision=ref.revision))
    sha = headers.get("x-linked-etag", "").removeprefix("W/").strip('"')
    size_text = headers.get("x-linked-size", "")
    if SHA256_RE.match(sha) and size_text.isdigit():
        return RemoteFile(ref, commit, int(size_text), sha)
    return _from_api(client, endpoint, HubRef(ref.repo, ref.file, commit))


def _from_api(client: httpx.Client, endpoint: str, ref: HubRef) -> RemoteFile:
    import httpx

    url = f"{endpoint}/api/models/{ref.repo}/revision/{ref.revision}"
    try:
        response = client.get(url, params={"blobs": "true"})
    except httpx.HTTPError as exc:
        raise HubError(UNREACHABLE.format(where=endpoint, reason=exc)) from exc
    _raise_for_status(response, ref)
    try:
        info = response.json()
    except ValueError:
        info = None
    siblings = info.get("siblings") if isinstance(info, dict) else None
    found = next((s for s in siblings if isinstance(s, dict)
                  and s.get("rfilename") == ref.file), None) \
        if isinstance(siblings, list) else None
    lfs = found.get("lfs") if found is not None else None
    lfs = lfs if isinstance(lfs, dict) else {}
    sha, size = str(lfs.get("sha256", "")), lfs.get("size")
    if found is None:
        raise HubError(QT_TRANSLATE_NOOP("Models", "{file} is not in {repo} at {revision}.").format(
            file=ref.file, repo=ref.repo, revision=ref.revision[:12]))
    if not SHA256_RE.match(sha) or not isinstance(size, int) or isinstance(size, bool) \
            or size < 0:
        raise HubError(QT_TRANSLATE_NOOP(
            "Models", "Hugging Face gives no SHA-256 for {file}, so it cannot be verified; "
            "Lantern only installs verified files.").format(file=ref.file))
    return RemoteFile(HubRef(ref.repo, ref.file, ref.revision), ref.revision, size, sha)


def _raise_for_status(response: httpx.Response, ref: HubRef) -> None:
    code = response.status_code
    if code < 400:
        return
    where = f"{ref.repo}/{ref.file} ({ref.revision})"
    if code in (401, 403):
        raise HubError(GATED.format(where=where))
    if code == 404:
        raise HubError(QT_TRANSLATE_NOOP(
            "Models", "{where} was not found on Hugging Face: check the repository, file name "
            "and revision.").format(where=where))
    raise HubError(ANSWERED.format(code=code, where=where))
