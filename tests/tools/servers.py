"""The real MCP servers the tests start: `mcp-server-time` (PyPI), the
reference `server-everything` (npm, installed by scripts/dev.py into a cache
folder outside the repository) and tests/tools/misbehaving_server.py."""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from app.tools.servers import ServerConfig
from scripts.llama_build import cache_root

HERE = Path(__file__).parent
MISBEHAVING = HERE / "misbehaving_server.py"


def npm_cache() -> Path:
    """Where scripts/dev.py installs npm packages for the tests (outside the repo)."""
    return cache_root() / "npm"


def everything_program() -> Path:
    """The installed server-everything, or a skip that says why it is missing."""
    program = npm_cache() / "node_modules" / ".bin" / "mcp-server-everything"
    if not program.exists():
        if shutil.which("npm") is None:
            pytest.skip("npm is not installed, so @modelcontextprotocol/server-everything "
                        "could not be; install Node.js and run scripts/dev.py install")
        raise AssertionError(f"{program} is missing: run `python scripts/dev.py install`")
    return program


def time_server(name: str = "time") -> ServerConfig:
    return ServerConfig(name, command=sys.executable,
                        args=("-m", "mcp_server_time", "--local-timezone", "UTC"))


def misbehaving(name: str = "misbehaving", **env: str) -> ServerConfig:
    return ServerConfig(name, command=sys.executable, args=(str(MISBEHAVING),), env=env)


def everything_stdio(name: str = "everything") -> ServerConfig:
    return ServerConfig(name, command=str(everything_program()), args=("stdio",))


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@contextmanager
def http_server(command: list[str], port: int, env: dict[str, str] | None = None,
                ) -> Iterator[str]:
    """Start a streamable HTTP MCP server; yield its /mcp URL once it listens."""
    process = subprocess.Popen(command, env={**os.environ, **(env or {})},
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                break
            except OSError:
                if process.poll() is not None or time.monotonic() > deadline:
                    err = process.stderr.read().decode() if process.stderr else ""
                    raise AssertionError(f"{command} did not listen on {port}: {err}") from None
                time.sleep(0.1)
        yield f"http://127.0.0.1:{port}/mcp"
    finally:
        process.terminate()
        try:
            process.wait(10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        if process.stderr:
            process.stderr.close()
