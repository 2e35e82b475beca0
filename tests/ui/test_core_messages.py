"""Messages from the layers without Qt, said in the window's language.

The core marks a sentence with app.said.QT_TRANSLATE_NOOP and keeps its
values; str() is English (the command line, logs); app.workers.say.say
translates the template through the real compiled catalog and fills in the
same values, sentences inside sentences included.
"""

from __future__ import annotations

import copy
import pickle
import shutil
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QTranslator
from PySide6.QtWidgets import QApplication

from app.engine.devices import CPU_ONLY
from app.engine.errors import HistoryTooLong, ModelLoadError
from app.engine.model_files import check_gguf
from app.engine.remote.transport import Transport, status_error
from app.said import QT_TRANSLATE_NOOP, said_in
from app.search.readers import TOO_BIG
from app.ui.documents.indexing_status import COUNTS
from app.ui.models.room import device_text
from app.ui.services.formatting import plain_error
from app.workers.say import say
from tests.ui.test_i18n import translations


@pytest.fixture
def german(qapp: QApplication, tmp_path: Path) -> Iterator[None]:
    source = translations.ts_file("de")
    shutil.copy(source, tmp_path / source.name)
    compiled = tmp_path / "lantern_de.qm"
    translations.lrelease(tmp_path / source.name, compiled)
    translator = QTranslator()
    assert translator.load(str(compiled))
    QCoreApplication.installTranslator(translator)
    yield
    QCoreApplication.removeTranslator(translator)


def missing_model(tmp_path: Path) -> ModelLoadError:
    with pytest.raises(ModelLoadError) as caught:
        check_gguf(tmp_path / "nowhere.gguf")
    return caught.value


def test_a_core_error_is_english_as_text_and_german_in_the_window(
        german: None, tmp_path: Path) -> None:
    error = missing_model(tmp_path)
    path = tmp_path / "nowhere.gguf"
    assert str(error) == f"Model file not found: {path}. Choose a model file in Settings."
    assert say(error) == (f"Modelldatei nicht gefunden: {path}. Wählen Sie in den "
                          "Einstellungen eine Modelldatei.")


def test_a_sentence_inside_a_sentence_is_translated_too(german: None) -> None:
    where = Transport("http://gpu-box:8000", None).where
    response = httpx.Response(401, request=httpx.Request("GET", "http://gpu-box:8000/v1"))
    error = status_error(response, where)
    assert str(error).startswith("The engine at http://gpu-box:8000 refused the API key")
    assert say(error).startswith("Die Engine unter http://gpu-box:8000 hat den API-Schlüssel "
                                 "abgelehnt (HTTP 401")


def test_numbers_keep_their_place_in_the_translation(german: None) -> None:
    error = HistoryTooLong(prompt_tokens=900, budget=700, n_ctx=1024)
    assert str(error).startswith(f"{HistoryTooLong.LEAD}: the prompt is 900 tokens, 200 over")
    said = say(error)
    assert said.startswith(f"{say(HistoryTooLong.LEAD)}: Der Prompt hat 900 Tokens, 200 mehr")
    assert "1024" in said and "324" in said


def test_without_a_catalog_the_window_says_the_english(qapp: QApplication,
                                                       tmp_path: Path) -> None:
    error = missing_model(tmp_path)
    assert say(error) == str(error)
    assert say(OSError("disk on fire")) == "disk on fire"


def test_a_marked_sentence_survives_copies_and_pickling(tmp_path: Path) -> None:
    """A download job's error is copied (dataclasses.asdict) and may cross
    processes: the marks must stay with the text."""
    error = missing_model(tmp_path)
    said = said_in(error)
    assert said is not None
    for again in (copy.deepcopy(said), pickle.loads(pickle.dumps(said))):
        assert again == said and said_in(again) is not None
        assert again.template == said.template and again.params == said.params


def test_format_takes_named_values_only() -> None:
    with pytest.raises(TypeError):
        QT_TRANSLATE_NOOP("Engine", "{} is empty").format("x")


def test_indexing_counts_use_the_plural_forms_and_the_locales_grouping(
        german: None) -> None:
    QLocale.setDefault(QLocale("de_DE"))
    try:
        assert COUNTS.files_of(0, 1) == "0 / 1 Datei"
        assert COUNTS.files_of(312, 1204) == "312 / 1.204 Dateien"
        assert COUNTS.chunks(1) == "1 Abschnitt"
    finally:
        QLocale.setDefault(QLocale("en_US"))


def test_a_download_or_hub_failure_is_said_in_the_windows_language(german: None) -> None:
    """The Models page shows a job's error through plain_error: an offline sign
    becomes the plain offline sentence, any other marked sentence is said."""
    refused = QT_TRANSLATE_NOOP(
        "Models", "The server refused the download (gated or private file).")
    assert plain_error(refused) == ("Der Server hat den Download abgelehnt "
                                    "(zugangsbeschränkte oder private Datei).")
    assert plain_error("a plain sentence from elsewhere") == "a plain sentence from elsewhere"


def test_a_sentence_saved_as_english_text_is_recognised_and_said(german: None) -> None:
    """A file's problem is stored as English text in the document store; the
    window reads the values back out by the sentence's template."""
    stored = str(TOO_BIG.format(mb=64))
    assert type(stored) is str
    assert say(stored) == "größer als 64 MB; Lantern überspringt so große Dateien"
    assert say("the file is empty (0 bytes)") == "die Datei ist leer (0 Byte)"
    assert say("Ready", saved=False) == "Ready"  # others' words stay theirs
    assert say("nothing Lantern ever wrote") == "nothing Lantern ever wrote"


def test_the_models_page_says_where_a_model_would_run_in_german(german: None) -> None:
    """Before a model has loaded, the Models page names the GPU llama.cpp sees,
    or that there is none: in the window's language (it was English)."""
    assert device_text("", CPU_ONLY) == "Nur CPU: keine GPU gefunden"
    assert device_text("", None) == "GPU erst bekannt, wenn das Modell geladen ist"
    assert device_text("Vulkan: RTX 4070, 33 of 33 layers", CPU_ONLY) == \
        "Vulkan: RTX 4070, 33 of 33 layers"  # the engine's words, translated where said
