"""`lantern chat --mcp`: servers start before the model loads; one that
cannot start ends the command with its reason."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from app.cli import main


def test_a_server_that_cannot_start_is_said_before_the_model_loads(
        data_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    exits = "import sys; sys.stderr.write('no database configured'); sys.exit(2)"
    code = main(["chat", "hi", "--mcp", f'{sys.executable} -c "{exits}"'])
    err = capsys.readouterr().err
    assert code == 1
    assert "could not start" in err and "no database configured" in err
    assert "Traceback" not in err and "model" not in err.lower()


def test_a_missing_program_is_named(data_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["chat", "hi", "--mcp", "no-such-mcp-server --flag"])
    err = capsys.readouterr().err
    assert code == 1 and "no-such-mcp-server" in err and "not found" in err


def test_an_unreadable_command_line_is_said(data_dir: Path,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["chat", "hi", "--mcp", "uvx 'unclosed"])
    assert code == 1 and "Cannot read the command" in capsys.readouterr().err
