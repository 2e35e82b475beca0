"""The settings dialog and per-conversation settings: validation, persistence
across restarts, and what reaches the engine."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication, QDialogButtonBox
from pytestqt.qtbot import QtBot

from app.config import AdapterSpec, Settings, load_settings, save_settings
from app.engine.requests import GenerateStream
from app.ui.services import tasks
from app.ui.settings.settings_dialog import SettingsDialog
from tests.ui.conftest import WAIT_MS, Harness, close_window, open_window
from tests.ui.fakes import Script, default_answer


def gguf_file(folder: Path, name: str) -> Path:
    path = folder / name
    path.write_bytes(b"GGUF" + (3).to_bytes(4, "little") + bytes(64))
    return path


def open_dialog(harness: Harness) -> SettingsDialog:
    # Ctrl+, itself is tested in test_keyboard.py; offscreen, a closed dialog
    # leaves no active window for the next shortcut.
    harness.window.open_settings()
    dialog = harness.window.settings_dialog
    assert dialog is not None and dialog.isVisible()
    return dialog


def ok_button(dialog: SettingsDialog) -> QDialogButtonBox:
    button = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert button is not None
    return button  # type: ignore[return-value]


def add_adapter(harness: Harness, dialog: SettingsDialog, path: Path, name: str = "") -> None:
    dialog.adapter_path.setText(str(path))
    dialog.adapter_name.setText(name)
    dialog.add_adapter_button.click()
    harness.qtbot.waitUntil(lambda: tasks.pending() == 0, timeout=WAIT_MS)


@pytest.fixture(autouse=True)
def light_theme_after() -> object:
    yield None
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    from app.ui.theme import apply_theme

    apply_theme(app, "light", 11)


def test_settings_are_saved_applied_and_kept_across_restarts(
        qtbot: QtBot, qloop: object, data_dir: Path, tmp_path: Path,
        thread_guard: None) -> None:
    harness = open_window(qtbot, data_dir, Script())
    try:
        harness.wait_loaded()
        dialog = open_dialog(harness)
        dialog.n_ctx.setValue(8192)
        dialog.n_threads.setValue(2)
        dialog.sampler.temperature.setValue(0.2)
        dialog.sampler.seed.setValue(42)
        dialog.max_tokens.setValue(256)
        dialog.system_prompt.setPlainText("Answer in French.")
        dialog.cache_prompt.setChecked(False)
        dialog.cache_ram.setValue(512)
        dialog.theme.setCurrentIndex(dialog.theme.findData("dark"))
        dialog.font_size.setValue(13)
        ok_button(dialog).click()
        assert harness.window.settings_dialog is None or not dialog.isVisible()
        saved = load_settings()
        assert (saved.n_ctx, saved.n_threads, saved.max_tokens) == (8192, 2, 256)
        assert (saved.sampler.temperature, saved.sampler.seed) == (0.2, 42)
        assert saved.system_prompt == "Answer in French."
        assert (saved.cache_prompt, saved.cache_ram_mb) == (False, 512)
        assert (saved.theme, saved.font_size) == ("dark", 13)
        window_colour = QApplication.palette().color(QPalette.ColorRole.Window)
        assert window_colour.lightness() < 80 and QApplication.font().pointSize() == 13
        # Context, threads and cache memory need the model loaded again.
        qtbot.waitUntil(lambda: harness.window.host.state == "ready", timeout=WAIT_MS)
        qtbot.waitUntil(lambda: tasks.pending() == 0, timeout=WAIT_MS)
        assert harness.window.header.summary.text().endswith("prompt cache off")
        harness.send("Bonjour")
        request = harness.script.requests[-1]
        assert isinstance(request, GenerateStream)
        assert request.max_tokens == 256 and not request.cache_prompt
        assert request.config.temperature == 0.2
        assert request.prompt[0] == {"role": "system", "content": "Answer in French."}
    finally:
        close_window(harness)
    again = open_window(qtbot, data_dir, Script())
    try:
        dialog = open_dialog(again)
        assert dialog.n_ctx.value() == 8192 and dialog.font_size.value() == 13
        assert dialog.theme.currentData() == "dark"
        dialog.reject()
    finally:
        close_window(again)


def test_model_file_is_validated(harness: Harness, tmp_path: Path) -> None:
    dialog = open_dialog(harness)
    dialog.model_path.setText(str(tmp_path / "missing.gguf"))
    assert "not found" in dialog.model_error.text() and not ok_button(dialog).isEnabled()
    text_file = tmp_path / "notes.gguf"
    text_file.write_text("hello, not a model at all")
    dialog.model_path.setText(str(text_file))
    assert "not a GGUF model file" in dialog.model_error.text()
    dialog.model_path.setText(str(gguf_file(tmp_path, "model.gguf")))
    assert dialog.model_error.text() == "" and ok_button(dialog).isEnabled()
    dialog.model_path.setText("")  # the bundled model
    assert ok_button(dialog).isEnabled()
    dialog.reject()


def test_adapters_are_checked_by_the_model_before_joining_the_library(
        harness: Harness, tmp_path: Path) -> None:
    harness.wait_loaded()
    dialog = open_dialog(harness)
    broken = tmp_path / "broken.gguf"
    broken.write_text("not an adapter")
    add_adapter(harness, dialog, broken)
    assert "was refused" in dialog.adapter_message.text()
    assert dialog.adapter_table.rowCount() == 0
    good = gguf_file(tmp_path, "alpha.gguf")
    add_adapter(harness, dialog, good)
    assert dialog.adapter_table.rowCount() == 1
    assert dialog.adapter_table.item(0, 0).text() == "alpha"  # named after the file
    add_adapter(harness, dialog, good, "alpha")
    assert "already an adapter named" in dialog.adapter_message.text()
    ok_button(dialog).click()
    assert [a.name for a in load_settings().adapters] == ["alpha"]
    assert "alpha" in harness.window.host.registered
    assert harness.window.panel.adapter_row("alpha") is not None
    dialog = open_dialog(harness)
    dialog.adapter_table.selectRow(0)
    dialog._remove_adapter()
    ok_button(dialog).click()
    harness.qtbot.waitUntil(lambda: "alpha" not in harness.window.host.registered,
                            timeout=WAIT_MS)
    assert load_settings().adapters == []


def test_lora_selection_and_scales_are_saved_with_the_conversation(
        qtbot: QtBot, qloop: object, data_dir: Path, tmp_path: Path,
        thread_guard: None) -> None:
    adapter = gguf_file(tmp_path, "alpha.gguf")
    save_settings(Settings(adapters=[AdapterSpec("alpha", str(adapter), 0.5)]))
    harness = open_window(qtbot, data_dir, Script())
    try:
        harness.wait_loaded()
        harness.window.toggle_panel()
        row = harness.window.panel.adapter_row("alpha")
        assert row is not None and row.scale == 0.5 and not row.check.isChecked()
        row.check.setChecked(True)
        row.slider.setValue(80)
        assert row.value_label.text() == "×0.8"
        harness.window.panel.system_prompt.setPlainText("Be brief.")
        harness.window.panel.cache.setChecked(False)
        answer = harness.send("Use the adapter")
        request = harness.script.requests[-1]
        assert isinstance(request, GenerateStream)
        assert request.lora_selection == (("alpha", 0.8),) and not request.cache_prompt
        assert request.prompt[0]["content"] == "Be brief."
        conversation = harness.store.get_conversation(harness.thread()[0].conversation_id)
        assert conversation.lora == (("alpha", 0.8),) and not conversation.cache_prompt
        assert harness.thread()[-1].lora == (("alpha", 0.8),)
        assert "LoRA: alpha×0.8" in answer.usage.text()
        assert "LoRA: alpha×0.8" in harness.window.header.summary.text()
        harness.qtbot.keyClick(harness.window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
        assert not harness.window.panel.adapter_row("alpha").check.isChecked()  # type: ignore[union-attr]
        harness.window.conversations.list.setCurrentRow(0)
        harness.settle()  # the conversation is read in the chats thread
        reopened = harness.window.panel.adapter_row("alpha")
        assert reopened is not None and reopened.check.isChecked() and reopened.scale == 0.8
        assert harness.window.panel.system_prompt.toPlainText() == "Be brief."
    finally:
        close_window(harness)


def test_an_adapter_that_failed_to_load_is_reported(
        qtbot: QtBot, qloop: object, data_dir: Path, tmp_path: Path,
        thread_guard: None) -> None:
    broken = tmp_path / "gone.gguf"
    save_settings(Settings(adapters=[AdapterSpec("gone", str(broken), 1.0)]))
    harness = open_window(qtbot, data_dir, Script())
    try:
        harness.wait_loaded()
        qtbot.waitUntil(lambda: "gone" in harness.window.status.message.text(), timeout=WAIT_MS)
        assert "was not loaded" in harness.window.status.message.text()
        harness.send("still works")
        assert harness.thread()[-1].complete
    finally:
        close_window(harness)


def test_a_conversation_has_its_own_longest_answer(harness: Harness) -> None:
    """Conversation settings' Longest answer is sent with its requests and
    saved with it; "as in Settings" (0) follows the app's setting."""
    window = harness.window
    window.toggle_panel()
    panel = window.panel
    assert panel.max_tokens.value() == 0 and panel.max_tokens.text() == "as in Settings"
    harness.send("Follow the app")
    assert harness.script.requests[-1].max_tokens == window.settings.max_tokens
    panel.max_tokens.setValue(5)
    panel.flush()
    harness.settle()
    harness.send("Only five")
    assert harness.script.requests[-1].max_tokens == 5
    assert harness.thread()[-1].content == "".join(default_answer("Only five", 12)[:5])
    conversation = harness.store.get_conversation(harness.thread()[0].conversation_id)
    assert conversation.max_tokens == 5
    harness.qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert panel.max_tokens.value() == 0  # a new chat follows the app again
    window.conversations.list.setCurrentRow(0)
    harness.settle()
    assert panel.max_tokens.value() == 5  # kept with the conversation
