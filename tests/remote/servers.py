"""Real servers on 127.0.0.1 for the remote-engine tests, started as processes."""

from __future__ import annotations

import signal
import socket
import subprocess
import sys
import time
from collections.abc import Sequence
from pathlib import Path

import httpx

from app.engine.cpu_threads import chat_threads

READY_TIMEOUT_S = 120.0
THREADS = str(chat_threads())


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


class ServerProcess:
    """One server process, its address and its log (stdout and stderr)."""

    def __init__(self, args: Sequence[str], log_path: Path, port: int,
                 scheme: str = "http", ready_path: str = "/v1/models",
                 headers: dict[str, str] | None = None, verify: object = True) -> None:
        self.url = f"{scheme}://127.0.0.1:{port}"
        self.log_path = log_path
        self._log = log_path.open("wb")
        self.process = subprocess.Popen(list(args), stdout=self._log, stderr=subprocess.STDOUT)
        self._wait_ready(ready_path, headers or {}, verify)

    def _wait_ready(self, path: str, headers: dict[str, str], verify: object) -> None:
        deadline = time.monotonic() + READY_TIMEOUT_S
        with httpx.Client(verify=verify, timeout=2.0) as client:  # type: ignore[arg-type]
            while time.monotonic() < deadline:
                if self.process.poll() is not None:
                    raise RuntimeError(f"server exited early:\n{self.log()[-3000:]}")
                try:
                    if client.get(self.url + path, headers=headers).status_code < 500:
                        return
                except httpx.HTTPError:
                    pass
                time.sleep(0.1)  # polling readiness, not timing a result
        self.stop()
        raise RuntimeError(f"server did not start:\n{self.log()[-3000:]}")

    def log(self) -> str:
        self._log.flush()
        return self.log_path.read_text(encoding="utf-8", errors="replace")

    def wait_for_log(self, text: str, timeout_s: float = 30.0) -> bool:
        deadline = time.monotonic() + timeout_s
        while time.monotonic() < deadline:
            if text in self.log():
                return True
            time.sleep(0.05)
        return False

    def kill(self) -> None:
        """SIGKILL: the server dies at once, mid-answer, without closing anything."""
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGKILL)
            self.process.wait(30)

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(30)
            except subprocess.TimeoutExpired:
                self.kill()
        self._log.close()


LLAMA_CPP_SERVER = Path(__file__).with_name("llama_cpp_server.py")
"""`python -m llama_cpp.server` with the backends loaded (see that file)."""


def llama_cpp_server(model: Path, alias: str, log_path: Path, *extra: str,
                     scheme: str = "http", verify: object = True) -> ServerProcess:
    """llama-cpp-python's own OpenAI-compatible server on a free port."""
    port = free_port()
    args = [sys.executable, str(LLAMA_CPP_SERVER), "--model", str(model),
            "--model_alias", alias, "--host", "127.0.0.1", "--port", str(port),
            "--n_threads", THREADS, "--n_threads_batch", THREADS, *extra]
    headers = {}
    if "--api_key" in extra:
        headers["Authorization"] = "Bearer " + extra[list(extra).index("--api_key") + 1]
    return ServerProcess(args, log_path, port, scheme=scheme, headers=headers, verify=verify)
