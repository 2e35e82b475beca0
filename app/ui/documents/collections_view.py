"""The documents panel's collections (with their folders and counts) and the
files that could not be indexed, from the worker's overview."""

from __future__ import annotations

import os

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGridLayout,
    QGroupBox,
    QHeaderView,
    QLabel,
    QSizePolicy,
    QToolButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.store.doc_models import Folder
from app.ui.locale_format import number
from app.ui.theme import set_role
from app.workers.doc_overview import CollectionInfo, Problem
from app.workers.say import say

PROBLEM_ROWS = 5
KEY_ROLE = Qt.ItemDataRole.UserRole + 1
"""("collection", id) or ("folder", id)."""


def format_counts(info: CollectionInfo, pending: int | None = None) -> str:
    """"124 indexed · 3 pending · 1 failed · 2 skipped"; a narrow panel breaks
    the line between two counts, never between a count and its word."""
    waiting = info.count("embedding") if pending is None else pending
    text = QCoreApplication.translate(
        "CollectionsView", "{indexed} indexed · {pending} pending · {failed} failed · "
        "{skipped} skipped").format(indexed=number(info.count("indexed")), pending=number(waiting),
                                    failed=number(info.count("failed")),
                                    skipped=number(info.count("skipped")))
    return " · ".join(part.strip().replace(" ", "\u00a0") for part in text.split("·"))


def short_path(path: str) -> str:
    home = os.path.expanduser("~")
    return "~" + path[len(home):] if path.startswith(home + os.sep) else path


class _WholeTextButton(QToolButton):
    """A tool button never narrower than its words (Qt would elide them:
    "Add…er…"); the panel's minimum follows, and the window makes room."""

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()


def _button(text: str, accessible: str, tip: str) -> QToolButton:
    button = _WholeTextButton()
    button.setText(text)
    button.setAccessibleName(accessible)
    button.setToolTip(tip)
    button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
    button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
    set_role(button, "button")  # drawn as the theme's buttons, not a flat tool button
    return button


class _Tree(QTreeWidget):
    delete_pressed = Signal()

    def event(self, event: QEvent) -> bool:
        # Delete here removes a folder: it must not reach the window's
        # "Delete conversation" shortcut.
        if (event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent)
                and event.key() == Qt.Key.Key_Delete):
            event.accept()
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Delete:
            self.delete_pressed.emit()
            return
        super().keyPressEvent(event)


class CollectionsView(QGroupBox):
    selected = Signal()
    """The current collection or folder changed."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("Collections"))
        self.setAccessibleName(self.tr("Collections"))
        self.tree = _Tree()
        self.tree.setAccessibleName(self.tr("Collections and folders"))
        self.tree.setHeaderHidden(True)
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.tree.setMinimumHeight(70)
        self.tree.setMaximumHeight(130)
        self.counts = QLabel(self.tr("Add a folder to search its documents."))
        self.counts.setAccessibleName(self.tr("Document counts"))
        self.counts.setTextFormat(Qt.TextFormat.PlainText)
        self.counts.setWordWrap(True)
        self.new_button = _button(self.tr("New…"), self.tr("New collection"),
                                  self.tr("Make a new collection"))
        self.add_button = _button(self.tr("Add folder…"), self.tr("Add folder"),
                                  self.tr("Add a folder to the selected collection"))
        self.reindex_button = _button(self.tr("Re-index"), self.tr("Re-index collection"),
                                      self.tr("Look for changed files and index them now"))
        self.remove_button = _button(self.tr("Remove…"), self.tr("Remove folder or collection"),
                                     self.tr("Remove the selected folder or collection (Delete)"))
        # Two rows of two: the panel stays narrow enough to share the window
        # (and longer translations still fit).
        row = QGridLayout()
        for index, button in enumerate((self.new_button, self.add_button,
                                        self.reindex_button, self.remove_button)):
            row.addWidget(button, index // 2, index % 2)
        row.setColumnStretch(0, 1)
        row.setColumnStretch(1, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tree, 1)
        layout.addWidget(self.counts)
        layout.addLayout(row)
        self.infos: list[CollectionInfo] = []
        self._shape: list[tuple[int, str, list[tuple[int, str]]]] = []
        self._items: dict[tuple[str, int], QTreeWidgetItem] = {}
        self.tree.currentItemChanged.connect(lambda *_: self.selected.emit())
        self.tree.delete_pressed.connect(self.remove_button.click)

    # -- showing the overview ------------------------------------------------

    def set_overview(self, infos: list[CollectionInfo]) -> None:
        """Rebuild only when collections or folders changed, so selection and
        keyboard position survive the refreshes that come during a run."""
        self.infos = infos
        shape = [(i.id, i.name, [(f.id, f.path) for f in i.folders]) for i in infos]
        if shape != self._shape:
            self._shape = shape
            self._rebuild()
        for info in infos:
            item = self._items[("collection", info.id)]
            files = info.collection.documents
            item.setText(0, self.tr("{name}  (%Ln file(s))", "", files).format(name=info.name))
            item.setToolTip(0, format_counts(info))
        self.selected.emit()

    def _rebuild(self) -> None:
        key = self._current_key()
        self.tree.clear()
        self._items = {}
        for info in self.infos:
            item = self._add(None, info.name, ("collection", info.id))
            for folder in info.folders:
                child = self._add(item, short_path(folder.path), ("folder", folder.id))
                child.setToolTip(0, folder.path)
            item.setExpanded(True)
        self._select(key)

    def _add(self, parent: QTreeWidgetItem | None, text: str,
             key: tuple[str, int]) -> QTreeWidgetItem:
        item = QTreeWidgetItem([text])
        item.setData(0, KEY_ROLE, key)
        if parent is None:
            self.tree.addTopLevelItem(item)
        else:
            parent.addChild(item)
        self._items[key] = item
        return item

    def _current_key(self) -> tuple[str, int] | None:
        item = self.tree.currentItem()
        if item is None:
            return None
        kind, number = item.data(0, KEY_ROLE)
        return str(kind), int(number)

    def _select(self, key: tuple[str, int] | None) -> None:
        match = self._items.get(key) if key else None
        if match is None and self._items:
            match = next(iter(self._items.values()))
        if match is not None:
            self.tree.setCurrentItem(match)

    def select_collection(self, collection_id: int) -> None:
        self._select(("collection", collection_id))

    # -- what is selected --------------------------------------------------------

    def current(self) -> CollectionInfo | None:
        """The selected collection, or the one holding the selected folder."""
        item = self.tree.currentItem()
        if item is None:
            return None
        top = item.parent() or item
        _kind, cid = top.data(0, KEY_ROLE)
        return next((i for i in self.infos if i.id == cid), None)

    def current_folder(self) -> Folder | None:
        item = self.tree.currentItem()
        if item is None or item.parent() is None:
            return None
        info = self.current()
        _kind, folder_id = item.data(0, KEY_ROLE)
        return next((f for f in info.folders if f.id == folder_id), None) if info else None


class ProblemsView(QGroupBox):
    """Files of the selected collection that failed or were skipped, and why."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("Problems"))
        self.setAccessibleName(self.tr("Problems"))
        self.list = QTreeWidget()
        self.list.setAccessibleName(self.tr("Files that could not be indexed"))
        self.list.setHeaderLabels([self.tr("File"), self.tr("Problem")])
        self.list.setRootIsDecorated(False)
        self.list.setWordWrap(True)
        self.list.header().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        self.list.header().setStretchLastSection(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.list)
        self.setVisible(False)

    def set_problems(self, problems: list[Problem], total: int) -> None:
        self.list.clear()
        for problem in problems:
            status = self.tr("failed") if problem.status == "failed" else self.tr("skipped")
            item = QTreeWidgetItem([os.path.basename(problem.path),
                                    self.tr("{status}: {reason}").format(
                                        status=status, reason=say(problem.reason))])
            item.setToolTip(0, problem.path)
            item.setToolTip(1, say(problem.reason))
            self.list.addTopLevelItem(item)
        self.setTitle(self.tr("Problems (%n)", "", total))
        self.setVisible(bool(problems))
        self._fit(len(problems))

    def _fit(self, rows: int) -> None:
        """As tall as its rows, up to PROBLEM_ROWS (then it scrolls)."""
        row = max(self.list.sizeHintForRow(0), self.fontMetrics().height() + 4)
        header = self.list.header().sizeHint().height()
        frame = 2 * self.list.frameWidth() + 2
        self.list.setFixedHeight(header + frame + row * max(1, min(rows, PROBLEM_ROWS)))

    def rows(self) -> list[tuple[str, str]]:
        items = [self.list.topLevelItem(n) for n in range(self.list.topLevelItemCount())]
        return [(item.text(0), item.text(1)) for item in items if item is not None]
