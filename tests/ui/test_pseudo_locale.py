"""Every string the window shows goes through the translation system.

The window runs in a pseudo-locale: every string in Lantern's catalog comes
back as "[!! text ~~~ !!]" (scripts/translations.py pseudo), so any visible
text without the marks was written into a widget without tr(). The walk
opens what a person opens: the main window with an answer, the conversation
panel and the documents panel, every Settings section, the Engines dialog,
the Models page with its first-run notice and the message boxes it opens,
a tool call asking for approval and done, Settings → Tools with a running
MCP server and its add and import forms, the passage and summary dialogs,
and the start-up message boxes about the conversation database (with the
store's own sentence inside them). Item views are walked item by item;
accessible names and descriptions (what a screen reader says) count as
visible text.
A text is exempt only when it is
not words of ours: no two letters in a row (numbers, shortcuts), a size as
QLocale writes it ("1.2 GB"), a path or URL, data the test itself put there
(the typed message, the model's answer and name), the catalog's entries'
names and licences (the catalog file's data; their notes are translated:
each row's tooltip is checked for it),
each language's own name in the language list, the tools' names and
descriptions (what the model reads, an MCP server's own words), and the
standard dialog buttons, which Qt's qtbase catalog translates (the
pseudo-locale has none).
"""

from __future__ import annotations

import asyncio
import re
import sqlite3
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, Qt, QTimer, QTranslator
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QDialogButtonBox,
    QDockWidget,
    QDoubleSpinBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QMainWindow,
    QMessageBox,
    QPlainTextEdit,
    QSpinBox,
    QTableWidget,
    QTabWidget,
    QTextEdit,
    QTreeWidget,
    QWidget,
)
from pytestqt.qtbot import QtBot

from app.models.catalog import load_catalog
from app.store.doc_models import where_in_file
from app.store.models import StoredSummary
from app.tools.builtin import DateTimeTool, DocumentSearchTool
from app.tools.mcp_client import server_tools
from app.ui.app import open_store
from app.ui.chat.summary_dialog import SummaryDialog
from app.ui.documents.documents_dock import DocumentsDock
from app.ui.documents.new_collection import NewCollectionDialog
from app.ui.documents.passage_dialog import Passage, open_or_say, show_passage
from app.ui.i18n import LANGUAGES
from app.ui.models.catalog_table import CatalogTable
from app.ui.tools.tools_tab import ToolsTab
from app.workers.say import say
from tests.ui.conftest import Harness, close_window, open_window
from tests.ui.fakes import Script
from tests.ui.test_documents_panel import Maker, inference, make_panel  # noqa: F401 (fixtures)
from tests.ui.test_i18n import translations
from tests.ui.test_tool_calls import SERVER, calls_once, pending, tooled, use_tools  # noqa: F401

MARK = "[!!"
MESSAGE = "hello there"
TAGS = re.compile(r"<[^>]+>")
SIZE = re.compile(r"≈?\s*[\d.,\s]+\s*(B|kB|MB|GB|TB)")


@pytest.fixture
def pseudo_locale(tmp_path: Path) -> Iterator[None]:
    translator = QTranslator()
    assert translator.load(str(translations.pseudo(tmp_path / "pseudo")))
    QCoreApplication.installTranslator(translator)
    yield
    QCoreApplication.removeTranslator(translator)


def exempt(text: str, data: set[str]) -> bool:
    """Not words of ours: see the module's docstring for the rule."""
    plain = TAGS.sub(" ", text).replace("&amp;", "&").strip()
    if not re.search(r"[^\W\d_]{2}", plain):
        return True
    if "://" in plain or plain.startswith(("/", "~")) or SIZE.fullmatch(plain):
        return True
    return any(plain == item or plain.startswith((f"{item}\n", f"{item}: ")) for item in data)


def texts(widget: QWidget) -> list[str]:
    """What a person reads on this widget (its own text, not its children's)."""
    found = [widget.toolTip(), widget.accessibleName(), widget.accessibleDescription()]
    if isinstance(widget, (QLabel, QAbstractButton)):
        found.append(widget.text())
    elif isinstance(widget, (QLineEdit, QPlainTextEdit, QTextEdit)):
        found.append(widget.placeholderText())  # what is typed there is data
    elif isinstance(widget, QGroupBox):
        found.append(widget.title())
    elif isinstance(widget, QComboBox):
        found += [widget.itemText(i) for i in range(widget.count())]
    elif isinstance(widget, QTabWidget):
        found += [widget.tabText(i) for i in range(widget.count())]
    elif isinstance(widget, QListWidget):
        found += [widget.item(i).text() for i in range(widget.count())]
    elif isinstance(widget, QTreeWidget):
        found += tree_texts(widget)
    elif isinstance(widget, QTableWidget):
        found += table_texts(widget)
    if isinstance(widget, (QSpinBox, QDoubleSpinBox)):
        found += [widget.suffix(), widget.prefix(), widget.specialValueText()]
    if widget.isWindow() or isinstance(widget, QDockWidget):
        found.append(widget.windowTitle())
    return [t for t in found if t and t.strip()]


def tree_texts(tree: QTreeWidget) -> list[str]:
    """Every column of every item (children too), and the header."""
    header = tree.headerItem()
    found = [header.text(c) for c in range(tree.columnCount())] if header else []
    items = [tree.topLevelItem(i) for i in range(tree.topLevelItemCount())]
    while items:
        item = items.pop()
        found += [item.text(c) for c in range(tree.columnCount())]
        found += [item.toolTip(c) for c in range(tree.columnCount())]
        items += [item.child(i) for i in range(item.childCount())]
    return found


def table_texts(table: QTableWidget) -> list[str]:
    """The column headers and every cell's text and tooltip."""
    found = [item.text() for c in range(table.columnCount())
             if (item := table.horizontalHeaderItem(c)) is not None]
    for row in range(table.rowCount()):
        for column in range(table.columnCount()):
            cell = table.item(row, column)
            if cell is not None:
                found += [cell.text(), cell.toolTip()]
    return found


def qt_own(widget: QWidget) -> bool:
    """OK, Cancel, Close...: a standard button of a button box (qtbase's)."""
    box = widget.parent()
    return (isinstance(box, QDialogButtonBox) and isinstance(widget, QAbstractButton)
            and box.standardButton(widget) != QDialogButtonBox.StandardButton.NoButton)


def untranslated(root: QWidget, data: set[str]) -> list[str]:
    """'Class "name": text' for every visible text that skipped tr()."""
    problems = []
    for widget in [root, *root.findChildren(QWidget)]:
        if (widget is not root and not widget.isVisibleTo(root)) or qt_own(widget):
            continue
        for text in texts(widget):
            if MARK not in text and not exempt(text, data):
                name = widget.accessibleName() or widget.objectName()
                problems.append(f'{type(widget).__name__} "{name}": {text!r}')
    if isinstance(root, QMainWindow):
        for menu_action in root.menuBar().actions():
            menu = menu_action.menu()
            actions = [menu_action, *(menu.actions() if menu is not None else [])]
            problems += [f"menu: {a.text()!r}" for a in actions
                         if a.text() and MARK not in a.text() and not exempt(a.text(), data)]
    return problems


def walk_window(harness: Harness, data: set[str]) -> list[str]:
    window = harness.window
    problems = untranslated(window, data)
    window.toggle_panel()
    harness.qtbot.wait(50)
    problems += untranslated(window, data)
    window.toggle_panel()
    return problems


def walk_documents(harness: Harness, data: set[str]) -> list[str]:
    window = harness.window
    window.toggle_documents()
    harness.qtbot.wait(50)
    problems = untranslated(window, data)
    window.toggle_documents()
    return problems


def walk_models(harness: Harness, data: set[str]) -> list[str]:
    """The first-run notice above the conversation, then the Models page."""
    window = harness.window
    room = window.models_room()
    harness.qtbot.wait(50)
    problems = untranslated(window, data)
    room.open()
    assert room.dialog is not None
    harness.qtbot.wait(50)
    problems += catalog_notes(room.dialog.catalog)
    for pane in ("discover", "downloads", "installed"):
        room.dialog.show_pane(pane)
        harness.qtbot.wait(20)
        problems += untranslated(room.dialog, data)
    for index in range(room.dialog.installed_tabs.count()):
        room.dialog.installed_tabs.setCurrentIndex(index)
        harness.qtbot.wait(20)
        problems += untranslated(room.dialog, data)
    problems += walk_boxes(room.dialog, lambda: room._confirm_remove(room.registry.all()[0]))
    problems += walk_boxes(room.dialog, lambda: open_or_say(lambda _path: False,
                                                            "/gone/notes.pdf", room.dialog))
    room.dialog.close()
    return problems


def catalog_notes(table: CatalogTable) -> list[str]:
    """Each row's tooltip: "name: note...", the note translated."""
    problems = []
    for row, entry in enumerate(table.entries):
        item = table.item(row, 0)
        assert item is not None
        note = item.toolTip().split("\n", 1)[0].removeprefix(f"{entry.name}: ")
        if not note.startswith(MARK):
            problems.append(f"catalog note of {entry.id}: {note!r}")
    return problems


def walk_boxes(parent: QWidget, make: Callable[[], object]) -> list[str]:
    """The message boxes `make` opens over `parent`, each walked, then closed."""
    before = set(parent.findChildren(QMessageBox))
    make()
    boxes = [box for box in parent.findChildren(QMessageBox) if box not in before]
    assert boxes, "no message box opened"
    problems = []
    for box in boxes:
        problems += untranslated(box, set())
        box.reject()
    return problems


def walk_settings(harness: Harness, data: set[str]) -> list[str]:
    window = harness.window
    window.open_settings()
    dialog = window.settings_dialog
    assert dialog is not None
    problems = []
    for index in range(dialog.tabs.count()):
        dialog.sections.setCurrentRow(index)
        harness.qtbot.wait(20)
        problems += untranslated(dialog, data)
    dialog.reject()
    return problems


def walk_engines(harness: Harness, data: set[str]) -> list[str]:
    window = harness.window
    window.open_engines()
    dialog = window._engines_dialog.current
    assert dialog is not None
    problems = untranslated(dialog, data)
    dialog.reject()
    return problems


def test_every_visible_string_goes_through_translation(
        pseudo_locale: None, thread_guard: None, qtbot: QtBot,
        qloop: asyncio.AbstractEventLoop, data_dir: Path) -> None:
    script = Script(answer=lambda _prompt: "General Kenobi.")
    harness = open_window(qtbot, data_dir, script)
    try:
        harness.wait_loaded()
        harness.send(MESSAGE)
        model = harness.window.host.model_name
        tools = [tool.info for tool in (DateTimeTool, DocumentSearchTool)]
        catalog = [entry.name for entry in load_catalog()]
        catalog += [f"{name} ★" for name in catalog]  # the recommended one
        data = {MESSAGE, *catalog, "General Kenobi.", model, "Lantern", *LANGUAGES.values(),
                *(t.description for t in tools), *(f"{t.name}  ({t.source})" for t in tools)}
        problems = (walk_window(harness, data) + walk_settings(harness, data)
                    + walk_engines(harness, data) + walk_documents(harness, data)
                    + walk_models(harness, data))
        assert not problems, "shown without tr():\n" + "\n".join(sorted(set(problems)))
    finally:
        close_window(harness)


def test_the_documents_panel_and_new_collection_go_through_translation(
        pseudo_locale: None, make_panel: Maker) -> None:  # noqa: F811 (the fixture)
    """The documents panel over a real indexing worker (the embedding model),
    and the dialog that makes a collection."""
    harness = make_panel()
    data = {*LANGUAGES.values()}
    problems = untranslated(harness.panel, data)
    dock = DocumentsDock(harness.worker)  # the window's frame around a panel
    dock.show()
    problems += untranslated(dock, data)
    dock.close()
    dock.deleteLater()
    dialog = NewCollectionDialog([], "all-MiniLM-L6-v2", lambda: None, harness.panel)
    dialog.show()
    problems += untranslated(dialog, {"all-MiniLM-L6-v2", *data})
    dialog.reject()
    assert not problems, "shown without tr():\n" + "\n".join(sorted(set(problems)))


def walk_tools(harness: Harness, data: set[str]) -> list[str]:
    """A tool call asking for approval, then done and unfolded."""
    harness.script.tool_calls = calls_once("echo", {"text": "hi"})
    use_tools(harness, "echo")
    harness.type_and_send(MESSAGE)
    asking = pending(harness, "asking")
    problems = untranslated(harness.window, data)
    harness.qtbot.mouseClick(asking.allow_once, Qt.MouseButton.LeftButton)
    harness.wait_idle()
    for view in harness.window.chat_view.tool_views():
        view.set_expanded(True)
    harness.qtbot.wait(50)
    return problems + untranslated(harness.window, data)


def walk_server_forms(harness: Harness, data: set[str]) -> list[str]:
    """Settings → Tools with a running server selected, its forms, and a
    form's own complaint."""
    window = harness.window
    window.open_settings()
    dialog = window.settings_dialog
    assert dialog is not None
    tab = next(dialog.tabs.widget(i) for i in range(dialog.tabs.count())
               if isinstance(dialog.tabs.widget(i), ToolsTab))
    dialog.tabs.setCurrentWidget(tab)
    tab.select(SERVER)
    harness.qtbot.wait(50)
    problems = untranslated(dialog, data)
    form = tab.add_server()
    problems += untranslated(form, data)
    form.as_command.setChecked(False)
    form.name.setText("bad name!")
    form._accept()  # refused: the problem line says why, in the window's language
    problems += untranslated(form, data | {"bad name!"})
    form.reject()
    imported = tab.import_servers()
    problems += untranslated(imported, data | {imported.text.placeholderText()})  # JSON
    imported.reject()
    dialog.reject()
    return problems


def walk_summary(harness: Harness, data: set[str]) -> list[str]:
    summary = StoredSummary(1, 1, 1, "They talked about bread.", False, "m", 0.0)
    dialog = SummaryDialog(summary, harness.window)
    dialog.show()
    harness.qtbot.wait(20)
    problems = untranslated(dialog, data)
    dialog.reject()
    return problems


def walk_passage(harness: Harness, data: set[str]) -> list[str]:
    passage = Passage("/docs/notes.md", say(where_in_file(2, 3, 9)), "Some text.")
    dialog = show_passage(passage, lambda _path: True, harness.window)
    harness.qtbot.wait(20)
    problems = untranslated(dialog, data | {"notes.md", "Some text."})
    dialog.reject()
    return problems


def test_tool_calls_server_forms_passage_and_summary_dialogs_go_through_translation(
        pseudo_locale: None, tooled: Harness) -> None:  # noqa: F811 (the fixture)
    server = tooled.window.tools.server(SERVER)
    assert server is not None
    tools = [tool.info for tool in server_tools(server)]
    data = {MESSAGE, SERVER, "echo", tooled.window.host.model_name, "Lantern",
            *LANGUAGES.values(), *(f"{t.name}  ({t.source})" for t in tools),
            *(t.description for t in tools), *(t.name for t in tools)}
    problems = (walk_tools(tooled, data) + walk_server_forms(tooled, data)
                + walk_passage(tooled, data) + walk_summary(tooled, data))
    assert not problems, "shown without tr():\n" + "\n".join(sorted(set(problems)))


def modal_problems(run: Callable[[], object]) -> list[str]:
    """Walk the modal message box `run` opens (a static QMessageBox call), then
    dismiss it; a run that opened none is a problem too."""
    walked: list[list[str]] = []

    def walk() -> None:
        box = QApplication.activeModalWidget()
        if box is None:
            QTimer.singleShot(10, walk)
            return
        problems = untranslated(box, {"Lantern"})  # the title: the app's name
        if isinstance(box, QMessageBox) and box.text().count(MARK) < 2:
            problems.append(f"the store's sentence inside is not translated: {box.text()!r}")
        walked.append(problems)
        box.close()

    QTimer.singleShot(0, walk)
    run()
    return walked[0] if walked else ["no message box opened"]


def test_the_start_up_message_boxes_go_through_translation(
        pseudo_locale: None, qapp: QApplication, data_dir: Path) -> None:
    """A damaged conversation database (asks to move it aside), then an SQLite
    file of some other program (warns): the boxes and the store's own
    sentences inside them are in the window's language."""
    data_dir.mkdir(parents=True, exist_ok=True)
    database = data_dir / "lantern.db"
    database.write_bytes(b"SQLite format 3\x00" + b"\xff" * 4000)
    problems = modal_problems(open_store)
    database.unlink()
    with sqlite3.connect(database) as other:
        other.execute("CREATE TABLE photos (id INTEGER PRIMARY KEY)")
    problems += modal_problems(open_store)
    assert not problems, "shown without tr():\n" + "\n".join(problems)


def test_the_empty_chat_notices_and_menus_go_through_translation(
        pseudo_locale: None, thread_guard: None, qtbot: QtBot,
        qloop: asyncio.AbstractEventLoop, data_dir: Path) -> None:
    """What the walk above passed by: the empty chat's hint (shown only
    before the first message), the first-run notice as the chat model's
    name and after a failed download, a conversation's context menu, the
    notices of a copy."""
    from app.models.jobs import FAILED, DownloadJob

    harness = open_window(qtbot, data_dir, Script(answer=lambda _prompt: "General Kenobi."))
    try:
        harness.wait_loaded()
        window = harness.window
        data = {MESSAGE, "General Kenobi.", window.host.model_name, "Lantern", "Some Model",
                "Test Model", *LANGUAGES.values()}
        problems = untranslated(window, data)  # the empty chat, its hint and notice
        banner = window.models_room().banner
        banner.compact("Some Model")
        problems += untranslated(banner, data)
        failed = DownloadJob(id="test", name="Test Model", repo="o/r", file="m.gguf",
                             revision="main", dest=str(data_dir / "m.gguf"), state=FAILED,
                             error="gone")
        window.models_room()._banner_follows(failed, None)
        problems += untranslated(banner, data | {"gone"})
        answer = harness.send(MESSAGE)
        copied: list[str] = []
        answer.copied.connect(copied.append)
        answer.copy_text()
        problems += [f"copy notice: {text!r}" for text in copied if MARK not in text]
        listed = window.conversations.list
        harness.qtbot.waitUntil(lambda: listed.count() == 1, timeout=10_000)
        menu = window.conversations.menu_for(listed.item(0))
        problems += [f"list menu: {a.text()!r}" for a in menu.actions()
                     if a.text() and MARK not in a.text()]
        assert not problems, "shown without tr():\n" + "\n".join(sorted(set(problems)))
    finally:
        close_window(harness)
