"""Settings → Prompt cache, its disk rows: the toggle, the budget, and a
Clear button that says how much it frees, measured off the GUI thread."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from app.config import Settings
from app.ui.settings.disk_cache_section import DiskCacheSection
from tests.ui.conftest import WAIT_MS


def test_clear_says_what_it_frees_and_frees_it(qtbot: QtBot, qloop: object,
                                               tmp_path: Path) -> None:
    folder = tmp_path / "prompt-cache"
    folder.mkdir()
    (folder / "a.lkv").write_bytes(bytes(1_500_000))
    (folder / "b.lkv").write_bytes(bytes(500_000))
    (folder / "notes.txt").write_text("not the cache's")
    section = DiskCacheSection(Settings(cache_disk_mb=2048), folder)
    qtbot.addWidget(section)
    assert section.status.text() == "Measuring…"  # not before it is shown
    section.show()
    qtbot.waitUntil(section.clear_button.isEnabled, timeout=WAIT_MS)
    assert section.clear_button.text() == "Clear (frees 2.0 MB)"

    section.clear_button.click()
    qtbot.waitUntil(lambda: "freed" in section.status.text(), timeout=WAIT_MS)
    assert section.status.text() == "Cleared: freed 2.0 MB."
    assert [p.name for p in folder.iterdir()] == ["notes.txt"]
    assert not section.clear_button.isEnabled()


def test_the_toggle_and_budget_reach_the_settings(qtbot: QtBot, qloop: object,
                                                  tmp_path: Path) -> None:
    section = DiskCacheSection(Settings(), tmp_path / "none-yet")
    qtbot.addWidget(section)
    section.show()
    qtbot.waitUntil(lambda: section.status.text() == "Nothing saved yet.", timeout=WAIT_MS)
    section.budget.setValue(1024)
    section.enabled.setChecked(False)
    assert not section.budget.isEnabled()
    edited = section.apply_to(Settings())
    assert (edited.cache_disk, edited.cache_disk_mb) == (False, 1024)
