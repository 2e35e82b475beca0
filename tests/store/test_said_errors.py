"""Lantern's own sentences saved with a conversation keep no language (issue
33, defect 7).

A failed answer's error was saved as the window showed it (in German, say),
so after a switch to English it still read German, and exports carried it.
Now the store keeps the sentence's context, template and values beside the
English text and gives the message back marked (app.said.Said), translated
when shown (tests/ui/test_saved_language.py shows it in the window). Rows
saved before keep their text; English text from an older Lantern is
recognised by any template of the catalog, not only those this process ran.
"""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from app.said import QT_TRANSLATE_NOOP, Said, recognised, said_in, stored
from app.store import ChatStore, open_database
from app.store.export import import_json, to_json, to_markdown
from app.store.migrations import MIGRATIONS

INNER = QT_TRANSLATE_NOOP("Engine", "Model file not found: {path}. Choose a model file in "
                                    "Settings.").format(path="/models/gone.gguf")
OUTER = QT_TRANSLATE_NOOP("AnswerRunner", "The summary of the oldest messages could not be "
                                          "written: {error}").format(error=INNER)


def _failed(store: ChatStore, error: str) -> int:
    conversation = store.create_conversation(title="t")
    store.add_user_message(conversation.id, "hello")
    with store.begin_answer(conversation.id) as writer:
        writer.append("Half an ans")
        writer.fail(error)
    return conversation.id


def test_a_saved_sentence_comes_back_marked_with_its_values(store: ChatStore) -> None:
    conversation_id = _failed(store, OUTER)
    error = store.thread(conversation_id)[-1].error
    assert isinstance(error, Said) and str(error) == str(OUTER)
    assert (error.context, error.template) == (OUTER.context, OUTER.template)
    inner = said_in(error.params["error"])
    assert inner is not None and inner.template == INNER.template
    assert inner.params == {"path": "/models/gone.gguf"}
    row = store.db.execute("SELECT error, error_said FROM messages WHERE error IS NOT NULL"
                           ).fetchone()
    assert row[0] == str(OUTER)  # English for older readers and the command line
    assert json.loads(row[1])["template"] == OUTER.template


def test_plain_text_and_exceptions_are_saved_as_they_say(store: ChatStore) -> None:
    conversation_id = _failed(store, stored(OSError("disk on fire")))
    error = store.thread(conversation_id)[-1].error
    assert error == "disk on fire" and not isinstance(error, Said)
    marked = _failed(store, stored(RuntimeError(INNER)))
    assert said_in(store.thread(marked)[-1].error) is not None


def test_exports_say_it_in_the_readers_language(store: ChatStore) -> None:
    conversation_id = _failed(store, OUTER)
    assert f"_(failed answer: {OUTER})_" in to_markdown(store, conversation_id)
    shouted = to_markdown(store, conversation_id, speak=lambda text: text.upper())
    assert f"_(failed answer: {str(OUTER).upper()})_" in shouted
    assert to_json(store, conversation_id)["messages"][-1]["error"] == str(OUTER)


def test_an_exported_and_imported_error_stays_translatable(store: ChatStore) -> None:
    data = to_json(store, _failed(store, OUTER))
    assert data["messages"][-1]["error_said"]["template"] == OUTER.template
    copy = import_json(store, json.loads(json.dumps(data)))
    error = store.thread(copy.id)[-1].error
    assert isinstance(error, Said) and error.template == OUTER.template
    assert str(error) == str(OUTER)


@pytest.mark.parametrize("form", [
    {"context": "X", "template": "{a.nothing}", "params": {"a": "b"}},
    {"context": "X", "template": "{missing}", "params": {}},
    {"context": "X", "template": "{0}", "params": {}},
    {"template": "no context"}, {"context": "X", "template": "t", "params": "not a map"}])
def test_an_unreadable_form_leaves_the_error_as_its_text(store: ChatStore,
                                                         form: dict[str, object]) -> None:
    data = to_json(store, _failed(store, OUTER))
    data["messages"][-1]["error"], data["messages"][-1]["error_said"] = "As it was.", form
    copy = import_json(store, data)
    error = store.thread(copy.id)[-1].error
    assert error == "As it was." and not isinstance(error, Said)


def test_rows_saved_before_the_migration_keep_their_text(db_path: Path) -> None:
    before = [name for name, _ in MIGRATIONS].index("0016_message_error_said")
    open_database(db_path, MIGRATIONS[:before]).close()
    conn = sqlite3.connect(db_path)
    with conn:
        conn.execute("INSERT INTO conversations (id, title, created_at, updated_at) "
                     "VALUES (1, 'Old chat', 1.0, 2.0)")
        conn.execute("INSERT INTO messages (id, conversation_id, role, content, created_at, "
                     "updated_at, complete, finish_reason, error) VALUES "
                     "(1, 1, 'assistant', 'Half', 1.0, 1.0, 0, 'error', 'Der Server ist weg.')")
    conn.close()
    with ChatStore.open(db_path) as store:
        (old,) = store.messages(1)
        assert old.error == "Der Server ist weg." and old.status == "failed"
        assert store.check_integrity() == ["ok"]


def test_english_from_a_template_this_process_never_ran_is_recognised() -> None:
    text = f"{OUTER.template.split('{')[0]}it ran out of memory"
    assert recognised(text) is not None  # here: OUTER was marked above
    child = subprocess.run(  # a fresh process that never imported the module saying it
        [sys.executable, "-c", "import sys; from app.said import recognised; "
         "said = recognised(sys.argv[1]); print(said.context, said.params)", text],
        capture_output=True, text=True, check=True,
        cwd=Path(__file__).resolve().parents[2])
    assert child.stdout.strip() == "AnswerRunner {'error': 'it ran out of memory'}"
