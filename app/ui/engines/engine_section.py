"""The conversation panel's "Answered by" section: this computer's model or
a remote engine's, per conversation. Choosing a remote engine lists its
server's adapters and greys, with the reason, what that server cannot do."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import QGroupBox, QPushButton, QVBoxLayout, QWidget

from app.domain import AdapterSpec, ConversationSettings
from app.engine.remote.kinds import LOCAL_LIMITS, control_limits
from app.engine.remote.registry import EngineRegistry, EngineSpec, Route
from app.ui.chat.conversation_panel import ConversationPanel
from app.ui.elided_label import ElidedComboBox
from app.ui.engines.capabilities_view import CapabilitiesView


class EngineSection(QGroupBox):
    route_changed = Signal()
    """The user chose another engine or model for this conversation."""

    def __init__(self, registry: EngineRegistry, local_name: Callable[[], str],
                 manage: Callable[[], None], parent: QWidget | None = None, *,
                 local_models: Callable[[], list[tuple[str, str]]] = lambda: []) -> None:
        """`local_models`: the installed chat models as (id, name); each is a
        choice, as Route("", id). Without any, one "this computer" choice."""
        super().__init__(parent)
        self.setTitle(self.tr("Answered by"))
        self.registry = registry
        self._local_name = local_name
        self._local_models = local_models
        self._conversation_id: int | None = None
        self._filling = False
        layout = QVBoxLayout(self)
        self.choice = ElidedComboBox()  # model names run long: "This computer · …"
        self.choice.setAccessibleName(self.tr("Engine and model for this conversation"))
        self.choice.currentIndexChanged.connect(self._chosen)
        layout.addWidget(self.choice)
        self.features = CapabilitiesView()
        layout.addWidget(self.features)
        self.manage = QPushButton(self.tr("Engines…"))
        self.manage.setAccessibleName(self.tr("Manage remote engines"))
        self.manage.clicked.connect(manage)
        layout.addWidget(self.manage)

    def route(self) -> Route:
        data = self.choice.currentData()
        return data if isinstance(data, Route) else Route()

    def show_for(self, conversation_id: int | None, chosen: ConversationSettings,
                 panel: ConversationPanel, library: list[AdapterSpec],
                 local_model: str = "") -> None:
        """Show a conversation's engine (`local_model`: the installed model it
        chose, when no remote engine answers it), and its settings in the
        panel with the adapters and limits of whichever engine answers it."""
        self._conversation_id = conversation_id
        current = self.registry.route_for(conversation_id)
        if not current.engine:
            current = Route("", local_model)
        self._filling = True
        try:
            self.choice.clear()
            for model_id, name in self._local_models():
                here = self.tr("This computer · {name}").format(name=name)
                self.choice.addItem(here, Route("", model_id))
            if not self.choice.count():
                local = self.tr("This computer · {name}").format(name=self._local_name())
                self.choice.addItem(local, Route())
            for spec in self.registry.engines():
                for model in spec.models or (spec.model,):
                    self.choice.addItem(f"{spec.name} · {model or self.tr('default model')}",
                                        Route(spec.name, model))
            index = next((i for i in range(self.choice.count())
                          if self.choice.itemData(i) == current), 0)
            self.choice.setCurrentIndex(index)
        finally:
            self._filling = False
        self.apply_limits(chosen, panel, library)

    def apply_limits(self, chosen: ConversationSettings, panel: ConversationPanel,
                     library: list[AdapterSpec]) -> None:
        route = self.route()
        spec = self.registry.get(route.engine) if route.engine else None
        self.features.show_kind(spec.server_kind if spec is not None else None)
        panel.set_values(chosen, library if spec is None else _server_library(spec))
        limits = LOCAL_LIMITS if spec is None else control_limits(spec.server_kind)
        apply_limits(panel, limits)
        panel.thinking_on_route(None if spec is None else limits["thinking"])

    def choices(self) -> list[tuple[str, Route]]:
        """Every choice as (label, route), for the chat header's menu."""
        return [(self.choice.itemText(i), self.choice.itemData(i))
                for i in range(self.choice.count())]

    def choose(self, route: Route) -> None:
        """Choose as the user would (from the header's menu)."""
        index = next((i for i, (_l, r) in enumerate(self.choices()) if r == route), -1)
        if index >= 0:
            self.choice.setCurrentIndex(index)

    def _chosen(self, _index: int) -> None:
        if self._filling:
            return
        route = self.route()  # a local model's choice is kept with the conversation
        self.registry.choose(self._conversation_id, route if route.engine else Route())
        self.route_changed.emit()


def _server_library(spec: EngineSpec) -> list[AdapterSpec]:
    return [AdapterSpec(name, "", 1.0) for name in spec.adapters]


def apply_limits(panel: ConversationPanel, limits: dict[str, str]) -> None:
    """Grey each control the answering engine cannot honour, with its own reason."""
    sampler = panel.sampler
    for name, widget in (("top_k", sampler.top_k), ("min_p", sampler.min_p),
                         ("repeat_penalty", sampler.repeat_penalty)):
        _allow(widget, limits[name])
    _allow(panel.lora_box, limits["lora"])
    panel.limit_adapters(limits["lora_scale"], limits["lora_many"])
    _allow(panel.cache, limits["cache"], QCoreApplication.translate(
        "EngineSection", "Answers start sooner when the start of the prompt is cached"))


def _allow(widget: QWidget, reason: str, tip: str | None = None) -> None:
    """Grey a control the answering engine cannot honour, saying why; its own
    tooltip comes back when another engine can."""
    own = widget.property("own_tip")
    if own is None:  # first time: remember the control's own tooltip
        own = widget.toolTip() if tip is None else tip
        widget.setProperty("own_tip", own)
    widget.setEnabled(not reason)
    widget.setToolTip(reason or str(own))
