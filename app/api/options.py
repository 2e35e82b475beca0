"""What a server is configured with, and which hosts count as this machine only."""

from __future__ import annotations

import ipaddress
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from app.engine.requests import SamplerConfig

if TYPE_CHECKING:  # Starlette's types load with the server, not with the options
    from app.api.request_log import RequestRecord
    from app.store.api_responses import ResponseStore

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8765
OLLAMA_HOST = "127.0.0.1"
OLLAMA_PORT = 11434
"""Where Ollama listens, and so where its clients look without being told."""


@dataclass(frozen=True)
class ServerOptions:
    api_key: str
    """Required on every request but /health; empty is refused at start."""
    live_key: Callable[[], str] | None = None
    """Where the key is read per request instead (app.api.keys.LiveKey): a new
    key takes effect at once and the old one is refused from then on."""
    host: str = DEFAULT_HOST
    port: int = DEFAULT_PORT
    allow_remote: bool = False
    """Listening on anything but loopback needs this explicit choice."""
    cors_origins: tuple[str, ...] = ()
    """Browser origins allowed to call the API; none by default (no CORS headers)."""
    max_body_bytes: int = 32 << 20
    """Larger bodies are refused (413) before they are read: room for one image
    at app.images.MAX_IMAGE_BYTES (20 MB) as base64 (27 MB), and no more."""
    max_embedding_inputs: int = 256
    queue_limit: int = 16
    """API requests that may wait behind the running one; more get 429."""
    strict: bool = False
    """Refuse unknown request fields instead of ignoring them."""
    default_max_tokens: int = 1024
    sampler: SamplerConfig = field(default_factory=SamplerConfig)
    """Sampler values for the fields a request leaves out."""
    adapter_scales: dict[str, float] = field(default_factory=dict)
    """Default scale per adapter name, for a `lora` entry that gives none."""
    ollama: bool = False
    """Also listen on Ollama's address (OLLAMA_HOST:ollama_port), where no key
    is asked, as Ollama asks none: its clients send none."""
    ollama_port: int = OLLAMA_PORT
    responses: ResponseStore | None = None
    """Where the Responses API keeps responses (`store`, previous_response_id);
    None: nothing is kept."""
    header_timeout_s: float = 10.0
    """A connection that has not sent a request's whole headers by then is closed
    (slowloris); app/api/http_guard.py."""
    body_timeout_s: float = 60.0
    """A request whose body has not all arrived this long after its headers is
    answered 408 and its connection closed (a trickled or stalled body)."""
    max_connections: int = 64
    """Connections open at once; one more is answered 503 and closed."""
    on_request: Callable[[RequestRecord], None] | None = None
    """Told of every request once answered, in the server's thread (the
    window's request log; app/api/request_log.py)."""


def is_loopback(host: str) -> bool:
    """True when `host` accepts connections from this machine only."""
    if host.lower() == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False  # a host name: it may resolve anywhere


class UnsafeBind(ValueError):
    """Binding beyond loopback was not asked for explicitly."""


def check_bind(options: ServerOptions) -> str | None:
    """A warning to show when listening beyond this machine; raise if not chosen."""
    if is_loopback(options.host):
        return None
    if not options.allow_remote:
        raise UnsafeBind(
            f"Refusing to listen on {options.host}: other machines could reach the API. "
            "Pass --allow-remote (or tick “Allow other computers” in Settings) if you "
            "mean it, or use --host 127.0.0.1."
        )
    return (f"Warning: listening on {options.host}: any computer that can reach this "
            "address can use the model with the API key. Keep the key secret, and prefer "
            "127.0.0.1 with an SSH tunnel.")
