"""Hostile image bytes: real pictures of every accepted format and mode,
and crafted ones (a PNG claiming 100000x100000 pixels, a truncated IDAT
stream, bytes that are no image). Shared by the read_image property test
(tests/hostile/test_image_bytes.py) and the API fuzz (tests/api/fuzz_bodies.py).
"""

from __future__ import annotations

import functools
import io
import struct
import zlib

from PIL import Image

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def picture(kind: str = "PNG", mode: str = "RGB", size: tuple[int, int] = (20, 14),
            **options: object) -> bytes:
    out = io.BytesIO()
    Image.new(mode, size, 100).save(out, kind, **options)
    return out.getvalue()


def animated(kind: str) -> bytes:
    frames = [Image.new("RGB", (10, 10), colour) for colour in ((1, 2, 3), (200, 10, 10))]
    out = io.BytesIO()
    frames[0].save(out, kind, save_all=True, append_images=frames[1:], duration=10)
    return out.getvalue()


def png_chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def png_claiming(width: int, height: int, pixels: bytes = b"") -> bytes:
    """A PNG whose header says `width` x `height` RGB pixels, whatever it holds."""
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (PNG_SIGNATURE + png_chunk(b"IHDR", header)
            + png_chunk(b"IDAT", zlib.compress(pixels)) + png_chunk(b"IEND", b""))


def png_cut_short() -> bytes:
    """A 16x12 PNG whose compressed pixels stop half-way, followed by a chunk
    header that is no chunk: Pillow raises SyntaxError ("broken PNG file"),
    not OSError, while decoding it."""
    rows = b"".join(b"\x00" + bytes(range(48)) for _ in range(12))
    packed = zlib.compress(rows)
    header = struct.pack(">IIBBBBB", 16, 12, 8, 2, 0, 0, 0)
    return (PNG_SIGNATURE + png_chunk(b"IHDR", header)
            + png_chunk(b"IDAT", packed[:len(packed) // 2]) + b"\x02\x00\x00\x00\x00IEND")


@functools.cache
def real_images() -> tuple[bytes, ...]:
    """Pictures Lantern accepts, in every mode a camera or an editor writes."""
    return (picture(), picture(mode="RGBA"), picture(mode="P"), picture(mode="I;16"),
            picture(mode="LA"), picture(mode="1"), picture("JPEG"),
            picture("JPEG", "CMYK"), picture("JPEG", progressive=True), picture("GIF"),
            picture("BMP"), picture("WEBP"), picture("WEBP", lossless=True),
            picture(size=(1, 1)), picture(size=(1, 3000)), animated("GIF"),
            animated("PNG"))


@functools.cache
def crafted_images() -> dict[str, bytes]:
    """Bytes that must each be refused with a reason, by name."""
    whole = picture()
    return {
        "empty": b"",
        "not an image": b"hello, I am no picture at all",
        "truncated png": whole[:len(whole) // 2],
        "png header only": whole[:33],
        "png cut short": png_cut_short(),
        "claims 100000x100000": png_claiming(100_000, 100_000),
        "claims 9000x9000": png_claiming(9000, 9000),  # over MAX_PIXELS, under Pillow's bomb
        "claims 4000x4000, holds nothing": png_claiming(4000, 4000),
        "claims 0x0": png_claiming(0, 0),
        "tiff": picture("TIFF"),
        "ico": picture("ICO", size=(16, 16)),
        "pdf magic": b"%PDF-1.7\n" + b"\0" * 64,
        "svg": b'<svg xmlns="http://www.w3.org/2000/svg" width="99999" height="99999"/>',
    }
