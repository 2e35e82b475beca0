"""`lantern models list|search|download|use|remove|info|import`."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from app.commands._checks import int_in
from app.commands._models_progress import ProgressPrinter
from app.commands._models_search import print_hub_result, search_hub
from app.config import CTX_RANGE, THREADS_RANGE, Settings, load_settings, update_settings
from app.models.catalog import CatalogEntry, find_entry, load_catalog
from app.models.downloads import DONE, Downloads
from app.models.errors import ModelsError
from app.models.fit import (
    Machine,
    estimate,
    read_pair_shape,
    recommended,
    shape_from_catalog,
    this_machine,
)
from app.models.hub import parse_ref
from app.models.registry import InstalledModel, ModelSettings, Registry
from app.models.space import human
from app.models.vision import projector_for

CTX = int_in(*CTX_RANGE, what=" tokens")
"""--ctx as everywhere else: `models list --ctx -5` was accepted."""
GPU_LAYERS_MAX = 1 << 20  # as Settings.n_gpu_layers


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = sub.add_parser("models", help="find, download, switch and remove models")
    verbs = parser.add_subparsers(dest="verb", metavar="VERB", required=True)
    listing = verbs.add_parser("list", help="installed models and the catalog, with fit")
    listing.add_argument("--ctx", type=CTX, help="context size for the fit (default: settings)")
    search = verbs.add_parser("search", help="search the catalog and Hugging Face's GGUF models")
    search.add_argument("text")
    search.add_argument("--limit", type=int, default=5, help="Hugging Face repositories shown")
    search.add_argument("--catalog-only", action="store_true", help="do not ask Hugging Face")
    search.add_argument("--ctx", type=CTX, help="context size for the fit")
    down = verbs.add_parser("download", help="download and verify a model; no argument: "
                                             "resume the queue")
    down.add_argument("model", nargs="?", help="catalog id, Hugging Face URL, or owner/repo")
    down.add_argument("--file", help="GGUF file name in owner/repo")
    down.add_argument("--revision", help="branch, tag or commit (default: main, pinned)")
    use = verbs.add_parser("use", help="make an installed model the chat model (an "
                                       "embedding model: the one new collections use)")
    use.add_argument("model", help="installed model id")
    use.add_argument("--ctx", type=CTX, help="context size for this model")
    use.add_argument("--threads", type=int_in(*THREADS_RANGE), help="CPU threads for this model")
    use.add_argument("--gpu-layers", type=int_in(-1, GPU_LAYERS_MAX),
                     help="layers on the GPU (-1: all)")
    remove = verbs.add_parser("remove", help="remove an installed model (and its file)")
    remove.add_argument("model")
    info = verbs.add_parser("info", help="details and fit of a model or GGUF file")
    info.add_argument("model", help="installed id, catalog id, or path to a GGUF file")
    info.add_argument("--ctx", type=CTX, help="context size for the fit")
    imp = verbs.add_parser("import", help="add a GGUF file from disk")
    imp.add_argument("path", type=Path)
    imp.add_argument("--in-place", action="store_true", help="use it where it is (no copy)")
    imp.add_argument("--mmproj", type=Path, metavar="PATH",
                     help="the vision projector (mmproj GGUF) that goes with the model "
                          "(default: the one mmproj*.gguf in the model's folder, if any)")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    try:
        code: int = VERBS[args.verb](args)
        return code
    except ModelsError as exc:
        print(f"lantern models: {exc}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print("\nStopped; the downloaded part is kept. Run `lantern models download` to "
              "resume.", file=sys.stderr)
        return 130


def _ctx(args: argparse.Namespace) -> int:
    return int(getattr(args, "ctx", None) or load_settings().n_ctx)


def _list(args: argparse.Namespace) -> int:
    machine, n_ctx = this_machine(), _ctx(args)
    current = load_settings().model_path
    print(f"This machine: {human(machine.available_ram)} RAM available of "
          f"{human(machine.total_ram)}; fit for {n_ctx} tokens of context.")
    print(f"The chat model runs on: {_device_line(machine, n_ctx)}\n")
    print("Installed:")
    embedding = load_settings().embedding_model_path
    for model in Registry().all():
        mark = "*" if model.path == current and model.kind == "chat" else " "
        if model.kind == "embedding":
            mark = "e" if model.path == embedding else " "
        kind = ", embedding" if model.kind == "embedding" else ""
        kind += ", sees images" if model.vision else ""
        print(f" {mark} {model.id:34} {model.name}  [{model.source}{kind}]")
        if model.vision:
            _print_pair(model)
    print("\nCatalog (lantern models download ID):")
    catalog = load_catalog()
    best = recommended(catalog, machine, n_ctx)
    for entry in catalog:
        _print_entry(entry, machine, n_ctx, entry is best)
    return 0


def _print_pair(model: InstalledModel) -> None:
    """A vision model's two files, and their size together."""
    print(f"   {'':34} model {model.path} ({human(model.size)})")
    print(f"   {'':34} projector {model.projector} ({human(model.projector_size)}); "
          f"{human(model.total_size)} in all")


def _device_line(machine: Machine, n_ctx: int) -> str:
    """Where the chosen chat model runs with its settings ("Vulkan: <GPU>, 31 of
    31 layers", "CPU only: no GPU found"), as the engine says once loaded."""
    from app.engine.model_files import default_chat_model
    from app.models.fit import planned_use
    from app.models.gguf_header import read_shape

    settings = load_settings()
    path = Path(settings.model_path) if settings.model_path else default_chat_model()
    try:
        shape = read_shape(path)
    except (OSError, ModelsError, ValueError) as exc:
        return f"{path.name} cannot be read ({exc})"
    fit = estimate(shape, n_ctx, machine, settings.n_gpu_layers)
    return str(planned_use(fit, machine, settings.n_gpu_layers).summary())


def _print_entry(entry: CatalogEntry, machine: Machine, n_ctx: int, best: bool) -> None:
    fit = estimate(shape_from_catalog(entry), n_ctx, machine)
    star = " (recommended)" if best else ""
    size = ("" if entry.size_bytes else "~") + human(entry.download_size)
    print(f"   {entry.id:34} {entry.parameters:>5} {entry.quantization:7} "
          f"{size:>9}  {fit.verdict}{star}")
    can = [word for word, flag in (("see images", entry.vision), ("tools", entry.tool_calling),
                                   ("thinking", entry.thinking)) if flag]
    print(f"   {'':34} {entry.name}: {entry.note}  License: {entry.license}."
          + (f"  Can: {', '.join(can)}." if can else ""))
    if entry.projector is not None:
        print(f"   {'':34} Files: {entry.file} ({human(entry.model_size)}) + "
              f"{entry.projector.file} ({human(entry.projector.size_bytes)})")


def _search(args: argparse.Namespace) -> int:
    words = args.text.lower().split()
    machine, n_ctx = this_machine(), _ctx(args)
    hits = [e for e in load_catalog() if all(
        w in f"{e.id} {e.name} {e.note} {e.repo} {e.license}".lower() for w in words)]
    if hits:
        print("In the catalog (lantern models download ID):")
    for entry in hits:
        _print_entry(entry, machine, n_ctx, False)
    if args.catalog_only:
        return 0
    try:
        found = search_hub(args.text, args.limit, machine, n_ctx)
    except ModelsError as exc:
        print(f"Hugging Face could not be searched: {exc}", file=sys.stderr)
        return 0
    print(f"\nOn Hugging Face (fit for {n_ctx} tokens of context):" if found else
          f"\nNo GGUF model on Hugging Face matches {args.text!r}.")
    for result in found:
        print_hub_result(result)
    return 0


def _download(args: argparse.Namespace) -> int:
    downloads = Downloads(on_event=ProgressPrinter())
    if args.model:
        entry = find_entry(load_catalog(), args.model)
        if entry is not None:
            downloads.enqueue_catalog(entry)
        else:
            downloads.enqueue_ref(parse_ref(args.model, args.file, args.revision))
    elif not downloads.store.all():
        print("Nothing to download. `lantern models list` shows the catalog.")
        return 0
    ended = downloads.run_pending()
    return 0 if ended and all(job.state == DONE for job in ended) else 1


def _use(args: argparse.Namespace) -> int:
    registry = Registry()
    model = _installed(registry, args.model)
    if any(v is not None for v in (args.ctx, args.threads, args.gpu_layers)):
        old = model.settings or ModelSettings()
        model = registry.set_settings(model.id, ModelSettings(
            n_ctx=args.ctx or old.n_ctx, n_threads=args.threads or old.n_threads,
            n_gpu_layers=args.gpu_layers if args.gpu_layers is not None else old.n_gpu_layers))
    if model.kind == "embedding":
        update_settings(lambda settings: setattr(settings, "embedding_model_path", model.path))
        print(f"New document collections embed with {model.name}; existing ones keep the "
              "model that made them (the Models page re-indexes one with it).")
        return 0
    settings = update_settings(lambda settings: _use_model(settings, model))
    print(f"Chat model: {model.name} ({model.path or 'bundled'}), context {settings.n_ctx}.")
    return 0


def _use_model(settings: Settings, model: InstalledModel) -> None:
    """Only the fields `models use` changes (app.config.update_settings keeps the rest)."""
    settings.model_path = model.path
    if model.settings and model.settings.n_ctx:
        settings.n_ctx = model.settings.n_ctx
    if model.settings and model.settings.n_threads:
        settings.n_threads = model.settings.n_threads
    if model.settings and model.settings.n_gpu_layers is not None:
        settings.n_gpu_layers = model.settings.n_gpu_layers


def _installed(registry: Registry, text: str) -> InstalledModel:
    model = registry.find(text)
    if model is None and find_entry(load_catalog(), text) is not None:
        raise ModelsError(f"{text!r} is in the catalog but not installed yet: "
                          f"`lantern models download {text}` first.")
    if model is None:
        raise ModelsError(f"No installed model is called {text!r}; `lantern models list` "
                          "shows them.")
    return model


def _remove(args: argparse.Namespace) -> int:
    registry = Registry()
    model = _installed(registry, args.model)
    registry.remove(model.id)
    was_chat_model = False

    def forget(settings: Settings) -> None:
        nonlocal was_chat_model
        was_chat_model = bool(settings.model_path) and settings.model_path == model.path
        if was_chat_model:
            settings.model_path = ""

    update_settings(forget)
    if was_chat_model:
        print("It was the chat model; the bundled model is used again.")
    if model.in_place:
        kept = " (its files were left where they are)" if model.vision else \
            " (the file itself was left where it is)"
    else:
        kept = " and its projector" if model.vision else ""
    print(f"Removed {model.name}{kept}.")
    return 0


def _info(args: argparse.Namespace) -> int:
    machine, n_ctx = this_machine(), _ctx(args)
    entry = find_entry(load_catalog(), args.model)
    installed = Registry().find(args.model)
    path: Path | None = None
    if installed is not None and installed.path:
        path = Path(installed.path)
    elif installed is not None:
        from app.engine.model_files import default_chat_model
        path = default_chat_model()
    elif entry is not None:
        shape = shape_from_catalog(entry)
        print(f"{entry.name}: {entry.repo} / {entry.file} ({entry.license})\n{entry.note}")
        if entry.projector is not None:
            print(f"Sees images: its projector {entry.projector.file} "
                  f"({human(entry.projector.size_bytes)}) downloads with it; "
                  f"{human(entry.download_size)} in all.")
    elif Path(args.model).is_file():
        path = Path(args.model)
    else:
        raise ModelsError(f"{args.model!r} is neither installed, in the catalog, nor a file.")
    if path is not None:
        shape = read_pair_shape(path)
    print(f"{shape.name}: {shape.layers} layers, {shape.heads} heads ({shape.kv_heads} KV), "
          f"embedding {shape.embedding_length}, vocabulary {shape.vocab_size}, "
          f"trained context {shape.context_length}, file {human(shape.file_size)}")
    from app.models.fit import planned_use

    fit = estimate(shape, n_ctx, machine)
    print(f"Fit: {fit.summary()}.")
    print(f"Runs on: {planned_use(fit, machine).summary()}")
    if path is not None:
        print(f"Tool calls: {_tool_format(path)}")
        projector = projector_for(path)
        print(f"Images: read with the projector {projector}" if projector else
              "Images: not read (no vision projector)")
    return 0


def _tool_format(path: Path) -> str:
    """The tool-call format the model's own chat template teaches (as the engine finds it)."""
    from app.engine.tool_calls import detect_format
    from app.models.gguf_header import read_metadata

    template = read_metadata(path).get("tokenizer.chat_template")
    fmt = detect_format(template if isinstance(template, str) else None)
    return f"{fmt.name} ({fmt.notes})"


def _import(args: argparse.Namespace) -> int:
    model = Registry().import_file(args.path, copy=not args.in_place, projector=args.mmproj)
    print(f"Imported {model.name} as {model.id} ({model.path}). "
          f"`lantern models use {model.id}` makes it the chat model.")
    if model.vision:
        print(f"It sees images: its projector {model.projector} loads with it "
              f"({human(model.total_size)} in all).")
    return 0


VERBS = {"list": _list, "search": _search, "download": _download, "use": _use,
         "remove": _remove, "info": _info, "import": _import}
