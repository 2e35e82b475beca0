"""An image a person attached to a message: checked, bounded, named by hash.

Every way an image comes in (the window's attach button, drag and drop and
paste, `lantern chat --image`, the OpenAI, Responses, Anthropic and Ollama
request shapes) ends in `read_image`, so each rule is kept once: what
formats are accepted, how large an image may be, how large it reaches the
model. The bytes kept are what the model is given (scaled down when large),
and their SHA-256 names the image everywhere: the file under the data
folder, the prompt cache's key, the conversation's record.

Nothing here fetches anything: a remote `http(s)` address is refused
(`image_from_url`), because nothing leaves the machine.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import io
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from PIL import Image, UnidentifiedImageError

from app.said import QT_TRANSLATE_NOOP

MAX_IMAGE_BYTES = 20 * 1024 * 1024
"""The largest image accepted, as sent (the same limit as OpenAI's)."""
MAX_SIDE = 1536
"""Larger images are scaled down so their longer side is this many pixels:
vision encoders work at 224-1024 pixels, and a 12-megapixel photo would only
cost memory and time."""
MAX_PIXELS = 80_000_000
"""Refused before decoding: a small file can claim a huge canvas."""
FORMATS = {"PNG": "image/png", "JPEG": "image/jpeg", "WEBP": "image/webp",
           "GIF": "image/gif", "BMP": "image/bmp"}
MEDIA_MARKER = "<__media__>"
"""Where an image goes in the prompt text: llama.cpp's multimodal library
(mtmd) replaces each marker with the image's own tokens."""


class ImageRejected(ValueError):
    """An image that cannot be used; the message says why and what to do."""


@dataclass(frozen=True)
class ImageInput:
    """An image ready for a model: PNG or JPEG bytes, at most MAX_SIDE."""

    data: bytes = field(repr=False)
    mime: str
    width: int
    height: int
    sha256: str = ""

    def __post_init__(self) -> None:
        if not self.sha256:
            object.__setattr__(self, "sha256", hashlib.sha256(self.data).hexdigest())

    @property
    def data_url(self) -> str:
        return f"data:{self.mime};base64,{base64.b64encode(self.data).decode('ascii')}"

    @property
    def suffix(self) -> str:
        return ".jpg" if self.mime == "image/jpeg" else ".png"


def _megabytes(size: int) -> str:
    return f"{size / (1024 * 1024):.1f} MB"


def read_image(data: bytes, source: str = "The image") -> ImageInput:
    """Check `data` and return it ready for a model; ImageRejected says why not.
    `source` names the image in the message ("photo.heic", "image 2")."""
    if not data:
        raise ImageRejected(QT_TRANSLATE_NOOP("Images", "{source} is empty.").format(
            source=source))
    if len(data) > MAX_IMAGE_BYTES:
        raise ImageRejected(QT_TRANSLATE_NOOP(
            "Images", "{source} is {size}; images up to {limit} are accepted. Save it smaller "
            "(or as JPEG) and attach it again.").format(
                source=source, size=_megabytes(len(data)), limit=_megabytes(MAX_IMAGE_BYTES)))
    try:
        with Image.open(io.BytesIO(data)) as probe:
            kind = probe.format or ""
            if kind not in FORMATS:
                raise ImageRejected(QT_TRANSLATE_NOOP(
                    "Images", "{source} is a {kind} image; Lantern reads {formats}. Convert "
                    "it and attach it again.").format(source=source, kind=kind or "unknown",
                                                      formats=", ".join(sorted(FORMATS))))
            if probe.width * probe.height > MAX_PIXELS:
                raise ImageRejected(QT_TRANSLATE_NOOP(
                    "Images", "{source} is {width}x{height} pixels, too large to read safely. "
                    "Scale it down and attach it again.").format(
                        source=source, width=probe.width, height=probe.height))
            probe.seek(0)
            image = probe.convert("RGBA" if probe.mode in {"RGBA", "LA", "P"} else "RGB")
    except ImageRejected:
        raise
    except UnidentifiedImageError as exc:
        raise ImageRejected(QT_TRANSLATE_NOOP(
            "Images", "{source} is not an image Lantern can read (it reads {formats}).").format(
                source=source, formats=", ".join(sorted(FORMATS)))) from exc
    # SyntaxError: Pillow's word for a damaged PNG found while decoding it
    # ("broken PNG file"), not only while identifying it.
    except (OSError, ValueError, SyntaxError, Image.DecompressionBombError) as exc:
        raise ImageRejected(QT_TRANSLATE_NOOP(
            "Images", "{source} could not be read as an image ({reason}). It may be damaged "
            "or not an image at all.").format(source=source, reason=str(exc))) from exc
    return _for_model(image, keep=data if kind in {"PNG", "JPEG"} else None,
                      mime=FORMATS[kind])


def _for_model(image: Image.Image, keep: bytes | None, mime: str) -> ImageInput:
    """The image's bytes as the model gets them: unchanged when already a
    small PNG or JPEG, else scaled down and saved as PNG (JPEG for photos)."""
    if keep is not None and max(image.size) <= MAX_SIDE:
        return ImageInput(keep, mime, *image.size)
    if max(image.size) > MAX_SIDE:
        image.thumbnail((MAX_SIDE, MAX_SIDE), Image.Resampling.LANCZOS)
    out = io.BytesIO()
    if mime == "image/jpeg":
        image.convert("RGB").save(out, "JPEG", quality=90)
        return ImageInput(out.getvalue(), "image/jpeg", *image.size)
    image.save(out, "PNG", optimize=False)
    return ImageInput(out.getvalue(), "image/png", *image.size)


def image_from_base64(text: str, source: str = "The image") -> ImageInput:
    try:
        data = base64.b64decode(text, validate=True)
    except (binascii.Error, ValueError) as exc:
        raise ImageRejected(f"{source} is not valid base64 ({exc}).") from exc
    return read_image(data, source)


def image_from_url(url: str, source: str = "The image") -> ImageInput:
    """A `data:` URL's image. Remote addresses are refused: Lantern sends
    nothing off the machine, so it does not fetch them either."""
    if url.startswith(("http://", "https://")):
        raise ImageRejected(f"{source} is a web address ({url[:80]}). Lantern does not fetch "
                            "images from the internet; send the image itself as a data: URL "
                            "(data:image/png;base64,...).")
    if not url.startswith("data:"):
        raise ImageRejected(f"{source} must be a data: URL (data:image/png;base64,...).")
    header, _, payload = url.partition(",")
    if not header.endswith(";base64"):
        raise ImageRejected(f"{source}'s data: URL must be base64 "
                            "(data:image/png;base64,...).")
    return image_from_base64(payload, source)


IMAGES_KEY = "images"
"""A chat message (the dicts the engine renders) carries its images, in the
order they were attached, under this key, beside its text `content`."""


def message_images(messages: Iterable[Mapping[str, Any]]) -> list[ImageInput]:
    """Every image of a conversation, in prompt order."""
    return [image for message in messages for image in message.get(IMAGES_KEY) or ()]


def content_with_markers(content: str, count: int) -> str:
    """A message's text with its images' places before it, where vision
    models' own templates put them."""
    if count == 0:
        return content
    return "".join(MEDIA_MARKER for _ in range(count)) + "\n" + content


def cannot_read_images(model_name: str) -> str:
    """The refusal of an image by a model without a projector, said the same
    way by the engine, the API, the CLI and the window."""
    return QT_TRANSLATE_NOOP(  # the window says it in its language (app.workers.say)
        "Images", "{model} cannot read images; choose a vision model (a model with its "
        "projector file, mmproj-….gguf), or send text only.").format(
            model=model_name or QT_TRANSLATE_NOOP("Images", "This model"))
