"""ModelsRoom: the Models page, the first-run notice and the download worker,
hooked into the main window with a few lines there.

Downloads and header reads run in the DownloadsWorker's threads; switching
the chat model goes through the window's own settings path, so the engine
reloads in its worker with progress in the status bar.
"""

from __future__ import annotations

import asyncio
import dataclasses
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QFileDialog, QMessageBox

from app.engine.devices import Devices
from app.engine.devices import loaded as llama_loaded
from app.models.catalog import CatalogEntry, load_catalog
from app.models.downloads import DONE, Downloads
from app.models.errors import ModelsError
from app.models.fit import Fit, Machine, estimate, recommended, shape_from_catalog, this_machine
from app.models.gguf_header import ModelShape
from app.models.hub import parse_ref
from app.models.hub_search import search_with_fit
from app.models.jobs import FAILED, PAUSED, DownloadJob
from app.models.registry import InstalledModel, ModelSettings
from app.models.transfer import Progress
from app.ui.locale_format import size as human
from app.ui.models.downloads_indicator import DownloadsIndicator
from app.ui.models.embedding_choice import EmbeddingChoice
from app.ui.models.first_run import BannerPlace, FirstRunBanner
from app.ui.models.models_dialog import ModelsDialog
from app.ui.services.formatting import offline, plain_error
from app.ui.services.tasks import spawn
from app.workers.downloads import DownloadsWorker
from app.workers.say import say

HUB_RESULTS = 8


def device_text(engine_said: str, devices: Devices | None) -> str:
    """Where the chat model runs ("Vulkan: <GPU>, 31 of 31 layers"), as the
    engine said when it loaded (in the window's language already); before
    that, the GPU llama.cpp sees, or that there is none (English from the
    core: said here in the window's)."""
    if engine_said:
        return engine_said
    if devices is not None:
        return say(devices.label())
    return QCoreApplication.translate("ModelsRoom", "GPU not known until the model has loaded")


class ModelsRoom(QObject):
    def __init__(self, window: Any, downloads: Downloads | None = None,
                 machine: Machine | None = None) -> None:
        super().__init__(window)
        self.window = window
        self.worker = DownloadsWorker(downloads or Downloads())
        self.registry = self.worker.downloads.registry
        self.embedding = EmbeddingChoice(window, self.registry, self.worker.submit)
        # Ask llama.cpp about a GPU only once the engine has imported it: the
        # window must not wait for the native library.
        self.machine = machine or this_machine(None if llama_loaded() else False)
        self._ask_devices = machine is None
        self.catalog: list[CatalogEntry] = []
        self.catalog_error = ""
        try:
            self.catalog = load_catalog()
        except ModelsError as exc:
            self.catalog_error = say(exc)
        self.dialog: ModelsDialog | None = None
        self.jobs: dict[str, DownloadJob] = {j.id: j for j in self.worker.downloads.store.all()}
        self._switch_when_done: str | None = None
        self._shape: ModelShape | None = None
        self.banner = FirstRunBanner()
        self.banner_holder = BannerPlace(self.banner)
        self.banner.download_requested.connect(self._first_run_download)
        self.banner.browse_requested.connect(self.open)
        self.banner.dismissed.connect(self._dismiss_banner)
        self.worker.changed.connect(self._job_changed)
        self.indicator = DownloadsIndicator()
        """The downloads, in sight in the status bar while the Models page is closed."""
        for job in self.jobs.values():
            self.indicator.update_job(job, None)
        self.indicator.retry_requested.connect(self.worker.downloads.resume)
        self.indicator.open_requested.connect(self.open)
        window.status.addPermanentWidget(self.indicator)
        self.worker.installed.connect(self._installed)
        window.host.state_changed.connect(lambda _state, _detail: self.refresh_banner())
        self._switching: str | None = None
        """The model being switched to, until the engine has it (or failed)."""
        window.host.state_changed.connect(self._switched)
        window.host.device_changed.connect(lambda _device: self._refresh_dialog())
        self.worker.start()
        self._chat_empty = True
        self.refresh_banner()

    # -- the first-run notice --------------------------------------------------

    def recommended(self) -> CatalogEntry | None:
        return recommended(self.catalog, self.machine, self.window.settings.n_ctx)

    def refresh_banner(self, chat_empty: bool | None = None) -> None:
        if chat_empty is not None:
            self._chat_empty = chat_empty
        chat_empty = self._chat_empty
        only_bundled = not self.window.settings.model_path and len(self.registry.chat_models()) == 1
        self.banner_holder.setVisible(chat_empty)
        if not only_bundled or self.window.memory.first_run_dismissed:
            self.banner.compact(self.window.host.model_name)
        else:
            entry = self.recommended()
            fit = self._catalog_fit(entry) if entry else None
            self.banner.offer(entry, self.tr("needs {needed} of {free}").format(
                needed=human(fit.total), free=human(fit.available)) if fit else "")
            job = self.jobs.get(entry.id) if entry else None
            if job is not None:
                self._banner_follows(job, None)

    def _dismiss_banner(self) -> None:
        self.window.memory.first_run_dismissed = True  # kept when the window closes
        self.refresh_banner()

    def _banner_follows(self, job: DownloadJob, progress: Progress | None) -> None:
        """The notice says what the recommended model's download really does:
        running (how far), paused, or stopped and why, with a button that
        takes it up again; never "Downloading…" over a download that failed."""
        if job.state == FAILED:
            said = plain_error(job.error)
            self.banner.stopped(self.tr("Retry downloading {name}").format(name=job.name),
                                self.tr("The download stopped: {said}").format(said=said))
        elif job.state == PAUSED:
            self.banner.stopped(self.tr("Resume downloading {name}").format(name=job.name))
        elif progress is not None or job.done:
            fraction = progress.fraction if progress is not None else (
                job.done / job.total_size if job.total_size else 0.0)
            self.banner.downloading(self.tr("Downloading {name}: {percent}%").format(
                name=job.name, percent=round(fraction * 100)))
        else:
            self.banner.downloading(self.tr("Downloading {name}…").format(name=job.name))

    def _first_run_download(self, entry: CatalogEntry) -> None:
        self._switch_when_done = entry.id
        job = self.jobs.get(entry.id)
        if job is not None and job.state in (FAILED, PAUSED):
            self.worker.downloads.resume(job.id)  # Retry / Resume on the notice
        else:
            self._download(entry)
        self.banner.downloading(self.tr("Downloading {name}…").format(name=entry.name))

    # -- the dialog ------------------------------------------------------------

    def open(self) -> None:
        if self._ask_devices and self.machine.devices is None and llama_loaded():
            # The engine has loaded llama.cpp by now: the GPU and its free memory
            # can be asked without the window waiting for the native library.
            self.machine = this_machine()
        if self.dialog is None:
            self.dialog = self._make_dialog()
        self._refresh_dialog()
        self.window.pages.show("models", self.dialog)

    def _make_dialog(self) -> ModelsDialog:
        dialog = ModelsDialog(self.window)
        dialog.catalog_download.connect(self._download)
        dialog.hub_download.connect(self._hub_download)
        dialog.hub_search.search_requested.connect(
            lambda text: spawn(self._search_hub(text), self._search_failed))
        dialog.hub_search.address_pasted.connect(lambda text: self._hub_download(text, ""))
        rows, installed = dialog.downloads, dialog.installed
        rows.pause_requested.connect(self.worker.downloads.pause)
        rows.resume_requested.connect(self.worker.downloads.resume)
        rows.cancel_requested.connect(self.worker.downloads.cancel)
        installed.selected.connect(self._installed_selected)
        installed.settings_changed.connect(self._settings_edited)
        installed.use_requested.connect(self.use)
        installed.remove_requested.connect(self._confirm_remove)
        installed.import_requested.connect(self._import)
        dialog.embedding.import_requested.connect(self._import)
        dialog.embedding.remove_requested.connect(self._confirm_remove)
        self.embedding.attach(dialog.embedding)
        for job in self.jobs.values():
            rows.update_job(job, None)
        if self.catalog_error:
            dialog.show_message(self.catalog_error, error=True)
        return dialog

    def _catalog_fit(self, entry: CatalogEntry) -> Fit:
        return estimate(shape_from_catalog(entry), self.window.settings.n_ctx, self.machine)

    def _refresh_dialog(self) -> None:
        if self.dialog is None:
            return
        gpu = device_text(self.window.host.device, self.machine.devices)
        self.dialog.machine.setText(
            self.tr("This computer: {free} of {total} memory free · {gpu} · fit shown for "
                    "%Ln token(s) of context", "", self.window.settings.n_ctx).format(
                free=human(self.machine.available_ram), total=human(self.machine.total_ram),
                gpu=gpu))
        installed = {m.catalog_id for m in self.registry.all() if m.catalog_id}
        marks = {i: "installed" for i in installed}
        marks |= {j.catalog_id: j.state for j in self.jobs.values() if j.catalog_id}
        best = self.recommended()
        self.dialog.catalog.set_entries(
            self.catalog, {e.id: self._catalog_fit(e) for e in self.catalog}, marks,
            best.id if best else None)
        self.dialog.installed.set_models(self.registry.chat_models(),
                                         self.window.settings.model_path)
        self.embedding.refresh()

    # -- downloads ---------------------------------------------------------------

    def _download(self, entry: CatalogEntry) -> None:
        self._enqueue(lambda: self.worker.downloads.enqueue_catalog(entry))

    def _hub_download(self, text: str, file: str) -> None:
        self._enqueue(lambda: self.worker.downloads.enqueue_ref(
            parse_ref(text, file.strip() or None)))

    async def _search_hub(self, text: str) -> None:
        self._say(self.tr("Searching Hugging Face for {text!r}…").format(text=text))
        try:
            found = await asyncio.wrap_future(self.worker.submit(
                search_with_fit, text, HUB_RESULTS, self.machine, self.window.settings.n_ctx))
        except ModelsError as exc:
            self._search_failed(say(exc))
            return
        if self.dialog is not None:
            self.dialog.hub_search.show_results(found)
            self._say(self.tr("%n repositories on Hugging Face match {text}; choose a file, "
                              "then Download.", "", len(found)).format(text=repr(text)))

    def _search_failed(self, text: str) -> None:
        if self.dialog is not None:
            self.dialog.hub_search.searching_ended()
        said = plain_error(text)
        self._say(said if said == offline() else
                  self.tr("Hugging Face could not be searched: {text}").format(text=text),
                  error=True)

    def _enqueue(self, make: Any) -> None:
        try:
            job = make()
        except ModelsError as exc:
            self._say(say(exc), error=True)
            return
        self._say(self.tr("{name}: queued. It is checked against its SHA-256 before "
                          "use.").format(name=job.name))
        if self.dialog is not None and self.dialog.isVisible():
            self.dialog.show_pane("downloads")  # where it can be followed, paused, cancelled

    def _job_changed(self, job: DownloadJob, progress: Progress | None) -> None:
        self.jobs[job.id] = job
        self.indicator.update_job(job, progress)
        if job.state in (DONE, "cancelled"):
            self.jobs.pop(job.id, None)
        if self.dialog is not None:
            self.dialog.downloads.update_job(job, progress)
            if progress is None:
                self._refresh_dialog()
        best = self.recommended()
        if best is not None and job.id == best.id and self.banner.entry is not None:
            if job.state in (DONE, "cancelled"):
                self.refresh_banner()
            else:
                self._banner_follows(job, progress)
        if progress is None and job.state == "failed":
            if self.dialog is not None and self.dialog.isVisible():
                self.dialog.show_message("")  # its row says why, with Retry: said once
                return
            said = plain_error(job.error)
            text = (self.tr("{name} stopped: {said} Press Retry in its row when you are back.")
                    if said == offline() else self.tr("{name} stopped: {said}"))
            self._say(text.format(name=job.name, said=said), error=True,
                      retry=lambda: self.worker.downloads.resume(job.id))

    def _installed(self, model: InstalledModel) -> None:
        self._say(self.tr("{name} is installed and verified.").format(name=model.name))
        self._refresh_dialog()
        if model.catalog_id is not None and model.catalog_id == self._switch_when_done:
            self._switch_when_done = None
            self.use(model)

    def _switched(self, state: str, _detail: str) -> None:
        """The switch is over: the "Switching…" line gives way to what happened."""
        if self._switching is None or state not in ("ready", "failed"):
            return
        name, self._switching = self._switching, None
        if state == "ready":
            self._say(self.tr("Now chatting with {name}.").format(name=name))

    def _say(self, text: str, error: bool = False,
             retry: Callable[[], object] | None = None) -> None:
        """Said once: in the Models page when it is open, else in the status bar
        (an error there offers Retry when there is something to retry)."""
        if self.dialog is not None and self.dialog.isVisible():
            self.dialog.show_message(text, error)
            return
        status = self.window.status
        if error and retry is not None:
            status.show_action(text, self.tr("Retry"), lambda: retry())
        else:
            (status.show_error if error else status.show_notice)(text)

    # -- installed models --------------------------------------------------------

    def use(self, model: InstalledModel) -> None:
        """Make `model` the chat model with its own settings; the engine reloads."""
        own = self._own_settings(model)
        chosen = dataclasses.replace(
            self.window.settings, model_path=model.path, n_ctx=own.n_ctx or 4096,
            n_threads=own.n_threads or 0,
            n_gpu_layers=own.n_gpu_layers if own.n_gpu_layers is not None else -1)
        self.window.apply_settings(chosen)
        self._switching = model.name
        self._say(self.tr("Switching the chat model to {name}…").format(name=model.name))
        self.refresh_banner(chat_empty=False)
        self._refresh_dialog()

    def _own_settings(self, model: InstalledModel) -> ModelSettings:
        if self.dialog is not None and self.dialog.installed.selected_model() == model:
            return self.dialog.installed.chosen_settings()
        settings = self.window.settings
        return model.settings or ModelSettings(settings.n_ctx, settings.n_threads,
                                               settings.n_gpu_layers)

    def _installed_selected(self, model: InstalledModel | None) -> None:
        if model is None or self.dialog is None:
            return
        settings = self.window.settings
        self.dialog.installed.show_settings(model.settings or ModelSettings(
            settings.n_ctx, settings.n_threads, settings.n_gpu_layers))
        self._shape = None
        self.dialog.installed.show_fit(self.tr("Reading the model's header…"))
        spawn(self._read_shape(model), lambda text: self._say(text, error=True))

    async def _read_shape(self, model: InstalledModel) -> None:
        path = Path(model.path) if model.path else None
        if path is None:
            from app.engine.model_files import default_chat_model
            path = await asyncio.wrap_future(self.worker.submit(default_chat_model))
        try:
            shape = await asyncio.wrap_future(self.worker.shape(path))
        except (OSError, ModelsError) as exc:
            if self.dialog is not None:
                self.dialog.installed.show_fit(self.tr("Cannot read {name}: {problem}").format(
                    name=path.name, problem=exc))
            return
        if self.dialog is not None and self.dialog.installed.selected_model() == model:
            self._shape = shape
            self._settings_edited(save=False)

    def _settings_edited(self, save: bool = True) -> None:
        if self.dialog is None:
            return
        panel = self.dialog.installed
        model, chosen = panel.selected_model(), panel.chosen_settings()
        if self._shape is not None:
            fit = estimate(self._shape, chosen.n_ctx or 4096, self.machine,
                           chosen.n_gpu_layers if chosen.n_gpu_layers is not None else -1)
            panel.show_fit(panel.fit_text(fit), self._shape)
        if save and model is not None and not model.is_bundled:
            try:
                self.registry.set_settings(model.id, chosen)
            except ModelsError as exc:
                self._say(say(exc), error=True)

    def _confirm_remove(self, model: InstalledModel) -> None:
        question = (self.tr("Remove {name}?").format(name=model.name) if model.in_place else
                    self.tr("Remove {name}? Its file ({size}) is deleted.").format(
                        name=model.name, size=human(model.size)))
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Remove model"), question,
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                          self.dialog)
        box.accepted.connect(lambda: self.remove(model))
        box.open()

    def remove(self, model: InstalledModel) -> None:
        if model.path and model.path == self.window.settings.model_path:
            self.window.apply_settings(dataclasses.replace(self.window.settings, model_path=""))
        if model.path and model.path == self.window.settings.embedding_model_path:
            self.window.apply_settings(dataclasses.replace(self.window.settings,
                                                           embedding_model_path=""))
        try:
            self.registry.remove(model.id)
        except ModelsError as exc:
            self._say(say(exc), error=True)
            return
        self._say(self.tr("Removed {name} and its projector.").format(name=model.name)
                  if model.vision and not model.in_place else
                  self.tr("Removed {name}.").format(name=model.name))
        self._refresh_dialog()

    def _import(self) -> None:
        # A vision model's projector may be chosen with it (both selected).
        paths, _filter = QFileDialog.getOpenFileNames(
            self.dialog, self.tr("Import a GGUF model"), "",
            self.tr("GGUF models (*.gguf)"))
        if paths:
            spawn(self._import_files([Path(p) for p in paths]),
                  lambda text: self._say(text, error=True))

    async def _import_files(self, paths: list[Path]) -> None:
        self._say(self.tr("Checking and copying {name}…").format(
            name=", ".join(p.name for p in paths)))
        try:
            model = await asyncio.wrap_future(
                self.worker.submit(self.registry.import_files, paths, True))
        except ModelsError as exc:
            self._say(say(exc), error=True)
            return
        self._say(self.tr("Imported {name} with its vision projector: it sees images.").format(
            name=model.name) if model.vision else
            self.tr("Imported {name}.").format(name=model.name))
        self._refresh_dialog()

    def shut_down(self) -> None:
        self.worker.shutdown()
