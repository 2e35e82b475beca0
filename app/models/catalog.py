"""The curated catalog: a data file in `resources/models/`, validated at load.

Every entry names a GGUF file in a Hugging Face repository. `sha256` and
`size_bytes` are filled in where a public source gave the exact value; where
it is null, the download takes both from Hugging Face's own metadata for the
pinned revision (never from the downloaded bytes). `revision` is a commit
id where known; null pins the commit Hugging Face reports when the download
starts, and every later request of that download uses that commit.

An entry that carries a SHA-256 names the public records it was taken from
(`sources`: at least two independently kept repositories that agree; the
shipped catalog's test holds every entry to that). `tool_calling`,
`thinking` and `thinking_switch` say what the model's own chat template and
model card offer (cited in `capability_source`); the engine still decides
from the loaded GGUF's template, these are what the Models page shows before
the file is here.

A vision model is two files, shown and fetched as one model: the model and
its projector (`projector`: the mmproj GGUF that turns an image into the
model's input), each with its own size, SHA-256 and sources.
"""

from __future__ import annotations

import json
import os
import re
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from app.models.catalog_notes import marked_note
from app.models.errors import CatalogError
from app.said import QT_TRANSLATE_NOOP

SHA256_RE = re.compile(r"^[0-9a-f]{64}$")
COMMIT_RE = re.compile(r"^[0-9a-f]{40}$")
REPO_RE = re.compile(r"^[A-Za-z0-9][\w.-]*/[\w.-]+$")
NAME_RE = re.compile(r"^[a-z0-9][a-z0-9._-]*$")
RECORDS = ("sha256", "size", "revision")
"""What a source can record about the file."""


@dataclass(frozen=True)
class Architecture:
    """What the fit estimate needs before the file is here (from the model's config)."""

    layers: int
    heads: int
    kv_heads: int
    head_dim: int
    embedding_length: int
    vocab_size: int


@dataclass(frozen=True)
class HashSource:
    """One public record of the file's SHA-256 (a GitHub repository's file)."""

    repo: str
    """owner/name of the repository that records it; empty where only `index`
    names the file."""
    path: str
    """Where in that repository (a file path, or a description where the path is unknown)."""
    records: tuple[str, ...]
    """Which of RECORDS it gives: always "sha256"; "size" and "revision" where it does."""
    index: str = ""
    """The id of the file in the public code index it was read from, where
    that index did not name the repository (`path` then says what the file is)."""

    @property
    def owner(self) -> str:
        """Who keeps the record: two sources of one owner are not independent."""
        if not self.repo:
            return f"index:{self.index}"
        return self.repo.split("/", 1)[0].lower()

    @property
    def label(self) -> str:
        return self.repo or f"public code index file {self.index}"


@dataclass(frozen=True)
class ProjectorFile:
    """A vision model's second file: the projector (mmproj GGUF) beside the model."""

    file: str
    size_bytes: int
    sha256: str
    sources: tuple[HashSource, ...]


@dataclass(frozen=True)
class CatalogEntry:
    id: str
    name: str
    parameters: str
    quantization: str
    approx_size_bytes: int
    size_bytes: int | None
    context_length: int
    license: str
    note: str
    """One line about the model: a marked sentence (app.models.catalog_notes)
    the window translates with app.workers.say.say."""
    repo: str
    file: str
    revision: str | None
    sha256: str | None
    architecture: Architecture
    recommend_rank: int | None = None
    """1 = first choice for a new user when it fits this machine."""
    chat_template: str = ""
    """The family of the model's chat template ("chatml", "qwen3", "llama3"...)."""
    tool_calling: bool = False
    """The template and model card offer native tool calls."""
    thinking: bool = False
    """The model writes its reasoning (<think>...</think>) before the answer."""
    thinking_switch: str | None = None
    """How thinking is turned off (the template variable, "enable_thinking"),
    or None: a thinking model that always thinks."""
    capability_source: str = ""
    """Where the tool and thinking flags come from (the model card, cited)."""
    sources: tuple[HashSource, ...] = ()
    """The public records of `sha256` (empty when it is null)."""
    projector: ProjectorFile | None = None
    """A vision model's projector, fetched with the model as one download."""

    @property
    def model_size(self) -> int:
        return self.size_bytes or self.approx_size_bytes

    @property
    def download_size(self) -> int:
        """Both files of a vision model: what the download and the memory hold."""
        return self.model_size + (self.projector.size_bytes if self.projector else 0)

    @property
    def vision(self) -> bool:
        return self.projector is not None


def default_catalog_path() -> Path:
    """resources/models/catalog.json in a source tree or inside a frozen bundle;
    LANTERN_CATALOG names another (a mirror's, or a test's)."""
    override = os.environ.get("LANTERN_CATALOG")
    if override:
        return Path(override)
    bundle = getattr(sys, "_MEIPASS", None)
    root = Path(bundle) if bundle else Path(__file__).resolve().parents[2]
    return root / "resources" / "models" / "catalog.json"


def load_catalog(path: Path | None = None) -> list[CatalogEntry]:
    """Every entry of the catalog, or CatalogError naming the entry and field."""
    path = path or default_catalog_path()
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise CatalogError(QT_TRANSLATE_NOOP(
            "Models", "Cannot read the model catalog {path}: {reason}.").format(
                path=path, reason=exc.strerror)) from exc
    except ValueError as exc:
        raise CatalogError(QT_TRANSLATE_NOOP(
            "Models", "The model catalog {path} is not valid JSON: {reason}.").format(
                path=path, reason=exc)) from exc
    models = raw.get("models") if isinstance(raw, dict) else None
    if not isinstance(models, list) or not models:
        raise CatalogError(f"The model catalog {path} has no \"models\" list.")
    entries = [_entry(item, index) for index, item in enumerate(models)]
    seen: set[str] = set()
    for entry in entries:
        if entry.id in seen:
            raise CatalogError(f"Catalog entry {entry.id!r}: the id is used twice.")
        seen.add(entry.id)
    return entries


def find_entry(entries: list[CatalogEntry], model_id: str) -> CatalogEntry | None:
    return next((e for e in entries if e.id == model_id), None)


class _Fields:
    """Typed access to one raw entry; every failure names the entry and field."""

    def __init__(self, raw: dict[str, Any], label: str, prefix: str = "") -> None:
        self.raw, self.label, self.prefix = raw, label, prefix

    def fail(self, name: str, problem: str) -> CatalogError:
        field = self.prefix + name
        return CatalogError(f"Catalog entry {self.label}, field {field!r}: {problem}.")

    def text(self, name: str, pattern: re.Pattern[str] | None = None,
             optional: bool = False) -> str | None:
        value = self.raw.get(name)
        if value is None and optional:
            return None
        if not isinstance(value, str) or not value.strip():
            raise self.fail(name, "missing or not a non-empty string")
        if pattern is not None and not pattern.match(value):
            raise self.fail(name, f"{value!r} does not have the expected form")
        return value

    def flag(self, name: str) -> bool:
        value = self.raw.get(name, False)
        if not isinstance(value, bool):
            raise self.fail(name, f"{value!r} is not true or false")
        return value

    def number(self, name: str, optional: bool = False) -> Any:
        value = self.raw.get(name)
        if value is None and optional:
            return None
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise self.fail(name, "missing or not a number")
        if not isinstance(value, int):
            raise self.fail(name, f"{value!r} is not a whole number")
        if value <= 0:
            raise self.fail(name, f"{value!r} must be positive")
        return value


def _entry(item: Any, index: int) -> CatalogEntry:
    if not isinstance(item, dict):
        raise CatalogError(f"Catalog entry #{index + 1} is not an object.")
    label = f"#{index + 1}"
    if isinstance(item.get("id"), str):
        label += f" ({item['id']!r})"
    f = _Fields(item, label)
    arch = item.get("architecture")
    if not isinstance(arch, dict):
        raise f.fail("architecture", "missing or not an object")
    a = _Fields(arch, label, "architecture.")
    file_name = str(f.text("file"))
    if not file_name.lower().endswith(".gguf") or "/" in file_name:
        raise f.fail("file", f"{file_name!r} is not a GGUF file name")
    sha = f.text("sha256", optional=True)
    if sha is not None and not SHA256_RE.match(sha):
        raise f.fail("sha256", f"{sha!r} is not 64 lower-case hex digits")
    thinking = f.flag("thinking")
    switch = f.text("thinking_switch", optional=True)
    if switch is not None and not thinking:
        raise f.fail("thinking_switch", "set, but the entry does not think")
    return CatalogEntry(
        id=str(f.text("id", re.compile(r"^[a-z0-9][a-z0-9._-]*$"))),
        name=str(f.text("name")), parameters=str(f.text("parameters")),
        quantization=str(f.text("quantization")),
        approx_size_bytes=f.number("approx_size_bytes"),
        size_bytes=f.number("size_bytes", optional=True),
        context_length=f.number("context_length"), license=str(f.text("license")),
        note=marked_note(str(f.text("note"))), repo=str(f.text("repo", REPO_RE)), file=file_name,
        revision=f.text("revision", COMMIT_RE, optional=True), sha256=sha,
        architecture=Architecture(
            layers=a.number("layers"), heads=a.number("heads"), kv_heads=a.number("kv_heads"),
            head_dim=a.number("head_dim"), embedding_length=a.number("embedding_length"),
            vocab_size=a.number("vocab_size"),
        ),
        recommend_rank=f.number("recommend_rank", optional=True),
        chat_template=f.text("chat_template", NAME_RE, optional=True) or "",
        tool_calling=f.flag("tool_calling"), thinking=thinking, thinking_switch=switch,
        capability_source=f.text("capability_source", optional=True) or "",
        sources=_sources(item.get("sources"), f),
        projector=_projector(item.get("projector"), f),
    )


def _projector(raw: Any, f: _Fields) -> ProjectorFile | None:
    """The `projector` object: {"file", "size_bytes", "sha256", "sources"}, checked."""
    if raw is None:
        return None
    if not isinstance(raw, dict):
        raise f.fail("projector", "not an object")
    p = _Fields(raw, f.label, "projector.")
    file_name = str(p.text("file"))
    if not file_name.lower().endswith(".gguf") or "/" in file_name:
        raise p.fail("file", f"{file_name!r} is not a GGUF file name")
    sha = str(p.text("sha256"))
    if not SHA256_RE.match(sha):
        raise p.fail("sha256", f"{sha!r} is not 64 lower-case hex digits")
    return ProjectorFile(file=file_name, size_bytes=p.number("size_bytes"), sha256=sha,
                         sources=_sources(raw.get("sources"), p))


def _sources(raw: Any, f: _Fields) -> tuple[HashSource, ...]:
    """The `sources` list: each {"repo", "path", "records"}, checked."""
    if raw is None:
        return ()
    if not isinstance(raw, list):
        raise f.fail("sources", "not a list")
    found: list[HashSource] = []
    for number, item in enumerate(raw, 1):
        if not isinstance(item, dict):
            raise f.fail(f"sources[{number}]", "not an object")
        one = _Fields(item, f.label, f"{f.prefix}sources[{number}].")
        records = item.get("records")
        if not isinstance(records, list) or "sha256" not in records or \
                any(r not in RECORDS for r in records):
            raise one.fail("records", f"{records!r} must list \"sha256\" and only {RECORDS}")
        index = item.get("index")
        if index is not None and not (isinstance(index, str) and index.isdigit()):
            raise one.fail("index", f"{index!r} is not a code index file id")
        repo = one.text("repo", REPO_RE, optional=index is not None) or ""
        found.append(HashSource(repo=repo, path=str(one.text("path")),
                                records=tuple(records), index=index or ""))
    return tuple(found)
