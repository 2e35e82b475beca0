"""Real ELF files that link a library which is then removed: what a machine
missing a system library looks like to ldd, without touching the system."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

PROBE_SONAME = "libxcb-lanternprobe.so.4"
PROBE_PACKAGE = "libxcb-lanternprobe4"
"""The Debian package the naming policy gives for PROBE_SONAME."""


def linked_to_a_missing_library(work: Path, output: Path, *, shared: bool) -> Path:
    """Compile `output` (a shared library, or else an executable) against
    PROBE_SONAME, then delete that library. Skips where gcc is missing."""
    if shutil.which("gcc") is None or shutil.which("ldd") is None:
        pytest.skip("gcc or ldd is missing: install the Debian packages gcc and libc-bin")
    (work / "probe.c").write_text("int lantern_probe(void) { return 7; }\n")
    entry = "use" if shared else "main"
    (work / "user.c").write_text(
        f"int lantern_probe(void);\nint {entry}(void) {{ return lantern_probe(); }}\n")
    lib = work / PROBE_SONAME
    subprocess.run(["gcc", "-shared", "-fPIC", f"-Wl,-soname,{PROBE_SONAME}", "-o", lib,
                    work / "probe.c"], check=True)
    (work / "libxcb-lanternprobe.so").symlink_to(lib.name)
    output.parent.mkdir(parents=True, exist_ok=True)
    kind = ["-shared", "-fPIC"] if shared else []
    subprocess.run(["gcc", *kind, "-o", output, work / "user.c", f"-L{work}",
                    "-lxcb-lanternprobe"], check=True)
    lib.unlink()
    return output
