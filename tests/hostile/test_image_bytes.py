"""Every image bytes Lantern is given (attached in the window, `lantern chat
--image`, any API shape) end as an image or one ImageRejected with a reason:
real pictures of every format and mode, crafted headers, and real pictures
with bytes changed, cut and inserted (Hypothesis). An exception of another
type would be a 500 in the API and a traceback in the CLI."""

from __future__ import annotations

import warnings

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from app.images import MAX_SIDE, ImageInput, ImageRejected, read_image
from tests.hostile.image_bytes import crafted_images, png_cut_short, real_images


def outcome(data: bytes) -> ImageInput | ImageRejected:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # Pillow's DecompressionBombWarning
        try:
            return read_image(data, "The image")
        except ImageRejected as refused:
            return refused


@pytest.mark.parametrize("data", real_images(), ids=range(len(real_images())))
def test_real_pictures_are_read(data: bytes) -> None:
    image = outcome(data)
    assert isinstance(image, ImageInput), image
    assert image.mime in {"image/png", "image/jpeg"}
    assert 1 <= max(image.width, image.height) <= MAX_SIDE


@pytest.mark.parametrize("name", sorted(crafted_images()))
def test_crafted_bytes_are_refused_with_a_reason(name: str) -> None:
    refused = outcome(crafted_images()[name])
    assert isinstance(refused, ImageRejected), name
    assert str(refused).startswith("The image ") and str(refused).endswith(".")


def test_a_png_cut_short_is_refused_as_damaged() -> None:
    """Pillow says SyntaxError, not OSError, for this one."""
    refused = outcome(png_cut_short())
    assert isinstance(refused, ImageRejected)
    assert "could not be read as an image (broken PNG file" in str(refused)
    assert "damaged or not an image at all" in str(refused)


@st.composite
def damaged(draw: st.DrawFn) -> bytes:
    data = bytearray(draw(st.sampled_from(real_images())))
    for _ in range(draw(st.integers(1, 6))):
        at = draw(st.integers(0, max(0, len(data) - 1)))
        how = draw(st.sampled_from(["set", "cut", "insert", "end"]))
        if how == "set" and data:
            data[at] = draw(st.integers(0, 255))
        elif how == "cut":
            del data[at:at + draw(st.integers(1, 20))]
        elif how == "insert":
            data[at:at] = draw(st.binary(min_size=1, max_size=8))
        else:
            del data[at:]
    return bytes(data)


@settings(max_examples=1500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(damaged())
@example(png_cut_short())
def test_damaged_pictures_are_an_image_or_one_clear_refusal(data: bytes) -> None:
    result = outcome(data)
    assert isinstance(result, ImageInput | ImageRejected)
