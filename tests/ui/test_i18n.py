"""The window's language: choosing it, loading Qt catalogs, locale formats."""

from __future__ import annotations

import importlib.util
import sys
from collections.abc import Iterator
from datetime import datetime, timedelta, timezone
from pathlib import Path
from types import ModuleType

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QTranslator
from PySide6.QtWidgets import QApplication

from app.ui import i18n, locale_format

ROOT = Path(__file__).resolve().parents[2]


def load_script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("translations", ROOT / "scripts" /
                                                  "translations.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["translations"] = module
    spec.loader.exec_module(module)
    return module


translations = load_script()


@pytest.fixture
def german(qapp: QApplication) -> Iterator[None]:
    QLocale.setDefault(QLocale("de_DE"))
    yield
    QLocale.setDefault(QLocale("en_US"))


@pytest.mark.parametrize(("system", "expected"), [
    ("de_DE", "de"), ("fr_CA", "fr"), ("es_MX", "es"), ("pt_PT", "pt_BR"),
    ("zh_CN", "zh_CN"), ("ja_JP", "ja"), ("en_GB", "en"), ("ko_KR", "en"),
])
def test_the_language_follows_the_system_locale(system: str, expected: str) -> None:
    assert i18n.resolve(i18n.SYSTEM, QLocale(system)) == expected


def test_a_language_chosen_in_settings_wins_over_the_system() -> None:
    assert i18n.resolve("ja", QLocale("de_DE")) == "ja"
    assert i18n.resolve("xx-not-a-language", QLocale("fr_FR")) == "fr"


def test_sizes_and_numbers_follow_the_locale(german: None) -> None:
    assert locale_format.size(1_200_000_000) == "1,2 GB"
    assert locale_format.number(1234567) == "1.234.567"
    assert locale_format.number(0.5, 2) == "0,50"


def test_a_missing_catalog_leaves_the_window_in_english(qapp: QApplication,
                                                        tmp_path: Path) -> None:
    installed = i18n.install("de", tmp_path)  # an empty folder: no lantern_de.qm
    try:
        assert installed.language == "de"
        assert locale_format.relative_time(datetime.now(timezone.utc)) == "just now"
    finally:
        installed.remove()
        QLocale.setDefault(QLocale("en_US"))


def test_sentences_with_numbers_go_through_the_catalog_with_plurals(
        qapp: QApplication, tmp_path: Path) -> None:
    catalog = translations.pseudo(tmp_path)
    translator = QTranslator()
    assert translator.load(str(catalog))
    QCoreApplication.installTranslator(translator)
    try:
        five_minutes = datetime.now(timezone.utc) - timedelta(minutes=5, seconds=3)
        assert locale_format.relative_time(five_minutes).startswith("[!! 5 minute(s) ago")
        assert locale_format.duration(1).startswith("[!! 1 second(s)")
    finally:
        QCoreApplication.removeTranslator(translator)


def test_an_older_date_is_the_locales_short_date(german: None) -> None:
    now = datetime(2026, 12, 1, 12, 0, tzinfo=timezone.utc)
    assert locale_format.relative_time(datetime(2026, 10, 3, 12, 0), now) == "03.10.26"


def test_the_catalogs_are_complete_and_up_to_date() -> None:
    """What CI checks: lupdate finds nothing new or gone in any .ts, and every
    listed language has every string translated (English: its plural forms)."""
    assert translations.check() == []
