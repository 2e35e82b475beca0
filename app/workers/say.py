"""What a problem from the core layers says, in the window's language.

The core layers (no Qt) mark their sentences with `app.said`; this is the
one place that translates them: the template through Qt's catalogs under
its context, then the same values filled in, each value that is itself a
marked sentence (or an exception carrying one) said the same way. Anything
else is shown as `str()` gives it (an OS error's own text, a server's
words). The window and the workers call it wherever a core error becomes
text a person reads.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from app.said import Said, recognised, said_in


def say(problem: object, *, saved: bool = True) -> str:
    """`problem` (an exception, a marked sentence or anything else) as the
    window shows it. `saved`: plain text may be a sentence of ours saved as
    English (in the document store, a download's record), recognised by its
    template; pass False for text that is others' data (a tool's output)."""
    said = said_in(problem)
    if said is None and saved and isinstance(problem, str) and problem:
        said = recognised(problem)  # saved as English text: read its values back
    if said is None:
        return str(problem)
    return translated(said)


def translated(said: Said) -> str:
    template = QCoreApplication.translate(said.context, said.template)
    if str(said) == said.template:  # never formatted: the text is the template
        return template
    values = {name: _value(value) for name, value in said.params.items()}
    try:
        return template.format(**values)
    except (KeyError, IndexError, ValueError):  # a translation that lost a {placeholder}
        return said.template.format(**values)


def _value(value: Any) -> Any:
    return say(value) if said_in(value) is not None else value
