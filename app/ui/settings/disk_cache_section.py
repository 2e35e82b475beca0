"""Settings → Prompt cache, the disk part: keep evaluated prompts on disk, its
budget, and a button that empties it and says how much that frees.

The folder's size is measured (when the tab is first shown), and its files
deleted, on a plain thread (app.ui.services.tasks.in_thread): the GUI thread
never waits on the disk.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QWidget,
)

from app.config import DISK_CACHE_MB_RANGE, Settings
from app.engine.disk_cache import clear_folder, default_folder, folder_bytes
from app.models.space import human
from app.ui.services.tasks import in_thread, spawn
from app.ui.theme import set_role


class DiskCacheSection(QWidget):
    """The disk rows of the prompt cache's tab."""

    def __init__(self, settings: Settings, folder: Path | None = None) -> None:
        super().__init__()
        self.folder = folder or default_folder()
        form = QFormLayout(self)
        form.setContentsMargins(0, 0, 0, 0)
        # A short box and a wrapped line under it: one long box label made the
        # whole Settings dialog wider than its default size (a sideways scroll).
        self.enabled = QCheckBox(self.tr("Prompt cache on disk"))
        self.enabled.setChecked(settings.cache_disk)
        why = QLabel(self.tr("Keep computed prompts on disk, so a long "
                             "conversation reopens fast after a restart"))
        why.setWordWrap(True)
        set_role(why, "small")
        form.addRow(self.enabled)
        form.addRow(why)
        self.budget = QSpinBox()
        self.budget.setRange(*DISK_CACHE_MB_RANGE)
        self.budget.setSingleStep(1024)
        self.budget.setSuffix(self.tr(" MB"))
        self.budget.setGroupSeparatorShown(True)
        self.budget.setValue(settings.cache_disk_mb)
        self.budget.setAccessibleName(self.tr("Prompt cache disk space"))
        form.addRow(self.tr("Disk budget"), self.budget)
        self.enabled.toggled.connect(self.budget.setEnabled)
        self.budget.setEnabled(settings.cache_disk)
        self.clear_button = QPushButton(self.tr("Clear"))
        self.clear_button.setAccessibleName(self.tr("Clear the prompt cache on disk"))
        self.clear_button.setEnabled(False)
        self.clear_button.clicked.connect(self._clear)
        self.status = QLabel(self.tr("Measuring…"))
        self.status.setAccessibleName(self.tr("Prompt cache on disk, space used"))
        self.status.setWordWrap(True)
        row = QHBoxLayout()
        row.addWidget(self.clear_button)
        row.addWidget(self.status, 1)
        form.addRow("", row)
        self._measured = False

    def showEvent(self, event: QShowEvent) -> None:
        # Measured when the tab is first shown: a dialog opened for other
        # settings touches no disk and starts no thread.
        super().showEvent(event)
        if not self._measured:
            self._measured = True
            spawn(self._measure(), self.status.setText, owner=self.status)

    def apply_to(self, settings: Settings) -> Settings:
        return replace(settings, cache_disk=self.enabled.isChecked(),
                       cache_disk_mb=self.budget.value())

    async def _measure(self) -> None:
        used = await in_thread(lambda: folder_bytes(self.folder), "lantern-cache-size")
        self.clear_button.setText(self.tr("Clear (frees {size})").format(size=human(used))
                                  if used else self.tr("Clear"))
        self.clear_button.setEnabled(used > 0)
        self.status.setText(self.tr("Nothing saved yet.") if not used else "")

    def _clear(self) -> None:
        self.clear_button.setEnabled(False)
        spawn(self._cleared(), self.status.setText, owner=self.status)

    async def _cleared(self) -> None:
        freed = await in_thread(lambda: clear_folder(self.folder), "lantern-cache-clear")
        self.clear_button.setText(self.tr("Clear"))
        self.status.setText(self.tr("Cleared: freed {size}.").format(size=human(freed)))
