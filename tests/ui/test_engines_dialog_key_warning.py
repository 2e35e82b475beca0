"""The Engines dialog says so when a typed API key would go over plain http://
to another computer (issue 22, defect 14), before anything is sent."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from app.engine.remote.registry import EngineRegistry, EngineSpec
from app.ui.engines.engines_dialog import EnginesDialog


def test_a_key_for_plain_http_elsewhere_is_warned_about(qtbot: QtBot, tmp_path: Path) -> None:
    dialog = EnginesDialog(EngineRegistry(tmp_path / "remote-engines.json"))
    qtbot.addWidget(dialog)
    try:
        dialog.url.setText("http://192.0.2.7:8000")
        assert not dialog.key_warning.isVisibleTo(dialog)  # no key: nothing to warn about
        dialog.key.setText("sk-secret")
        assert dialog.key_warning.isVisibleTo(dialog)
        assert "192.0.2.7" in dialog.key_warning.text()
        assert "unencrypted" in dialog.key_warning.text()
        dialog.url.setText("https://192.0.2.7:8000")
        assert not dialog.key_warning.isVisibleTo(dialog)
        dialog.url.setText("http://127.0.0.1:8000")
        assert not dialog.key_warning.isVisibleTo(dialog)
    finally:
        dialog.reject()
    assert not dialog.calls.is_running()


def test_an_empty_engine_list_says_how_to_add_a_remote_engine(qtbot: QtBot,
                                                                tmp_path: Path) -> None:
    registry = EngineRegistry(tmp_path / "remote-engines.json")
    for engines in ([], ["team GPU"]):
        for name in engines:
            registry.put(EngineSpec(name, "http://127.0.0.1:8000"))
        dialog = EnginesDialog(registry)
        qtbot.addWidget(dialog)
        try:
            dialog.show()
            assert dialog.empty_hint.isVisible() == (not engines)
            assert dialog.list.isVisible() == bool(engines)
            assert "OpenAI-compatible" in dialog.empty_hint.text()
            assert "test the connection, then Save" in dialog.empty_hint.text()
            assert [dialog.list.item(i).text() for i in range(dialog.list.count())] == engines
        finally:
            dialog.reject()
