"""What the window remembers between runs: its size and state, whether the
navigation rail was folded, the conversation it showed, and each
conversation's unsent draft.

Kept in the data folder beside the conversations (`window.json`), written
once, when the window closes. It is a convenience: a missing, unreadable or
damaged file only means the window opens as on a first run (the file is
never the only copy of anything but drafts, which are a courtesy).
"""

from __future__ import annotations

import base64
import json
import logging
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QByteArray
from PySide6.QtWidgets import QMainWindow

if TYPE_CHECKING:
    from app.ui.main_window import MainWindow

log = logging.getLogger("lantern.ui")

FILE_NAME = "window.json"
NEW_CHAT = "new"
"""The drafts' key for the new chat that is not saved yet."""
MAX_DRAFT_CHARS = 100_000
"""A draft longer than this is not kept (a paste by mistake, not a message)."""


def draft_key(conversation_id: int | None) -> str:
    return NEW_CHAT if conversation_id is None else str(conversation_id)


@dataclass
class WindowMemory:
    geometry: str = ""
    """QMainWindow.saveGeometry(), base64: size, place, maximised or not."""
    state: str = ""
    """QMainWindow.saveState(), base64: its tool bars and docks."""
    rail_folded: bool = False
    """The navigation rail showed icons only (app.ui.nav_rail)."""
    conversation: int | None = None
    """The conversation shown when the window closed (None: a new chat)."""
    drafts: dict[str, str] = field(default_factory=dict)
    """Unsent text per conversation (draft_key)."""
    first_run_dismissed: bool = False
    """The first-run notice's Not now: the empty chat names the model instead."""

    @classmethod
    def load(cls, folder: Path) -> WindowMemory:
        # Read with the standard library, not app.json_files: this runs before
        # the window's first paint, which need not wait for the locking code
        # (the window is the file's one writer, at close).
        try:
            text = (folder / FILE_NAME).read_text(encoding="utf-8")
        except FileNotFoundError:
            return cls()
        except (OSError, UnicodeDecodeError) as exc:
            log.warning("the window's memory is not used: %s", exc)
            return cls()
        try:
            return cls.from_json(json.loads(text))
        except (ValueError, RecursionError) as exc:
            log.warning("the window's memory is damaged and not used: %s", exc)
            return cls()

    @classmethod
    def from_json(cls, raw: Any) -> WindowMemory:
        """Whatever the file holds, read as far as it makes sense."""
        if not isinstance(raw, dict):
            return cls()
        conversation, drafts = raw.get("conversation"), raw.get("drafts")
        geometry, state = raw.get("geometry"), raw.get("state")
        return cls(
            geometry=geometry if isinstance(geometry, str) else "",
            state=state if isinstance(state, str) else "",
            rail_folded=raw.get("rail_folded") is True,
            conversation=conversation if isinstance(conversation, int)
            and not isinstance(conversation, bool) else None,
            drafts={k: v for k, v in drafts.items() if isinstance(k, str)
                    and isinstance(v, str)} if isinstance(drafts, dict) else {},
            first_run_dismissed=raw.get("first_run_dismissed") is True)

    def save(self, folder: Path) -> None:
        from app.json_files import write_json

        drafts = {k: v for k, v in self.drafts.items() if v.strip()
                  and len(v) <= MAX_DRAFT_CHARS}
        try:
            write_json(folder / FILE_NAME, {
                "geometry": self.geometry, "state": self.state,
                "rail_folded": self.rail_folded, "conversation": self.conversation,
                "drafts": drafts, "first_run_dismissed": self.first_run_dismissed})
        except OSError as exc:  # a read-only folder: the next start is a first one
            log.warning("the window's memory could not be saved: %s", exc)

    def remember_window(self, window: QMainWindow) -> None:
        self.geometry = _text(window.saveGeometry())
        self.state = _text(window.saveState())

    def restore_window(self, window: QMainWindow) -> bool:
        """The size, place and state saved last time; False if there were none
        (or Qt refused them: a screen that is gone)."""
        if not self.geometry or not window.restoreGeometry(_bytes(self.geometry)):
            return False
        if self.state:
            window.restoreState(_bytes(self.state))
        return True


def _text(data: QByteArray) -> str:
    return base64.b64encode(bytes(data.data())).decode("ascii")


def _bytes(text: str) -> QByteArray:
    try:
        return QByteArray(base64.b64decode(text.encode("ascii"), validate=True))
    except ValueError:
        return QByteArray()


# -- the window's side: three calls from MainWindow ------------------------------


def folder_of(window: MainWindow) -> Path | None:
    """The data folder (beside the conversations' database; the app names it
    when the database opens after the first paint), or None for a database
    in memory."""
    path = window.chats.path
    if path is None:
        from app.config import data_dir

        return data_dir()
    return None if str(path) == ":memory:" else Path(path).parent


def restore_at_start(window: MainWindow) -> None:
    """Before the first paint: the window's size and state, the rail's fold,
    the new chat's draft."""
    folder = folder_of(window)
    window.memory = memory = WindowMemory.load(folder) if folder else WindowMemory()
    memory.restore_window(window)
    if memory.rail_folded:
        window.rail.set_folded(True)
    window.chat.use_drafts(memory.drafts)


def reopen_last(window: MainWindow) -> None:
    """The conversation shown last time, unless the person already started
    on something else (typed, sent, opened another)."""
    memory = window.memory
    wanted = memory.conversation
    if wanted is None or not window.attached:
        return
    controller = window.controller
    if controller.conversation is not None or controller.busy or window.composer.text:
        return
    window.open_conversation(wanted)


def save_at_close(window: MainWindow) -> None:
    memory, folder = window.memory, folder_of(window)
    if folder is None:
        return
    memory.remember_window(window)
    memory.rail_folded = window.rail.folded
    if window.attached:
        shown = window.controller.conversation
        memory.conversation = shown.id if shown is not None else None
    memory.drafts = window.chat.drafts_now()
    memory.save(folder)
