"""A dialog of which at most one is open: opening it again raises that one."""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, TypeVar

from PySide6.QtWidgets import QDialog

from app.ui.screen_fit import within_screen

D = TypeVar("D", bound=QDialog)


class OneDialog(Generic[D]):
    def __init__(self, make: Callable[[], D],
                 present: Callable[[D], None] | None = None) -> None:
        """`make` builds the dialog (imports may wait until then) and connects it;
        `present` shows it some other way than as a dialog (a page of the
        window: app.ui.pages)."""
        self._make = make
        self._present = present
        self.current: D | None = None

    def open(self) -> D:
        if self.current is not None:
            if self._present is not None:
                self._present(self.current)
            else:
                self.current.raise_()
            return self.current
        dialog = self.current = self._make()
        dialog.finished.connect(lambda _result: self._closed(dialog))
        if self._present is not None:
            self._present(dialog)
        else:
            within_screen(dialog)
            dialog.open()
        return dialog

    def _closed(self, dialog: D) -> None:
        if self.current is dialog:
            self.current = None
        dialog.deleteLater()
