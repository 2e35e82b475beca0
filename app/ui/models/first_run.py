"""The empty chat's first-run notice: the bundled model is tiny; a better one
is a click away."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QEvent, QObject, QSize, Qt, Signal
from PySide6.QtGui import QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QBoxLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.models.catalog import CatalogEntry
from app.ui.locale_format import size as human
from app.ui.theme import set_icon, set_role
from app.workers.say import say


class FirstRunBanner(QFrame):
    """One sentence and its buttons, the recommendation's details on demand:
    the whole notice (three sentences and a fine print) took the height of a
    short window's chat (150 % on 1366 x 768), its Download button scrolled
    out of sight and the empty chat's hint under it was cut."""

    _built = False
    """Its parts exist (Qt sends it events while it makes them)."""
    download_requested = Signal(object)
    """CatalogEntry: the recommended model, in one click."""
    browse_requested = Signal()
    dismissed = Signal()
    """Not now: the empty chat names the model instead, from now on."""
    resized = Signal()
    """Its height for its width changed (its text did, or its width)."""

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("firstRunBanner")
        self.setAccessibleName(self.tr("First run: choose a real model"))
        set_role(self, "banner")
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.details = QLabel()
        """Which model is recommended, why, and what it needs (hidden until asked)."""
        self.details.setWordWrap(True)
        self.details.setVisible(False)
        self.problem = QLabel()
        """Why the recommended model's download stopped (hidden while none did)."""
        self.problem.setWordWrap(True)
        self.problem.setAccessibleName(self.tr("Download problem"))
        set_role(self.problem, "error")
        self.problem.setVisible(False)
        # Children from the start: a button not yet in the layout (it flows
        # into it) must not count as hidden, as a window never shown does.
        self.download = QPushButton(self)
        self.download.setDefault(False)
        set_role(self.download, "primary")
        self.browse = QPushButton(self.tr("Other models…"), self)
        self.more = QToolButton(self)
        self.more.setCheckable(True)
        set_role(self.more, "link")
        self.more.toggled.connect(self._show_details)
        # At the end of the first row of buttons: a row of its own made the
        # notice taller than a short window's chat column (150 % on 1366 x 768).
        self.not_now = QToolButton(self)
        self.not_now.setText(self.tr("Not now"))
        self.not_now.setAccessibleName(self.tr("Not now"))
        self.not_now.setToolTip(self.tr("Hide this notice; Models in the rail has them all"))
        self.not_now.setAutoRaise(True)
        self.not_now.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonIconOnly)
        set_icon(self.not_now, "x")
        self.not_now.clicked.connect(self.dismissed)
        self.entry: CatalogEntry | None = None
        self._compact = False
        """It only names the chat model (not the first run): one line."""
        self._download_text = ""
        """The Download button's words, whole (fit_buttons may shorten them)."""
        self.download.clicked.connect(lambda: self.entry and self.download_requested.emit(
            self.entry))
        self.browse.clicked.connect(self.browse_requested)
        self.buttons = QVBoxLayout()
        """Rows of buttons (fit_buttons)."""
        self.buttons.setContentsMargins(0, 0, 0, 0)
        self._rows: list[list[QWidget]] = []
        column = QVBoxLayout(self)
        column.addWidget(self.text)
        column.addWidget(self.problem)
        column.addLayout(self.buttons)
        column.addWidget(self.details)  # under the buttons: they stay in sight when it opens
        self._show_details(False)
        self.fit_buttons(10_000)
        self._built = True

    def _show_details(self, shown: bool) -> None:
        self.details.setVisible(shown)
        self.more.setText(self.tr("Hide details") if shown else self.tr("Details"))
        self._changed()

    def _flow_again(self) -> None:
        # At its last width, shown or not: a hidden notice (a chat with
        # messages) shows again at the same width, with no resize to flow it.
        self.fit_buttons(self.width())

    def fit_buttons(self, width: int) -> None:
        """As many buttons to a row as fit in `width`, in order (Download
        first): side by side they made the notice wider than a narrow chat
        column (its place does not scroll sideways), cutting its text and
        buttons; all stacked they made it needlessly tall. Naming the chat
        model (compact), the words and the button share one line."""
        column = self.layout()
        margins = column.contentsMargins() if column is not None else self.contentsMargins()
        room = width - margins.left() - margins.right() - 2 * self.frameWidth()
        spacing = max(0, self.buttons.spacing())
        closable = not self.not_now.isHidden()
        if closable:  # the × ends the first row
            room -= self.not_now.sizeHint().width() + spacing
        self._fit_download(room)
        rows: list[list[QWidget]] = []
        used = room + 1
        shown: list[QWidget] = [b for b in (self.download, self.browse, self.more)
                                if not b.isHidden()]
        for button in shown:
            wide = button.sizeHint().width()
            if rows and used + spacing + wide <= room:
                rows[-1].append(button)
                used += spacing + wide
            else:
                rows.append([button])
                used = wide
        if self._compact:  # the words and Models… on one line (they wrap beside it)
            rows = [[self.text, *shown]]
        elif closable:
            rows = [[*rows[0], self.not_now], *rows[1:]] if rows else [[self.not_now]]
        if rows != self._rows:
            self._rows = rows
            self._lay_rows(rows)

    def _lay_rows(self, rows: list[list[QWidget]]) -> None:
        while (old := self.buttons.takeAt(0)) is not None:
            if (row_layout := old.layout()) is not None:
                while row_layout.takeAt(0) is not None:
                    pass  # the widgets stay the notice's children
                row_layout.deleteLater()
        column = self.layout()
        if isinstance(column, QVBoxLayout):
            if self._compact:
                column.removeWidget(self.text)  # it leads the first row
            elif column.indexOf(self.text) < 0:
                column.insertWidget(0, self.text)  # its own line again, above the rest
        for widgets in rows:
            line = QHBoxLayout()
            for widget in widgets:
                if widget is self.not_now:
                    line.addStretch(1)  # the buttons keep to the left, the × to the right
                line.addWidget(widget, 1 if widget is self.text else 0)
            if widgets[0] is not self.text and self.not_now not in widgets:
                line.addStretch(1)  # the buttons keep to the left, at their own width
            self.buttons.addLayout(line)

    def resizeEvent(self, event: QResizeEvent) -> None:
        # The chat column gives the notice its size hint's height, laid out for
        # another width; at a narrower one the wrapped text would be cut.
        super().resizeEvent(event)
        self.fit_buttons(self.width())
        needed = self.heightForWidth(self.width())
        if needed > 0 and needed != self.minimumHeight():
            self.setMinimumHeight(needed)
            self.resized.emit()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if self._built and event.type() == QEvent.Type.FontChange:  # Settings, Appearance
            self._changed()

    def offer(self, entry: CatalogEntry | None, fit_text: str) -> None:
        self.entry = entry
        self._compact = False
        set_role(self, "banner")
        self.browse.setText(self.tr("Other models…"))
        self.not_now.setVisible(True)
        intro = self.tr("<b>You are chatting with a tiny bundled model</b>: fine for trying "
                        "Lantern, weak at facts.")
        self.more.setVisible(entry is not None)
        if entry is None:
            self.text.setText(self.tr("{intro} This machine has little free memory; open the "
                                      "models to pick one that fits.").format(intro=intro))
            self.download.setVisible(False)
            self.more.setChecked(False)
            self._changed()
            return
        self.text.setText(intro)
        self.details.setText(self.tr(
            "Recommended for this computer: <b>{name}</b> — {note}<br><small>Fits this "
            "computer ({fit} of memory free) · {license} · The bundled model is SmolLM2 135M "
            "Instruct.</small>").format(name=escape(entry.name), note=escape(say(entry.note)),
                                        fit=escape(fit_text), license=escape(entry.license)))
        self._say_on_download(self.tr("Download {name} ({size})").format(
            name=entry.name, size=human(entry.download_size)))
        self.download.setEnabled(True)
        self.download.setVisible(True)
        self.problem.setVisible(False)
        self._changed()

    def compact(self, model_name: str) -> None:
        """Not the first run: the empty chat just names the model, with a way to change it."""
        self.entry = None
        self._compact = True
        set_role(self, "")
        # The name comes from the GGUF's general.name: any text a file holds.
        self.text.setText(self.tr("Chat model: <b>{name}</b>.").format(name=escape(model_name)))
        self.download.setVisible(False)
        self.problem.setVisible(False)
        self.more.setChecked(False)
        self.more.setVisible(False)
        self.not_now.setVisible(False)
        self.browse.setText(self.tr("Models…"))
        self._changed()

    def downloading(self, text: str) -> None:
        """The download runs: its button says how far, and cannot start it twice."""
        self.download.setEnabled(False)
        self._say_on_download(text)
        self.problem.setVisible(False)
        self._changed()

    def stopped(self, button: str, problem: str = "") -> None:
        """The download is paused or failed: the button takes it up again
        (`button` says how), and `problem` says why it stopped."""
        self.download.setEnabled(True)
        self._say_on_download(button)
        self.problem.setText(problem)
        self.problem.setVisible(bool(problem))
        self._changed()

    def _say_on_download(self, text: str) -> None:
        self._download_text = text
        self.download.setText(text)
        self.download.setAccessibleName(text)
        self.download.setToolTip("")

    def _fit_download(self, room: int) -> None:
        """The Download button's words, shortened in the middle where even
        alone on its row they are wider than the notice ("Llama 3.2 3B
        Instruct wird heruntergeladen: 45 %" at 150 %), which would grow past
        its place and be cut at the right. The name's start and the size or
        percentage stay; the whole words are its tooltip and accessible name."""
        full = self._download_text
        self.download.setText(full)
        wide = self.download.sizeHint().width()
        if wide <= room or not full:
            self.download.setToolTip("")
            return
        metrics = self.download.fontMetrics()
        text_room = room - (wide - metrics.horizontalAdvance(full))
        self.download.setText(metrics.elidedText(full, Qt.TextElideMode.ElideMiddle,
                                                 max(0, text_room)))
        self.download.setToolTip(full)

    def _changed(self) -> None:
        """Its buttons' words or its lines changed: they flow again, and the
        place above the chat learns the notice's new height (its minimum, set
        for the old lines, would keep it as tall as before: hidden details)."""
        self._flow_again()
        if self.width() > 0 and self.isVisible():
            self.setMinimumHeight(max(0, self.heightForWidth(self.width())))
        self.updateGeometry()
        self.resized.emit()


class BannerPlace(QScrollArea):
    """The notice's place above the chat: as tall as the notice while the
    column keeps room for the header and the composer (the empty chat gives
    way: its hint shows as much as then fits, app.ui.chat.empty_hint); only
    on a window too short for them all (800 x 600 at 150 %) does it give up
    height and scroll, instead of cutting the notice's buttons off under the
    conversation."""

    MARGINS = (16, 10, 16, 0)

    def __init__(self, banner: FirstRunBanner) -> None:
        super().__init__()
        self._column: QWidget | None = None
        """The column it sits in, watched for its height (the room it leaves)."""
        self.setObjectName("firstRunPlace")
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.banner = banner
        inside = QWidget()
        inside.setAutoFillBackground(False)
        margins = QVBoxLayout(inside)
        margins.setContentsMargins(*self.MARGINS)
        # Its width is the place's, whatever its buttons' row asks: they flow
        # to that width (fit_buttons); a row's width as its minimum made the
        # notice wider than the place, which then flowed it again, at once.
        banner.setSizePolicy(QSizePolicy.Policy.Ignored, banner.sizePolicy().verticalPolicy())
        margins.addWidget(banner)
        self.setWidget(inside)
        self.viewport().setAutoFillBackground(False)
        banner.resized.connect(self.updateGeometry)

    def resizeEvent(self, event: QResizeEvent) -> None:
        left, _top, right, _bottom = self.MARGINS
        self.banner.fit_buttons(self.viewport().width() - left - right)
        super().resizeEvent(event)
        self._watch_column()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._watch_column()

    def _watch_column(self) -> None:
        parent = self.parentWidget()
        if parent is not None and parent is not self._column:
            self._column = parent
            parent.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._column and event.type() == QEvent.Type.Resize:
            # Before the column lays itself out at its new height: the room
            # left for the notice (its minimum) is asked again.
            self.updateGeometry()
        return super().eventFilter(watched, event)

    def sizeHint(self) -> QSize:
        left, top, right, bottom = self.MARGINS
        width = max(1, self.viewport().width() - left - right)
        return QSize(super().sizeHint().width(),
                     self.banner.heightForWidth(width) + top + bottom)

    def minimumSizeHint(self) -> QSize:
        # The whole notice where the column has room for it; two lines of it
        # at least (800 x 600 at 150 %): enough to see there is a notice to scroll.
        floor = self.fontMetrics().lineSpacing() * 2 + self.MARGINS[1]
        return QSize(0, min(self.sizeHint().height(), max(floor, self._room())))

    def _room(self) -> int:
        """The column's height less what the rest of it needs: the header and
        the composer their height, the conversation (which stretches) its
        minimum. The empty chat's hint steps aside where it then has no room
        (app.ui.chat.empty_hint): the notice holds the one action."""
        column = self.parentWidget()
        layout = column.layout() if column is not None else None
        if column is None or not isinstance(layout, QBoxLayout):
            return 0
        asked, shown = 0, 0
        for index in range(layout.count()):
            item = layout.itemAt(index)
            if item is None or item.isEmpty():
                continue
            shown += 1
            if item.widget() is not self:
                size = item.minimumSize() if layout.stretch(index) > 0 else item.sizeHint()
                asked += size.height()
        margins = layout.contentsMargins()
        return (column.height() - asked - margins.top() - margins.bottom()
                - max(0, layout.spacing()) * max(0, shown - 1))
