"""Status bar: model name and load progress, generation speed, and messages
(errors stay until the next message; notices fade; some offer an action)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QLabel, QProgressBar, QPushButton, QSizePolicy, QStatusBar, QWidget

from app.ui.elided_label import ElidedLabel
from app.ui.locale_format import number
from app.ui.theme import set_role

NOTICE_MS = 5000
ACTION_MS = 12000


class LanternStatusBar(QStatusBar):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(self.tr("Status"))
        # Elided: a long message (a URL in an error) never widens the window;
        # the whole text is its tooltip.
        self.message = ElidedLabel()
        self.message.setAccessibleName(self.tr("Status message"))
        self.message.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.action_button = QPushButton()
        self.action_button.setAccessibleName(self.tr("Status action"))
        self.action_button.setVisible(False)
        self.speed = QLabel()
        self.speed.setAccessibleName(self.tr("Generation speed"))
        # The stage is a label beside a slim bar: text inside a bar is clipped
        # as soon as a stage name is longer than the bar is wide.
        self.loading = QLabel()
        self.loading.setAccessibleName(self.tr("Model loading stage"))
        self.progress = QProgressBar()
        self.progress.setAccessibleName(self.tr("Model loading progress"))
        self.progress.setRange(0, 100)
        self.progress.setFixedWidth(120)
        self.progress.setTextVisible(False)
        self.progress.setVisible(False)
        self.loading.setVisible(False)
        self.server = QLabel()
        self.server.setAccessibleName(self.tr("Local API server"))
        self.server.setVisible(False)
        self.addPermanentWidget(self.server)
        self.model = ElidedLabel()
        self.model.setAccessibleName(self.tr("Model"))
        self.device = ElidedLabel()
        self.device.setAccessibleName(self.tr("Device the model runs on"))
        self.device.setVisible(False)
        self.addWidget(self.message, 1)
        self.addWidget(self.action_button)
        self.addPermanentWidget(self.speed)
        self.addPermanentWidget(self.loading)
        self.addPermanentWidget(self.progress)
        self.addPermanentWidget(self.model)
        self.addPermanentWidget(self.device)
        self._clear_timer = QTimer(self)
        self._clear_timer.setSingleShot(True)
        self._clear_timer.timeout.connect(self.clear_message)
        self._action: Callable[[], None] | None = None
        self.action_button.clicked.connect(self._run_action)

    # -- model -------------------------------------------------------------

    def show_loading(self, fraction: float, stage: str) -> None:
        percent = round(fraction * 100)
        self.progress.setVisible(True)
        self.progress.setValue(percent)
        self.progress.setToolTip(stage)
        self.loading.setVisible(True)
        self.loading.setText(self.tr("{stage} {percent}%").format(stage=stage, percent=percent))

    def _hide_loading(self) -> None:
        self.progress.setVisible(False)
        self.loading.setVisible(False)

    def show_model(self, state: str, detail: str, name: str) -> None:
        if state != "ready":
            self.show_device("")  # until the next model says where it runs
        if state == "loading":
            self.model.setText(self.tr("{name}: loading…").format(name=name))
            self.show_loading(0.0, detail)
        elif state == "ready":
            self._hide_loading()
            self.model.setText(name)
        else:
            self._hide_loading()
            self.model.setText(self.tr("{name}: not loaded").format(name=name))
            self.show_error(detail)

    def show_device(self, text: str) -> None:
        """Where the model runs: "Vulkan: <GPU>, 31 of 31 layers", "CPU only: no GPU found"."""
        self.device.setText(text)
        self.device.setToolTip(self.tr("The model runs on: {device}").format(device=text))
        self.device.setVisible(bool(text))

    def show_server(self, text: str, serving: bool) -> None:
        """While the local API server listens, the window says so (and where)."""
        where = next((word for word in text.split() if "://" in word), "")
        self.server.setText(self.tr("API server: {where}").format(where=where) if serving else "")
        self.server.setToolTip(self.tr("Local API server: {text}").format(text=text))
        self.server.setVisible(serving)

    def show_speed(self, tokens_per_second: float) -> None:
        self.speed.setText(self.tr("{speed} tok/s").format(speed=number(tokens_per_second, 1))
                           if tokens_per_second > 0 else "")

    # -- messages ----------------------------------------------------------

    def show_notice(self, text: str) -> None:
        self._show(text, error=False)
        self._clear_timer.start(NOTICE_MS)

    def show_error(self, text: str) -> None:
        self._show(text, error=True)
        self._clear_timer.stop()

    def show_action(self, text: str, button: str, action: Callable[[], None]) -> None:
        """A notice with a button (e.g. Undo), for a few seconds."""
        self._show(text, error=False)
        self._action = action
        self.action_button.setText(button)
        self.action_button.setAccessibleName(button)
        self.action_button.setVisible(True)
        self._clear_timer.start(ACTION_MS)

    def _show(self, text: str, *, error: bool) -> None:
        first_line = text.strip().splitlines()[0] if text.strip() else ""
        self.message.setText(first_line)
        self.message.setToolTip(text)
        set_role(self.message, "error" if error else "")
        self.action_button.setVisible(False)
        self._action = None

    def clear_message(self) -> None:
        self.message.clear()
        set_role(self.message, "")
        self.action_button.setVisible(False)
        self._action = None

    def _run_action(self) -> None:
        action = self._action
        self.clear_message()
        if action is not None:
            action()
