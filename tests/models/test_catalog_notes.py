"""The catalog's notes reach the window in its language (issue 39): each
shipped entry's note is a marked sentence (app.models.catalog_notes) that
Qt Linguist extracts, and every language's catalog translates it."""

from __future__ import annotations

import json
from pathlib import Path
from xml.etree import ElementTree

from app.models.catalog import load_catalog
from app.said import Said

ROOT = Path(__file__).resolve().parents[2]
LANGUAGES = ("de", "fr", "es", "pt_BR", "zh_CN", "ja")  # scripts/translations.py's


def test_every_shipped_note_is_marked_for_translation() -> None:
    unmarked = [entry.id for entry in load_catalog()
                if not (isinstance(entry.note, Said) and entry.note.context == "Catalog")]
    assert not unmarked, f"add their notes to app/models/catalog_notes.py: {unmarked}"


def test_every_language_translates_every_note() -> None:
    notes = {str(entry.note) for entry in load_catalog()}
    for language in LANGUAGES:
        tree = ElementTree.parse(ROOT / "resources" / "translations" / f"lantern_{language}.ts")
        done = {message.findtext("source"): message.find("translation")
                for context in tree.getroot().iter("context")
                if context.findtext("name") == "Catalog"
                for message in context.iter("message")}
        missing = [note for note in notes if note not in done or done[note] is None
                   or done[note].get("type") == "unfinished" or not done[note].text]
        assert not missing, f"lantern_{language}.ts: {missing}"


def test_another_catalogs_notes_stay_as_written(tmp_path: Path) -> None:
    """A mirror's catalog (LANTERN_CATALOG) may say anything: shown as it is."""
    raw = json.loads((ROOT / "resources" / "models" / "catalog.json").read_text("utf-8"))
    raw["models"] = raw["models"][:1]
    raw["models"][0]["note"] = "A note of the mirror's own."
    path = tmp_path / "catalog.json"
    path.write_text(json.dumps(raw), encoding="utf-8")
    (entry,) = load_catalog(path)
    assert entry.note == "A note of the mirror's own." and not isinstance(entry.note, Said)
