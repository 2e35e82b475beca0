"""Each conversation remembers which installed model answers it: chosen in the
chat header (the same choices as "Answered by"), loaded when the
conversation is opened, new chats on the default model. Over the fake
engine, which names itself after the model file it was loaded with."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QStyleOptionMenuItem
from pytestqt.qtbot import QtBot

from app.models.registry import BUNDLED_ID, InstalledModel, Registry
from tests.ui.conftest import WAIT_MS, Harness, close_window, open_window
from tests.ui.fakes import Script


@pytest.fixture
def harness(qtbot: QtBot, qloop: object, data_dir: Path, script: Script) -> Iterator[Harness]:
    registry = Registry()
    for name in ("alpha", "beta"):
        registry.add(InstalledModel(f"{name}-chat", f"{name.title()} Chat",
                                    str(data_dir / f"{name}-chat.gguf"), "imported"))
    smollm = data_dir / "SmolLM2-135M-Instruct-Q8_0.gguf"  # imported: named by its file
    registry.add(InstalledModel("smollm2", smollm.stem, str(smollm), "imported"))
    registry.add(InstalledModel("embedder", "Embedder", str(data_dir / "embed.gguf"),
                                "imported", kind="embedding"))
    harness = open_window(qtbot, data_dir, script)
    harness.wait_loaded()
    yield harness
    close_window(harness)


def _choose_in_header(harness: Harness, label_start: str) -> None:
    menu = harness.window.header.model_menu
    menu.aboutToShow.emit()  # filled as when it opens
    action = next(a for a in menu.actions() if a.text().startswith(label_start))
    action.trigger()


def _loaded(harness: Harness, name: str) -> None:
    host = harness.window.host
    harness.qtbot.waitUntil(lambda: host.state == "ready" and host.model_name == name,
                            timeout=WAIT_MS)


def test_header_choice_is_kept_with_the_conversation_and_followed(harness: Harness,
                                                                 data_dir: Path) -> None:
    window = harness.window
    labels = [a.text() for a in (window.header.model_menu.aboutToShow.emit(),
                                 window.header.model_menu.actions())[1]]
    assert "This computer · Alpha Chat" in labels and "This computer · Beta Chat" in labels
    assert not any("Embedder" in label for label in labels)  # not a chat model
    assert any(label.endswith("(default)") for label in labels)
    combo = window.engine_section.choice  # the same choices in "Answered by"
    assert [combo.itemText(i) for i in range(combo.count())] == labels[:combo.count()]

    _choose_in_header(harness, "This computer · Alpha Chat")
    _loaded(harness, "Alpha Chat")
    assert window.host.engine_settings.model_path == str(data_dir / "alpha-chat.gguf")
    assert window.header.summary.text().startswith("Alpha Chat")
    harness.send("Hello alpha")
    first = harness.controller.conversation
    assert first is not None and first.model_id == "alpha-chat"
    assert harness.thread()[-1].model == "Alpha Chat"  # the answer records its model

    window.new_chat()  # new chats take the default model
    _loaded(harness, "Fake Model 1B")
    harness.send("Hello default")
    second = harness.controller.conversation
    assert second is not None and second.model_id == BUNDLED_ID
    assert harness.thread()[-1].model == "Fake Model 1B"

    window.open_conversation(first.id)  # opening it loads its model again
    harness.qtbot.waitUntil(
        lambda: "Loading Alpha Chat for this conversation" in window.status.message.text(),
        timeout=WAIT_MS)
    _loaded(harness, "Alpha Chat")
    assert window.engine_section.route().model == "alpha-chat"
    assert harness.store.get_conversation(first.id).model_id == "alpha-chat"

    _choose_in_header(harness, "This computer · Beta Chat")  # switched mid-conversation
    _loaded(harness, "Beta Chat")
    harness.settle()
    assert harness.store.get_conversation(first.id).model_id == "beta-chat"
    harness.send("Hello beta")
    assert [m.model for m in harness.thread() if m.role == "assistant"] == [
        "Alpha Chat", "Beta Chat"]


def test_an_imported_model_goes_by_its_file_name_not_its_general_name(
        harness: Harness) -> None:
    """A GGUF's own `general.name` can be a training run's label; the header,
    the status bar and "Answered by" say the name the Models page shows."""
    harness.script.general_name = "Smollm2 135M 8k Lc100K Mix1 Ep2"
    window = harness.window
    _choose_in_header(harness, "This computer · SmolLM2-135M-Instruct-Q8_0")
    _loaded(harness, "SmolLM2-135M-Instruct-Q8_0")
    assert window.header.summary.text().startswith("SmolLM2-135M-Instruct-Q8_0")
    assert "Smollm2 135M" not in window.status.model.text()
    harness.send("Hello")
    assert harness.thread()[-1].model == "SmolLM2-135M-Instruct-Q8_0"
    assert harness.script.ran_by[-1] == "Smollm2 135M 8k Lc100K Mix1 Ep2"  # what it said


def _menu_choices(harness: Harness) -> list[QAction]:
    menu = harness.window.header.model_menu
    menu.aboutToShow.emit()  # filled as when it opens
    return [a for a in menu.actions() if a.isCheckable()]


def test_the_model_menu_is_one_choice_with_the_answering_model_marked(
        harness: Harness) -> None:
    """Radio marks, not check boxes: the choices are one exclusive group, the
    model answering this conversation is the one marked, and choosing another
    switches to it (through "Answered by" and the engine's restart)."""
    choices = _menu_choices(harness)
    assert len(choices) >= 4  # the default, Alpha, Beta, SmolLM2
    group = choices[0].actionGroup()
    assert group is not None and group.isExclusive()
    assert all(a.actionGroup() is group for a in choices)
    menu = harness.window.header.model_menu
    option = QStyleOptionMenuItem()
    menu.initStyleOption(option, choices[0])  # what the style draws: a radio mark
    assert option.checkType == QStyleOptionMenuItem.CheckType.Exclusive
    assert [a.text() for a in choices if a.isChecked()] == [
        harness.window.engine_section.choice.currentText()]
    assert next(a for a in choices if a.isChecked()).text().endswith("(default)")
    assert [a.text() for a in menu.actions() if not a.isCheckable() and a.text()] == ["Models…"]

    beta = next(a for a in choices if a.text() == "This computer · Beta Chat")
    beta.trigger()
    _loaded(harness, "Beta Chat")
    again = _menu_choices(harness)  # filled afresh when it opens again
    assert [a.text() for a in again if a.isChecked()] == ["This computer · Beta Chat"]
    assert len({a.actionGroup() for a in again}) == 1
    alpha = next(a for a in again if a.text() == "This computer · Alpha Chat")
    alpha.trigger()  # the group moves the mark; the engine follows
    assert [a.text() for a in again if a.isChecked()] == ["This computer · Alpha Chat"]
    _loaded(harness, "Alpha Chat")
