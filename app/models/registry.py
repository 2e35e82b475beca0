"""Installed models: the bundled tiny model, downloads and imported files.

A JSON file in the data folder lists them with where they came from and
their own settings (context, threads, GPU layers). Imported files pass the
same header checks the engine makes before llama.cpp sees a file. A vision
model is recorded with its projector (app/models/vision.py) as one entry:
imported, listed and removed together.
"""

from __future__ import annotations

import contextlib
import logging
import os
import re
import shutil
import tempfile
from collections.abc import Iterator
from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Any

from app.config import data_dir
from app.engine.errors import ModelLoadError
from app.engine.model_files import check_gguf
from app.engine.model_kind import embedding_model_reason
from app.json_files import (
    MISSING,
    DamagedJson,
    JsonFileError,
    locked,
    read_json,
    set_aside,
    write_json,
)
from app.models.errors import RegistryError
from app.models.space import require_space
from app.models.vision import checked_projector, is_projector, projector_alone, projector_beside
from app.said import QT_TRANSLATE_NOOP, said_in

BUNDLED_ID = "smollm2-135m-instruct"
BUNDLED_NAME = "SmolLM2 135M Instruct (bundled, tiny)"
CHAT, EMBEDDING = "chat", "embedding"

log = logging.getLogger("lantern.models")


def models_dir() -> Path:
    path = data_dir() / "models"
    path.mkdir(parents=True, exist_ok=True)
    return path


LIST_PROBLEM = QT_TRANSLATE_NOOP("Models", "The list of installed models {problem}")
NO_SUCH_MODEL = QT_TRANSLATE_NOOP("Models", "No installed model is called {id!r}.")
NOT_COPIED = QT_TRANSLATE_NOOP("Models", "Could not copy {name} into {folder}: {reason}.")
CHOOSE_ONE = QT_TRANSLATE_NOOP(
    "Models", "Choose one model file, and with it its vision projector (mmproj-….gguf) when "
    "the projector is not in the model's folder.")


@dataclass
class ModelSettings:
    """Per-model load settings; None follows the app's settings."""

    n_ctx: int | None = None
    n_threads: int | None = None
    n_gpu_layers: int | None = None
    """-1: all layers on the GPU when llama.cpp has a GPU backend."""


@dataclass
class InstalledModel:
    id: str
    name: str
    path: str
    """Empty for the bundled model: the engine finds it itself."""
    source: str
    """bundled, catalog, huggingface or imported."""
    size: int = 0
    sha256: str | None = None
    repo: str | None = None
    file: str | None = None
    commit: str | None = None
    catalog_id: str | None = None
    in_place: bool = False
    """Imported without copying: removing it never deletes the user's file."""
    settings: ModelSettings | None = None
    kind: str = CHAT
    """chat, or embedding (for document search: never offered as a chat model)."""
    projector: str | None = None
    """A vision model's projector (mmproj GGUF), loaded with it; None: text only."""
    projector_size: int = 0

    @property
    def is_bundled(self) -> bool:
        return self.source == "bundled"

    @property
    def vision(self) -> bool:
        return bool(self.projector)

    @property
    def total_size(self) -> int:
        """The model and its projector: what the disk and the memory hold."""
        return self.size + self.projector_size


def bundled_model() -> InstalledModel:
    return InstalledModel(BUNDLED_ID, BUNDLED_NAME, "", "bundled")


def slug(text: str) -> str:
    return re.sub(r"[^a-z0-9._-]+", "-", text.lower()).strip("-.") or "model"


class Registry:
    """models.json, shared by every Lantern process: each change re-reads the
    file under a lock across processes (app/json_files.py), so entries added
    by another process at the same moment are kept."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or data_dir() / "models.json"

    def _read(self) -> list[InstalledModel]:
        try:
            raw = read_json(self.path)
        except JsonFileError as exc:
            raise RegistryError(LIST_PROBLEM.format(problem=exc)) from exc
        except DamagedJson as exc:
            return self._set_aside(str(exc))
        if raw is MISSING:
            return []
        models, problem = _parse(raw)
        return models if problem is None else self._set_aside(problem, models)

    def _set_aside(self, problem: str, kept: list[InstalledModel] | None = None,
                   ) -> list[InstalledModel]:
        """A really damaged file: kept beside as models.json.damaged (under
        the lock, once), the entries that could be read saved in its place."""
        kept = kept or []
        with self._locked():
            try:
                raw = read_json(self.path)
                if raw is not MISSING and _parse(raw)[1] is None:
                    return _parse(raw)[0]  # another process repaired it meanwhile
            except DamagedJson:
                pass
            except JsonFileError as exc:
                raise RegistryError(LIST_PROBLEM.format(problem=exc)) from exc
            try:
                damaged = set_aside(self.path)
                self._write(kept)
            except (JsonFileError, RegistryError) as exc:
                log.warning("%s; it could not be set aside: %s", problem, exc)
                return kept
        log.warning("%s; the original is kept as %s and %d model(s) were kept.",
                    problem, damaged, len(kept))
        return kept

    @contextlib.contextmanager
    def _locked(self) -> Iterator[None]:
        try:
            with locked(self.path):
                yield
        except JsonFileError as exc:
            raise RegistryError(QT_TRANSLATE_NOOP(
                "Models", "The list of installed models could not be changed: {reason}").format(
                    reason=exc)) from exc

    def _write(self, models: list[InstalledModel]) -> None:
        try:
            write_json(self.path, {"models": [asdict(m) for m in models]})
        except JsonFileError as exc:
            raise RegistryError(QT_TRANSLATE_NOOP(
                "Models", "Could not save the list of installed models: {reason}").format(
                    reason=exc)) from exc

    def all(self) -> list[InstalledModel]:
        """The bundled model first, then the others in the order they came.
        The bundled model's own settings (context, threads, GPU layers), when
        the user set any, are kept in the file like every other model's."""
        saved = self._read()
        bundled = bundled_model()
        bundled.settings = next((m.settings for m in saved if m.id == BUNDLED_ID), None)
        return [bundled, *(m for m in saved if m.id != BUNDLED_ID)]

    def chat_models(self) -> list[InstalledModel]:
        return [m for m in self.all() if m.kind == CHAT]

    def embedding_models(self) -> list[InstalledModel]:
        """Installed embedding GGUFs (the bundled default one is not listed here)."""
        return [m for m in self.all() if m.kind == EMBEDDING]

    def get(self, model_id: str) -> InstalledModel | None:
        return next((m for m in self.all() if m.id == model_id), None)

    def find(self, text: str) -> InstalledModel | None:
        """By id, catalog id, or file path."""
        for model in self.all():
            if text in (model.id, model.catalog_id) or (model.path and model.path == text):
                return model
        return None

    def add(self, model: InstalledModel) -> InstalledModel:
        """Add `model`, replacing an entry with the same id."""
        with self._locked():
            models = [m for m in self._read() if m.id != model.id]
            self._write([*models, model])
        return model

    def add_new(self, model: InstalledModel, base: str) -> InstalledModel:
        """Add `model` under an id made from `base` that no entry has yet,
        chosen under the lock so two processes never get the same one."""
        with self._locked():
            models = self._read()
            model.id = _unique_id(base, {BUNDLED_ID, *(m.id for m in models)})
            self._write([*models, model])
        return model

    def unique_id(self, base: str) -> str:
        """An id free *now* (for display; `add_new` is what reserves one)."""
        return _unique_id(base, {m.id for m in self.all()})

    def remove(self, model_id: str) -> InstalledModel:
        """Forget a model and delete its file and its projector (one no other
        model uses), unless it was used in place."""
        if model_id == BUNDLED_ID:
            raise RegistryError(QT_TRANSLATE_NOOP(
                "Models", "The bundled model is part of Lantern and cannot be removed."))
        with self._locked():
            models = self._read()
            found = next((m for m in models if m.id == model_id), None)
            if found is None:
                raise RegistryError(NO_SUCH_MODEL.format(id=model_id))
            kept = [m for m in models if m.id != model_id]
            self._write(kept)
            if found.in_place:
                return found
            shared = {m.projector for m in kept} | {m.path for m in kept}
            for file in (found.path, found.projector):
                if file and file not in shared and _inside(Path(file), models_dir()):
                    Path(file).unlink(missing_ok=True)
        return found

    def set_settings(self, model_id: str, settings: ModelSettings) -> InstalledModel:
        with self._locked():
            models = self._read()
            found = next((m for m in models if m.id == model_id), None)
            if found is None and model_id == BUNDLED_ID:
                found = bundled_model()
                models.append(found)
            if found is None:
                raise RegistryError(NO_SUCH_MODEL.format(id=model_id))
            found.settings = settings
            self._write(models)
        return found

    def import_file(self, source: Path, copy: bool = True,
                    projector: Path | None = None) -> InstalledModel:
        """Check `source` like the engine does; copy it into the models folder
        (verified, fsynced, renamed into place) or use it where it is. An
        embedding model is recorded as one, for document search. A chat
        model takes `projector` (checked to be one), else the one projector
        in its folder, as its vision projector; a projector alone is refused."""
        source = source.expanduser().resolve()
        if source.is_file() and is_projector(source):
            raise RegistryError(projector_alone(source.name))
        try:
            check_gguf(source)
        except ModelLoadError as exc:
            raise RegistryError(said_in(exc) or str(exc)) from exc
        kind = EMBEDDING if embedding_model_reason(source) else CHAT
        if projector is not None:
            projector = checked_projector(projector)
        elif kind == CHAT:
            projector = projector_beside(source)
        model = InstalledModel(id="", name=source.stem, path=str(source), source="imported",
                               size=source.stat().st_size, in_place=not copy, kind=kind,
                               projector=str(projector) if projector else None,
                               projector_size=projector.stat().st_size if projector else 0)
        if not copy:
            return self.add_new(model, source.stem)
        return self._copy_in(model, [source, *([projector] if projector else [])])

    def import_files(self, paths: list[Path], copy: bool = True) -> InstalledModel:
        """The window's import: one model file, and its projector when it was
        chosen with it (else `import_file` looks beside the model)."""
        projectors = [p for p in paths if p.is_file() and is_projector(p)]
        models = [p for p in paths if p not in projectors]
        if not models and len(projectors) == 1:
            return self.import_file(projectors[0], copy)  # refused, saying why
        if len(models) != 1 or len(projectors) > 1:
            raise RegistryError(CHOOSE_ONE)
        return self.import_file(models[0], copy, projectors[0] if projectors else None)

    def _copy_in(self, model: InstalledModel, files: list[Path]) -> InstalledModel:
        """Copy the model (and its projector) into the models folder and add it."""
        folder = models_dir_checked()
        temps: list[Path] = []
        placed: list[Path] = []
        try:
            for file in files:
                temps.append(_copy_to_temp(file, folder, file.stat().st_size))
            with self._locked():
                for file, tmp in zip(files, temps, strict=True):
                    dest = _free_name(folder / file.name)
                    os.replace(tmp, dest)
                    placed.append(dest)
                model.path = str(placed[0])
                model.projector = str(placed[1]) if len(placed) > 1 else None
                return self.add_new(model, files[0].stem)
        except RegistryError:
            for dest in placed:
                dest.unlink(missing_ok=True)  # never a copy no entry points at
            raise
        finally:
            for tmp in temps:
                tmp.unlink(missing_ok=True)


def display_name(model_path: str | Path | None, loaded: str) -> str:
    """The name a person knows a loaded model by, in the window and in what
    `lantern chat` saves: the Models page's (the catalog's name, or an
    imported file's name), never a file's raw `general.name` ("Smollm2 135M
    8k Lc100K Mix1 Ep2"); the bundled model, which has no path, says its own."""
    if not model_path:
        return loaded
    try:
        known = Registry().find(str(model_path))
    except RegistryError:
        known = None
    return known.name if known is not None else Path(model_path).stem


def _unique_id(base: str, taken: set[str]) -> str:
    candidate, n = slug(base), 2
    while candidate in taken:
        candidate, n = f"{slug(base)}-{n}", n + 1
    return candidate


def _parse(raw: Any) -> tuple[list[InstalledModel], str | None]:
    """The entries that can be read, and what is wrong with the rest (None: nothing)."""
    items = raw.get("models") if isinstance(raw, dict) else None
    if not isinstance(items, list):
        return [], 'models.json is not {"models": [...]}'
    known = {f.name for f in fields(InstalledModel)}
    models, bad = [], 0
    for item in items:
        try:
            values: dict[str, Any] = {k: v for k, v in item.items() if k in known}
            if isinstance(values.get("settings"), dict):
                values["settings"] = ModelSettings(**values["settings"])
            model = InstalledModel(**values)
            if not (isinstance(model.id, str) and isinstance(model.path, str)):
                raise TypeError(model.id)
            models.append(model)
        except (AttributeError, TypeError):
            bad += 1
    return models, (f"{bad} entr{'y' if bad == 1 else 'ies'} in models.json could not be "
                    "read" if bad else None)


def _inside(path: Path, folder: Path) -> bool:
    """Whether `path` really lies in `folder` (after resolving links and '..')."""
    try:
        return path.resolve().is_relative_to(folder.resolve())
    except (OSError, ValueError):
        return False


def _free_name(dest: Path) -> Path:
    candidate, n = dest, 2
    while candidate.exists():
        candidate, n = dest.with_name(f"{dest.stem}-{n}{dest.suffix}"), n + 1
    return candidate


def models_dir_checked() -> Path:
    """The models folder, or a RegistryError saying why it cannot be used."""
    try:
        return models_dir()
    except OSError as exc:
        raise RegistryError(QT_TRANSLATE_NOOP(
            "Models", "The models folder {folder} cannot be made: {reason}.").format(
                folder=data_dir() / "models", reason=exc.strerror or exc)) from exc


def _copy_to_temp(source: Path, folder: Path, size: int) -> Path:
    """A verified, fsynced copy of `source` under a hidden temp name in `folder`."""
    require_space(folder, size, size, what="copy")
    try:
        fd, tmp = tempfile.mkstemp(dir=folder, prefix=f".{source.name}-", suffix=".part")
    except OSError as exc:
        raise RegistryError(NOT_COPIED.format(name=source.name, folder=folder,
                                              reason=exc.strerror or exc)) from exc
    try:
        with os.fdopen(fd, "wb") as out, source.open("rb") as src:
            shutil.copyfileobj(src, out, 4 << 20)
            out.flush()
            os.fsync(out.fileno())
    except OSError as exc:
        Path(tmp).unlink(missing_ok=True)
        raise RegistryError(NOT_COPIED.format(name=source.name, folder=folder,
                                              reason=exc.strerror or exc)) from exc
    return Path(tmp)
