"""The window's language: Qt's own translation system, nothing hand-rolled.

Sources are Qt Linguist `.ts` files in `resources/translations/`, extracted
from the code by `pyside6-lupdate` (strings marked with `self.tr()` or
`QCoreApplication.translate()`); `pyside6-lrelease` compiles them to `.qm`
at install and packaging time. Qt's own `qtbase_*.qm` translates the
standard dialogs and buttons. The language follows the system locale unless
Settings names one; numbers, sizes and dates follow it through QLocale
(`app.ui.locale_format`).

What the user types and what the model answers is never translated.
"""

from __future__ import annotations

import logging
import os
import sys
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator
from PySide6.QtGui import QGuiApplication

log = logging.getLogger("lantern.ui.i18n")

SOURCE_LANGUAGE = "en"

LANGUAGES: dict[str, str] = {
    "en": "English",
    "de": "Deutsch",
    "fr": "Français",
    "es": "Español",
    "pt_BR": "Português (Brasil)",
    "zh_CN": "简体中文",
    "ja": "日本語",
}
"""Language code -> its own name (never translated: a person looks for their
own language's name in the list)."""

SYSTEM = ""
"""The Settings value that means: follow the system's locale."""


def translations_dir() -> Path:
    """resources/translations in a source tree or inside a frozen bundle;
    LANTERN_TRANSLATIONS names another (the pseudo-locale test's)."""
    override = os.environ.get("LANTERN_TRANSLATIONS")
    if override:
        return Path(override)
    bundle = getattr(sys, "_MEIPASS", None)
    root = Path(bundle) if bundle else Path(__file__).resolve().parents[2]
    return root / "resources" / "translations"


def qm_path(language: str, folder: Path | None = None) -> Path:
    return (folder or translations_dir()) / f"lantern_{language}.qm"


def resolve(choice: str, system: QLocale | None = None) -> str:
    """The language to show for a Settings choice: the choice itself when it
    is one we have, else the system's best match among ours, else English."""
    if choice in LANGUAGES:
        return choice
    if choice and choice != SYSTEM:
        log.warning("unknown language %r in settings; following the system", choice)
    locale = system or QLocale.system()
    for name in locale.uiLanguages():
        code = name.replace("-", "_")
        for candidate in (code, code.split("_")[0]):
            if candidate in LANGUAGES:
                return candidate
            # zh, zh_Hans, zh_Hans_CN all mean Simplified Chinese here
            if candidate.startswith("zh") and "Hant" not in code and "TW" not in code:
                return "zh_CN"
            if candidate.startswith("pt"):
                return "pt_BR"
    return SOURCE_LANGUAGE


@dataclass
class Installed:
    """What `install` put in place, so a later choice can replace it."""

    language: str
    translators: list[QTranslator]

    def remove(self) -> None:
        for translator in self.translators:
            QCoreApplication.removeTranslator(translator)
        self.translators.clear()
        if self in _kept:
            _kept.remove(self)


def install(choice: str, folder: Path | None = None) -> Installed:
    """Load Lantern's and Qt's catalogs for `choice` into the running app.
    A missing catalog is logged and the window runs in English; never an error."""
    language = resolve(choice)
    QLocale.setDefault(QLocale(language))
    translators: list[QTranslator] = []
    ours = QTranslator()
    # English has a catalog too, with the plural forms only ("%n file(s)" ->
    # "1 file" / "2 files"); its other sentences are the source text.
    if ours.load(str(qm_path(language, folder))):
        translators.append(ours)
    elif language != SOURCE_LANGUAGE:
        log.warning("no compiled translation for %s at %s; showing English",
                    language, qm_path(language, folder))
    qt_own = QTranslator()
    if language == SOURCE_LANGUAGE:
        return _keep(Installed(language, translators))
    qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if qt_own.load(QLocale(language), "qtbase", "_", qt_folder):
        translators.append(qt_own)
    return _keep(Installed(language, translators))


def _keep(installed: Installed) -> Installed:
    _install(installed.translators)
    _kept.append(installed)
    return installed


_kept: list[Installed] = []
"""Installed catalogs stay referenced here: Qt drops a translator the moment
Python collects it, and a caller may well ignore `install`'s result."""


def _install(translators: list[QTranslator]) -> None:
    for translator in translators:
        QCoreApplication.installTranslator(translator)


CJK_FAMILIES: dict[str, tuple[str, ...]] = {
    "ja": ("Noto Sans CJK JP", "Hiragino Sans", "Yu Gothic UI", "Meiryo"),
    "zh_CN": ("Noto Sans CJK SC", "PingFang SC", "Microsoft YaHei UI", "Microsoft YaHei"),
}
"""Fonts for Japanese and Chinese text, in order, as Linux (Noto CJK), macOS
and Windows name them. Han characters are drawn differently in Japan and
China, so each language asks for its own face first; what is not installed
is skipped."""


def use_fonts(app: QGuiApplication, language: str) -> None:
    """The window's font, then the language's CJK faces for the glyphs it lacks
    (Latin text keeps the desktop's font)."""
    extra = CJK_FAMILIES.get(language)
    if extra is None:
        return
    font = app.font()
    font.setFamilies([font.family(), *extra])
    app.setFont(font)
