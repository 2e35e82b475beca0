"""Render resources/icons/lantern.svg to the PNG, ICO and ICNS files installers need.

    .venv/bin/python packaging/make_icons.py

Qt renders the SVG (no extra tools); Pillow writes .ico and .icns.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ICONS = Path(__file__).resolve().parent.parent / "resources" / "icons"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def render(size: int) -> Path:
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    QSvgRenderer(str(ICONS / "lantern.svg")).render(painter)
    painter.end()
    path = ICONS / f"lantern-{size}.png"
    image.save(str(path))
    return path


def main() -> None:
    QGuiApplication([*sys.argv[:1], "-platform", "offscreen"])
    pngs = {size: render(size) for size in SIZES}
    from PIL import Image

    big = Image.open(pngs[256])
    big.save(ICONS / "lantern.ico", sizes=[(s, s) for s in (16, 24, 32, 48, 64, 128, 256)])
    Image.open(pngs[512]).save(ICONS / "lantern.icns")
    print(f"wrote {len(pngs)} PNGs, lantern.ico and lantern.icns to {ICONS}")


if __name__ == "__main__":
    main()
