"""The line above the chat: title, and what will make the next answer
(model, LoRA adapters with their scales, prompt cache). The model is a menu
button: its choices are the conversation panel's "Answered by" choices
(filled by the window when the menu opens), so both change the same thing."""

from __future__ import annotations

from PySide6.QtCore import QLocale, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QHBoxLayout, QMenu, QSizePolicy, QToolButton, QVBoxLayout, QWidget

from app.domain import ConversationSettings
from app.ui.elided_label import ElidedLabel
from app.ui.services.formatting import SEP, format_lora
from app.ui.theme import COMPACT_HEADER_WIDTH, SPACE, set_role


class ChatHeader(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(SPACE.xl, SPACE.m, SPACE.l, SPACE.s)
        text = QVBoxLayout()
        text.setSpacing(SPACE.s)
        self.title = ElidedLabel("New chat")
        self.title.setAccessibleName(self.tr("Conversation title"))
        set_role(self.title, "title")
        self.summary = ElidedLabel()
        self.summary.setAccessibleName(self.tr("Answer settings"))
        set_role(self.summary, "muted")
        self.model_button = QToolButton()
        self.model_button.setAccessibleName(self.tr("Model for this conversation"))
        self.model_button.setToolTip(self.tr("Which model answers this conversation"))
        self.model_button.setText(self.tr("Switch model ▾"))
        set_role(self.model_button, "button")
        self.model_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.model_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.model_button.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.model_menu = QMenu(self.model_button)
        self.model_button.setMenu(self.model_menu)
        self.settings_button = QToolButton()
        self.settings_button.setText(self.tr("Conversation settings"))
        self.settings_button.setAccessibleName(self.tr("Conversation settings"))
        self.settings_button.setToolTip(self.tr("System prompt, sampling, LoRA adapters "
                                                "(Ctrl+Shift+S)"))
        self.settings_button.setCheckable(True)
        set_role(self.settings_button, "button")
        self.settings_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.settings_button.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        # Buttons keep their size (a narrow header shows the settings button's
        # icon only); the title, the summary and the prompt size are elided.
        top = QHBoxLayout()
        top.setSpacing(SPACE.m)
        top.addWidget(self.title, 1)
        top.addWidget(self.settings_button)
        line = QHBoxLayout()
        line.setSpacing(SPACE.m)
        line.addWidget(self.summary, 1)
        line.addWidget(self.model_button)
        self.budget = ElidedLabel()
        self.budget.setAccessibleName(self.tr("Prompt size"))
        set_role(self.budget, "muted")
        line.addWidget(self.budget)
        text.addLayout(top)
        text.addLayout(line)
        layout.addLayout(text, 1)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        compact = event.size().width() < COMPACT_HEADER_WIDTH
        self.settings_button.setToolButtonStyle(
            Qt.ToolButtonStyle.ToolButtonIconOnly if compact
            else Qt.ToolButtonStyle.ToolButtonTextBesideIcon)

    def show_conversation(self, title: str, model: str, chosen: ConversationSettings,
                          cache_globally_on: bool) -> None:
        self.title.setText(title or self.tr("New chat"))
        adapters = format_lora(chosen.lora)
        cache_on = chosen.cache_prompt and cache_globally_on
        parts = [model, self.tr("LoRA: {adapters}").format(adapters=adapters) if adapters
                 else self.tr("no LoRA"),
                 self.tr("prompt cache on") if cache_on else self.tr("prompt cache off")]
        self.summary.setText(SEP.join(parts))

    def show_budget(self, tokens: int, n_ctx: int, *, counted: bool = False,
                    with_summary: bool = False) -> None:
        """The next prompt's size against the context: an estimate ("≈") until
        the model's tokenizer has counted it; n_ctx 0: the context is unknown."""
        size = QLocale().toString(tokens)
        context = QLocale().toString(n_ctx)
        if n_ctx <= 0:
            text = self.tr("≈ {tokens} tokens · context unknown").format(tokens=size)
        elif counted:
            text = self.tr("{tokens} / {n_ctx} tokens").format(tokens=size, n_ctx=context)
        else:
            text = self.tr("≈ {tokens} / {n_ctx} tokens").format(tokens=size, n_ctx=context)
        self.budget.setText(text)
        self.counted = counted
        over = 0 < n_ctx < tokens
        set_role(self.budget, "error" if over else "muted")
        self.budget.setToolTip("\n".join(
            self._budget_notes(n_ctx, counted, with_summary)
            + ([self.tr("Over the context: the conversation's Too long setting decides "
                        "what happens.")] if over else [])))

    def _budget_notes(self, n_ctx: int, counted: bool, with_summary: bool) -> list[str]:
        context = QLocale().toString(n_ctx)
        if n_ctx <= 0:
            return [self.tr("An estimate of the next prompt. The remote engine does not "
                            "say how long its context is, so Lantern cannot tell whether "
                            "it fits: the server decides.")]
        if counted:
            notes = [self.tr("The next prompt (system prompt, history and what you are "
                             "typing), counted by the model's own tokenizer, against its "
                             "context of {n_ctx} tokens. Documents found for a question "
                             "come on top.").format(n_ctx=context)]
            if with_summary:
                notes.append(self.tr("The conversation's summary stands in for its oldest "
                                     "messages here, as in the next prompt."))
            return notes
        return [self.tr("An estimate of the next prompt (system prompt, history and what "
                        "you are typing) against the model's context of {n_ctx} tokens; "
                        "the model's tokenizer counts it exactly in a moment. Documents "
                        "found for a question come on top.").format(n_ctx=context)]
