"""The main window: navigation rail | conversation list | chat area | side panel.

It holds the rooms together: the rail (app.ui.nav_rail) that leads to each,
the chat area (app.ui.chat.chat_area), the documents dock and the Models
room (both built after the first paint), the settings dialog, the Server
page; its menus and shortcuts are in app.ui.window_menus, and how its areas
share its width in app.ui.side_panels; it applies settings and shuts
everything down on quit. Errors arrive as signals with text and go to the
status bar; nothing here lets an exception reach the user.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import pairwise
from typing import TYPE_CHECKING

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QAction, QCloseEvent, QResizeEvent
from PySide6.QtWidgets import (
    QApplication,
    QBoxLayout,
    QHBoxLayout,
    QMainWindow,
    QSizePolicy,
    QSplitter,
    QToolBar,
    QToolButton,
    QWidget,
)

from app.config import ENGINE_FIELDS, Settings, save_settings
from app.domain import ConversationSettings
from app.engine.errors import EngineError
from app.ui.chat.chat_area import ChatArea
from app.ui.chat.composer import TypingGoesToComposer
from app.ui.chat.conversations import ConversationList
from app.ui.chat.window_memory import WindowMemory, reopen_last, restore_at_start, save_at_close
from app.ui.nav_rail import NavRail
from app.ui.one_dialog import OneDialog
from app.ui.pages import Pages, go_to, page_changed
from app.ui.services.engine_host import EngineHost
from app.ui.services.tasks import ensure_event_loop, spawn
from app.ui.side_panels import SidePanels
from app.ui.status_bar import LanternStatusBar
from app.ui.theme import (
    CHAT_MIN_WIDTH,
    LIST_MIN_WIDTH,
    WINDOW_MIN,
    apply_theme,
    bubble_colours,
    render_style,
    set_icon,
    use_lantern_style,
)
from app.ui.window_menus import NEEDS_MESSAGES, build_menus
from app.workers.chat_thread import ChatThread
from app.workers.indexing import IndexingWorker
from app.workers.say import say

if TYPE_CHECKING:  # built after the first paint or when first opened
    from app.images import ImageInput
    from app.store import Conversation
    from app.ui.chat.conversation_panel import ConversationPanel
    from app.ui.conversation_transfer import ConversationTransfer
    from app.ui.db_watch import DatabaseWatch
    from app.ui.documents.collection_picker import CollectionPicker
    from app.ui.documents.documents_dock import DocumentsDock
    from app.ui.engines.engine_section import EngineSection
    from app.ui.engines.engines_dialog import EnginesDialog
    from app.ui.help_menu import AboutDialog, DataPlaces, ShortcutsSheet
    from app.ui.models.model_choice import ModelChoice
    from app.ui.models.room import ModelsRoom
    from app.ui.server.local_server import LocalApiServer
    from app.ui.server.server_page import ServerPage
    from app.ui.services.controller import ChatController
    from app.ui.services.thread_items import ShownMessage
    from app.ui.services.tools import ToolService
    from app.ui.settings.settings_dialog import SettingsDialog



def _save_changes(chosen: Settings, old: Settings) -> None:
    """Only what the window changed: another process's changes to the other
    fields (`lantern models use ...`) stay in the file."""
    save_settings(chosen, since=old)


class MainWindow(QMainWindow):
    # Made by attach_services: the window paints without them.
    controller: ChatController
    api_server: LocalApiServer
    panel: ConversationPanel
    engine_section: EngineSection
    model_choice: ModelChoice

    def __init__(self, chats: ChatThread, host: EngineHost, settings: Settings,
                 save: Callable[[Settings, Settings], object] = _save_changes,
                 indexing: IndexingWorker | None = None, *,
                 list_conversations: bool = True, services_later: bool = False) -> None:
        """`list_conversations=False`: the caller fills the list and builds the
        Models room later (after the first paint, so that neither opening the
        database nor the room's imports delay it; see `finish_after_paint`).

        `services_later=True`: only what the first paint shows is built (the
        conversation list, the chat column, the status bar, the menus); the
        caller calls `attach_services` before anything acts on the window
        (app.ui.app: once the model is ready, or at the first key or click)."""
        super().__init__()
        self.setWindowTitle(self.tr("Lantern"))
        self.setAccessibleName(self.tr("Lantern"))
        # An explicit minimum: Qt would otherwise make the window's minimum the
        # sum of its panels' and grow the window past the screen to honour it.
        self.setMinimumSize(*WINDOW_MIN)
        self._fit_to_screen(1560, 980)
        self.settings = settings
        self.host = host
        self._save = save
        self._deleted: int | None = None
        self._settings_dialog = OneDialog(self._make_settings_dialog)
        self._engines_dialog = OneDialog(self._make_engines_dialog)
        self.server_page = OneDialog(self._make_server_page,
                                     lambda page: self.pages.show("server", page))
        self.shortcuts_sheet = OneDialog(self._make_shortcuts)
        self.about = OneDialog(self._make_about)
        self.data_places = OneDialog(self._make_data_places)
        self._transfer: ConversationTransfer | None = None
        self.db_watch: DatabaseWatch | None = None
        self.indexing = indexing
        self.chats = chats
        self._tools: ToolService | None = None
        """Made after the first paint (the tools stack: MCP, zoneinfo...)."""
        self.attached = False
        """Whether attach_services has run."""
        self._build(chats)
        self.memory = WindowMemory()
        """Size, state, last conversation and drafts between runs (window_memory)."""
        restore_at_start(self)
        self._share_width()
        self.models: ModelsRoom | None = None
        menus = build_menus(self)
        TypingGoesToComposer(self.menuBar(), self.composer.editor)
        self._menus = menus.menus
        self.undo_delete_action, self.stop_action = menus.undo_delete, menus.stop
        self.regenerate_action, self.panel_action = menus.regenerate, menus.panel
        self.conversations.menu_extras += [
            (lambda: self.tr("Export…"), lambda i, title: self.transfer.export_one(i, title)),
            (lambda: self.tr("Export with others…"),
             lambda i, _title: self.transfer.export_many({i}))]
        self._connect_view()
        self.apply_look()
        self._update_header()
        self.composer.editor.setFocus()
        if not services_later:
            self.attach_services()
            if list_conversations:
                self.finish_after_paint()

    def attach_services(self) -> None:
        """What answers, and the widgets that only matter once someone acts:
        the controller, the conversation panel (hidden until opened), the model
        menu, the local API server. Their modules (~25 ms) and the panel's
        widgets (~10 ms with their styling) would otherwise delay the first
        paint, and with it the model's load. Runs once; later calls do nothing."""
        if self.attached:
            return
        self.attached = True
        ensure_event_loop()  # what the controller awaits runs on it
        app = QApplication.instance()
        if isinstance(app, QApplication):
            use_lantern_style(app)  # before the number boxes of the panel exist
        from app.models.registry import Registry
        from app.ui.models.model_choice import ModelChoice
        from app.ui.server.local_server import LocalApiServer
        from app.ui.services.controller import ChatController
        from app.ui.services.document_chat import DocumentChat

        documents = DocumentChat(self.indexing) if self.indexing is not None else None
        self.controller = ChatController(self.chats, self.host, self.settings,
                                         documents=documents)
        self.api_server = LocalApiServer(self.host)
        self.chat.bind(self.controller)
        self._build_panel()
        self.model_choice = ModelChoice(self, Registry())
        self._connect()
        self._tab_order()
        self.controller.new_conversation()
        self.api_server.apply(self.settings)
        if self.host.state == "ready":  # it became ready before this ran
            self._model_ready()

    # -- construction ------------------------------------------------------

    @property
    def tools(self) -> ToolService:
        """The tools (Lantern's own and MCP servers'), made on first use: after
        the first paint, or when a test or the Settings dialog asks first."""
        if self._tools is None:
            from app.ui.services.tools import ToolService
            from app.ui.tools.tool_picker import ToolPicker

            self._tools = ToolService()
            self.controller.tools = self._tools
            picker = ToolPicker(self._tools)
            self.panel.set_tool_picker(picker)
            picker.set_selected(self.panel.value().tools)
        return self._tools

    def finish_after_paint(self) -> None:
        """What the first paint need not wait for: the Models room, the
        documents dock, the conversation list, the icons, the tools."""
        for step in self.after_paint_steps():
            step()

    def after_paint_steps(self) -> list[Callable[[], object]]:
        """`finish_after_paint` in steps of ~20-30 ms each, for app.ui.app to
        run one per event-loop turn: right after the model is ready, the window
        then never stops answering for the sum of them."""
        return [self.models_room, self.documents_room, self._list_and_icons,
                self.watch_database, lambda: reopen_last(self),
                lambda: self.tools.start_marked()]  # those marked "start with Lantern"

    def _list_and_icons(self) -> None:
        # The clear button's first use looks its icon up in the icon theme
        # (~7 ms); it only shows once something is typed.
        self.conversations.search.setClearButtonEnabled(True)
        self.conversations.refresh()
        # Icons after the paint too: the first one loads Qt's SVG plugin.
        for button, name in ((self.conversations.new_button, "plus"),
                             (self.header.settings_button, "sliders-horizontal"),
                             (self.composer.stop_button, "square"),
                             (self.list_handle, "chevrons-right")):
            set_icon(button, name)

    def toggle_documents(self) -> None:
        self.sides.toggle_documents()

    def models_room(self) -> ModelsRoom:
        if self.models is None:
            from app.ui.models.room import ModelsRoom

            self.models = ModelsRoom(self)
            chat_column = self.chat.layout()
            if isinstance(chat_column, QBoxLayout):  # the first-run notice, above the thread
                chat_column.insertWidget(1, self.models.banner_holder)
            self.models.refresh_banner(chat_empty=not self.chat_view.message_widgets())
        return self.models

    def _fit_to_screen(self, width: int, height: int) -> None:
        """The preferred size, shrunk to the screen's free area (a 1280x800
        laptop minus panels must still show the status bar)."""
        screen = self.screen().availableGeometry()
        self.resize(min(width, screen.width() * 95 // 100),
                    min(height, screen.height() * 92 // 100))
        # Centred: the window manager would put a first window in a corner.
        self.move(screen.center() - self.rect().center())

    def _share_width(self) -> None:
        """The conversation list's first width, from the window's: a fixed
        290 px took a third of a 1366 x 768 screen at 150 %."""
        listed = max(LIST_MIN_WIDTH, min(290, self.width() * 22 // 100))
        self.splitter.setSizes([listed, max(CHAT_MIN_WIDTH, self.width() - listed)])

    def _build(self, chats: ChatThread) -> None:
        self.conversations = ConversationList(chats)
        self.chat = ChatArea()
        self.header, self.chat_view, self.composer = (
            self.chat.header, self.chat.view, self.chat.composer)
        self.splitter = QSplitter()
        self.splitter.setAccessibleName(self.tr("Window areas"))
        self.splitter.addWidget(self.conversations)
        self.splitter.addWidget(self.chat)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setChildrenCollapsible(False)
        self.conversations.setMinimumWidth(LIST_MIN_WIDTH)
        self.chat.setMinimumWidth(CHAT_MIN_WIDTH)
        self.splitter.setSizes([290, 900])
        self.central_area = self._with_handle(self.splitter)
        self.pages = Pages(self.central_area, self)
        """The chat, Models and Server, one at a time (app.ui.pages)."""
        self.setCentralWidget(self.pages.stack)
        self._build_rail()
        self.sides = SidePanels(self)
        self.status = LanternStatusBar()
        self.setStatusBar(self.status)
        self.documents: DocumentsDock | None = None
        self.collection_picker: CollectionPicker | None = None

    def _with_handle(self, splitter: QSplitter) -> QWidget:
        """The splitter, with the folded list's handle at its left edge."""
        area = QWidget()
        row = QHBoxLayout(area)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(0)
        self.list_handle = QToolButton()
        self.list_handle.setObjectName("listHandle")
        self.list_handle.setAutoRaise(True)
        self.list_handle.setToolTip(self.tr("Show the conversation list (Ctrl+Shift+L)"))
        self.list_handle.setAccessibleName(self.tr("Show the conversation list"))
        self.list_handle.setIconSize(QSize(14, 14))
        self.list_handle.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Expanding)
        self.list_handle.clicked.connect(self.show_conversation_list)
        self.list_handle.hide()
        row.addWidget(self.list_handle)
        row.addWidget(splitter, 1)
        return area

    def _build_rail(self) -> None:
        """The navigation rail, in a fixed tool bar along the window's left edge."""
        self.rail = NavRail()
        self.rail.show_state("chats", True)
        self.rail.chosen.connect(self.go_to)
        self.pages.changed.connect(lambda page: page_changed(self, page))
        self.rail_bar = QToolBar(self.tr("Navigation"))
        self.rail_bar.setObjectName("railBar")
        self.rail_bar.setMovable(False)
        self.rail_bar.setFloatable(False)
        self.rail_bar.toggleViewAction().setVisible(False)
        self.rail_bar.setContextMenuPolicy(Qt.ContextMenuPolicy.PreventContextMenu)
        self.rail_bar.addWidget(self.rail)
        extension = self.rail_bar.findChild(QToolButton, "qt_toolbar_ext_button")
        if extension is not None:  # shown only when the window is too short for the rail
            extension.setAccessibleName(self.tr("More places"))
        self.addToolBar(Qt.ToolBarArea.LeftToolBarArea, self.rail_bar)
        self.rail.folded_changed.connect(lambda _folded: self.sides.share(None))

    def go_to(self, place: str) -> None:
        """A place of the rail (or Ctrl+1..5): app.ui.pages.go_to."""
        go_to(self, place)

    def _build_panel(self) -> None:
        """The conversation panel, hidden, in the splitter's third place."""
        from app.ui.chat.conversation_panel import ConversationPanel
        from app.ui.engines.engine_section import EngineSection

        self.panel = ConversationPanel()
        self.panel.setVisible(False)
        self.splitter.addWidget(self.panel)
        self.engine_section = EngineSection(
            self.host.routes, lambda: self.host.model_name, self.open_engines,
            local_models=lambda: self.model_choice.chat_choices())
        self.panel.add_section(self.engine_section)
        if self.indexing is not None:
            from app.ui.documents.collection_picker import CollectionPicker

            self.collection_picker = CollectionPicker(self.indexing)
            self.panel.add_section(self.collection_picker)

    def _tab_order(self) -> None:
        """Tab goes from the composer to the conversation list, then the panels."""
        chain: list[QWidget] = [
            self.composer.editor, self.composer.attach_button, self.composer.send_button,
            self.composer.stop_button,
            self.conversations.search, self.conversations.new_button, self.conversations.list,
            self.header.model_button, self.header.settings_button, self.panel.system_prompt]
        for first, then in pairwise(chain):
            QWidget.setTabOrder(first, then)

    def documents_room(self) -> DocumentsDock | None:
        """The documents dock (None without an indexing worker); it starts hidden,
        so it is built after the first paint."""
        if self.documents is None and self.indexing is not None:
            from app.ui.documents.documents_dock import DocumentsDock

            self.documents = DocumentsDock(self.indexing, self)
            self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.documents)
            self.documents.hide()
            self.documents.visibilityChanged.connect(
                lambda shown: self.sides.share(self.documents if shown else None))
            self.documents.visibilityChanged.connect(
                lambda shown: self.rail.show_state("documents", shown))
            self.documents.topLevelChanged.connect(  # floated out, or docked again
                lambda floating: self.sides.share(None if floating else self.documents))
            self.documents.panel.error.connect(self.status.show_error)
        return self.documents

    def _connect_view(self) -> None:
        """What the window shows before its services exist: the model's loading."""
        status = self.status
        self.host.state_changed.connect(self._engine_state)
        self.host.progressed.connect(status.show_loading)
        self.host.adapter_warnings.connect(lambda w: status.show_error("\n".join(w)))
        self.host.device_changed.connect(status.show_device)
        self.host.device_notice.connect(status.show_error)  # stays until the next message
        self.host.engine_notice.connect(status.show_error)  # a full disk stopped the disk cache
        if self.indexing is not None:
            self.indexing.search_degraded.connect(status.show_error)
        status.show_model(self.host.state, self.tr("Loading model"), self.host.model_name)

    def _connect(self) -> None:
        controller, status = self.controller, self.status
        controller.busy_changed.connect(self._busy_changed)
        for changed in (controller.busy_changed, controller.conversations_changed):
            changed.connect(lambda *_: self.conversations.set_answering(
                self.controller.answers.answering()))
        controller.conversation_changed.connect(self._conversation_changed)
        controller.conversations_changed.connect(self.conversations.refresh)
        controller.speed_changed.connect(status.show_speed)
        controller.error.connect(status.show_error)
        controller.info.connect(status.show_notice)
        self.api_server.status_changed.connect(
            lambda text, _on: status.show_notice(self.tr("Local API server: "
                                                         "{text}").format(text=text)))
        self.api_server.status_changed.connect(status.show_server)
        self.chat.shown.connect(self._thread_shown)
        self.chat_view.new_chat_requested.connect(self.new_chat)
        self.chat.notice.connect(status.show_notice)
        self.chat.error.connect(status.show_error)
        self.composer.send_requested.connect(self.send)
        self.composer.models_requested.connect(lambda: self.models_room().open())
        self.conversations.activated.connect(self.open_conversation)
        self.conversations.picked.connect(self.composer.editor.setFocus)
        self.conversations.new_requested.connect(self.new_chat)
        self.conversations.deleted.connect(self._deleted_conversation)
        self.conversations.renamed.connect(self._renamed)
        self.conversations.error.connect(status.show_error)
        self.panel.changed.connect(self._panel_changed)
        self.engine_section.route_changed.connect(self._route_changed)
        self.header.settings_button.toggled.connect(self.sides.panel_toggled)
        if self.collection_picker is not None:
            self.collection_picker.error.connect(status.show_error)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.sides.share(None)

    # -- conversations -------------------------------------------------------

    def new_chat(self) -> None:
        self.pages.show_chat()
        self.panel.flush()
        self.composer.cancel_edit()
        self.controller.new_conversation()
        self.conversations.set_current(None)
        self.composer.editor.setFocus()

    def open_conversation(self, conversation_id: int, message_id: object = None) -> None:
        self.pages.show_chat()
        self.panel.flush()
        self.composer.cancel_edit()
        self.controller.open_conversation(
            conversation_id, message_id if isinstance(message_id, int) else None)

    def _conversation_changed(self, conversation: Conversation | None) -> None:
        self.conversations.set_current(conversation.id if conversation else None)
        picker = self.collection_picker
        if picker is not None:
            # A new chat keeps the collections ticked before its first message.
            if conversation is not None and picker.conversation_id is None \
                    and picker.selected_ids():
                picker.save_for(conversation.id)
            else:
                picker.show_conversation(conversation.id if conversation else None)
        self._show_panel()
        self._update_header()
        self.model_choice.follow_conversation()  # its model loads, if another

    def _show_panel(self) -> None:
        """The conversation's settings, with the adapters and limits of the
        engine that answers it."""
        self.engine_section.show_for(self.controller.conversation_id,
                                     self.controller.conversation_settings(), self.panel,
                                     self.settings.adapters, self.model_choice.current_id())

    def _route_changed(self) -> None:
        self.model_choice.route_chosen(self.engine_section.route())
        self._show_panel()
        self._update_header()

    def open_engines(self) -> None:
        self._engines_dialog.open()

    def open_tools(self) -> None:
        """Settings, at its Tools section."""
        from app.ui.tools.tools_tab import ToolsTab

        dialog = self._settings_dialog.open()
        for index in range(dialog.tabs.count()):
            if isinstance(dialog.tabs.widget(index), ToolsTab):
                dialog.tabs.setCurrentIndex(index)

    def _make_server_page(self) -> ServerPage:
        from app.ui.server.server_page import ServerPage

        return ServerPage(self.api_server, lambda: self.settings, self.apply_settings,
                          parent=self)

    def _make_shortcuts(self) -> ShortcutsSheet:
        from app.ui.help_menu import ShortcutsSheet

        return ShortcutsSheet(self._menus, self)

    def _make_about(self) -> AboutDialog:
        from app.ui.help_menu import AboutDialog

        return AboutDialog(self)

    def _make_data_places(self) -> DataPlaces:
        from app.ui.help_menu import DataPlaces

        return DataPlaces(self)

    # -- export, import, other programs' writes -------------------------------

    @property
    def transfer(self) -> ConversationTransfer:
        """Exports and imports (app.ui.conversation_transfer), made on first use."""
        if self._transfer is None:
            from app.ui.conversation_transfer import ConversationTransfer

            self._transfer = ConversationTransfer(self.chats, self)
            self._transfer.notice.connect(self.status.show_notice)
            self._transfer.error.connect(self.status.show_error)
            self._transfer.imported.connect(self._imported)
        return self._transfer

    def export_current(self) -> None:
        conversation = self.controller.conversation
        if conversation is None:
            self.status.show_notice(self.tr("Open a conversation to export it, or use "
                                            "File → Export conversations… for several."))
            return
        self.transfer.export_one(conversation.id, conversation.title)

    def _imported(self, conversation_id: int) -> None:
        self.conversations.refresh()
        self.open_conversation(conversation_id)

    def watch_database(self) -> None:
        """Show what other programs (`lantern chat`) write (app.ui.db_watch)."""
        if self.db_watch is None:
            from app.ui.db_watch import follow_other_writers

            self.db_watch = follow_other_writers(self)

    def _make_engines_dialog(self) -> EnginesDialog:
        from app.ui.engines.engines_dialog import EnginesDialog

        dialog = EnginesDialog(self.host.routes, self)
        dialog.changed.connect(self._route_changed)
        return dialog

    def _update_header(self) -> None:
        """The conversation's title, model and settings; before the services
        exist, those of the new chat that attach_services will open."""
        if self.attached:
            controller = self.controller
            conversation, chosen = controller.conversation, controller.conversation_settings()
        else:  # the new chat's; its budget too, which ChatArea shows once bound
            conversation, chosen = None, ConversationSettings.defaults(self.settings)
            self.chat.show_estimate(chosen.system_prompt, self.host.context_of(None))
        self.header.show_conversation(conversation.title if conversation else "",
                                      self.host.answering_model(conversation.id if conversation
                                                                else None),
                                      chosen, self.settings.cache_prompt)

    def _panel_changed(self, chosen: ConversationSettings) -> None:
        self.controller.set_conversation_settings(chosen)
        self._update_header()

    def _deleted_conversation(self, conversation_id: int, title: str,
                              neighbour: int | None) -> None:
        self._deleted = conversation_id
        self.undo_delete_action.setEnabled(True)
        if neighbour is not None and self.controller.conversation_id == conversation_id:
            self.open_conversation(neighbour)  # the one beside it, not an empty chat
        else:
            self.controller.forget_conversation(conversation_id)
        self.status.show_action(self.tr("Deleted “{title}”.").format(title=title),
                                self.tr("Undo"), self.undo_delete)

    def _renamed(self, conversation_id: int, title: str) -> None:
        self.controller.retitle(conversation_id, title)
        self._update_header()

    def undo_delete(self) -> None:
        if self._deleted is None:
            return
        conversation_id, self._deleted = self._deleted, None
        self.undo_delete_action.setEnabled(False)
        self.status.clear_message()  # its Undo button is spent
        self.conversations.restore(conversation_id)
        self.open_conversation(conversation_id)

    def show_conversation_list(self) -> None:
        """Ctrl+Shift+L: the list, unfolded if it was folded for a panel."""
        self.pages.show_chat()
        self.sides.show_list()
        self.conversations.list.setFocus()

    def rename_current(self) -> None:
        self.conversations.list.setFocus()
        self.conversations.rename_current()

    def pin_current(self) -> None:
        self.conversations.toggle_pin_current()

    def delete_current(self) -> None:
        self.conversations.delete_current()

    def toggle_panel(self) -> None:
        self.attach_services()  # the panel is theirs (a call before the start-up's attach)
        self.header.settings_button.toggle()
        if self.panel.isVisible():
            self.panel.system_prompt.setFocus()

    # -- chat ----------------------------------------------------------------

    def send(self, text: str, images: list[ImageInput] | None = None) -> None:
        self.panel.flush()
        self.chat.send(text, images)

    def _thread_shown(self, items: list[ShownMessage]) -> None:
        if self.models is not None:
            self.models.refresh_banner(chat_empty=not items)
        self.regenerate_action.setEnabled(
            not self.controller.busy and any(i.message.role == "assistant" for i in items))
        for action in self.findChildren(QAction):  # Edit last message, Continue…: off if empty
            if action.property(NEEDS_MESSAGES):
                action.setEnabled(bool(items))
        self._update_header()

    def _busy_changed(self, busy: bool) -> None:
        self.stop_action.setEnabled(busy)
        self.regenerate_action.setEnabled(  # an answer to write again, and none being written
            not busy and any(i.message.role == "assistant" for i in self.chat_view.items()))

    # -- engine and settings ---------------------------------------------------

    def _engine_state(self, state: str, detail: str) -> None:
        self.status.show_model(state, detail, self.host.model_name)
        if state == "ready" and self.attached:
            self._model_ready()
        self._update_header()

    def _model_ready(self) -> None:
        self.chat.model_ready()
        self.panel.allow_thinking(self.host.takes_thinking)
        self.panel.allow_native_tools(self.host.native_tools)

    @property
    def settings_dialog(self) -> SettingsDialog | None:
        return self._settings_dialog.current

    def open_settings(self) -> None:
        self._settings_dialog.open()

    def _make_settings_dialog(self) -> SettingsDialog:
        from app.ui.settings.settings_dialog import SettingsDialog

        dialog = SettingsDialog(self.settings, self._validate_adapter, self)
        from app.ui.tools.tools_tab import ToolsTab

        dialog.add_section(ToolsTab(self.tools, self.settings), self.tr("Tools"))
        dialog.accepted.connect(lambda: self.apply_settings(dialog.settings()))
        dialog.finished.connect(lambda _result: self.composer.editor.setFocus())
        dialog.server_tab.show_status(self.api_server.status)
        self.api_server.status_changed.connect(dialog.server_tab.show_status)
        return dialog

    async def _validate_adapter(self, name: str, path: str) -> str | None:
        try:
            await self.host.register_adapter(name, path)
        except EngineError as exc:
            return say(exc)
        return None

    def apply_settings(self, chosen: Settings) -> None:
        """Save new settings and put them into effect."""
        old, self.settings = self.settings, chosen
        self.controller.use_settings(chosen)
        self.api_server.apply(chosen)
        if self.indexing is not None:
            self.indexing.apply_settings(chosen)
        try:
            self._save(chosen, old)
        except OSError as exc:
            self.status.show_error(self.tr("Could not save the settings: {exc}").format(
                exc=say(exc)))
        if (old.theme, old.font_size) != (chosen.theme, chosen.font_size):
            self.apply_look()
        if any(getattr(old, f) != getattr(chosen, f) for f in ENGINE_FIELDS):
            self.controller.stop()
            spawn(self.host.restart(self.model_choice.settings_applied(old, chosen)),
                  self.status.show_error)
        else:
            kept = {a.name for a in chosen.adapters}
            for name in [n for n in self.host.registered if n not in kept]:
                spawn(self.host.unregister_adapter(name), self.status.show_error)
        self._show_panel()
        self._update_header()
        self.status.show_notice(self.tr("Settings saved."))

    def apply_look(self) -> None:
        app = QApplication.instance()
        if not isinstance(app, QApplication):
            return
        concrete = apply_theme(app, self.settings.theme, self.settings.font_size,
                               style=self.attached)
        self.chat_view.restyle(render_style(concrete), bubble_colours(concrete))

    def follow_system_theme(self) -> None:
        """The desktop switched light/dark: follow it if the setting says "system"."""
        if self.settings.theme == "system":
            self.apply_look()

    # -- closing -------------------------------------------------------------

    def closeEvent(self, event: QCloseEvent) -> None:
        save_at_close(self)
        if self.attached:
            self.panel.flush()
        self.shut_down()
        event.accept()

    def shut_down(self) -> None:
        """The one way out (closing the window, or the session ending without
        it): the answer is saved with its sources, then the threads stop."""
        if self.attached:
            self.controller.close()
            self.api_server.stop_now()
        if self._engines_dialog.current is not None:
            # Stops its thread (a probe under way times out by itself).
            self._engines_dialog.current.reject()
        if self.models is not None:
            self.models.shut_down()
        if self.indexing is not None:
            self.indexing.shutdown()
        if self._tools is not None:
            self._tools.shutdown()
        self.host.shutdown()
        if self.db_watch is not None:
            self.db_watch.stop()
        self.chats.shutdown()  # after the answer's last write, posted above
