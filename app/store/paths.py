"""Whether a path lies in a folder: the one rule the store, the scanner and
the indexer share. Paths are compared as stored (absolute, normalised when
a folder is added), so no file system access is needed."""

from __future__ import annotations

import os


def within(path: str, folder: str) -> bool:
    """True for the folder itself and anything below it; "/a/bc" is not in "/a/b"."""
    return path == folder or path.startswith(folder.rstrip(os.sep) + os.sep)
