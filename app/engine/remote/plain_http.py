"""Whether an API key would cross the network unencrypted.

Light on purpose (no httpx): the Engines dialog asks while the user types.
"""

from __future__ import annotations

import ipaddress
from urllib.parse import urlsplit


def is_loopback(host: str) -> bool:
    if host.lower() in ("localhost", "localhost.localdomain") or \
            host.lower().endswith(".localhost"):
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def key_in_clear_warning(base_url: str) -> str | None:
    """A warning when a key sent to `base_url` travels as plain text: http://
    (or no scheme, which means http://) to another computer than this one."""
    url = base_url.strip()
    if not url:
        return None
    if "://" not in url:
        url = "http://" + url
    parts = urlsplit(url)
    if parts.scheme != "http":
        return None
    host = parts.hostname or ""
    if not host or is_loopback(host):
        return None
    return (f"The API key would be sent unencrypted over plain http:// to {host}: "
            "anyone on the network between can read it and use it. Use an https:// "
            "address if the server has one.")
