"""Export and import in the window: the files are byte for byte what
`lantern export` writes (one exporter), several or all conversations go out
at once, and an import opens the conversation it added."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QFileDialog, QLineEdit, QMenu

from app.store.export import export_file_name
from app.ui.conversation_transfer import ExportDialog
from tests.ui.conftest import WAIT_MS, Harness

ROOT = Path(__file__).resolve().parents[2]


def cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "app", *args], capture_output=True,
                          text=True, cwd=ROOT, timeout=120, check=True)


def file_dialog(harness: Harness) -> QFileDialog:
    def shown() -> list[QFileDialog]:
        return [d for d in harness.window.findChildren(QFileDialog) if d.isVisible()]

    harness.qtbot.waitUntil(lambda: len(shown()) == 1, timeout=WAIT_MS)
    return shown()[0]


def menu_action(harness: Harness, text: str) -> QAction:
    found = [a for menu in harness.window._menus.values() for a in menu.actions()
             if a.text() == text]
    assert len(found) == 1
    return found[0]


def choose(harness: Harness, dialog: QFileDialog, *paths: Path) -> None:
    """What a person does in the file dialog: pick the type, type the file
    name(s), press the button."""
    edit = dialog.findChild(QLineEdit, "fileNameEdit")
    assert edit is not None
    if dialog.acceptMode() == QFileDialog.AcceptMode.AcceptSave:
        # Its own suggestion shows once the folder is read (in a thread): typing
        # before that would be overwritten by it.
        harness.qtbot.waitUntil(lambda: bool(edit.text()), timeout=WAIT_MS)
    wanted = next((f for f in dialog.nameFilters() if f"*{paths[0].suffix})" in f), None)
    if wanted is not None:
        dialog.selectNameFilter(wanted)
    edit.setText(" ".join(f'"{p}"' for p in paths) if len(paths) > 1 else str(paths[0]))
    dialog.accept()


def test_file_export_writes_what_the_cli_writes(harness: Harness, tmp_path: Path) -> None:
    harness.wait_loaded()
    harness.send("Export me")
    harness.settle()
    conversation = harness.window.controller.conversation
    assert conversation is not None
    for fmt in ("md", "json"):
        target = tmp_path / f"window.{fmt}"
        menu_action(harness, "Export conversation…").trigger()  # File → Export conversation…
        choose(harness, file_dialog(harness), target)
        harness.qtbot.waitUntil(target.exists, timeout=WAIT_MS)
        harness.settle()
        assert str(target) in harness.window.status.message.toolTip() + \
            harness.window.status.message.text()
        by_cli = cli("export", str(conversation.id), "--format", fmt).stdout
        written = target.read_text(encoding="utf-8")
        if fmt == "json":  # the moment of export differs, nothing else
            by_window, by_command = json.loads(written), json.loads(by_cli)
            by_window.pop("exported_at")
            by_command.pop("exported_at")
            assert by_window == by_command
        else:
            assert written == by_cli


def test_several_at_once_then_import_them_back(harness: Harness, tmp_path: Path) -> None:
    window, qtbot = harness.window, harness.qtbot
    harness.wait_loaded()
    for text in ("First", "Second", "Third"):
        window.new_chat()
        harness.send(text)
    harness.settle()
    menu_action(harness, "Export conversations…").trigger()
    dialog = window.findChild(ExportDialog)
    assert dialog is not None
    qtbot.waitUntil(lambda: dialog.list.count() == 3, timeout=WAIT_MS)
    dialog.list.item(1).setCheckState(Qt.CheckState.Unchecked)  # two of three
    dialog.format.setCurrentIndex(dialog.format.findData("json"))
    dialog.folder.setText(str(tmp_path / "out"))
    ticked = dialog.ticked_ids()
    dialog.export_button.click()
    qtbot.waitUntil(lambda: len(list((tmp_path / "out").glob("*.json"))) == 2
                    if (tmp_path / "out").exists() else False, timeout=WAIT_MS)
    harness.settle()
    files = sorted((tmp_path / "out").glob("*.json"))
    listed = {c.id: c for c in harness.store.list_conversations()}
    assert {f.name for f in files} == {
        export_file_name(listed[i], "json") for i in ticked}
    assert window.status.message.text().startswith("Exported 2 conversations")

    broken = tmp_path / "broken.json"
    broken.write_text("{not json", encoding="utf-8")
    menu_action(harness, "Import conversations…").trigger()
    choose(harness, file_dialog(harness), files[0], broken)
    qtbot.waitUntil(lambda: len(harness.store.list_conversations()) == 4, timeout=WAIT_MS)
    harness.settle()
    qtbot.waitUntil(lambda: window.conversations.list.count() == 4, timeout=WAIT_MS)
    imported = max(harness.store.list_conversations(), key=lambda c: c.id)
    qtbot.waitUntil(lambda: window.controller.conversation_id == imported.id, timeout=WAIT_MS)
    assert "broken.json" in window.status.message.toolTip() + window.status.message.text()


def test_the_list_s_context_menu_exports_that_conversation(harness: Harness,
                                                            tmp_path: Path) -> None:
    window, qtbot = harness.window, harness.qtbot
    harness.wait_loaded()
    harness.send("From the menu")
    harness.settle()
    listed = window.conversations.list
    qtbot.waitUntil(lambda: listed.count() == 1, timeout=WAIT_MS)
    chosen: list[str] = []

    def pick() -> None:  # the menu is open (its exec runs the loop): choose Export…
        menu = QApplication.activePopupWidget()
        assert isinstance(menu, QMenu)
        chosen.extend(a.text() for a in menu.actions())
        next(a for a in menu.actions() if a.text() == "Export…").trigger()
        menu.close()

    QTimer.singleShot(0, pick)  # runs inside the menu's own loop, on the next turn
    listed.customContextMenuRequested.emit(listed.visualItemRect(listed.item(0)).center())
    assert chosen[-2:] == ["Export…", "Export with others…"]
    target = tmp_path / "from-menu.json"
    choose(harness, file_dialog(harness), target)
    qtbot.waitUntil(target.exists, timeout=WAIT_MS)
    harness.settle()
    assert json.loads(target.read_text(encoding="utf-8"))["conversation"]["title"] == \
        "From the menu"
