"""Remote engines: the engine protocol over another server's HTTP API. No Qt."""

from app.engine.remote.engine import RemoteConfig, RemoteEngine
from app.engine.remote.kinds import Capabilities, ServerKind, capabilities
from app.engine.remote.probe import ServerInfo, probe

__all__ = ["Capabilities", "RemoteConfig", "RemoteEngine", "ServerInfo", "ServerKind",
           "capabilities", "probe"]
