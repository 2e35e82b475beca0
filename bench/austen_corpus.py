"""A real public-domain corpus for the search benchmarks: Jane Austen's six novels.

Source: Debian's package `r-cran-janeaustenr` (1.0.0-1; the R package
janeaustenr by Julia Silge, MIT-licensed, whose texts are the Project
Gutenberg editions of the novels, public domain). It is fetched with
`apt-get download` (Debian's archive is reachable from every machine of this
project) and its R lazy-load database is decoded here: each novel is a
character vector, one element per line of the Gutenberg text.

    python bench/austen_corpus.py [--out DIR]   # writes DIR/<novel>.txt
"""

from __future__ import annotations

import argparse
import gzip
import shutil
import struct
import subprocess
import sys
import tempfile
import zlib
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from app.config import cache_dir

PACKAGE = "r-cran-janeaustenr"
DATA = "usr/lib/R/site-library/janeaustenr/data/Rdata"
NOVELS = {
    "emma": "Emma",
    "mansfieldpark": "Mansfield Park",
    "northangerabbey": "Northanger Abbey",
    "persuasion": "Persuasion",
    "prideprejudice": "Pride and Prejudice",
    "sensesensibility": "Sense and Sensibility",
}


def corpus_dir(out: Path | None = None) -> Path:
    """The folder with the six novels as .txt files, made on first use."""
    target = out or cache_dir() / "bench" / "austen"
    if all((target / f"{name}.txt").is_file() for name in NOVELS):
        return target
    target.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run(["apt-get", "download", PACKAGE], cwd=tmp, check=True,
                       capture_output=True)
        deb = next(Path(tmp).glob(f"{PACKAGE}_*.deb"))
        subprocess.run(["dpkg-deb", "-x", str(deb), str(Path(tmp) / "x")], check=True)
        base = Path(tmp) / "x" / DATA
        for name, lines in read_lazyload(base.with_suffix(".rdx"),
                                         base.with_suffix(".rdb")).items():
            (target / f"{name}.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
        shutil.copy(Path(tmp) / "x" / "usr/share/doc" / PACKAGE / "copyright",
                    target / "COPYRIGHT.debian")
    return target


def read_lazyload(rdx: Path, rdb: Path) -> dict[str, list[str]]:
    """Character vectors from an R lazy-load database (.rdx index + .rdb data)."""
    index = _Reader(gzip.decompress(rdx.read_bytes()))
    index.header()
    offsets = _parse_index(index)
    blob = rdb.read_bytes()
    out = {}
    for name, (pos, length) in offsets.items():
        # Each object: 4-byte big-endian uncompressed size, then zlib data.
        reader = _Reader(zlib.decompress(blob[pos + 4:pos + length]))
        reader.header()
        out[name] = reader.strings()
    return out


class _Reader:
    """Just enough of R's XDR serialisation for a list of offsets and string vectors."""

    def __init__(self, data: bytes) -> None:
        self.data, self.pos = data, 0

    def int(self) -> int:
        (value,) = struct.unpack_from(">i", self.data, self.pos)
        self.pos += 4
        return int(value)

    def header(self) -> None:
        assert self.data[:2] == b"X\n", "not an XDR R serialisation"
        self.pos = 2
        version = self.int()
        self.pos += 8  # writer's and minimal reader's R versions
        if version == 3:
            length = self.int()  # then the native encoding's name
            self.pos += length

    def strings(self) -> list[str]:
        flags = self.int()
        assert flags & 0xFF == 16, "expected a character vector"
        out = []
        for _ in range(self.int()):
            self.int()  # CHARSXP flags
            length = self.int()
            out.append("" if length < 0 else self.data[self.pos:self.pos + length].decode())
            self.pos += max(length, 0)
        return out

    def int_vector(self) -> list[int]:
        flags = self.int()
        assert flags & 0xFF == 13, "expected an integer vector"
        return [self.int() for _ in range(self.int())]


def _parse_index(r: _Reader) -> dict[str, tuple[int, int]]:
    # list(variables = <named list of c(offset, length)>, references, compressed)
    r.int()  # outer VECSXP with attributes
    r.int()  # its length
    r.int()  # variables: VECSXP with names
    count = r.int()
    pairs = [r.int_vector() for _ in range(count)]
    r.int()  # attribute pairlist
    r.int()  # tag "names" (a SYMSXP)
    r.int()
    length = r.int()
    r.pos += length
    names = r.strings()
    return {name: (p[0], p[1]) for name, p in zip(names, pairs, strict=True)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path)
    folder = corpus_dir(parser.parse_args().out)
    for path in sorted(folder.glob("*.txt")):
        print(f"{path}  {path.stat().st_size:>9,} bytes")


if __name__ == "__main__":
    main()
