"""Vision models: a model file plus its projector, one model everywhere.

The projector (llama.cpp's "mmproj" GGUF) is what turns an image into the
model's input; its header says `general.architecture = "clip"`, which is
how it is told from a model whatever its name. A model's projector is the
one the list of installed models records beside it; a model that list does
not know (a path given on the command line) takes the one `mmproj*.gguf`
beside it, as LM Studio keeps them, but never in Lantern's own models
folder, where every download lies side by side.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from app.models.errors import ModelsError, RegistryError
from app.models.gguf_header import read_metadata
from app.said import QT_TRANSLATE_NOOP, Said, in_terminal

if TYPE_CHECKING:
    from app.models.registry import Registry

PROJECTOR_ARCHITECTURE = "clip"


def projector_alone(name: str) -> Said:
    """A projector given where a model was: in the window, import the model
    (its projector beside it comes along); the CLI names --mmproj."""
    return in_terminal(QT_TRANSLATE_NOOP(
        "Models", "{name} is a vision projector, not a model; import the model it belongs "
        "to instead, and the projector in the model's folder comes with it.").format(name=name),
        "{name} is a vision projector, not a model; import it with its model "
        "(lantern models import MODEL.gguf --mmproj {name}), or import the model from the "
        "folder that holds both.")


NOT_A_PROJECTOR = QT_TRANSLATE_NOOP(
    "Models", "{name} is not a vision projector (an mmproj GGUF whose architecture is "
    "\"clip\"); give the projector file that came with the model.")
NO_PROJECTOR_FILE = QT_TRANSLATE_NOOP("Models", "The projector {path} does not exist.")


def is_projector(path: Path) -> bool:
    """Whether the GGUF at `path` is a vision projector (by its header, not its name)."""
    try:
        architecture = read_metadata(path).get("general.architecture")
    except ModelsError:
        return False
    return architecture == PROJECTOR_ARCHITECTURE


def _looks_like_projector(path: Path) -> bool:
    name = path.name.lower()
    return name.startswith("mmproj") and name.endswith(".gguf")


def projector_beside(model_path: Path) -> Path | None:
    """The one projector `mmproj*.gguf` in the model's folder (LM Studio's
    layout), or None: none, several (which one belongs is not known), or the
    folder is Lantern's models folder."""
    from app.models.registry import models_dir

    folder = model_path.parent
    try:
        if folder.resolve() == models_dir().resolve():
            return None
        candidates = [p for p in sorted(folder.iterdir())
                      if p != model_path and _looks_like_projector(p) and p.is_file()]
    except OSError:
        return None
    found = [p for p in candidates if is_projector(p)]
    return found[0] if len(found) == 1 else None


def projector_for(model_path: Path | str | None,
                  registry: Registry | None = None) -> Path | None:
    """The projector that loads with the model at `model_path`: the one the
    list of installed models records for it, else one beside it (see
    `projector_beside`); None for a model that does not see images."""
    if not model_path:
        return None
    from app.models.registry import Registry

    path = Path(model_path)
    try:
        known = (registry or Registry()).find(str(path))
    except RegistryError:
        known = None
    if known is not None:
        return Path(known.projector) if known.projector else None
    return projector_beside(path)


def checked_projector(path: Path) -> Path:
    """`path`, resolved, when it is a projector; RegistryError saying why not."""
    path = path.expanduser()
    if not path.is_file():
        raise RegistryError(NO_PROJECTOR_FILE.format(path=path))
    if not is_projector(path):
        raise RegistryError(NOT_A_PROJECTOR.format(name=path.name))
    return path.resolve()
