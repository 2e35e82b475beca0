"""Numbers, sizes, dates and durations the way the window's locale writes them.

QLocale knows each language's decimal separator, digit grouping and units
("1,2 GB" in German, "1.2 GB" in English); relative times and durations are
translated sentences with Qt's plural forms (`%n`), never glued pieces. The
command line keeps the locale-free English forms in `app.models.space`.
"""

from __future__ import annotations

from datetime import datetime, timezone

from PySide6.QtCore import QDate, QLocale, QObject


def number(value: float, decimals: int = 0) -> str:
    """1234567 -> "1,234,567" (en), "1.234.567" (de)."""
    if decimals == 0:
        return QLocale().toString(round(value))
    return QLocale().toString(float(value), "f", decimals)


def size(n_bytes: float) -> str:
    """Bytes as the locale writes them, in SI units like the rest of Lantern
    (and the disks' makers): 1_200_000_000 -> "1.2 GB" (en), "1,2 GB" (de)."""
    return QLocale().formattedDataSize(int(n_bytes), 1, QLocale.DataSizeFormat.DataSizeSIFormat)


class LocaleFormat(QObject):
    """Holds the translated sentences (lupdate reads `self.tr` in a class)."""

    def duration(self, seconds: float) -> str:
        whole = max(0, round(seconds))
        if whole < 60:
            return self.tr("%n second(s)", "", whole)
        if whole < 3600:
            return self.tr("%n minute(s)", "", round(whole / 60))
        return self.tr("%n hour(s)", "", round(whole / 3600))

    def tokens(self, count: int) -> str:
        return self.tr("%n token(s)", "", count)

    def relative_time(self, seconds: float) -> str | None:
        if seconds < 60:
            return self.tr("just now")
        if seconds < 3600:
            return self.tr("%n minute(s) ago", "", int(seconds // 60))
        if seconds < 86_400:
            return self.tr("%n hour(s) ago", "", int(seconds // 3600))
        if seconds < 2 * 86_400:
            return self.tr("yesterday")
        if seconds < 7 * 86_400:
            return self.tr("%n day(s) ago", "", int(seconds // 86_400))
        return None


_sentences: LocaleFormat | None = None


def _format() -> LocaleFormat:
    global _sentences
    if _sentences is None:
        _sentences = LocaleFormat()
    return _sentences


def duration(seconds: float) -> str:
    """A rough, readable duration: "45 seconds", "3 minutes", "2 hours"."""
    return _format().duration(seconds)


def tokens(count: int) -> str:
    """"1 token", "96 tokens" (the locale's digits and plural forms)."""
    return _format().tokens(count)


def relative_time(when: datetime, now: datetime | None = None) -> str:
    """"just now", "5 minutes ago", "yesterday", else the locale's short date."""
    now = now or datetime.now(timezone.utc)
    if when.tzinfo is None:
        when = when.replace(tzinfo=timezone.utc)
    recent = _format().relative_time((now - when).total_seconds())
    if recent is not None:
        return recent
    day = when.astimezone().date()
    return QLocale().toString(QDate(day.year, day.month, day.day), QLocale.FormatType.ShortFormat)
