"""The window's translations, with Qt's own Linguist tools.

    python scripts/translations.py update   # lupdate: refresh every .ts from the code
    python scripts/translations.py fill     # write tables/<lang>.toml into the .ts files
    python scripts/translations.py build    # lrelease: .ts -> .qm beside them
    python scripts/translations.py check    # CI: .ts up to date and complete
    python scripts/translations.py pseudo DIR  # a pseudo-locale .qm for the tests

Sources: every `self.tr(...)` / `QCoreApplication.translate(...)` in app/ui
and app/workers, and every `QT_TRANSLATE_NOOP(...)` (app.said) in the core
layers whose messages the window shows. The `.ts` files carry no line numbers (`-locations none`),
so a change elsewhere in a file does not touch them. A translation a native
speaker should look at again carries a `<translatorcomment>` starting with
"review:"; translators find them with `grep -n review: resources/translations/*.ts`.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TRANSLATIONS = ROOT / "resources" / "translations"
SOURCE_DIRS = tuple(ROOT / "app" / name for name in (
    "ui", "workers", "engine", "models", "store", "search", "tools"))
"""The window's own code, and the core layers whose sentences it shows
(marked with app.said.QT_TRANSLATE_NOOP; the API server and the command
line speak English)."""
SOURCE_FILES = (ROOT / "app" / "images.py",)
"""Core modules outside those folders whose sentences the window shows."""
MARKS = ("QCoreApplication.translate(", ".tr(", "QT_TRANSLATE_NOOP(")
LANGUAGES = ("de", "fr", "es", "pt_BR", "zh_CN", "ja")
"""The catalogs kept complete (app.ui.i18n.LANGUAGES lists them with names)."""
ENGLISH = "en"
"""The source language's own catalog holds only the plural forms ("%n file(s)"
-> "1 file" / "2 files"); its other sentences are the source text."""
CATALOGS = (ENGLISH, *LANGUAGES)
PSEUDO = "eo"
"""The pseudo-locale's code: a real locale code no catalog of ours uses."""


def tool(name: str) -> str:
    """pyside6-lupdate / pyside6-lrelease from the running environment."""
    beside = Path(sys.executable).parent / f"pyside6-{name}"
    found = str(beside) if beside.exists() else shutil.which(f"pyside6-{name}")
    if found is None:
        raise SystemExit(f"pyside6-{name} is missing: install PySide6-Essentials.")
    return found


def sources() -> list[str]:
    files = sorted([p for d in SOURCE_DIRS for p in d.rglob("*.py")] + list(SOURCE_FILES))
    return [str(p) for p in files if any(mark in p.read_text() for mark in MARKS)]


def ts_file(language: str, folder: Path = TRANSLATIONS) -> Path:
    return folder / f"lantern_{language}.ts"


def lupdate(targets: list[Path]) -> None:
    for target in targets:
        language = target.stem.removeprefix("lantern_")
        subprocess.run([tool("lupdate"), *sources(), "-no-obsolete", "-locations", "none",
                        "-source-language", "en", "-target-language", language,
                        "-ts", str(target)], check=True, capture_output=True)


def lrelease(source: Path, target: Path) -> None:
    subprocess.run([tool("lrelease"), "-silent", str(source), "-qm", str(target)],
                   check=True, capture_output=True)


def build(folder: Path = TRANSLATIONS) -> list[Path]:
    built = []
    for language in CATALOGS:
        source = ts_file(language, folder)
        if source.exists():
            target = source.with_suffix(".qm")
            lrelease(source, target)
            built.append(target)
    return built


def messages(path: Path) -> list[ET.Element]:
    return list(ET.parse(path).getroot().iter("message"))


def unfinished(path: Path, plurals_only: bool = False) -> list[str]:
    """Sources whose translation is missing or marked unfinished."""
    missing = []
    for message in messages(path):
        if plurals_only and message.get("numerus") != "yes":
            continue
        translation = message.find("translation")
        forms = [] if translation is None else list(translation.iter("numerusform"))
        texts = [f.text for f in forms] if forms else [
            None if translation is None else translation.text]
        if translation is None or translation.get("type") == "unfinished" or not all(texts):
            missing.append(message.findtext("source") or "")
    return missing


def stale(language: str) -> tuple[set[str], set[str]]:
    """(in the code but not the .ts, in the .ts but no longer in the code)."""
    with tempfile.TemporaryDirectory() as scratch:
        fresh = Path(scratch) / f"lantern_{language}.ts"
        lupdate([fresh])
        wanted = {m.findtext("source") or "" for m in messages(fresh)}
    kept = {m.findtext("source") or "" for m in messages(ts_file(language))}
    return wanted - kept, kept - wanted


def check() -> list[str]:
    problems = []
    for language in CATALOGS:
        path = ts_file(language)
        if not path.exists():
            problems.append(f"{path.name}: missing (run `python scripts/translations.py update`)")
            continue
        new, gone = stale(language)
        problems += [f"{path.name}: not extracted yet: {s!r}" for s in sorted(new)]
        problems += [f"{path.name}: no longer in the code: {s!r}" for s in sorted(gone)]
        problems += [f"{path.name}: not translated: {s!r}"
                     for s in unfinished(path, plurals_only=language == ENGLISH)]
    return problems


TABLES = TRANSLATIONS / "tables"
"""Per-language tables (TOML) that `fill` writes into the .ts files: the
translations' own source, so a later lupdate plus `fill` costs nothing."""


def table(language: str) -> tuple[dict[str, str | list[str]], dict[str, str]]:
    """(source -> translation or plural forms, source -> review note)."""
    import tomllib  # Python 3.11+, which only a translator's `fill` needs

    path = TABLES / f"{language}.toml"
    if not path.exists():
        return {}, {}
    with path.open("rb") as file:
        data = tomllib.load(file)
    return data.get("translations", {}), data.get("review", {})


def fill_catalog(language: str, folder: Path = TRANSLATIONS) -> list[str]:
    """Write the table's translations into lantern_<language>.ts; returns the
    sources the table has no translation for."""
    path = ts_file(language, folder)
    tree = ET.parse(path)
    texts, reviews = table(language)
    missing = []
    for message in tree.getroot().iter("message"):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        assert translation is not None
        wanted = texts.get(source)
        if wanted is None or not _put(translation, wanted):
            missing.append(source)
            continue
        _review(message, translation, reviews.get(source))
    tree.write(path, encoding="utf-8", xml_declaration=True)
    lupdate([path])  # lupdate's own layout again (and its DOCTYPE)
    return missing


def _put(translation: ET.Element, wanted: str | list[str]) -> bool:
    forms = list(translation.iter("numerusform"))
    if forms:
        if not isinstance(wanted, list) or len(wanted) != len(forms):
            return False
        for form, text in zip(forms, wanted, strict=True):
            form.text = text
    else:
        if not isinstance(wanted, str):
            return False
        translation.text = wanted
    translation.attrib.pop("type", None)
    return True


def _review(message: ET.Element, translation: ET.Element, note: str | None) -> None:
    for old in message.findall("translatorcomment"):
        message.remove(old)
    if note:
        comment = ET.Element("translatorcomment")
        comment.text = f"review: {note}"
        message.insert(list(message).index(translation), comment)


def pseudo_text(source: str) -> str:
    """"Settings" -> "[!! Settings ~~~ !!]": wrapped so an untranslated string
    stands out, a third longer so layouts meet German-length text; %1, %n and
    & mnemonics are kept as they are."""
    return f"[!! {source} {'~' * max(1, len(source) // 3)} !!]"


def pseudo(folder: Path) -> Path:
    """A compiled pseudo-locale catalog of every string in the code."""
    folder.mkdir(parents=True, exist_ok=True)
    source = ts_file(PSEUDO, folder)
    lupdate([source])
    tree = ET.parse(source)
    for message in tree.getroot().iter("message"):
        text = pseudo_text(message.findtext("source") or "")
        translation = message.find("translation")
        assert translation is not None
        translation.attrib.pop("type", None)
        forms = list(translation.iter("numerusform"))
        for form in forms or []:
            form.text = text
        if not forms:
            translation.text = text
    tree.write(source, encoding="utf-8", xml_declaration=True)
    target = source.with_suffix(".qm")
    lrelease(source, target)
    return target


def main(argv: list[str]) -> int:
    command = argv[0] if argv else ""
    if command == "update":
        TRANSLATIONS.mkdir(parents=True, exist_ok=True)
        lupdate([ts_file(language) for language in CATALOGS])
        return 0
    if command == "fill":
        for language in CATALOGS:
            missing = fill_catalog(language)
            needed = missing if language != ENGLISH else unfinished(ts_file(language), True)
            if needed:
                print(f"{language}: {len(needed)} without a translation in the table")
        return 0
    if command == "build":
        for path in build():
            print(path.relative_to(ROOT))
        return 0
    if command == "check":
        problems = check()
        print("\n".join(problems) or "translations: up to date and complete")
        return 1 if problems else 0
    if command == "pseudo" and len(argv) == 2:
        print(pseudo(Path(argv[1])))
        return 0
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
