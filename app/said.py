"""Sentences a person reads, written by the layers that have no Qt.

The engine, models, store, search and tools layers report problems in
English (the command line and logs show them as they are), but the window
shows them in the person's language. So a core message is marked the way Qt
marks text it translates later, and keeps what it was made from:

    raise ModelLoadError(QT_TRANSLATE_NOOP(
        "Engine", "{name} is empty (0 bytes): the download or copy failed."
    ).format(name=path.name))

`pyside6-lupdate` extracts the literal (context "Engine") like any
`QCoreApplication.translate` call; `str()` of the result is the English
sentence; `app.workers.say.say` translates the template in the window and
fills in the same values (a value that is itself a `Said`, or an exception
carrying one, is translated too). Nothing here imports Qt.

Plural forms (`%n`) cannot be marked this way (lupdate has no plural no-op
for Python): core sentences are phrased so a count reads right in any form.
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import Any
from xml.etree import ElementTree


class Said(str):
    """English text that remembers its context, template and values."""

    context: str
    template: str
    params: Mapping[str, Any]

    def __new__(cls, text: str, context: str, template: str,
                params: Mapping[str, Any] | None = None) -> Said:
        said = super().__new__(cls, text)
        said.context, said.template, said.params = context, template, dict(params or {})
        return said

    def format(self, *args: object, **params: Any) -> Said:
        """The English sentence with `params` filled in; keyword values only,
        so the window can fill the translated template with the same ones."""
        if args:
            raise TypeError("Said.format takes keyword values only")
        return Said(self.template.format(**params), self.context, self.template, params)

    def __reduce__(self) -> tuple[Any, ...]:
        return Said, (str(self), self.context, self.template, self.params)


def QT_TRANSLATE_NOOP(context: str, text: str) -> Said:
    """Mark `text` for translation under `context`; the window translates it."""
    _known.setdefault(text, context)
    return Said(text, context, text)


_known: dict[str, str] = {}
"""Every template marked so far in this process (module-level ones from the
import on), with its context."""
_patterns: dict[str, re.Pattern[str] | None] = {}
_FIELD = re.compile(r"\{(\w+)(![rs])?\}")


def recognised(text: str) -> Said | None:
    """A sentence saved as English text (a file's problem in the document
    store, an older answer's error) that a known template made, marked again
    with the values read back out of it; None when no template fits. Known:
    the templates marked so far in this process, then every one in the
    English catalog's source (a template whose module has not been imported
    in this process, or that only ran in the process that saved the text)."""
    return _match(text, _known) or _match(text, _catalog())


def _match(text: str, templates: Mapping[str, str]) -> Said | None:
    for template, context in list(templates.items()):
        if not text.startswith(template.split("{", 1)[0]):
            continue  # cheap: most templates are never compiled
        if template not in _patterns:
            _patterns[template] = _pattern(template)
        pattern = _patterns[template]
        match = pattern.fullmatch(text) if pattern is not None else None
        if match is not None:
            return Said(text, context, template.replace("!r}", "}"), match.groupdict())
    return None


_catalog_templates: dict[str, str] | None = None


def _catalog() -> dict[str, str]:
    """Every source text of resources/translations/lantern_en.ts, with its
    context (read once; empty when the file is not there)."""
    global _catalog_templates
    if _catalog_templates is None:
        _catalog_templates = {}
        bundle = getattr(sys, "_MEIPASS", None)
        root = Path(bundle) if bundle else Path(__file__).resolve().parents[1]
        try:
            tree = ElementTree.parse(root / "resources" / "translations" / "lantern_en.ts")
        except (OSError, ElementTree.ParseError):
            return _catalog_templates
        for context in tree.getroot().iter("context"):
            name = context.findtext("name") or ""
            for source in context.iter("source"):
                if source.text and "%n" not in source.text:
                    _catalog_templates.setdefault(source.text, name)
    return _catalog_templates


def _pattern(template: str) -> re.Pattern[str] | None:
    """"larger than {mb} MB" -> "larger than (?P<mb>.+?) MB"; None for a
    template without fields (compared whole) or with literal braces."""
    if "{{" in template or "}}" in template:
        return None
    parts: list[str] = []
    seen: set[str] = set()
    at = 0
    for field in _FIELD.finditer(template):
        parts.append(re.escape(template[at:field.start()]))
        name = field.group(1)
        parts.append(f"(?P={name})" if name in seen else f"(?P<{name}>.+?)")
        seen.add(name)
        at = field.end()
    parts.append(re.escape(template[at:]))
    return re.compile("".join(parts), re.DOTALL)


def said_in(problem: object) -> Said | None:
    """The marked sentence `problem` is or carries (an exception raised with
    one as its only argument), if any."""
    if isinstance(problem, Said):
        return problem
    if isinstance(problem, BaseException):
        args = problem.args
        if len(args) == 1 and isinstance(args[0], Said) and str(problem) == str(args[0]):
            return args[0]
    return None


def in_terminal(said: Said, terminal: str) -> Said:
    """`said` (marked and formatted), which names the window's controls, with
    `terminal` as its English text: the same sentence naming the command
    line's flags instead, filled with the same values. The window shows the
    translated template (app.workers.say) and the store keeps it (`to_json`);
    `str()`, what the command line, the logs and the API print, is the
    terminal's sentence."""
    return Said(terminal.format(**said.params), said.context, said.template, said.params)


def stored(problem: object) -> str:
    """What to save for `problem` where a person reads it later (an answer's
    error): its marked sentence, which the store keeps language-neutrally
    (`to_json`), or else its own text. Never the window's translation: the
    conversation is read again after a language switch, and exported."""
    said = said_in(problem)
    return said if said is not None else str(problem)


def to_json(said: Said) -> str:
    """`said` without its language: context, template and values (values that
    are sentences themselves nested the same way, other values as text or
    numbers), read back by `from_json` and translated when shown."""
    return json.dumps(_neutral(said), ensure_ascii=False)


def neutral_json(text: str | None) -> str | None:
    """`to_json` of the sentence `text` is (a Said), for the store; None for
    plain text, which is kept as it is."""
    said = said_in(text)
    return to_json(said) if said is not None else None


def _neutral(said: Said) -> dict[str, Any]:
    params: dict[str, Any] = {}
    for name, value in said.params.items():
        inner = said_in(value)
        if inner is not None:
            params[name] = {"said": _neutral(inner)}
        elif isinstance(value, (int, float)) and not isinstance(value, bool):
            params[name] = value
        else:
            params[name] = str(value)
    return {"context": said.context, "template": said.template, "params": params}


def from_json(raw: str | None, text: str) -> Said | None:
    """The sentence `to_json` saved, as `text` (the English saved beside it);
    None when there is none or it cannot be read (the text is shown as is)."""
    if not raw:
        return None
    try:
        return _marked(json.loads(raw), text)
    except (ValueError, TypeError, KeyError, IndexError, AttributeError, RecursionError):
        return None  # damaged, or from a hand-edited import: the text is shown as it is


def _marked(data: dict[str, Any], text: str | None = None) -> Said:
    context, template = str(data["context"]), str(data["template"])
    params = {name: _marked(value["said"]) if isinstance(value, dict) else value
              for name, value in dict(data["params"]).items()}
    english = template.format(**params)  # raises for a template its values do not fill
    return Said(english if text is None else text, context, template, params)
