"""`lantern` with no subcommand: the window.

The window is shown before anything slow happens: at its first paint it has
only what it shows (MainWindow(services_later=True)). The model then loads
in the worker thread with progress in the status bar, while the user can
already type. What answers (the controller, asyncio on Qt's loop, the
conversation panel, the local API server) is attached once the model is
ready, or at the first key or click if that comes sooner (FirstInput), so
nothing the user does finds it missing; a message sent meanwhile waits in
the worker's queue. The conversations, the Models room and the documents
dock follow once the model is ready (or LIST_WAIT_MS after the paint):
Python work beside the load would make llama.cpp's every log line wait for
the interpreter.
"""

from __future__ import annotations

import logging
import sys
import threading
from collections.abc import Callable, Sequence
from concurrent.futures import Future
from dataclasses import dataclass
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer, Signal
from PySide6.QtGui import QGuiApplication, QWindow
from PySide6.QtWidgets import QApplication, QBoxLayout, QMessageBox, QWidget

from app.config import data_dir, load_settings
from app.ui import i18n
from app.ui.first_paint import after_first_paint, trace_startup
from app.ui.gui_collector import GuiThreadCollector
from app.ui.main_window import MainWindow
from app.ui.os_signals import CloseOnSignals
from app.ui.services.engine_host import EngineHost, FactoryBuilder, llama_factory
from app.ui.services.tasks import close_event_loop, ensure_event_loop, when_done
from app.ui.single_instance import SingleInstance
from app.ui.theme import use_base_style
from app.workers.chat_thread import ChatThread
from app.workers.indexing import IndexingWorker, config_from_settings
from app.workers.say import say

if TYPE_CHECKING:  # the database code loads after the first paint (open_store)
    from app.store import ChatStore, StoreError

log = logging.getLogger("lantern.ui")

LIST_WAIT_MS = 1000
"""After the first paint, the conversations and the rooms wait at most this
long for the model (a large one takes seconds to load)."""



def not_saving() -> str:
    return QCoreApplication.translate(
        "App", "Conversations are not being saved in this session: "
        "the conversation database could not be opened.")


def open_store() -> tuple[ChatStore, str | None]:
    """The conversation database, or an in-memory one with a notice when the
    file cannot be used (it is never modified or deleted)."""
    from app.store import ChatStore, DatabaseCorrupt, StoreError, set_aside

    try:
        return ChatStore.open(), None
    except DatabaseCorrupt as exc:
        answer = QMessageBox.question(
            None, "Lantern", QCoreApplication.translate(
                "App", "{problem}\n\nMove it aside and start a new, empty database?")
            .format(problem=say(exc)))
        if answer == QMessageBox.StandardButton.Yes:
            try:
                moved = set_aside(exc.path)
                return ChatStore.open(), QCoreApplication.translate(
                    "App", "The damaged database was moved to {path}.").format(path=moved)
            except (OSError, StoreError) as again:
                log.error("could not start a new database: %s", again)
        return ChatStore.open(":memory:"), not_saving()
    except StoreError as exc:  # newer schema, not a Lantern file, unreadable
        QMessageBox.warning(None, "Lantern", QCoreApplication.translate(
            "App", "{problem}\n\nLantern will start without saving conversations.")
            .format(problem=say(exc)))
        return ChatStore.open(":memory:"), not_saving()


@dataclass(frozen=True)
class OpenedReadOnly:
    """The database opened, for reading only (a full disk): the window shows
    the conversations and says why nothing can be changed."""

    path: Path
    why: StoreError


class DatabaseCheck(QObject):
    """Opens (and migrates) the conversation database once on a thread of its
    own: sqlite-utils' import and the migrations' check cost ~60 ms that the
    GUI thread would otherwise spend frozen, right after the model is ready."""

    checked = Signal(object)
    """The database's path, or the exception that opening it raised."""

    def start(self) -> None:
        # The thread holds no reference to this object (tasks.when_done says why).
        opened: Future[object] = Future()
        threading.Thread(target=lambda: opened.set_result(_open_database()),
                         name="lantern-db-check", daemon=True).start()
        when_done(opened, self._opened)

    def _opened(self, done: Future[object]) -> None:
        self.checked.emit(done.result())


def _open_database() -> object:
    """The database's path, an OpenedReadOnly, or the exception opening it raised
    (said on the GUI thread, where it can be asked about)."""
    from app.store import ChatStore
    from app.store.errors import read_only_error

    try:
        store = ChatStore.open()
        result: object = store.path
        if store.read_only_reason is not None:  # a full disk, a read-only file
            result = OpenedReadOnly(store.path, read_only_error(
                store.path, store.read_only_reason))
        store.close()
    except Exception as exc:
        result = exc
    return result


def start_chats(chats: ChatThread, window: MainWindow) -> None:
    """The conversation database on its own thread, once it has been opened
    and migrated off the GUI thread (DatabaseCheck); jobs posted meanwhile
    wait for it. A database that could not be opened is asked about on the
    GUI thread (open_store), and what to tell the user goes to the status bar."""
    check = DatabaseCheck(window)

    def checked(result: object) -> None:
        from app.store.errors import DiskFull
        from app.ui.disk_full import watch_disk

        check.deleteLater()
        if window.host.closed:  # the window shut down meanwhile
            return
        notice = None
        if isinstance(result, OpenedReadOnly):  # the conversations, to read: said, not refused
            # A full disk is the banner's to say (app.ui.disk_full), until there is room.
            notice = None if isinstance(result.why, DiskFull) else say(result.why)
            result = result.path
        if isinstance(result, Exception):  # damaged, newer, another program's: asked here
            store, notice = open_store()
            result = store.path
            store.close()
        chats.start(str(result))
        column = window.chat.layout()
        if isinstance(column, QBoxLayout):
            watch_disk(chats, window, column)
        when_done(chats.call(lambda opened: opened.empty_bin()), _bin_not_emptied)
        window.watch_database()  # what `lantern chat` writes shows without a reload
        if notice:
            window.status.show_error(notice)

    check.checked.connect(checked)
    check.start()


def _bin_not_emptied(done: Future[int]) -> None:
    error = None if done.cancelled() else done.exception()
    if error is not None:  # the bin is emptied at a later start
        log.warning("could not empty the bin: %s", error)


def install_error_reporting(window: MainWindow) -> None:
    """Unexpected exceptions are logged and shown as one line, never a traceback,
    and the app goes on (the event loop's go here too: app.ui.services.tasks)."""

    def hook(kind: type[BaseException], error: BaseException,
             trace: TracebackType | None) -> None:
        log.error("unexpected error", exc_info=(kind, error, trace))
        window.status.show_error(something_went_wrong(error))

    sys.excepthook = hook


class FirstInput(QObject):
    """Runs `callback` once, before the first key press, click, wheel turn,
    touch or drop reaches the window's widgets, then stops looking.

    It watches the window's QWindow, which receives the input before any
    widget does and little else. An application-wide filter would also see
    every paint and queued call: Python on the GUI thread each time, which
    made the model's load in its own thread wait for the interpreter (~15 ms
    in all). Shortcuts and menus do not pass through here: the window's
    actions attach its services themselves (app.ui.window_menus)."""

    INPUT = frozenset((QEvent.Type.KeyPress, QEvent.Type.MouseButtonPress,
                       QEvent.Type.MouseButtonDblClick, QEvent.Type.Wheel,
                       QEvent.Type.ContextMenu, QEvent.Type.DragEnter, QEvent.Type.Drop,
                       QEvent.Type.TouchBegin, QEvent.Type.TabletPress))

    def __init__(self, window: QWidget, callback: Callable[[], None]) -> None:
        super().__init__(window)
        self._callback = callback
        self._watched: QWindow | None = window.windowHandle()  # None: never shown, no input
        if self._watched is not None:
            self._watched.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in self.INPUT:
            self.cancel()
            self._callback()
        return False

    def cancel(self) -> None:
        if self._watched is not None:
            self._watched.removeEventFilter(self)
            self._watched = None


def something_went_wrong(error: object) -> str:
    return QCoreApplication.translate("App", "Something went wrong: {error}").format(
        error=say(error))


def when_model_settles(host: EngineHost, callback: Callable[[], None],
                       at_most_ms: int | None = None, *, already: bool = False) -> None:
    """Run `callback` once, when the model is ready or has failed to load (or
    after `at_most_ms` if it is still loading then), unless the window has
    shut down meanwhile (a quit as the model became ready can deliver this
    signal after the shutdown). `already`: at once if it has settled."""
    if already and host.state in ("ready", "failed"):
        callback()
        return
    pending = [callback]

    def fire() -> None:
        # Popped first: the timer and the signal can both arrive, and the second
        # must find nothing left to do (not disconnect twice, which Qt warns of).
        if pending:
            run = pending.pop()
            host.state_changed.disconnect(state_changed)
            if not host.closed:
                run()

    def state_changed(state: str, _detail: str) -> None:
        if state in ("ready", "failed"):
            fire()

    host.state_changed.connect(state_changed)
    if at_most_ms is not None:
        QTimer.singleShot(at_most_ms, host, fire)


def in_turns(window: MainWindow, steps: Sequence[Callable[[], object]]) -> None:
    """Run `steps` in order, one per turn of the event loop (input and paints
    are handled between them); what is left is dropped if the window shuts
    down meanwhile."""
    left = list(steps)

    def next_step() -> None:
        if left and not window.host.closed:
            left.pop(0)()
            if left:
                # 1 ms, not 0: a zero timer is a posted call, and Qt runs the
                # calls posted meanwhile in the same pass, before any input.
                QTimer.singleShot(1, window, next_step)

    QTimer.singleShot(0, window, next_step)


def create_window(build: FactoryBuilder = llama_factory) -> MainWindow:
    """Engine host and window, shown; after the first paint the model loads,
    then the conversations and the rooms follow."""
    settings = load_settings()
    chats = ChatThread()  # opened after the first paint
    host = EngineHost(settings, build)
    indexing = IndexingWorker(host, config_from_settings(settings))
    window = MainWindow(chats, host, settings, indexing=indexing, list_conversations=False,
                        services_later=True)

    first_input: list[FirstInput] = []

    def after_paint() -> None:
        # The worker threads start after the paint too: their imports (llama.cpp,
        # numpy, sqlite-utils) would otherwise compete with it for the interpreter.
        host.start()
        first_input.append(FirstInput(window, window.attach_services))
        # The conversations and the rooms (sqlite-utils, psutil, the catalog) wait
        # for the model too, up to LIST_WAIT_MS: the model's loading needs the
        # interpreter for its imports and for each of the ~2,000 lines llama.cpp
        # logs while it reads the weights, and any Python work beside it makes
        # each of those wait for the interpreter (measured: ready 0.6 s after the
        # paint instead of 0.87 s when the rooms were built meanwhile).
        when_model_settles(host, after_model, at_most_ms=LIST_WAIT_MS)

    def attached() -> None:
        for watching in first_input:
            watching.cancel()
        window.attach_services()

    def collect_on_gui_thread() -> None:
        # Collection was off since `lantern` started (app.cli.open_window); from
        # now on the GUI thread does it, never a worker (app.ui.gui_collector),
        # and what the start made (modules, window, rooms) is frozen out of it.
        GuiThreadCollector(window).start(freeze=True)

    def after_model() -> None:
        # One step per event-loop turn (~20-40 ms each), so the window answers
        # between them; a key or click meanwhile attaches at once (FirstInput).
        # What the rooms post to the database meanwhile runs once it is open.
        # Indexing (the embedding tokenizer, numpy, a scan of every folder) comes
        # last and waits for the model: its embeddings need the engine anyway,
        # and its threads' imports would compete with the model's loading, and
        # with these steps, for the interpreter.
        # (The loop is its own step only to keep each turn short: the attach
        # would make it otherwise.)
        in_turns(window, [ensure_event_loop, attached,
                          lambda: start_chats(chats, window), *window.after_paint_steps(),
                          collect_on_gui_thread,
                          lambda: when_model_settles(host, indexing.start, already=True)])

    after_first_paint(window, after_paint)
    window.show()
    return window


def bring_forward(window: QWidget) -> None:
    """A second launch asked: show this window on top, unminimised."""
    if window.isMinimized():
        window.showNormal()
    window.show()
    window.raise_()
    window.activateWindow()


def run_window(argv: Sequence[str] | None = None) -> int:
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    app = QApplication(list(argv) if argv is not None else sys.argv)
    app.setApplicationName("Lantern")
    app.setDesktopFileName("lantern")
    use_base_style(app)  # before any widget: none is polished twice
    # Before any widget exists: every tr() from here on finds the catalog.
    i18n.use_fonts(app, i18n.install(load_settings().language).language)
    instance = SingleInstance(data_dir())
    if not instance.claim():  # one window per data folder: that one comes forward
        log.info("Lantern is already open on %s: asked it to come forward", instance.folder)
        return 0
    window = create_window()
    instance.raise_requested.connect(lambda: bring_forward(window))
    CloseOnSignals(window)  # Ctrl+C in the terminal closes the window, saving
    if (trace := trace_startup(window)) is not None:
        window.host.state_changed.connect(trace.model_state)
    install_error_reporting(window)
    QGuiApplication.styleHints().colorSchemeChanged.connect(
        lambda _scheme: window.follow_system_theme())
    app.exec()
    instance.close()
    if not window.host.closed:  # quit without closing the window (session end)
        window.shut_down()
    close_event_loop()
    return 0
