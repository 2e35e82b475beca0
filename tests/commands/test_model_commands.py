"""`lantern chat`, `embed` and `selftest` with the real default models."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.cli import main
from app.store import ChatStore

GREEDY = ["--temperature", "0", "--top-k", "0", "--top-p", "1", "--min-p", "0",
          "--repeat-penalty", "1"]


def test_chat_streams_and_prints_usage(capsys: pytest.CaptureFixture[str],
                                       data_dir: Path) -> None:
    assert main(["chat", "Once upon a time", "--raw", "--max-tokens", "12", "--ctx",
                 "512", *GREEDY]) == 0
    out, err = capsys.readouterr()
    assert len(out.strip()) > 10
    assert "[length] prompt 4 tokens (0 cached), answer 12 tokens" in err  # no BOS


def test_chat_saves_and_continues_a_conversation(capsys: pytest.CaptureFixture[str],
                                                 data_dir: Path) -> None:
    assert main(["chat", "Name a fruit.", "--conversation", "new", "--max-tokens", "8",
                 "--ctx", "512", "--system", "Answer briefly.", *GREEDY]) == 0
    first_out, err = capsys.readouterr()
    assert "[conversation 1]" in err
    assert main(["chat", "And a vegetable?", "--conversation", "1", "--max-tokens", "8",
                 "--ctx", "512", *GREEDY]) == 0
    with ChatStore.open() as store:
        thread = store.thread(1)
        conversation = store.get_conversation(1)
    assert [m.role for m in thread] == ["user", "assistant", "user", "assistant"]
    assert thread[1].content == first_out.strip() or first_out.startswith(thread[1].content)
    assert thread[3].status == "length" or thread[3].complete
    assert thread[3].usage is not None and 0 < thread[3].usage.completion_tokens <= 8
    assert conversation.system_prompt == "Answer briefly."


def test_chat_reports_unknown_conversation(capsys: pytest.CaptureFixture[str],
                                           data_dir: Path) -> None:
    assert main(["chat", "Hi", "--conversation", "42", "--ctx", "512"]) == 1
    assert "lantern:" in capsys.readouterr().err


def test_chat_reports_a_bad_model_file(capsys: pytest.CaptureFixture[str],
                                       tmp_path: Path, data_dir: Path) -> None:
    model = tmp_path / "broken.gguf"
    model.write_bytes(b"not a model")
    assert main(["chat", "Hi", "--model", str(model)]) == 1
    assert "not a GGUF model file" in capsys.readouterr().err


def test_embed_prints_size_and_values(capsys: pytest.CaptureFixture[str],
                                      data_dir: Path) -> None:
    assert main(["embed", "a lighthouse on the coast"]) == 0
    out = capsys.readouterr().out
    assert "dimensions: 384" in out and "first 8: [" in out


def test_selftest_passes(capsys: pytest.CaptureFixture[str], data_dir: Path) -> None:
    assert main(["selftest"]) == 0
    out = capsys.readouterr().out
    assert "selftest passed" in out
    # where it ran: no device is named to llama.cpp here (issue 41)
    assert "runs on: CPU only: no GPU found" in out or " layers" in out


def test_chat_continues_with_the_model_the_conversation_chose(
        capsys: pytest.CaptureFixture[str], data_dir: Path) -> None:
    """As in the window: a saved conversation answers with its own installed
    model (here one whose file is gone, so the refusal names it)."""
    from app.models.registry import BUNDLED_ID, InstalledModel, Registry

    Registry().add(InstalledModel("ghost", "Ghost", str(data_dir / "ghost-chat.gguf"),
                                  "imported"))
    assert main(["chat", "Name a fruit.", "--conversation", "new", "--max-tokens", "2",
                 "--ctx", "512", *GREEDY]) == 0
    with ChatStore.open() as store:
        assert store.get_conversation(1).model_id == BUNDLED_ID  # the default model
        store.update_settings(1, model_id="ghost")
    capsys.readouterr()
    assert main(["chat", "And a vegetable?", "--conversation", "1", "--max-tokens", "2",
                 "--ctx", "512"]) == 1
    assert "ghost-chat.gguf" in capsys.readouterr().err


def test_models_info_names_the_tool_call_format(capsys: pytest.CaptureFixture[str],
                                                data_dir: Path) -> None:
    from app.engine.model_files import default_chat_model
    from app.engine.tool_calls import detect_format
    from app.models.gguf_header import read_metadata

    path = default_chat_model()
    assert main(["models", "info", str(path)]) == 0
    template = read_metadata(path).get("tokenizer.chat_template")
    expected = detect_format(template if isinstance(template, str) else None).name
    assert f"Tool calls: {expected} (" in capsys.readouterr().out


def test_chat_saves_the_name_the_window_shows_not_the_files_general_name(
        capsys: pytest.CaptureFixture[str], data_dir: Path) -> None:
    """An imported model is saved under its Models-page name (its file's name),
    as the window does, not as its raw GGUF general.name."""
    from app.engine.model_files import default_chat_model
    from app.models.gguf_header import read_metadata
    from app.models.registry import Registry

    path = default_chat_model()
    installed = Registry().import_file(path, copy=False)
    raw = read_metadata(path).get("general.name")
    assert installed.name != raw  # "Smollm2 135M 8k Lc100K Mix1 Ep2"
    assert main(["chat", "Name a fruit.", "--model", installed.path, "--conversation", "new",
                 "--max-tokens", "2", "--ctx", "512", *GREEDY]) == 0
    with ChatStore.open() as store:
        conversation = store.get_conversation(1)
        answer = store.thread(1)[-1]
    assert conversation.model == installed.name
    assert answer.model == installed.name
