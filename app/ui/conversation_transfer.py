"""Export and import conversations from the window (File menu and the
conversation list's context menu).

The files are what `lantern export` and `lantern import` write and read:
both go through app.store.export (one exporter). Reading the database and
writing the files happen in the chats thread, never on the GUI thread.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QSize, QStandardPaths, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.ui.screen_fit import within_screen
from app.ui.services.tasks import spawn
from app.ui.services.worker_calls import result_or_report
from app.workers.chat_thread import ChatThread

if TYPE_CHECKING:
    from app.store import ChatStore, Conversation

LIST_LIMIT = 10_000


def format_names() -> list[tuple[str, str]]:
    """(format, its name in the window's language), as the CLI's --format."""
    return [("md", QCoreApplication.translate("ConversationTransfer",
                                              "Markdown (the branch on screen)")),
            ("json", QCoreApplication.translate("ConversationTransfer",
                                                "JSON (every branch, to import again)"))]


def _filters() -> dict[str, str]:
    return {"md": QCoreApplication.translate("ConversationTransfer", "Markdown (*.md)"),
            "json": QCoreApplication.translate("ConversationTransfer", "Lantern JSON (*.json)")}


def default_folder() -> str:
    return QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation) \
        or str(Path.home())


class ConversationTransfer(QObject):
    """The window's exports and imports; tells the window what happened."""

    notice = Signal(str)
    error = Signal(str)
    imported = Signal(int)
    """The id of the (last) conversation imported: the window opens it."""

    def __init__(self, chats: ChatThread, parent: QWidget) -> None:
        super().__init__(parent)
        self._chats = chats
        self._parent = parent

    # -- export ----------------------------------------------------------------

    def export_one(self, conversation_id: int, title: str) -> QFileDialog:
        """Ask where, then write: .md or .json by the chosen type."""
        filters = _filters()
        dialog = QFileDialog(self._parent, self.tr("Export conversation"))
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setNameFilters([filters["md"], filters["json"]])
        dialog.setDefaultSuffix("md")
        dialog.filterSelected.connect(
            lambda chosen: dialog.setDefaultSuffix("json" if chosen == filters["json"] else "md"))
        dialog.setDirectory(default_folder())
        dialog.selectFile(f"{title or self.tr('Untitled')}.md")

        def chosen(path: str) -> None:
            fmt = "json" if path.lower().endswith(".json") else "md"
            self.write([conversation_id], fmt, Path(path))

        dialog.fileSelected.connect(chosen)
        dialog.open()
        return dialog

    def export_many(self, ticked: set[int] | None = None) -> ExportDialog:
        """Several or all conversations, each in a file of its own, in one folder."""
        dialog = ExportDialog(self._chats, self._parent, ticked)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.export_requested.connect(
            lambda ids, fmt, folder: self.write(ids, fmt, Path(folder)))
        dialog.error.connect(self.error)
        dialog.open()
        return dialog

    def write(self, ids: list[int], fmt: str, where: Path) -> None:
        """In the chats thread: one id to the file `where`, several into the
        folder `where` (named by app.store.export.export_file_name)."""
        spawn(self._write(ids, fmt, where), self.error.emit)

    async def _write(self, ids: list[int], fmt: str, where: Path) -> None:
        def write(store: ChatStore) -> list[Path]:
            from app.store.export import export_file_name, write_export
            from app.workers.say import say

            # Lantern's own saved sentences (errors) in the window's language;
            # Qt's translate is thread-safe.
            if len(ids) == 1 and not where.is_dir():
                return [write_export(store, ids[0], fmt, where, say)]
            where.mkdir(parents=True, exist_ok=True)
            return [write_export(store, i, fmt,
                                 where / export_file_name(store.get_conversation(i), fmt), say)
                    for i in ids]

        written = await result_or_report(self._chats.call(write), self.error.emit)
        if written is None:
            return
        if len(written) == 1:
            self.notice.emit(self.tr("Exported to {path}.").format(path=written[0]))
        else:
            self.notice.emit(self.tr("Exported %n conversation(s) to {folder}.", "",
                                     len(written)).format(folder=where))

    # -- import ----------------------------------------------------------------

    def import_files(self) -> QFileDialog:
        dialog = QFileDialog(self._parent, self.tr("Import conversations"))
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.setFileMode(QFileDialog.FileMode.ExistingFiles)
        dialog.setNameFilters([_filters()["json"]])
        dialog.setDirectory(default_folder())
        dialog.filesSelected.connect(lambda paths: self.read([Path(p) for p in paths]))
        dialog.open()
        return dialog

    def read(self, paths: list[Path]) -> None:
        spawn(self._read(paths), self.error.emit)

    async def _read(self, paths: list[Path]) -> None:
        def read(store: ChatStore) -> tuple[list[Conversation], list[str]]:
            from app.store.errors import StoreError
            from app.store.export import import_file
            from app.workers.say import say

            done: list[Conversation] = []
            failed: list[str] = []
            for path in paths:  # one bad file does not stop the others
                try:
                    done.append(import_file(store, path))
                except StoreError as exc:
                    failed.append(f"{path.name}: {say(exc)}")
            return done, failed

        result = await result_or_report(self._chats.call(read), self.error.emit)
        if result is None:
            return
        done, failed = result
        said = self.tr("Imported %n conversation(s).", "", len(done)) if done else ""
        if failed:  # one message: what came in and what did not, none hiding the other
            self.error.emit(" ".join(filter(None, [said, self.tr(
                "Not imported: {problems}").format(problems="\n".join(failed))])))
        elif done:
            self.notice.emit(said)
        if done:
            self.imported.emit(done[-1].id)


class ExportDialog(QDialog):
    """Tick the conversations (all at first), choose the format and the folder."""

    export_requested = Signal(list, str, str)
    """(conversation ids, "md" or "json", folder)."""
    error = Signal(str)

    def __init__(self, chats: ChatThread, parent: QWidget | None = None,
                 ticked: set[int] | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Export conversations"))
        self._ticked = ticked
        self.list = QListWidget()
        self.list.setAccessibleName(self.tr("Conversations to export"))
        self.format = QComboBox()
        for fmt, name in format_names():
            self.format.addItem(name, fmt)
        self.format.setAccessibleName(self.tr("Format"))
        self.folder = QLineEdit(default_folder())
        self.folder.setAccessibleName(self.tr("Folder"))
        choose = QPushButton(self.tr("Choose…"))
        choose.clicked.connect(self._choose_folder)
        every, none = QPushButton(self.tr("All")), QPushButton(self.tr("None"))
        every.clicked.connect(lambda: self._tick_all(True))
        none.clicked.connect(lambda: self._tick_all(False))
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.export_button = self.buttons.addButton(self.tr("Export"),
                                                    QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.accepted.connect(self._export)
        self.buttons.rejected.connect(self.reject)
        self._layout(every, none, choose)
        within_screen(self, QSize(480, 520))
        spawn(self._load(chats), self.error.emit)

    def _layout(self, every: QPushButton, none: QPushButton, choose: QPushButton) -> None:
        ticks = QHBoxLayout()
        ticks.addWidget(every)
        ticks.addWidget(none)
        ticks.addStretch(1)
        folder = QHBoxLayout()
        folder.addWidget(self.folder, 1)
        folder.addWidget(choose)
        form = QFormLayout()
        form.addRow(self.tr("Format"), self.format)
        form.addRow(self.tr("Folder"), folder)
        column = QVBoxLayout(self)
        column.addWidget(self.list, 1)
        column.addLayout(ticks)
        column.addLayout(form)
        column.addWidget(self.buttons)

    async def _load(self, chats: ChatThread) -> None:
        found = await result_or_report(
            chats.call(lambda store: store.list_conversations(limit=LIST_LIMIT)),
            self.error.emit)
        for conversation in found or []:
            item = QListWidgetItem(conversation.title or self.tr("Untitled"))
            item.setData(Qt.ItemDataRole.UserRole, conversation.id)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            tick = self._ticked is None or conversation.id in self._ticked
            item.setCheckState(Qt.CheckState.Checked if tick else Qt.CheckState.Unchecked)
            self.list.addItem(item)

    def _tick_all(self, ticked: bool) -> None:
        for row in range(self.list.count()):
            self.list.item(row).setCheckState(Qt.CheckState.Checked if ticked
                                              else Qt.CheckState.Unchecked)

    def ticked_ids(self) -> list[int]:
        return [int(self.list.item(r).data(Qt.ItemDataRole.UserRole))
                for r in range(self.list.count())
                if self.list.item(r).checkState() == Qt.CheckState.Checked]

    def _choose_folder(self) -> None:
        dialog = QFileDialog(self, self.tr("Export to folder"), self.folder.text())
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.setFileMode(QFileDialog.FileMode.Directory)
        dialog.setOption(QFileDialog.Option.ShowDirsOnly)
        dialog.fileSelected.connect(self.folder.setText)
        dialog.open()

    def _export(self) -> None:
        ids, folder = self.ticked_ids(), self.folder.text().strip()
        if not ids:
            self.error.emit(self.tr("Tick at least one conversation to export."))
            return
        if not folder:
            self.error.emit(self.tr("Choose the folder to export to."))
            return
        self.export_requested.emit(ids, str(self.format.currentData()), folder)
        self.accept()
