"""The tools one answer may use, under the names the model sees.

Each tool is known by a key, "source/name" ("Lantern/current_date_time",
"time/get_current_time"), which is what a conversation saves as its
selection ("Always allow" remembers more: `approval_key`). The model sees
the plain name; where two sources offer the same name, the later one is
shown as "source_name" so every name the model can call is unique and valid.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Sequence

from app.domain import ToolSpec
from app.tools.base import Tool, ToolInfo

_INVALID = re.compile(r"[^A-Za-z0-9_.-]")


def tool_key(info: ToolInfo) -> str:
    return f"{info.source}/{info.name}"


def approval_key(info: ToolInfo) -> str:
    """What "Always allow" remembers: what runs the tool (Lantern itself, or
    a server's command line or URL) and the tool's name. Not `tool_key`: a
    server's name is only a label, so a server named like Lantern's own
    tools, or one whose command changed, does not inherit their approvals."""
    return origin_key(info.origin, info.name)


def origin_key(origin: str, tool: str) -> str:
    """The approval key of `tool` as run by `origin` (see ToolInfo.origin)."""
    return json.dumps([origin, tool])


def _model_name(info: ToolInfo, taken: set[str]) -> str:
    name = _INVALID.sub("_", info.name)[:64] or "tool"
    if name in taken:
        name = _INVALID.sub("_", f"{info.source}_{info.name}")[:64]
    base, n = name, 2
    while name in taken:
        name = f"{base[:60]}_{n}"
        n += 1
    return name


class ToolBox:
    def __init__(self, tools: Iterable[Tool] = ()) -> None:
        self._by_name: dict[str, Tool] = {}
        for tool in tools:
            self._by_name[_model_name(tool.info, set(self._by_name))] = tool

    def __bool__(self) -> bool:
        return bool(self._by_name)

    def __len__(self) -> int:
        return len(self._by_name)

    def get(self, model_name: str) -> Tool | None:
        return self._by_name.get(model_name)

    def specs(self) -> tuple[ToolSpec, ...]:
        return tuple(ToolSpec(name, t.info.description, t.info.parameters)
                     for name, t in self._by_name.items())

    @classmethod
    def chosen(cls, tools: Sequence[Tool], keys: Iterable[str]) -> ToolBox:
        """Those of `tools` whose key is in `keys` (a conversation's selection)."""
        wanted = set(keys)
        return cls(t for t in tools if tool_key(t.info) in wanted)
