"""What a server can do, in words: the supported in plain text, the rest
greyed with the reason."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from app.engine.remote.kinds import ServerKind, capabilities

LORA_HOW = {
    "names": "LoRA adapters: by name, several at once, any scale",
    "ids": "LoRA adapters: several at once, any scale (the server's adapter list)",
    "model": "LoRA adapters: one at a time, as the model name, at scale 1",
}
CACHE_HOW = {
    "cache_prompt": "Prompt cache: on or off per conversation",
    "cache_salt": "Prompt cache: off per conversation (a private cache salt)",
}


def feature_lines(kind: ServerKind) -> list[tuple[str, str]]:
    """(text, reason it is missing or "") for each per-request feature."""
    caps = capabilities(kind)
    lines = [(LORA_HOW[caps.lora], "") if caps.lora
             else ("LoRA adapters: not available", caps.no_lora_reason),
             (CACHE_HOW[caps.cache_switch], "") if caps.cache_switch
             else ("Prompt cache off: not available", caps.no_cache_reason)]
    if caps.extended_sampler:
        lines.append(("Sampling: temperature, top-p, top-k, min-p, repeat penalty, seed", ""))
    else:
        lines.append(("Sampling: top-k, min-p and repeat penalty not available",
                      "The OpenAI API has no such fields; only temperature, top-p, seed "
                      "and stop sequences are sent."))
    return lines


class CapabilitiesView(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._labels: list[QLabel] = []

    def show_kind(self, kind: ServerKind | None) -> None:
        for label in self._labels:  # gone at once, not when the loop next runs
            self._layout.removeWidget(label)
            label.hide()
            label.deleteLater()
        self._labels = []
        for text, reason in feature_lines(kind) if kind is not None else []:
            label = QLabel(self.tr("{text} — {reason}").format(text=text, reason=reason)
                           if reason else text)
            label.setWordWrap(True)
            label.setEnabled(not reason)  # greyed: the server cannot do this
            label.setToolTip(reason)
            label.setAccessibleName(text)
            self._layout.addWidget(label)
            self._labels.append(label)

    def texts(self) -> list[tuple[str, bool]]:
        """(text, enabled) of each line, for tests."""
        return [(label.text(), label.isEnabled()) for label in self._labels]
