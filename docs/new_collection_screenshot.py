"""The new-collection dialog (folder, a name from the folder), under Xvfb.

    xvfb-run -a -s "-screen 0 1400x900x24" .venv/bin/python docs/new_collection_screenshot.py
    QT_SCALE_FACTOR=1.5 xvfb-run -a -s "-screen 0 1400x900x24" \\
        .venv/bin/python docs/new_collection_screenshot.py

Writes docs/new-collection.png and docs/new-collection-dark.png (-150 at 1.5).
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PySide6.QtWidgets import QApplication  # noqa: E402

from app.ui.documents.new_collection import NewCollectionDialog  # noqa: E402
from app.ui.theme import apply_theme  # noqa: E402
from docs.screenshots import SUFFIX  # noqa: E402


def main() -> int:
    app = QApplication(sys.argv)
    folder = Path(tempfile.mkdtemp(prefix="lantern-shot-")) / "meeting-notes"
    folder.mkdir()
    for theme, name in (("light", "new-collection"), ("dark", "new-collection-dark")):
        apply_theme(app, theme, 10)
        dialog = NewCollectionDialog([], "all-MiniLM-L6-v2", lambda: None)
        dialog.folder.setText(str(folder))  # as if chosen: the name follows
        dialog.show()
        app.processEvents()
        path = ROOT / "docs" / f"{name}{SUFFIX}.png"
        dialog.grab().save(str(path))
        print("wrote", path)
        dialog.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
