"""EngineCalls: a thread for the Engines dialog's slow calls (probing a
server, the system keyring), so the GUI thread never waits on the network
or on a keyring prompt."""

from __future__ import annotations

from concurrent.futures import Future
from typing import TYPE_CHECKING

from app.workers.job_thread import JobThread

if TYPE_CHECKING:  # httpx and keyring load in this thread, on the first call
    from app.engine.remote.probe import ServerInfo

STOP_TIMEOUT_MS = 35_000
"""Long enough for a probe under way to time out by itself."""


class EngineCalls:
    def __init__(self) -> None:
        self._thread = JobThread("lantern-engine-calls")
        self._thread.start()

    def check(self, base_url: str, key: str, ca_file: str) -> Future[ServerInfo]:
        """Probe the server; a typed key is used as is, else the saved one."""
        def run() -> ServerInfo:
            from app.engine.remote.keys import load_key
            from app.engine.remote.probe import check_connection

            found = key or load_key(base_url)
            return check_connection(base_url, found or None, ca_file or None)
        return self._thread.post(run)

    def save_key(self, base_url: str, key: str) -> Future[None]:
        from app.engine.remote import keys

        return self._thread.post(lambda: keys.save_key(base_url, key))

    def delete_key(self, base_url: str) -> Future[None]:
        from app.engine.remote import keys

        return self._thread.post(lambda: keys.delete_key(base_url))

    def is_running(self) -> bool:
        return self._thread.isRunning()

    def stop(self) -> bool:
        return self._thread.stop(float("inf"), STOP_TIMEOUT_MS)
