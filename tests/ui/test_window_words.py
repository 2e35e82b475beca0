"""The window's messages name the window's controls; the command line's name
its flags (issue 39: "Choose another port (--port)" in the window).

Everything the window translates is in the English catalog's sources
(scripts/translations.py check keeps it current with the code): none names
an option or a subcommand of `lantern`. A sentence the core says for both
(app.said.in_terminal) reads one way in the window, in its language, and
the other where the command line prints it."""

from __future__ import annotations

import argparse
import re
from xml.etree import ElementTree

from app.cli import build_parser
from app.engine.bert_gguf import default_embedding_model_path
from app.engine.errors import ModelLoadError
from app.engine.model_kind import refuse_embedding_model
from app.models.vision import projector_alone
from app.said import from_json, neutral_json
from app.workers.say import say
from tests.ui.test_core_messages import german  # noqa: F401 (the fixture)
from tests.ui.test_i18n import translations

FLAG = re.compile(r"(?<![\w-])--[a-z][\w-]*")


def commands(parser: argparse.ArgumentParser) -> tuple[set[str], set[str]]:
    """Every option string of `lantern` and its subcommands, and the subcommands' names."""
    flags: set[str] = set()
    names: set[str] = set()
    for action in parser._actions:
        flags.update(s for s in action.option_strings if s.startswith("--"))
        if isinstance(action, argparse._SubParsersAction):
            for name, sub in action.choices.items():
                names.add(name)
                more, deeper = commands(sub)
                flags |= more
                names |= deeper
    return flags, names


def window_sentences() -> list[str]:
    tree = ElementTree.parse(translations.ts_file("en"))
    return [source.text for source in tree.getroot().iter("source") if source.text]


def test_no_sentence_the_window_shows_names_a_command_line_flag() -> None:
    flags, names = commands(build_parser())
    assert {"--ctx", "--port", "--model"} <= flags and "serve" in names
    said_lantern = re.compile(rf"\blantern ({'|'.join(sorted(names))})\b")
    terminal = [text for text in window_sentences()
                if set(FLAG.findall(text)) & flags or said_lantern.search(text)]
    assert not terminal, "the window names the command line's flags:\n" + "\n".join(terminal)


def test_a_sentence_for_both_reads_one_way_in_each(german: None) -> None:  # noqa: F811
    said = projector_alone("mmproj-tiny.gguf")
    assert "--mmproj mmproj-tiny.gguf" in str(said)  # what `lantern models import` prints
    shown = say(said)
    assert "mmproj-tiny.gguf ist ein Bild-Projektor" in shown and "--" not in shown
    error = ModelLoadError(said)
    assert say(error) == shown
    kept = from_json(neutral_json(said), str(said))  # as the store keeps it with an answer
    assert kept is not None and say(kept) == shown


def test_the_engine_names_settings_in_the_window(german: None) -> None:  # noqa: F811
    path = default_embedding_model_path()  # the bundled MiniLM
    try:
        refuse_embedding_model(path)
    except ModelLoadError as exc:
        assert "`lantern index --model`" in str(exc)
        assert "Modelle → Installiert → Embedding-Modelle (Dokumente)" in say(exc)
        assert "--" not in say(exc)
    else:
        raise AssertionError(f"{path} was taken for a chat model")
