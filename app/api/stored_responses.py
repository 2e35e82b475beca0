"""Stored responses of OpenAI's Responses API: `store` (default true, as
OpenAI's), `previous_response_id`, and `GET`/`DELETE /v1/responses/{id}`
and `GET /v1/responses/{id}/input_items`, kept in lantern.db
(app.store.api_responses: bounded by age and count)."""

from __future__ import annotations

import json
import uuid
from collections.abc import Callable
from typing import Any

from starlette.requests import Request as HttpRequest
from starlette.responses import JSONResponse, Response

from app.api.errors import ApiError
from app.api.responses_api import ChatForm
from app.store.api_responses import ResponseStore, StoredResponse


def _not_found(response_id: str, param: str | None = None) -> ApiError:
    return ApiError(404, f"Response with id '{response_id}' not found (it was never stored, "
                         "was deleted, or is older than the store keeps).",
                    code="response_not_found", param=param)


def input_items(raw: dict[str, Any]) -> list[dict[str, Any]]:
    """This request's input as Responses items, each with an id."""
    given = raw.get("input")
    if isinstance(given, str):
        given = [{"type": "message", "role": "user",
                  "content": [{"type": "input_text", "text": given}]}]
    items = []
    for item in given if isinstance(given, list) else []:
        kind = item.get("type", "message")
        prefix = {"message": "msg_", "function_call": "fc_",
                  "function_call_output": "fco_"}.get(kind, "item_")
        items.append({"id": prefix + uuid.uuid4().hex, **item, "type": kind})
    return items


def output_message(body: dict[str, Any]) -> dict[str, Any]:
    """A finished response's output as the assistant's chat message."""
    text = "".join(part.get("text", "") for item in body["output"]
                   if item["type"] == "message" for part in item["content"])
    calls = [{"id": item["call_id"], "type": "function",
              "function": {"name": item["name"], "arguments": item["arguments"]}}
             for item in body["output"] if item["type"] == "function_call"]
    message: dict[str, Any] = {"role": "assistant", "content": text}
    if calls:
        message["tool_calls"] = calls
    return message


class StoredResponses:
    """What the Responses endpoints keep, read and delete; without a store
    (None) nothing is kept and previous_response_id is refused."""

    def __init__(self, store: ResponseStore | None) -> None:
        self.store = store

    def earlier(self, raw: object) -> list[dict[str, Any]]:
        """The conversation previous_response_id continues ([] without one)."""
        if not isinstance(raw, dict) or not raw.get("previous_response_id"):
            return []
        wanted = raw["previous_response_id"]
        if self.store is None:
            raise ApiError(400, "This server keeps no responses, so previous_response_id "
                                "cannot be used; send the whole conversation in 'input'.",
                           code="invalid_value", param="previous_response_id")
        found = self.store.get(str(wanted))
        if found is None:
            raise _not_found(str(wanted), "previous_response_id")
        return found.context

    def keeps(self, raw: dict[str, Any]) -> bool:
        return self.store is not None and raw.get("store", True) is not False

    def keeper(self, raw: dict[str, Any], form: ChatForm) -> Callable[[dict[str, Any]], None]:
        """What to do with the finished response: keep it with its conversation."""
        if not self.keeps(raw):
            return lambda _body: None
        store, context, items = self.store, form.context(), input_items(raw)
        assert store is not None

        def keep(body: dict[str, Any]) -> None:
            store.put(StoredResponse(body["id"], body, [*context, output_message(body)],
                                     items, float(body["created_at"])))
        return keep

    def _found(self, request: HttpRequest) -> StoredResponse:
        wanted = request.path_params["response_id"]
        found = self.store.get(wanted) if self.store is not None else None
        if found is None:
            raise _not_found(wanted)
        return found

    async def get(self, request: HttpRequest) -> Response:
        return JSONResponse(self._found(request).body)

    async def delete(self, request: HttpRequest) -> Response:
        found = self._found(request)
        assert self.store is not None
        self.store.delete(found.id)
        return JSONResponse({"id": found.id, "object": "response.deleted", "deleted": True})

    async def input_items(self, request: HttpRequest) -> Response:
        """This response's own input items (not the earlier responses'),
        newest first unless `order=asc`, as OpenAI lists them."""
        items = list(self._found(request).input_items)
        order = request.query_params.get("order", "desc")
        if order not in ("asc", "desc"):
            raise ApiError(400, f"order must be 'asc' or 'desc' (got {json.dumps(order)}).",
                           param="order")
        if order == "desc":
            items.reverse()
        return JSONResponse({"object": "list", "data": items, "has_more": False,
                             "first_id": items[0]["id"] if items else None,
                             "last_id": items[-1]["id"] if items else None})
