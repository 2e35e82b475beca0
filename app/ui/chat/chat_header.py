"""The line above the chat: title, and what will make the next answer
(model, LoRA adapters with their scales, prompt cache). The model is a menu
button: its choices are the conversation panel's "Answered by" choices
(filled by the window when the menu opens), so both change the same thing."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QMenu, QToolButton, QVBoxLayout, QWidget

from app.domain import ConversationSettings
from app.ui.services.formatting import SEP, format_lora


class ChatHeader(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(16, 8, 12, 4)
        text = QVBoxLayout()
        text.setSpacing(0)
        self.title = QLabel("New chat")
        self.title.setAccessibleName("Conversation title")
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        font = self.title.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.title.setFont(font)
        self.summary = QLabel()
        self.summary.setAccessibleName("Answer settings")
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        self.summary.setEnabled(False)  # muted colour
        self.model_button = QToolButton()
        self.model_button.setAccessibleName("Model for this conversation")
        self.model_button.setToolTip("Which model answers this conversation")
        self.model_button.setText("Switch model ▾")
        self.model_button.setStyleSheet("QToolButton::menu-indicator { image: none; }")
        self.model_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.model_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.model_menu = QMenu(self.model_button)
        self.model_button.setMenu(self.model_menu)
        line = QHBoxLayout()
        line.setSpacing(6)
        line.addWidget(self.summary)
        line.addWidget(self.model_button)
        line.addStretch(1)
        text.addWidget(self.title)
        text.addLayout(line)
        layout.addLayout(text, 1)
        self.settings_button = QToolButton()
        self.settings_button.setText("Conversation settings")
        self.settings_button.setAccessibleName("Conversation settings")
        self.settings_button.setToolTip("System prompt, sampling, LoRA adapters (Ctrl+Shift+S)")
        self.settings_button.setCheckable(True)
        layout.addWidget(self.settings_button, 0, Qt.AlignmentFlag.AlignVCenter)

    def show_conversation(self, title: str, model: str, chosen: ConversationSettings,
                          cache_globally_on: bool) -> None:
        self.title.setText(title or "New chat")
        adapters = format_lora(chosen.lora)
        cache_on = chosen.cache_prompt and cache_globally_on
        parts = [model, f"LoRA: {adapters}" if adapters else "no LoRA",
                 "prompt cache on" if cache_on else "prompt cache off"]
        self.summary.setText(SEP.join(parts))
