"""Installed models: the bundled tiny model, downloads and imported files.

A JSON file in the data folder lists them with where they came from and
their own settings (context, threads, GPU layers). Imported files pass the
same header checks the engine makes before llama.cpp sees a file.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import tempfile
import threading
from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Any

from app.config import data_dir
from app.engine.errors import ModelLoadError
from app.engine.model_files import check_gguf
from app.engine.model_kind import embedding_model_reason
from app.models.errors import RegistryError
from app.models.space import require_space

BUNDLED_ID = "smollm2-135m-instruct"
BUNDLED_NAME = "SmolLM2 135M Instruct (bundled, tiny)"
CHAT, EMBEDDING = "chat", "embedding"


def models_dir() -> Path:
    path = data_dir() / "models"
    path.mkdir(parents=True, exist_ok=True)
    return path


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

    @property
    def is_bundled(self) -> bool:
        return self.source == "bundled"


def bundled_model() -> InstalledModel:
    return InstalledModel(BUNDLED_ID, BUNDLED_NAME, "", "bundled")


def slug(text: str) -> str:
    return re.sub(r"[^a-z0-9._-]+", "-", text.lower()).strip("-.") or "model"


class Registry:
    def __init__(self, path: Path | None = None) -> None:
        self.path = path or data_dir() / "models.json"
        self._lock = threading.Lock()

    def _read(self) -> list[InstalledModel]:
        try:
            raw = json.loads(self.path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return []
        except (OSError, ValueError):
            self.path.replace(self.path.with_suffix(".json.damaged"))
            return []
        known = {f.name for f in fields(InstalledModel)}
        models = []
        for item in raw.get("models", []):
            values: dict[str, Any] = {k: v for k, v in item.items() if k in known}
            if isinstance(values.get("settings"), dict):
                values["settings"] = ModelSettings(**values["settings"])
            models.append(InstalledModel(**values))
        return models

    def _write(self, models: list[InstalledModel]) -> None:
        tmp = ""
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(dir=self.path.parent, prefix=".models-")
            with os.fdopen(fd, "w", encoding="utf-8") as out:
                json.dump({"models": [asdict(m) for m in models]}, out, indent=2)
                out.flush()
                os.fsync(out.fileno())
            os.replace(tmp, self.path)
        except OSError as exc:
            if tmp:
                Path(tmp).unlink(missing_ok=True)
            raise RegistryError(f"Could not save the list of installed models in "
                                f"{self.path.parent}: {exc.strerror}.") from exc

    def all(self) -> list[InstalledModel]:
        """The bundled model first, then the others in the order they came."""
        with self._lock:
            return [bundled_model(), *self._read()]

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
        with self._lock:
            models = [m for m in self._read() if m.id != model.id]
            self._write([*models, model])
        return model

    def unique_id(self, base: str) -> str:
        taken = {m.id for m in self.all()}
        candidate, n = slug(base), 2
        while candidate in taken:
            candidate, n = f"{slug(base)}-{n}", n + 1
        return candidate

    def remove(self, model_id: str) -> InstalledModel:
        """Forget a model and delete its file, unless it was used in place."""
        if model_id == BUNDLED_ID:
            raise RegistryError("The bundled model is part of Lantern and cannot be removed.")
        with self._lock:
            models = self._read()
            found = next((m for m in models if m.id == model_id), None)
            if found is None:
                raise RegistryError(f"No installed model is called {model_id!r}.")
            if not found.in_place:
                Path(found.path).unlink(missing_ok=True)
            self._write([m for m in models if m.id != model_id])
        return found

    def set_settings(self, model_id: str, settings: ModelSettings) -> InstalledModel:
        with self._lock:
            models = self._read()
            found = next((m for m in models if m.id == model_id), None)
            if found is None:
                raise RegistryError(f"No installed model is called {model_id!r}.")
            found.settings = settings
            self._write(models)
        return found

    def import_file(self, source: Path, copy: bool = True) -> InstalledModel:
        """Check `source` like the engine does; copy it into the models folder
        (verified, fsynced, renamed into place) or use it where it is. An
        embedding model is recorded as one, for document search."""
        source = source.expanduser().resolve()
        try:
            check_gguf(source)
        except ModelLoadError as exc:
            raise RegistryError(str(exc)) from exc
        kind = EMBEDDING if embedding_model_reason(source) else CHAT
        size = source.stat().st_size
        path = source
        if copy:
            path = _copy_in(source, models_dir() / source.name, size)
        model = InstalledModel(
            id=self.unique_id(source.stem), name=source.stem, path=str(path),
            source="imported", size=size, in_place=not copy, kind=kind,
        )
        return self.add(model)


def _copy_in(source: Path, dest: Path, size: int) -> Path:
    if dest.exists():
        dest = dest.with_name(f"{dest.stem}-{os.getpid()}{dest.suffix}")
    require_space(dest.parent, size, size)
    fd, tmp = tempfile.mkstemp(dir=dest.parent, prefix=f".{dest.name}-", suffix=".part")
    try:
        with os.fdopen(fd, "wb") as out, source.open("rb") as src:
            shutil.copyfileobj(src, out, 4 << 20)
            out.flush()
            os.fsync(out.fileno())
        os.replace(tmp, dest)
    except OSError as exc:
        Path(tmp).unlink(missing_ok=True)
        raise RegistryError(f"Could not copy {source.name} into {dest.parent}: "
                            f"{exc.strerror}.") from exc
    return dest
