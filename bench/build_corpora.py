"""Writes the two evaluation corpora kept in bench/corpora/ (the third is Austen).

    .venv/bin/python bench/build_corpora.py [--site-packages DIR]

pyref: a technical manual, 40 sections of the Python Language Reference and
Library Reference as CPython ships them for `help()` (`pydoc_data.topics`,
Python Software Foundation License 2.0), one reST-like text file per section.

packages: a mixed-format folder, the READMEs of eight permissively licensed
PyPI packages (their long descriptions, read from the installed
distributions' METADATA under --site-packages), written as Markdown, reST,
plain text, HTML, DOCX (python-docx, headings as Heading styles) and PDF
(several pages each; tests/search/search_corpus.pdf_bytes).
corpora/<name>.SOURCES.md names every text, its version and its licence, and
corpora/<name>.json holds the labelled questions (written by hand).

The written files are committed, so the benchmarks and the CI quality test
need neither this script nor the packages it read; it documents how they
were made and remakes them.
"""

from __future__ import annotations

import argparse
import html
import re
import sys
import textwrap
import unicodedata
from dataclasses import dataclass
from email.parser import Parser
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.search.search_corpus import pdf_bytes

CORPORA = Path(__file__).with_name("corpora")
PYREF_TOPICS = """
assert assignment async attribute-access augassign booleans break calls class comparisons
context-managers continue del dict exceptions execmodel floating for formatstrings function
global identifiers import integers lambda naming nonlocal operator-summary pass raise return
slicings string-methods strings truth try typesmapping typesseq while with
""".split()


@dataclass(frozen=True)
class Package:
    dist: str
    """Distribution folder name under site-packages, without .dist-info."""
    licence: str
    out: str
    """File name written; its suffix picks the format."""


PACKAGES = (
    Package("python_dotenv-1.2.2", "BSD-3-Clause", "python-dotenv.md"),
    Package("xmltodict-1.0.4", "MIT", "xmltodict.docx"),
    Package("responses-0.26.0", "Apache-2.0", "responses.pdf"),
    Package("colorama-0.4.6", "BSD-3-Clause", "colorama.html"),
    Package("jmespath-1.1.0", "MIT", "jmespath.rst"),
    Package("wcwidth-0.7.0", "MIT", "wcwidth.pdf"),
    Package("idna-3.13", "BSD-3-Clause", "idna.docx"),
    Package("pytest_benchmark-5.2.3", "BSD-2-Clause", "pytest-benchmark.txt"),
)


def build_pyref(out: Path) -> None:
    import platform
    from pydoc_data.topics import topics

    out.mkdir(parents=True, exist_ok=True)
    rows = []
    for name in PYREF_TOPICS:
        (out / f"{name}.rst").write_text(topics[name].rstrip() + "\n", encoding="utf-8")
        rows.append(f"| {name}.rst | `pydoc_data.topics[{name!r}]` |")
    out.with_suffix(".SOURCES.md").write_text(
        "# pyref: sources and licence\n\n"
        f"Every file is one entry of `pydoc_data.topics` from CPython "
        f"{platform.python_version()} (the Python documentation as `help()` shows it),\n"
        "copyright Python Software Foundation, under the PSF License Agreement\n"
        "(Python Software Foundation License 2.0, a permissive licence), unchanged.\n"
        "Written by bench/build_corpora.py.\n\n| File | Source |\n|---|---|\n"
        + "\n".join(rows) + "\n", encoding="utf-8")


def readme(site_packages: Path, dist: str) -> tuple[str, str]:
    """(long description, its content type) from a distribution's METADATA."""
    message = Parser().parsestr((site_packages / f"{dist}.dist-info" / "METADATA")
                                .read_text(encoding="utf-8"))
    body = message.get_payload()
    assert isinstance(body, str)
    return body.strip() + "\n", message.get("Description-Content-Type", "text/x-rst")


@dataclass(frozen=True)
class Block:
    kind: str
    """"heading" or "text"."""
    text: str
    level: int = 0


_RST_UNDERLINE = re.compile(r"^([=\-~^*#+`'\"])\1{2,}\s*$")


def blocks(source: str, markdown: bool) -> list[Block]:
    """Headings and text lines of a Markdown or reST document (lines kept as they are)."""
    lines = source.splitlines()
    out: list[Block] = []
    levels: list[str] = []
    fenced = skip = False
    for i, line in enumerate(lines):
        if skip:
            skip = False
            continue
        following = lines[i + 1] if i + 1 < len(lines) else ""
        if markdown and line.lstrip().startswith("```"):
            fenced = not fenced
            out.append(Block("text", line))
        elif markdown and not fenced and (md := re.match(r"^(#{1,6})\s+(.*)$", line)):
            out.append(Block("heading", md.group(2).strip(), len(md.group(1))))
        elif (not markdown and line.strip() and _RST_UNDERLINE.match(following)
              and not _RST_UNDERLINE.match(line)):
            char = following.strip()[0]
            if char not in levels:
                levels.append(char)
            out.append(Block("heading", line.strip(), levels.index(char) + 1))
            skip = True
        elif not markdown and _RST_UNDERLINE.match(line):
            continue  # an overline
        else:
            out.append(Block("text", line))
    return out


def write_docx(path: Path, parts: list[Block]) -> None:
    import docx

    document = docx.Document()
    for block in parts:
        if block.kind == "heading":
            document.add_heading(block.text, level=min(block.level, 9))
        elif block.text.strip():
            document.add_paragraph(block.text.strip())
    document.save(str(path))


def latin1(text: str) -> str:
    """The PDF writer's Helvetica speaks Latin-1: typographic quotes and
    dashes become ASCII, anything else outside Latin-1 becomes '?'."""
    table = str.maketrans({"\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"',
                           "\u2013": "-", "\u2014": "-", "\u2026": "...", "\u00a0": " "})
    text = unicodedata.normalize("NFKC", text.translate(table))
    return text.encode("latin-1", "replace").decode("latin-1")


def write_pdf(path: Path, parts: list[Block], width: int = 90, per_page: int = 48) -> None:
    lines: list[str] = []
    for block in parts:
        if block.kind == "heading":
            lines.extend(["", block.text.upper() if block.level == 1 else block.text, ""])
        else:
            lines.extend(textwrap.wrap(block.text, width, drop_whitespace=False) or [""])
    clean = [latin1(line) for line in lines]
    pages = [clean[i:i + per_page] for i in range(0, len(clean), per_page)]
    path.write_bytes(pdf_bytes(pages))


def write_html(path: Path, title: str, parts: list[Block]) -> None:
    body = []
    paragraph: list[str] = []

    def flush() -> None:
        if paragraph:
            body.append("<p>" + html.escape(" ".join(paragraph)) + "</p>")
            paragraph.clear()

    for block in parts:
        if block.kind == "heading":
            flush()
            level = min(block.level, 6)
            body.append(f"<h{level}>{html.escape(block.text)}</h{level}>")
        elif block.text.strip():
            paragraph.append(block.text.strip())
        else:
            flush()
    flush()
    path.write_text(f"<!doctype html>\n<html><head><meta charset='utf-8'><title>"
                    f"{html.escape(title)}</title></head><body>\n" + "\n".join(body)
                    + "\n</body></html>\n", encoding="utf-8")


def build_packages(out: Path, site_packages: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    rows = []
    for package in PACKAGES:
        text, kind = readme(site_packages, package.dist)
        markdown = kind.startswith("text/markdown")
        target = out / package.out
        suffix = target.suffix
        if suffix in (".md", ".rst", ".txt"):
            target.write_text(text, encoding="utf-8")
        elif suffix == ".docx":
            write_docx(target, blocks(text, markdown))
        elif suffix == ".pdf":
            write_pdf(target, blocks(text, markdown))
        elif suffix == ".html":
            write_html(target, package.dist, blocks(text, markdown))
        name, version = package.dist.rsplit("-", 1)
        rows.append(f"| {package.out} | {name} {version}, README (PyPI long description) "
                    f"| {package.licence} |")
    out.with_suffix(".SOURCES.md").write_text(
        "# packages: sources and licences\n\n"
        "Each file is the README of a PyPI package, as its installed distribution's\n"
        "METADATA carries it, written in the format its suffix names by\n"
        "bench/build_corpora.py (text unchanged; PDF text folded to Latin-1 and\n"
        "wrapped at 90 characters, 48 lines a page). Each licence permits copying\n"
        "and redistribution with the copyright notice, which the README's package\n"
        "states; the licence texts are in the packages themselves.\n\n"
        "| File | Source | Licence |\n|---|---|---|\n" + "\n".join(rows) + "\n",
        encoding="utf-8")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site-packages", type=Path,
                        default=Path("/root/.pyenv/versions/3.11.7/lib/python3.11/site-packages"))
    args = parser.parse_args()
    build_pyref(CORPORA / "pyref")
    build_packages(CORPORA / "packages", args.site_packages)
    for path in sorted(CORPORA.glob("*/*.*")):
        print(f"{path.relative_to(CORPORA)}  {path.stat().st_size:>8,} bytes")


if __name__ == "__main__":
    main()
