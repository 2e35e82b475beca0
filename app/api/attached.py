"""Images in API requests.

Every protocol's image (OpenAI's `image_url` part, the Responses API's
`input_image`, Anthropic's image block, Ollama's `images`) becomes OpenAI's
chat `image_url` part, a `data:` URL, in the chat body it is translated to;
so each is checked once, here, as the chat request is read, by
app.images (`image_from_url`): a remote address, bad bytes, an unsupported
format or an oversized image is a 400 naming the part as the client wrote
it, before anything is queued, and never an engine failure.
"""

from __future__ import annotations

from typing import Any

from app.api.errors import ApiError
from app.images import ImageInput, ImageRejected, cannot_read_images, image_from_url


def image_part(url: Any) -> dict[str, Any]:
    """A chat `image_url` part for a protocol's image address or data: URL."""
    return {"type": "image_url", "image_url": {"url": url}}


def base64_url(data: Any) -> Any:
    """Ollama's bare base64 as a data: URL (the media type is found from the
    bytes themselves); an address or data: URL stays as sent, and is judged
    as one."""
    if isinstance(data, str) and not data.startswith(("data:", "http://", "https://")):
        return f"data:image/png;base64,{data}"
    return data


def read_part(image_url: dict[str, Any] | str, where: str, role: str) -> ImageInput:
    """The image of the chat part at `where` (`messages.0.content.1`), or a
    400 saying what is wrong with it."""
    url = image_url if isinstance(image_url, str) else image_url.get("url")
    if not isinstance(url, str):
        raise ApiError(400, f"'{where}' needs its image as a data: URL "
                            "(data:image/png;base64,...).", code="invalid_image", param=where)
    if role != "user":
        raise ApiError(400, f"Images go in user messages; '{where}' is in a message of role "
                            f"'{role}'.", code="invalid_image", param=where)
    try:
        return image_from_url(url, f"The image at '{where}'")
    except ImageRejected as exc:
        raise ApiError(400, str(exc), code="invalid_image", param=where) from None


def refuse_unseen(model_name: str, where: str) -> ApiError:
    """The model cannot read the image at `where`: the engine's own words."""
    return ApiError(400, cannot_read_images(model_name), code="model_cannot_read_images",
                    param=where)
