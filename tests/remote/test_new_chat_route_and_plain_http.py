"""A remote engine chosen for one new chat is not every later new chat's, and a
key bound for plain http:// on another computer is warned about (issue 22,
defect 14)."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

from app.engine.remote.plain_http import key_in_clear_warning
from app.engine.remote.registry import EngineRegistry, EngineSpec, Route
from app.engine.remote.transport import Transport


def test_the_new_chat_choice_is_used_up_when_the_chat_is_saved(tmp_path: Path) -> None:
    registry = EngineRegistry(tmp_path / "remote-engines.json")
    registry.put(EngineSpec("gpu-box", "http://127.0.0.1:9"))
    registry.choose(None, Route("gpu-box", "llama"))
    registry.adopt_new(7)
    assert registry.route_for(7) == Route("gpu-box", "llama")
    assert registry.route_for(None) == Route()  # the next new chat: this computer
    assert EngineRegistry(registry.path).route_for(None) == Route()  # and after a restart


@pytest.mark.parametrize(("url", "warned"), [
    ("http://192.0.2.7:8000", True), ("gpu-box:8000", True), ("http://gpu-box.lan/v1", True),
    ("http://[2001:db8::1]:80", True), ("https://192.0.2.7:8000", False),
    ("http://127.0.0.1:8080", False), ("http://127.3.4.5", False), ("http://localhost:1", False),
    ("http://[::1]:8000", False), ("", False),
])
def test_plain_http_to_another_computer_is_warned_about(url: str, warned: bool) -> None:
    warning = key_in_clear_warning(url)
    assert (warning is not None) == warned
    if warning:
        assert "unencrypted" in warning and "https://" in warning


def test_the_transport_logs_the_warning_when_it_carries_a_key(
        caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.WARNING, "lantern.engine.remote"):
        Transport("http://192.0.2.7:8000", "sk-secret").close()
        Transport("http://192.0.2.7:8000", None).close()
        Transport("https://192.0.2.7:8000", "sk-secret").close()
    assert [r.getMessage() for r in caplog.records if "unencrypted" in r.getMessage()] \
        == [key_in_clear_warning("http://192.0.2.7:8000")]
    assert "sk-secret" not in caplog.text
