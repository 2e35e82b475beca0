"""Scratch folders that go when the process that made them ends.

The suite, its probes and the bench scripts start thousands of processes; a
folder left in the temporary directory by each had grown to 3.3 GB on this
machine (issue 33), the way a disk fills in the middle of a run.
"""

from __future__ import annotations

import atexit
import shutil
import tempfile
from pathlib import Path


def scratch_folder(prefix: str) -> Path:
    folder = Path(tempfile.mkdtemp(prefix=prefix))
    atexit.register(shutil.rmtree, folder, ignore_errors=True)
    return folder
