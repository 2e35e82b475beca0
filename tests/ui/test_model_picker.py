"""The window's model picker refuses an embedding model as the chat model (issue 16)."""

from __future__ import annotations

from app.engine.bert_gguf import default_embedding_model_path
from app.engine.model_files import default_chat_model
from tests.ui.conftest import Harness
from tests.ui.test_settings import ok_button, open_dialog


def test_an_embedding_model_is_refused_in_the_picker(harness: Harness) -> None:
    dialog = open_dialog(harness)
    dialog.model_path.setText(str(default_embedding_model_path()))
    assert "is an embedding model, not a chat model" in dialog.model_error.text()
    assert dialog.model_error.isVisibleTo(dialog) and not ok_button(dialog).isEnabled()
    dialog.model_path.setText(str(default_chat_model()))
    assert dialog.model_error.text() == "" and ok_button(dialog).isEnabled()
    dialog.reject()
