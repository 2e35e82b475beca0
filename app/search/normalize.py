"""Text normalisation shared by the readers and the query side.

NFKC folds compatibility forms (ligatures such as "ﬁ", full-width letters,
non-breaking spaces) into what people type, so a search for "file" finds
"ﬁle" from a PDF. Control and format characters (zero-width spaces, soft
hyphens, bidi marks) are not text; runs of whitespace become one space.
Nothing else is removed: letters, digits, symbols and emoji all stay.
"""

from __future__ import annotations

import re
import unicodedata

_INVISIBLE = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u00ad\u200b-\u200f\u202a-\u202e"
                        r"\u2060-\u2064\ufeff]")
_SPACES = re.compile(r"\s+")


def normalize_line(text: str) -> str:
    """One line of text, normalised; "" when nothing visible is left."""
    text = unicodedata.normalize("NFKC", text)
    text = _INVISIBLE.sub(lambda m: " " if m.group() in "\x0b\x0c" else "", text)
    return _SPACES.sub(" ", text).strip()
