""""Always allow": the tools a user let run without asking, kept in
tool-approvals.json beside the server list. No Qt: the window and
`lantern chat --mcp` share it.

An approval is for what runs the tool (Lantern itself, or an MCP server's
command line or URL) and the tool's name (app.tools.toolbox.approval_key),
written as {"version": 2, "always_allowed": [{"origin": ..., "tool": ...}]}.

Version 1 was a list of "source/name" keys, the source being a server's
name, which any server may take. Read, it is migrated: an approval of one
of Lantern's own tools ("Lantern/current_date_time") carries over to the
built-in tool only; an MCP tool's approval does not, since the name alone
cannot tell which server was approved (its tool asks once more). The file
is written in version 2 at the next change.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from app.config import data_dir
from app.json_files import MISSING, read_json, update_json
from app.tools.base import BUILT_IN, LANTERN
from app.tools.builtin import DATE_TIME, SEARCH_DOCUMENTS
from app.tools.toolbox import origin_key

FILE_NAME = "tool-approvals.json"
VERSION = 2
_BUILT_IN_V1 = {f"{LANTERN}/{name}": name for name in (DATE_TIME, SEARCH_DOCUMENTS)}


class ApprovalFile:
    """Read and change the approvals; every change is a read-modify-write
    under the file's lock (app.json_files), so two processes keep both."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or data_dir() / FILE_NAME

    def load(self) -> set[str]:
        """The approval keys; JsonFileError / DamagedJson say why there are none."""
        return approvals_in(read_json(self.path))

    def add(self, key: str) -> None:
        update_json(self.path, lambda raw: (_written(approvals_in(raw) | {key}), None))

    def forget(self) -> None:
        update_json(self.path, lambda _raw: (_written(set()), None))


def approvals_in(raw: Any) -> set[str]:
    """The keys a file's JSON holds, migrating version 1 (see the module)."""
    if raw is MISSING:
        return set()
    if isinstance(raw, list):  # version 1
        return {origin_key(BUILT_IN, _BUILT_IN_V1[k]) for k in raw
                if isinstance(k, str) and k in _BUILT_IN_V1}
    entries = raw.get("always_allowed") if isinstance(raw, dict) else None
    return {origin_key(e["origin"], e["tool"]) for e in entries or ()
            if isinstance(e, dict) and isinstance(e.get("origin"), str)
            and isinstance(e.get("tool"), str)} if isinstance(entries, list) else set()


def _written(keys: set[str]) -> dict[str, Any]:
    pairs = sorted(json.loads(key) for key in keys)
    return {"version": VERSION,
            "always_allowed": [{"origin": origin, "tool": tool} for origin, tool in pairs]}
