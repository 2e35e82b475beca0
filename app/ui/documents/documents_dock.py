"""The documents panel as a dock of the main window, shown and hidden with Ctrl+D."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QDockWidget, QFrame, QWidget

from app.ui.documents.documents_panel import DocumentsPanel
from app.ui.panel_scroll import PanelScroll
from app.ui.side_drawer import PanelTitle
from app.workers.indexing import IndexingWorker


class DocumentsDock(QDockWidget):
    def __init__(self, worker: IndexingWorker, parent: QWidget | None = None) -> None:
        super().__init__(QCoreApplication.translate("DocumentsDock", "Documents"), parent)
        self.setObjectName("documents-dock")  # saveState() names docks by it
        self.setAccessibleName(QCoreApplication.translate("DocumentsDock", "Documents"))
        self.setAllowedAreas(Qt.DockWidgetArea.LeftDockWidgetArea
                             | Qt.DockWidgetArea.RightDockWidgetArea)
        self.panel = DocumentsPanel(worker)
        # A short window (800x550) scrolls the panel instead of squeezing its
        # parts over each other.
        scroll = PanelScroll()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # Its layout's minimum, not a fixed one: a fixed width squeezed the
        # buttons until Qt elided their words ("Add…er…").
        self.panel.setMinimumWidth(0)
        scroll.setWidget(self.panel)
        self.body = scroll
        """What a narrow window lays over the chat as a drawer instead (side_drawer)."""
        self.setWidget(scroll)
        self.title = PanelTitle(self.windowTitle(), floatable=True)
        self.title.close_requested.connect(self.hide)
        self.title.float_requested.connect(lambda: self.setFloating(not self.isFloating()))
        self.setTitleBarWidget(self.title)

    def toggle(self) -> None:
        """Ctrl+D: show the panel with the search box focused, or hide it."""
        if self.isVisible():
            self.hide()
            return
        self.show()
        self.raise_()
        self.panel.focus_search()
