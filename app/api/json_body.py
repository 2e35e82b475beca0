"""Request bodies as JSON, bounded: nothing a client sends may raise past
the handler (a 500 with a traceback also closes the keep-alive connection).

- nesting deeper than MAX_DEPTH (100,000 `[` overflow Python's stack);
- integers longer than Python's digit limit (ValueError in json.loads);
- lone surrogates (`"\\ud800"` is valid JSON but no text: it cannot be
  encoded as UTF-8 for the tokenizer): a 400 naming the field.
"""

from __future__ import annotations

import json
import re
from typing import Any

from app.api.errors import ApiError

MAX_DEPTH = 64
"""Deeper than any real request (tool schemas nest a dozen levels)."""
_SURROGATE = re.compile("[\ud800-\udfff]")


def decode_json(data: bytes) -> Any:
    """The body's JSON value, or ApiError 400 invalid_json / invalid_value."""
    try:
        value = json.loads(data)
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise _invalid(str(exc)) from None
    except RecursionError:  # the C parser's own limit (about 1,000 levels)
        raise _invalid(f"it nests deeper than {MAX_DEPTH} levels") from None
    except ValueError as exc:  # a number too long to read, say
        raise _invalid(str(exc).split(";")[0]) from None
    problem = first_problem(value)
    if problem is None:
        return value
    where, what = problem
    if what == "depth":
        raise _invalid(f"it nests deeper than {MAX_DEPTH} levels")
    raise ApiError(400, f"{where} holds a lone surrogate (an escape like \\ud800 that is "
                        "not half of a pair), which is not text; send valid Unicode.",
                   code="invalid_value", param=where)


def _invalid(reason: str) -> ApiError:
    return ApiError(400, f"The request body is not valid JSON: {reason}.", code="invalid_json")


def first_problem(value: Any) -> tuple[str, str] | None:
    """(field path like `messages[0].content`, "surrogate" or "depth") for the
    first lone surrogate (keys too) or nesting past MAX_DEPTH; None if neither.
    Iterative, so the walk itself cannot overflow the stack."""
    stack: list[tuple[str, Any, int]] = [("", value, 0)]
    while stack:
        path, item, depth = stack.pop()
        if depth > MAX_DEPTH:
            return path, "depth"
        if isinstance(item, str):
            if _SURROGATE.search(item):
                return path or "body", "surrogate"
        elif isinstance(item, dict):
            for key, inner in reversed(list(item.items())):
                if _SURROGATE.search(key):
                    return f"{path}.{key!a}".lstrip("."), "surrogate"
                stack.append((f"{path}.{key}".lstrip("."), inner, depth + 1))
        elif isinstance(item, list):
            stack.extend((f"{path}[{i}]", inner, depth + 1)
                         for i, inner in reversed(list(enumerate(item))))
    return None
