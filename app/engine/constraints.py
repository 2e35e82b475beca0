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
from collections.abc import Iterable, Mapping
from typing import Any

import numpy as np

from app.domain import OutputConstraint
from app.engine.errors import RequestError
from app.engine.native import llama_cpp

# Compact JSON with the separators models are trained on; no free whitespace,
# so a small model cannot wander into endless newlines inside an object.
JSON_OPTIONS: dict[str, Any] = {"whitespace_flexible": False, "item_separator": ", ",
                                "key_separator": ": "}
_UNIMPLEMENTED = re.compile(r'Unimplemented keys: \[(.*?)\]')
_CACHE_SIZE = 64


def closed_objects(schema: Any) -> Any:
    """`schema` with additionalProperties false wherever an object lists its
    properties and says nothing of others (as OpenAI's strict mode requires
    and llama.cpp's converter assumes): otherwise a small model invents extra
    fields until max_tokens. Tighter than the schema, so every output still
    validates."""
    if isinstance(schema, list):
        return [closed_objects(item) for item in schema]
    if not isinstance(schema, Mapping):
        return schema
    closed = {key: closed_objects(value) if key not in ("enum", "const", "default",
                                                         "examples", "required") else value
              for key, value in schema.items()}
    if "properties" in closed and not ({"additionalProperties", "patternProperties",
                                        "unevaluatedProperties"} & closed.keys()):
        closed["additionalProperties"] = False
    return closed


def schema_grammar(schema: Mapping[str, Any]) -> str:
    """An llguidance grammar for JSON valid under `schema`."""
    try:
        from llguidance import LLMatcher

        options: Any = JSON_OPTIONS
        return str(LLMatcher.grammar_from_json_schema(closed_objects(schema), defaults=options))
    except ValueError as exc:
        raise RequestError(f"The JSON schema is not valid JSON: {exc}") from exc


def constraint_grammar(constraint: OutputConstraint) -> str:
    """The llguidance grammar of a request's constraint."""
    schema = constraint.effective_schema
    if schema is not None:
        return schema_grammar(schema)
    from llguidance import LLMatcher
    from llguidance.gbnf_to_lark import any_to_lark

    try:
        return str(LLMatcher.grammar_from_lark(any_to_lark(constraint.grammar or "")))
    except Exception as exc:  # the converter raises its own error types
        raise RequestError(f"The grammar could not be read: {exc}") from exc


def explain(error: str) -> str:
    """llguidance's compile error as a message naming what to change."""
    unimplemented = _UNIMPLEMENTED.search(error)
    if unimplemented:
        names = ", ".join(json.loads(f"[{unimplemented.group(1)}]"))
        return (f"The JSON schema uses {names}, which cannot be enforced while generating; "
                "remove it (or check the output yourself) and try again.")
    first = error.strip().splitlines()[0] if error.strip() else "unknown error"
    return f"The output constraint cannot be enforced: {first}"


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
                template = LLMatcher(self.tokenizer, grammar, log_level=0)
                if template.is_error():
                    raise RequestError(explain(template.get_error()))
                self._compiled[grammar] = template
                while len(self._compiled) > _CACHE_SIZE:
                    self._compiled.popitem(last=False)
            self._compiled.move_to_end(grammar)
            return template.deep_copy()

    def guide(self, grammar: str) -> Guide:
        return Guide(self.compile(grammar), self.n_vocab)
