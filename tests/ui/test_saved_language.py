"""A conversation reads right after a language switch (issue 33, defect 7).

The window saved a failed answer's error as it showed it, in its own
language: switched from German to English, the conversation still said it
in German, and so did its export. Here the window runs in German (the real
compiled catalog), an answer fails with one of the engine's own sentences,
the German catalog is taken away (English), and the reopened conversation
and the export say it in English; back in German, the window's export says
it in German.
"""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtWidgets import QApplication

from app.engine.errors import ModelLoadError
from app.engine.model_files import check_gguf
from app.said import said_in
from app.store.export import to_markdown
from app.workers.say import say
from tests.ui.conftest import WAIT_MS, Harness
from tests.ui.test_conversation_transfer import choose, file_dialog
from tests.ui.test_i18n import translations

GERMAN = "Modelldatei nicht gefunden"
ENGLISH = "Model file not found"


@pytest.fixture
def german(qapp: QApplication, tmp_path: Path) -> Iterator[QTranslator]:
    """The German catalog, compiled from its source; the test removes it."""
    source = translations.ts_file("de")
    shutil.copy(source, tmp_path / source.name)
    compiled = tmp_path / "lantern_de.qm"
    translations.lrelease(tmp_path / source.name, compiled)
    translator = QTranslator()
    assert translator.load(str(compiled))
    QCoreApplication.installTranslator(translator)
    yield translator
    QCoreApplication.removeTranslator(translator)


def test_an_error_saved_in_german_reads_english_after_the_switch(
        harness: Harness, german: QTranslator, tmp_path: Path) -> None:
    with pytest.raises(ModelLoadError) as caught:
        check_gguf(tmp_path / "gone.gguf")
    sentence = said_in(caught.value)
    assert sentence is not None
    harness.wait_loaded()
    harness.script.fail_with = sentence  # the engine fails with its own marked sentence
    harness.type_and_send("Hello")
    harness.wait_idle()
    failed = harness.thread()[-1]
    assert failed.status == "failed"
    assert GERMAN in harness.widgets()[-1].status.text()  # shown in the window's language
    assert str(failed.error).startswith(ENGLISH)  # saved without it

    QCoreApplication.removeTranslator(german)  # the language switch
    conversation = harness.controller.conversation
    assert conversation is not None
    harness.controller.open_conversation(conversation.id)
    harness.qtbot.waitUntil(lambda: ENGLISH in harness.widgets()[-1].status.text(),
                            timeout=WAIT_MS)
    assert GERMAN not in harness.widgets()[-1].status.text()
    exported = to_markdown(harness.store, conversation.id, speak=say)
    assert f"failed answer: {ENGLISH}" in exported and GERMAN not in exported
    QCoreApplication.installTranslator(german)  # a German reader's export, from the window
    target = tmp_path / "exported.md"
    harness.window.transfer.export_one(conversation.id, conversation.title)
    choose(harness, file_dialog(harness), target)
    harness.qtbot.waitUntil(target.exists, timeout=WAIT_MS)
    harness.settle()
    assert f"failed answer: {GERMAN}" in target.read_text(encoding="utf-8")
