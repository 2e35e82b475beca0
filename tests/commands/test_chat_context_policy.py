"""`lantern chat --conversation ID` follows the conversation's *Too long*
policy, from the same place as the window (issue 33, item 1): the real CLI
and the real model at a 512-token context, three turns of long messages,
so that the third no longer fits whole."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from app.cli import main
from app.domain import ContextPolicy
from app.store import ChatStore, Message

pytestmark = pytest.mark.slow
SMALL = ["--ctx", "512", "--max-tokens", "8", "--temperature", "0"]
LONG = "Tell me about lighthouses. " + "The keeper climbed the stairs again. " * 22
"""About 190 tokens: two turns fit in 512, three do not."""


@pytest.fixture(scope="module")
def two_turns(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A data folder with a conversation of two long turns, made once: each
    test starts from a copy of it."""
    made = tmp_path_factory.mktemp("two-turns")
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("LANTERN_DATA_DIR", str(made))
        for conversation in ("new", "1"):
            assert main(["chat", LONG, "--conversation", conversation, *SMALL]) == 0
    return made


def _third_turn(policy: ContextPolicy, two_turns: Path, data_dir: Path,
                capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    """The policy set as the window sets it, then the third turn: its exit
    status and what it wrote to stderr."""
    shutil.copytree(two_turns, data_dir)
    with ChatStore.open() as store:
        store.update_settings(1, context_policy=policy)
    capsys.readouterr()
    code = main(["chat", LONG, "--conversation", "1", *SMALL])
    return code, capsys.readouterr().err


def _thread() -> list[Message]:
    with ChatStore.open() as store:
        return store.thread(1)


def test_the_oldest_turns_are_dropped_and_the_usage_says_so(
        two_turns: Path, data_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, err = _third_turn("drop_oldest", two_turns, data_dir, capsys)
    assert code == 0, err
    assert "oldest messages (" in err and "left out to fit" in err
    answer = _thread()[-1]
    assert not answer.error and answer.usage is not None
    assert answer.usage.dropped_messages >= 2 and answer.usage.prompt_tokens <= 512


def test_the_oldest_turns_are_summarised_and_the_summary_stored(
        two_turns: Path, data_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, err = _third_turn("summarise", two_turns, data_dir, capsys)
    assert code == 0, err
    assert "summarising the" in err and "read as a summary" in err
    answer = _thread()[-1]
    assert not answer.error and answer.usage is not None
    assert answer.usage.summarised_messages > 0
    with ChatStore.open() as store:
        summaries = store.summaries(1)
    assert len(summaries) == 1 and summaries[0].content.strip()


def test_stop_and_ask_sends_nothing_and_says_how_far_over(
        two_turns: Path, data_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, err = _third_turn("ask", two_turns, data_dir, capsys)
    assert code == 1
    assert "This conversation no longer fits the model's context" in err
    assert "Nothing was sent" in err and "Traceback" not in err
