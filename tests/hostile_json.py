"""Hypothesis strategies for JSON a hostile user or a broken tool might write."""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

PROPERTY_SETTINGS = settings(
    deadline=None, database=None, derandomize=True,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
"""Reproducible in CI (derandomize), no example database written to the tree."""


def examples(count: int) -> settings:
    """PROPERTY_SETTINGS with `count` generated examples."""
    return settings(PROPERTY_SETTINGS, max_examples=count)

# Text with what breaks naive code: lone surrogates (bytes that were not
# UTF-8), NUL, terminal escapes, bidi overrides, astral characters.
awkward_text = st.one_of(
    st.text(max_size=24),
    st.sampled_from(["", " ", "\ud800", "caf\udce9", "\x00", "\x1b[2J", "\u202e", "🚀" * 3,
                     "ß" * 40, "\n\n", "many", "hot", "-1"]),
)

json_scalars = st.one_of(
    st.none(), st.booleans(),
    st.integers(min_value=-(2**70), max_value=2**70),
    st.floats(allow_nan=True, allow_infinity=True),
    awkward_text,
)

json_values = st.recursive(
    json_scalars,
    lambda inner: st.one_of(st.lists(inner, max_size=4),
                            st.dictionaries(awkward_text, inner, max_size=4)),
    max_leaves=8,
)


def good_or_junk(good: st.SearchStrategy[Any], junk: bool = True) -> st.SearchStrategy[Any]:
    """Mostly a plausible value, sometimes (with `junk`) anything at all."""
    return st.one_of(good, good, good, json_values) if junk else good


def optional_keys(fields: dict[str, st.SearchStrategy[Any]],
                  junk: bool = True) -> st.SearchStrategy[dict[str, Any]]:
    """A dict with any subset of `fields`, each good or junk, plus maybe a stray key."""
    return st.fixed_dictionaries(
        {}, optional={k: good_or_junk(v, junk) for k, v in fields.items()}
        | {"unknown_key": json_values})


def samplers(junk: bool = True) -> st.SearchStrategy[dict[str, Any]]:
    return optional_keys(SAMPLER_FIELDS, junk)


SAMPLER_FIELDS: dict[str, st.SearchStrategy[Any]] = {
    "temperature": st.floats(-1, 3), "top_p": st.floats(-0.5, 1.5),
    "top_k": st.integers(-5, 100), "min_p": st.floats(-0.5, 1.5),
    "repeat_penalty": st.floats(-1, 3), "seed": st.one_of(st.none(), st.integers(-5, 2**33)),
    "stop": st.lists(awkward_text, max_size=3),
    "presence_penalty": st.floats(-3, 3), "frequency_penalty": st.floats(-3, 3),
}

loras = st.lists(st.tuples(awkward_text, st.floats(-3, 3)).map(list), max_size=3)
