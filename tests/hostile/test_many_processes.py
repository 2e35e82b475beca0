"""Several Lantern processes at once, on the same data folder (issue 26, 1-4).

Real processes, not threads: the locks under test are across processes."""

from __future__ import annotations

import json
from pathlib import Path

from tests.hostile.processes import run_together, tiny_gguf

PARALLEL = 6


def test_parallel_imports_keep_every_entry(tmp_path: Path) -> None:
    data = tmp_path / "data"
    files = [tiny_gguf(tmp_path / f"m{i}.gguf") for i in range(PARALLEL)]
    in_place = [["models", "import", str(f), "--in-place"] for f in files[:3]]
    copied = [["models", "import", str(f)] for f in files[3:]]
    results = run_together([*in_place, *copied], data)
    assert all(r.code == 0 for r in results), [r.err for r in results]
    assert all("Imported" in r.out for r in results)
    entries = json.loads((data / "models.json").read_text())["models"]
    ids = [e["id"] for e in entries]
    assert sorted(ids) == [f"m{i}" for i in range(PARALLEL)]
    copies = {p.name for p in (data / "models").iterdir()}
    # every copy is listed, none is orphaned, no temp file is left
    assert copies == {Path(e["path"]).name for e in entries if not e["in_place"]}
