"""ModelChoice: which installed model answers each conversation.

The choice is the conversation panel's "Answered by" (EngineSection): local
installed models are choices there beside remote engines, and the chat
header's model menu lists the same choices and chooses through it. A local
choice is kept with the conversation (conversations.model_id); opening a
conversation loads its model in the engine's worker, with progress in the
status bar, while the window stays responsive. New chats take the default
chat model (the one Settings and "Use for chat" name).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject
from PySide6.QtGui import QActionGroup

from app.config import ENGINE_FIELDS, Settings
from app.engine.remote.registry import Route
from app.models.choice import chosen_model, default_model, engine_settings
from app.models.registry import InstalledModel, Registry
from app.ui.models.sources import source_name
from app.ui.services.tasks import spawn


class ModelChoice(QObject):
    def __init__(self, window: Any, registry: Registry) -> None:
        super().__init__(window)
        self.window = window
        self.registry = registry
        window.controller.default_model_id = self.default_id
        self._choices: QActionGroup | None = None
        menu = window.header.model_menu
        menu.aboutToShow.connect(self._fill_menu)

    # -- what there is to choose -------------------------------------------------

    def default_id(self) -> str:
        return default_model(self.registry, self.window.settings).id

    def current_id(self) -> str:
        """The installed model answering the conversation on screen (its own
        choice, or the default one when that is gone or was never made)."""
        settings = self.window.settings
        return chosen_model(self.registry, settings, self.window.controller.model_choice()).id

    def chat_choices(self) -> list[tuple[str, str]]:
        """(id, name) of every installed chat model, the default one marked."""
        default = default_model(self.registry, self.window.settings)
        models = self.registry.chat_models()
        if not default.id:  # a file chosen in Settings and never installed
            models.insert(0, default)
        names = [m.name for m in models]

        def label(model: InstalledModel) -> str:
            name = (self.tr("{name} ({source})").format(name=model.name,
                                                         source=source_name(model.source))
                    if names.count(model.name) > 1 else model.name)
            return self.tr("{name} (default)").format(name=name) if model.id == default.id else name
        return [(m.id, label(m)) for m in models]

    def _fill_menu(self) -> None:
        """One of the choices answers: an exclusive group, drawn as radio marks."""
        section = self.window.engine_section
        menu = self.window.header.model_menu
        menu.clear()
        if self._choices is not None:
            self._choices.deleteLater()
        self._choices = QActionGroup(menu)
        self._choices.setExclusive(True)
        current = section.route()
        for label, route in section.choices():
            action = menu.addAction(label)
            action.setCheckable(True)
            self._choices.addAction(action)
            action.setChecked(route == current)
            action.triggered.connect(lambda _c=False, r=route: section.choose(r))
        menu.addSeparator()
        menu.addAction(self.tr("Models…"), lambda: self.window.models_room().open())

    # -- choosing and following ------------------------------------------------------

    def route_chosen(self, route: Route) -> None:
        """The user chose in "Answered by" or the header: a local model is kept
        with the conversation and loaded now."""
        if not route.engine:
            self.window.controller.set_model_choice(route.model)
            self.follow_conversation()

    def follow_conversation(self) -> None:
        """Load the model of the conversation on screen, unless it is loaded
        (or a remote engine answers it)."""
        controller = self.window.controller
        if self.window.host.route_of(controller.conversation_id).engine:
            return
        self._load(self.target(self.window.settings))

    def target(self, settings: Settings) -> Settings:
        """The settings the engine should have for the conversation on screen."""
        model = chosen_model(self.registry, settings, self.window.controller.model_choice())
        if model.path == settings.model_path:  # the default: loaded as Settings say
            return settings
        return engine_settings(settings, model)

    def settings_applied(self, old: Settings, chosen: Settings) -> Settings:
        """New app settings: a new default chat model is taken by the
        conversation on screen too (the user chose it looking at it)."""
        if old.model_path != chosen.model_path:
            self.window.controller.set_model_choice(default_model(self.registry, chosen).id)
        return self.target(chosen)

    def _load(self, wanted: Settings) -> None:
        host = self.window.host
        if all(getattr(host.engine_settings, f) == getattr(wanted, f) for f in ENGINE_FIELDS):
            return
        name = chosen_model(self.registry, wanted, self.window.controller.model_choice()).name
        self.window.status.show_notice(self.tr("Loading {name} for this "
                                               "conversation…").format(name=name))
        spawn(host.restart(wanted), self.window.status.show_error)
