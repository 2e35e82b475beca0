"""API keys of remote engines, in the operating system's keyring.

Never in settings files or logs: settings name an engine by its address,
and the key is looked up here when the engine connects. Which keyring is
used is the `keyring` library's choice (Secret Service, macOS Keychain,
Windows Credential Locker); a headless machine without one gets a clear
message instead of a key written somewhere in plain text.
"""

from __future__ import annotations

import keyring
from keyring.errors import KeyringError, PasswordDeleteError

from app.engine.errors import EngineError
from app.said import QT_TRANSLATE_NOOP

SERVICE = "Lantern remote engine"
MCP_SERVICE = "Lantern MCP server"
"""An MCP server's secret header value, by the server's name (app.tools)."""


def _unavailable(exc: Exception) -> EngineError:
    return EngineError(QT_TRANSLATE_NOOP(
        "Engine", "The system keyring is not available ({reason}), so the API key cannot be "
        "kept safely. Install and unlock a keyring (GNOME Keyring, KWallet, the macOS "
        "Keychain), or use a server that needs no key.").format(reason=exc))


def save_key(base_url: str, key: str, service: str = SERVICE) -> None:
    try:
        keyring.set_password(service, base_url, key)
    except KeyringError as exc:
        raise _unavailable(exc) from exc


def load_key(base_url: str, service: str = SERVICE) -> str | None:
    try:
        return keyring.get_password(service, base_url)
    except KeyringError as exc:
        raise _unavailable(exc) from exc


def delete_key(base_url: str, service: str = SERVICE) -> None:
    try:
        keyring.delete_password(service, base_url)
    except PasswordDeleteError:
        pass  # nothing saved: nothing to forget
    except KeyringError as exc:
        raise _unavailable(exc) from exc
