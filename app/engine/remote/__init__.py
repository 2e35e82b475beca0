"""Remote engines: the engine protocol over another server's HTTP API. No Qt.

Names load with their module on first use (PEP 562): the window imports the
engine registry at startup, and the HTTP stack (httpx, which pulls in click
and Pygments) is not needed until a remote engine is used.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.lazy_exports import lazy_exports

_HOMES = {"RemoteConfig": "engine", "RemoteEngine": "engine", "Capabilities": "kinds",
          "ServerKind": "kinds", "capabilities": "kinds", "ServerInfo": "probe",
          "probe": "probe"}

if TYPE_CHECKING:
    from app.engine.remote.engine import RemoteConfig, RemoteEngine
    from app.engine.remote.kinds import Capabilities, ServerKind, capabilities
    from app.engine.remote.probe import ServerInfo, probe

__all__ = ["Capabilities", "RemoteConfig", "RemoteEngine", "ServerInfo", "ServerKind",
           "capabilities", "probe"]


__getattr__ = lazy_exports(__name__, _HOMES)
