"""A turn that fails as "prompt too long" does not poison the conversation
(issue 26, item 5): the real CLI, the real model."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.cli import main
from app.store import ChatStore

SMALL = ["--ctx", "256", "--max-tokens", "2", "--temperature", "0"]


def test_a_prompt_too_long_does_not_make_the_next_turn_fail(
        data_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["chat", "Hello.", "--conversation", "new", *SMALL]) == 0
    assert main(["chat", "word " * 600, "--conversation", "1", *SMALL]) == 1
    assert "but the model's context holds 256" in capsys.readouterr().err
    for question in ("And now?", "Once more."):
        assert main(["chat", question, "--conversation", "1", *SMALL]) == 0, \
            capsys.readouterr().err
    with ChatStore.open() as store:
        thread = store.thread(1)
    # nothing is lost: the long question and its error stay in the history
    assert [m.role for m in thread] == ["user", "assistant"] * 4
    assert thread[3].error and "word word" in thread[2].content
    assert thread[-1].usage is not None and thread[-1].usage.prompt_tokens < 100
