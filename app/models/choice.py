"""Which installed model answers: the default chat model, and the settings
the engine loads a given model with (its own, else the app's).

A conversation names its model by registry id; '' (and an id that is no
longer installed) means the default chat model, the one Settings names.
"""

from __future__ import annotations

from dataclasses import replace

from app.config import Settings
from app.models.registry import BUNDLED_ID, InstalledModel, Registry, bundled_model


def default_model(registry: Registry, settings: Settings) -> InstalledModel:
    """The installed model Settings name as the chat model (the bundled one
    when none is named); a file chosen by path and never installed is shown
    as itself."""
    if not settings.model_path:
        return bundled_model()
    found = registry.find(settings.model_path)
    if found is not None:
        return found
    from pathlib import Path

    return InstalledModel("", Path(settings.model_path).stem, settings.model_path, "imported")


def chosen_model(registry: Registry, settings: Settings, model_id: str) -> InstalledModel:
    """The model a conversation chose, or the default one."""
    found = registry.get(model_id) if model_id else None
    if found is None or found.kind != "chat":
        return default_model(registry, settings)
    return found


def engine_settings(settings: Settings, model: InstalledModel) -> Settings:
    """The app's settings with `model` and its own context, threads and GPU
    layers: what the engine loads to answer with it."""
    own = model.settings
    return replace(
        settings, model_path=model.path,
        n_ctx=(own.n_ctx if own and own.n_ctx else settings.n_ctx),
        n_threads=(own.n_threads if own and own.n_threads else settings.n_threads),
        n_gpu_layers=(own.n_gpu_layers if own and own.n_gpu_layers is not None
                      else settings.n_gpu_layers))


__all__ = ["BUNDLED_ID", "chosen_model", "default_model", "engine_settings"]
