"""A dialog of which at most one is open: opening it again raises that one."""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, TypeVar

from PySide6.QtWidgets import QDialog

from app.ui.screen_fit import within_screen

D = TypeVar("D", bound=QDialog)


class OneDialog(Generic[D]):
    def __init__(self, make: Callable[[], D]) -> None:
        """`make` builds the dialog (imports may wait until then) and connects it."""
        self._make = make
        self.current: D | None = None

    def open(self) -> D:
        if self.current is not None:
            self.current.raise_()
            return self.current
        dialog = self.current = self._make()
        within_screen(dialog)
        dialog.finished.connect(lambda _result: self._closed(dialog))
        dialog.open()
        return dialog

    def _closed(self, dialog: D) -> None:
        if self.current is dialog:
            self.current = None
        dialog.deleteLater()
