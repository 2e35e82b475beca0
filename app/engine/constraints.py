"""Output constraints compiled to token-level guides, by llguidance.

llguidance (the Rust library behind Guidance, also built into llama.cpp as an
option) was chosen by measurement over llama.cpp's own grammar sampler and
its Python JSON-Schema converter: it covers more of JSON Schema, refuses
what it cannot enforce by naming the keyword (llama.cpp's converter drops
unknown keywords silently), compiles a schema in milliseconds, and checks a
single token in microseconds, which the sampler's check-the-pick-first path
needs (bench/README.md, "Constrained decoding").
"""

from __future__ import annotations

import json
import re
import threading
import warnings
from collections import OrderedDict
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Any, TypeGuard

import numpy as np

from app.domain import (
    ONE_SCHEMA,
    SCHEMA_LISTS,
    SCHEMA_MAPS,
    OutputConstraint,
    ToolSpec,
    keyword_places,
    schema_places,
)
from app.engine.errors import RequestError
from app.engine.native import llama_cpp

# Compact JSON with the separators models are trained on; no free whitespace,
# so a small model cannot wander into endless newlines inside an object.
JSON_OPTIONS: dict[str, Any] = {"whitespace_flexible": False, "item_separator": ", ",
                                "key_separator": ": "}
_UNIMPLEMENTED = re.compile(r'Unimplemented keys: \[(.*?)\]')
_CACHE_SIZE = 64


def _rebuilt(schema: Any, change: Callable[[dict[str, Any]], None]) -> Any:
    """`schema` copied, with `change` applied to every (sub)schema object;
    values the schema holds (enum, const, default, examples) are left as they are."""
    if isinstance(schema, list):
        return [_rebuilt(item, change) for item in schema]
    if not isinstance(schema, Mapping):
        return schema
    copy = {key: _rebuilt(value, change) if key not in ("enum", "const", "default",
                                                        "examples", "required") else value
            for key, value in schema.items()}
    change(copy)
    return copy


def closed_objects(schema: Any) -> Any:
    """`schema` with additionalProperties false wherever an object lists its
    properties and says nothing of others (as OpenAI's strict mode requires
    and llama.cpp's converter assumes): otherwise a small model invents extra
    fields until max_tokens. Tighter than the schema, so every output still
    validates."""
    def close(sub: dict[str, Any]) -> None:
        if "properties" in sub and not ({"additionalProperties", "patternProperties",
                                         "unevaluatedProperties"} & sub.keys()):
            sub["additionalProperties"] = False
    return _rebuilt(schema, close)


_WIDEST_INT = 2**64
_TINIEST_BOUND = 1e-30
"""A number bound nearer zero than this is moved to it or to zero (tighter,
so every output still validates): llguidance writes a bound's decimals
into one nested regular expression, and past about 60 zeros (5e-324, the
smallest float) the regex parser refuses it. Found by the property test."""
_LOWER_BOUNDS, _UPPER_BOUNDS = ("minimum", "exclusiveMinimum"), ("maximum", "exclusiveMaximum")


def tiny_bounds_moved(schema: Any) -> Any:
    """`schema` with each tiny non-zero number bound moved inward: a lower
    bound up (to _TINIEST_BOUND, or to 0 from below), an upper one down."""
    def move(sub: dict[str, Any]) -> None:
        for key in (*_LOWER_BOUNDS, *_UPPER_BOUNDS):
            value = sub.get(key)
            if _number(value) and 0 < abs(value) < _TINIEST_BOUND:
                lower = key in _LOWER_BOUNDS
                sub[key] = (_TINIEST_BOUND if value > 0 else 0.0) if lower else (
                    0.0 if value > 0 else -_TINIEST_BOUND)
    return _rebuilt(schema, move)


@dataclass(frozen=True)
class CheckedSchema:
    """A schema the engine can compile, and what of it cannot be enforced."""

    schema: Mapping[str, Any]
    """Closed objects; without the keywords that cannot be enforced."""
    grammar: str
    """Its llguidance grammar (compiled for a vocabulary by GuideFactory)."""
    unenforced: tuple[str, ...] = ()
    """"keyword at path" for each keyword left out (never under strict)."""


def _wide_number(value: Any, where: str) -> str | None:
    """The path of the first integer JSON engines cannot hold (over 64 bits)."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return where if not -_WIDEST_INT < value < _WIDEST_INT else None
    items: Iterable[tuple[str, Any]] = (
        value.items() if isinstance(value, Mapping) else
        ((str(i), v) for i, v in enumerate(value)) if isinstance(value, list) else ())
    return next((found for key, sub in items
                 if (found := _wide_number(sub, f"{where}.{key}"))), None)


_BOUNDS = (("minItems", "maxItems"), ("minLength", "maxLength"),
           ("minProperties", "maxProperties"), ("minimum", "maximum"),
           ("minContains", "maxContains"))


def _number(value: Any) -> TypeGuard[float]:
    return isinstance(value, int | float) and not isinstance(value, bool)


def _contradiction(schema: Mapping[str, Any], where: str) -> str | None:
    """A lower bound above its upper bound anywhere in `schema` (llguidance
    drops such a subschema silently where it is optional: say so instead)."""
    for sub, path in schema_places(schema, where):
        for low, high in _BOUNDS:
            lower, upper = sub.get(low), sub.get(high)
            if _number(lower) and _number(upper) and lower > upper:
                return (f"The JSON schema can never be satisfied at {path}: {low} ({lower}) "
                        f"is greater than {high} ({upper}).")
    return None


def _unimplemented(messages: Iterable[str]) -> list[str]:
    names: list[str] = []
    for message in messages:
        if found := _UNIMPLEMENTED.search(message):
            names += [n for n in json.loads(f"[{found.group(1)}]") if n not in names]
    return names


def _places(schema: Mapping[str, Any], keywords: Iterable[str], where: str) -> list[str]:
    return [f"{keyword} at {path}" for keyword in keywords
            for _sub, path in keyword_places(schema, keyword, where)]


def _without(schema: Any, keywords: frozenset[str]) -> Any:
    """`schema` with `keywords` removed wherever they are keywords (not where
    they are property names)."""
    if not isinstance(schema, Mapping):
        return schema
    kept: dict[str, Any] = {}
    for key, value in schema.items():
        if key in keywords:
            continue
        if key in SCHEMA_MAPS and isinstance(value, Mapping):
            kept[key] = {name: _without(sub, keywords) for name, sub in value.items()}
        elif key in (*SCHEMA_LISTS, "items") and isinstance(value, list):
            kept[key] = [_without(sub, keywords) for sub in value]
        elif key in ONE_SCHEMA:
            kept[key] = _without(value, keywords)
        else:
            kept[key] = value
    return kept


def check_schema(schema: Mapping[str, Any], strict: bool = False,
                 where: str = "schema") -> CheckedSchema:
    """What of `schema` the engine enforces, decided before anything runs
    (remembered for the schemas seen lately: clients send the same ones)."""
    return _checked(json.dumps(schema, sort_keys=True), strict, where)


@lru_cache(maxsize=_CACHE_SIZE)
def _checked(schema_json: str, strict: bool, where: str) -> CheckedSchema:
    return _check(json.loads(schema_json), strict, where)


def _check(schema: Mapping[str, Any], strict: bool, where: str) -> CheckedSchema:
    """check_schema's work.

    RequestError (naming the keyword and its path) for what cannot be
    compiled: a wrong regular expression, an unsatisfiable bound, a number
    wider than 64 bits, a pointer that resolves nowhere, and under `strict`
    any keyword that cannot be enforced. Without `strict` such keywords are
    left out and named in `unenforced`."""
    from llguidance import LLMatcher

    if (path := _wide_number(schema, where)) is not None:
        raise RequestError(f"The JSON schema holds a number at {path} wider than 64 bits, "
                           "which cannot be enforced; use a smaller bound or drop it.")
    if (contradiction := _contradiction(schema, where)) is not None:
        raise RequestError(contradiction)
    moved = tiny_bounds_moved(schema)
    if moved != schema and _contradiction(moved, where) is not None:
        raise RequestError(f"The JSON schema at {where} bounds a number to a range within "
                           f"{_TINIEST_BOUND:g} of zero, which cannot be enforced while "
                           "generating; widen the range.")
    schema = moved
    closed = closed_objects(schema)
    try:
        grammar = LLMatcher.grammar_from_json_schema(closed, defaults=JSON_OPTIONS)  # type: ignore[arg-type]
        failed, messages = LLMatcher.validate_grammar_with_warnings(grammar)
    except Exception as exc:  # llguidance's own error types; never the engine's thread
        raise RequestError(f"The JSON schema at {where} cannot be used: {exc}") from exc
    if not failed:
        return CheckedSchema(closed, str(grammar))
    names = _unimplemented(messages)
    if not names:
        raise RequestError(f"{explain(messages[0] if messages else '')} (in {where})")
    places = ", ".join(_places(schema, names, where))
    if strict:
        raise RequestError(f"The JSON schema uses {places}, which cannot be enforced while "
                           "generating (strict: true); remove it, or send strict false to "
                           "have it enforced as far as it can be.")
    lenient = _check(_without(schema, frozenset(names)), True, where)
    return CheckedSchema(lenient.schema, lenient.grammar, tuple(_places(schema, names, where)))


def enforceable_tools(tools: Sequence[ToolSpec]
                      ) -> tuple[tuple[ToolSpec, ...], tuple[str, ...]]:
    """Each tool with the arguments' schema check_schema leaves (under the
    tool's own `strict`), and what of them is not enforced."""
    checked: list[ToolSpec] = []
    unenforced: list[str] = []
    for tool in tools:
        result = check_schema(tool.parameters, tool.strict, f"tool {tool.name}: parameters")
        checked.append(replace(tool, parameters=result.schema))
        unenforced += result.unenforced
    return tuple(checked), tuple(unenforced)


def constraint_grammar(constraint: OutputConstraint) -> tuple[str, tuple[str, ...]]:
    """The llguidance grammar of a request's constraint, and what of its
    schema is not enforced."""
    schema = constraint.effective_schema
    if schema is not None:
        checked = check_schema(schema, constraint.strict)
        return checked.grammar, checked.unenforced
    from llguidance import LLMatcher
    from llguidance.gbnf_to_lark import any_to_lark

    try:
        return str(LLMatcher.grammar_from_lark(any_to_lark(constraint.grammar or ""))), ()
    except Exception as exc:  # the converter raises its own error types
        raise RequestError(f"The grammar could not be read: {exc}") from exc


def explain(error: str) -> str:
    """llguidance's compile error as a message naming what to change."""
    unimplemented = _UNIMPLEMENTED.search(error)
    if unimplemented:
        names = ", ".join(json.loads(f"[{unimplemented.group(1)}]"))
        return (f"The JSON schema uses {names}, which cannot be enforced while generating; "
                "remove it (or check the output yourself) and try again.")
    said = " ".join(error.split())[:400] or "unknown error"  # a regex error spans lines
    return f"The output constraint cannot be enforced: {said}"


class Guide:
    """One request's grammar state: checks single tokens, masks the vocabulary."""

    def __init__(self, matcher: Any, n_vocab: int) -> None:
        self._matcher = matcher
        self._n_vocab = n_vocab
        self._bitmask = np.full((n_vocab + 31) // 32, -1, dtype=np.int32)

    def allows(self, token: int) -> bool:
        return bool(self._matcher.validate_tokens([token]) == 1)

    def mask(self, logits: np.ndarray) -> None:
        """Set every token the grammar forbids now to -inf."""
        self._matcher.unsafe_compute_mask_ptr(self._bitmask.ctypes.data, self._bitmask.nbytes)
        allowed = np.unpackbits(self._bitmask.view(np.uint8), bitorder="little")
        logits[allowed[: len(logits)] == 0] = -np.inf

    def probe(self) -> None:
        """Compute the first mask; RequestError if the grammar fails there."""
        self._matcher.unsafe_compute_mask_ptr(self._bitmask.ctypes.data, self._bitmask.nbytes)
        if self._matcher.is_error():
            raise RequestError(explain(self._matcher.get_error()))

    def consume(self, token: int) -> None:
        if not self._matcher.consume_token(token):
            raise RequestError(f"The constrained output went wrong: {self._matcher.get_error()}")

    @property
    def finished(self) -> bool:
        """Nothing but end-of-text can follow (the JSON value is complete)."""
        return bool(self._matcher.is_stopped())

    @property
    def accepting(self) -> bool:
        return bool(self._matcher.is_accepting())


class GuideFactory:
    """Compiles grammars for one model's vocabulary, remembering recent ones."""

    def __init__(self, vocab: Any, end_tokens: Iterable[int]) -> None:
        self._vocab = vocab
        self._end_tokens = sorted(set(end_tokens))
        self._tokenizer: Any = None
        self._compiled: OrderedDict[str, Any] = OrderedDict()
        self._lock = threading.Lock()

    @property
    def tokenizer(self) -> Any:
        """llguidance's view of the vocabulary: built once (about a second for
        a 262k vocabulary), on the first constrained request."""
        if self._tokenizer is None:
            from llguidance.llamacpp import lltokenizer_from_vocab

            with warnings.catch_warnings():  # it calls llama_token_get_attr (deprecated alias)
                warnings.simplefilter("ignore", DeprecationWarning)
                self._tokenizer = lltokenizer_from_vocab(self._vocab,
                                                         eos_token=self._end_tokens)
        return self._tokenizer

    @property
    def n_vocab(self) -> int:
        return int(llama_cpp().llama_vocab_n_tokens(self._vocab))

    def compile(self, grammar: str) -> Any:
        """A fresh matcher for `grammar`; RequestError naming what cannot be enforced."""
        from llguidance import LLMatcher

        with self._lock:
            template = self._compiled.get(grammar)
            if template is None:
                try:
                    template = LLMatcher(self.tokenizer, grammar, log_level=0)
                except Exception as exc:  # llguidance's own error types
                    raise RequestError(explain(str(exc))) from exc
                if template.is_error():
                    raise RequestError(explain(template.get_error()))
                self._compiled[grammar] = template
                while len(self._compiled) > _CACHE_SIZE:
                    self._compiled.popitem(last=False)
            self._compiled.move_to_end(grammar)
            return template.deep_copy()

    def guide(self, grammar: str) -> Guide:
        """A checked guide: some grammars compile and fail only when the
        first token is masked (a repeat count beyond llguidance's limits),
        so that is tried here, before the request runs beside others."""
        guide = Guide(self.compile(grammar), self.n_vocab)
        guide.probe()
        return guide
