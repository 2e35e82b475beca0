"""Results name their section: headings from Markdown, reST, HTML and DOCX."""

from __future__ import annotations

from pathlib import Path

from app.search.chunking import ChunkSettings, chunk_lines
from app.search.readers import TextLine, read_file
from app.search.retrieve import Retriever
from app.store.documents import DocumentStore
from tests.search.search_corpus import write_docx
from tests.search.search_helpers import IndexerFactory, add_collection


def headings(path: Path) -> list[tuple[int, str]]:
    return [(t.line, t.heading) for t in read_file(path).lines if t.heading]


def test_markdown_headings_outside_code(tmp_path: Path) -> None:
    path = tmp_path / "guide.md"
    path.write_text("# Guide\n\nIntro.\n\n## Install ##\n\n```sh\n# not a heading\n```\n\n"
                    "Setup\n-----\n\nText.\n\n---\n\nAfter a rule.\n")
    assert headings(path) == [(1, "Guide"), (5, "Install"), (11, "Setup")]
    assert read_file(path).lines[0].text == "# Guide"  # the text itself is kept


def test_rest_titles_with_under_and_overlines(tmp_path: Path) -> None:
    path = tmp_path / "manual.rst"
    path.write_text("=======\nManual\n=======\n\nThe \"with\" statement\n"
                    "*********************\n\nBody text.\n\n# a comment, not a title\n")
    assert headings(path) == [(2, "Manual"), (5, 'The "with" statement')]


def test_plain_text_has_no_headings(tmp_path: Path) -> None:
    path = tmp_path / "notes.txt"
    path.write_text("# Not markdown here\n\nTitle\n=====\n")
    assert headings(path) == []


def test_html_and_docx_headings(tmp_path: Path) -> None:
    page = tmp_path / "page.html"
    page.write_text("<html><body><h1>Colours</h1><p>Red.</p><h2>Light\nblue</h2>"
                    "<p>Sky.</p></body></html>")
    assert [h for _, h in headings(page)] == ["Colours", "Light blue"]
    doc = write_docx(tmp_path / "doc.docx", ["Plain paragraph."])
    import docx

    document = docx.Document(str(doc))
    document.add_heading("Usage", level=1)
    document.add_paragraph("Call it.")
    document.save(str(doc))
    assert [h for _, h in headings(doc)] == ["Usage"]


def test_chunks_are_named_by_the_section_most_of_them_is_in() -> None:
    lines = [TextLine("# One", 1, heading="One"), TextLine("alpha " * 30, 2),
             TextLine("## Two", 3, heading="Two"), TextLine("beta " * 30, 4)]
    chunks = chunk_lines(lines, lambda t: len(t.split()), ChunkSettings(32, 0))
    assert [(c.line_start, c.heading) for c in chunks] == [(1, "One"), (3, "Two")]
    assert chunk_lines([TextLine("no heading", 1)], len, ChunkSettings(32, 0))[0].heading is None


def test_search_results_name_the_section(store: DocumentStore, make_indexer: IndexerFactory,
                                         retriever: Retriever, tmp_path: Path) -> None:
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "kitchen.md").write_text(
        "# Kitchen notes\n\n## Bread\n\n" + "Knead the dough for ten minutes, then let it "
        "rise until doubled.\n" * 4 + "\n## Soup\n\n" + "Simmer the lentils with cumin and "
        "a bay leaf for forty minutes.\n" * 4)
    add_collection(store, [docs])
    make_indexer().run(make_indexer().scan("docs"))
    best = retriever.search("lentils cumin simmer", k=1)[0]
    assert best.heading == "Soup"
    assert best.passage == f"\u201cSoup\u201d, {best.location}"


def test_a_long_heading_is_shortened_in_the_passage_name() -> None:
    from app.search.retrieve import SearchResult

    long = "A very long heading " * 10
    result = SearchResult(1, 1, "c", "/x.md", None, 3, 9, "t", "t", 1.0, 1, None, long)
    assert result.passage.endswith("\u201d, lines 3-9") and len(result.passage) < 80
    assert "\u2026" in result.passage
