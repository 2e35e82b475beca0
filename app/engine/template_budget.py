"""A chat template's budget: Jinja's sandbox, counting what a template does.

A GGUF file's chat template is untrusted code. Jinja's sandbox keeps it from
reaching Python, but not from spending: two nested `range(100000)` loops
never return, and `{{ 'A' * 300000000 }}` allocates gigabytes. Rendering
runs on every request, in the engine's thread, so it is bounded here:

- in work: every loop step, call, filter and intercepted operator spends one
  step of a budget (two million, and more for long conversations; a real
  template spends a few steps a message), and every 1024 steps the deadline
  (four seconds of CPU time) is checked;
- in size: no string, list or output may grow past a limit, and it is
  refused *before* it is built (a product, a join, a padding width, a
  `%`/`format` width), not after.

Counting in the sandbox adds well under a millisecond to a normal render
(measured: bench/README.md), where rendering in a child process would pay a
round trip on every request and a process per model. What it cannot stop is
one C-level operation on values already within the limit (sorting a list
of a million items, say): each such operation is bounded by the limit,
and the deadline is checked again at the next step. Over budget, TemplateOverBudget
says which limit was hit; ChatTemplate names the model file.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from itertools import islice
from typing import Any

import jinja2
import jinja2.ext
from jinja2 import nodes
from jinja2.compiler import CodeGenerator, Frame
from jinja2.sandbox import ImmutableSandboxedEnvironment
from jinja2.utils import _PassArg

DEADLINE_S = 4.0
"""Seconds of the rendering thread's CPU time a render may take (checked
every 1024 steps). CPU time, not wall-clock time: a machine busy with other
work must not make a real template's long conversation fail."""
STEPS = 2_000_000
"""Steps (loop items, calls, filters, operators) one render may take: the
14 real templates in tests/engine/templates spend 350 to 710 on a
100-message conversation with a tool, Gemma 4's 6,451."""
STEPS_PER_MESSAGE = 2_000
"""More steps for each message and tool: long conversations render too."""
DEADLINE_PER_MESSAGE_S = 0.01
"""More time for each message and tool: some real templates look back over
the conversation at each message (Gemma 4's: 0.66 s of CPU for 400 messages
and a tool here, over 4 s for 1,600)."""
MAX_INT_BITS = 1 << 16
"""No integer a template computes grows past this (`10 ** 10 ** 9`)."""
_CHECK_EVERY = 1023


class TemplateOverBudget(Exception):
    """A render went over its budget; the message says which limit."""


class RenderStopped(Exception):
    """The request whose prompt was being rendered was stopped (Stop, Ctrl+C)."""


_STOPPED: ContextVar[Callable[[], bool]] = ContextVar("template_stopped",
                                                      default=lambda: False)


@contextmanager
def stoppable(stopped: Callable[[], bool]) -> Iterator[None]:
    """Renders in this block end with RenderStopped soon after `stopped()`
    turns true (checked with the deadline), not when the template is done."""
    token = _STOPPED.set(stopped)
    try:
        yield
    finally:
        _STOPPED.reset(token)


@dataclass
class _Budget:
    limit: int
    """Most characters (or items) of any value and of the output."""
    steps: int
    seconds: float
    """CPU seconds it may run (the rendering thread's)."""
    deadline: float = 0.0

    def __post_init__(self) -> None:
        self.deadline = time.thread_time() + self.seconds

    def spend(self) -> None:
        self.steps -= 1
        if self.steps <= 0:
            raise TemplateOverBudget("it did more work than any chat template needs "
                                     "(a loop that does not end?)")
        if not self.steps & _CHECK_EVERY:
            if time.thread_time() > self.deadline:
                raise TemplateOverBudget(f"it ran for more than {self.seconds:g} seconds")
            if _STOPPED.get()():
                raise RenderStopped()

    def refuse_size(self, size: int) -> None:
        if size > self.limit:
            raise TemplateOverBudget(f"it builds text of {size:,} characters, more than "
                                     f"the {self.limit:,} a prompt here can have")


_ACTIVE: ContextVar[_Budget | None] = ContextVar("template_budget", default=None)


def text_weight(value: Any, limit: int) -> int:
    """Characters `value` turns into as text, roughly (containers: their
    items'), counted only up to just past `limit`: a list of the same long
    string a million times is light in memory but not as text."""
    if isinstance(value, str):
        return len(value)
    total, stack = 0, [value]
    while stack and total <= limit:
        item = stack.pop()
        if isinstance(item, (str, bytes)):
            total += len(item)
        elif isinstance(item, dict):
            total += 2
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, (list, tuple, set, frozenset)):
            total += 2 + len(item)
            stack.extend(item)
        elif isinstance(item, int) and item.bit_length() > MAX_INT_BITS:
            total += limit + 1
        else:
            total += 1
    return total


def _check_weights(budget: _Budget, values: Iterable[Any]) -> None:
    total = 0
    for value in values:
        total += text_weight(value, budget.limit - total)
        budget.refuse_size(total)


_FORMAT_SPEC = re.compile(r"%(?:\([^)]*\))?[-#0 +]*(\d*)(?:\.(\d*))?|\{[^{}]*?:([^{}]*)\}")
"""A `%` conversion's width and precision, or a `{...:spec}`'s spec."""


def _check_widths(budget: _Budget, spec: Any) -> None:
    """A `%`/`format` spec may not pad past the limit (`'%0300000000d'`)."""
    if not isinstance(spec, str):
        return
    for width, precision, inner in _FORMAT_SPEC.findall(spec):
        for digits in (width, precision, *re.findall(r"\d+", inner)):
            if digits and (len(digits) > 12 or int(digits) > budget.limit):
                budget.refuse_size(int(digits[:13]))


def _check_product(budget: _Budget, left: Any, right: Any) -> None:
    if isinstance(left, int) and not isinstance(left, bool):
        left, right = right, left
    if isinstance(right, int) and not isinstance(right, bool):
        if isinstance(left, (str, list, tuple)):
            budget.refuse_size(text_weight(left, budget.limit) * max(0, right))
        elif isinstance(left, int) and left.bit_length() + right.bit_length() > MAX_INT_BITS:
            raise TemplateOverBudget("it computes an integer too large to use")


def _check_binop(budget: _Budget, operator: str, left: Any, right: Any) -> None:
    if operator == "*":
        _check_product(budget, left, right)
    elif operator == "+" and isinstance(left, (str, list, tuple)):
        _check_weights(budget, (left, right))
    elif operator == "**" and isinstance(left, int) and isinstance(right, int):
        if right > 0 and abs(left) > 1 and left.bit_length() * right > MAX_INT_BITS:
            raise TemplateOverBudget("it computes an integer too large to use")
    elif operator == "%" and isinstance(left, str):
        _check_widths(budget, left)
        given = right if isinstance(right, tuple) else (right,)
        _check_args(budget, given, right if isinstance(right, dict) else {}, text=True)


def _check_args(budget: _Budget, args: Sequence[Any], kwargs: dict[str, Any],
                text: bool) -> None:
    """No argument is a size past the limit (`center(300000000)`); for what
    turns its arguments into text (`text`), all of them as text within it."""
    for value in (*args, *kwargs.values()):
        if isinstance(value, int) and not isinstance(value, bool) and value > budget.limit:
            budget.refuse_size(value)
    if text:
        _check_weights(budget, (*args, *kwargs.values()))


def _check_str_method(budget: _Budget, method: Any, args: Sequence[Any]) -> Sequence[Any]:
    """The string methods that grow text: `replace` and `join` by what they
    would make, `format` by its widths. Returns the arguments to call with (a
    generator given to `join` is read into a list first, to be measured)."""
    owner, name = getattr(method, "__self__", None), getattr(method, "__name__", "")
    if not isinstance(owner, str):
        return args
    if name == "join" and args:
        items = list(args[0])
        budget.refuse_size(text_weight(items, budget.limit) + len(owner) * len(items))
        return (items, *args[1:])
    if name == "replace" and len(args) >= 2 and isinstance(args[1], str):
        grows = max(0, len(args[1]) - len(str(args[0]))) * owner.count(str(args[0]) or " ")
        budget.refuse_size(len(owner) + grows)
    if name in ("format", "format_map"):
        _check_widths(budget, owner)
    return args


class BudgetedSandbox(ImmutableSandboxedEnvironment):
    """The immutable sandbox, with every step counted against the render's
    budget (set by `budgeted`); outside one it behaves as the plain sandbox."""

    intercepted_binops = frozenset({"*", "+", "**", "%"})

    def __init__(self, **options: Any) -> None:
        super().__init__(finalize=self._finalized, **options)
        self.code_generator_class = _CountingCodeGenerator
        self.filters = {name: _counted_filter(name, f) for name, f in self.filters.items()}
        # lipsum() writes up to megabytes of filler: no chat template uses it.
        self.globals.pop("lipsum", None)

    def set_filter(self, name: str, function: Callable[..., Any]) -> None:
        """Add or replace a filter, counted like the built-in ones."""
        self.filters[name] = _counted_filter(name, function)

    def concat(self, parts: Iterable[str]) -> str:
        """Joins a block's output (macros, `{% set %}` blocks, the render),
        measured 16 pieces at a time (each is at most the limit already)."""
        budget = _ACTIVE.get()
        if budget is None:
            return "".join(parts)
        pieces: list[str] = []
        total, source = 0, iter(parts)
        while batch := list(islice(source, 16)):
            pieces += batch
            total += sum(map(len, batch))
            budget.refuse_size(total)
        return "".join(pieces)

    def joined(self, values: Sequence[Any]) -> str:
        """The `~` operator: measured before it is turned into text."""
        budget = _ACTIVE.get()
        if budget is not None:
            budget.spend()
            _check_weights(budget, values)
        return "".join(map(str, values))

    def counted(self, iterable: Any) -> Any:
        """What a `{% for %}` loop walks: a step per item."""
        budget = _ACTIVE.get()
        return iterable if budget is None else _CountedIterable(iterable, budget)

    def call_binop(self, context: Any, operator: str, left: Any, right: Any) -> Any:
        budget = _ACTIVE.get()
        if budget is not None:
            budget.spend()
            if operator == "+" and type(left) is str and type(right) is str:  # most: fast
                budget.refuse_size(len(left) + len(right))
            else:
                _check_binop(budget, operator, left, right)
        return self.binop_table[operator](left, right)

    def call(__self, __context: Any, __obj: Any, *args: Any,
             **kwargs: Any) -> Any:
        budget = _ACTIVE.get()
        if budget is not None:
            budget.spend()
            if __obj is not __self.counted:
                _check_args(budget, args, kwargs, text=False)
                args = tuple(_check_str_method(budget, getattr(__obj, "__wrapped__", __obj),
                                               args))
        return super().call(__context, __obj, *args, **kwargs)

    @staticmethod
    def _finalized(value: Any) -> Any:
        """Each `{{ }}` output, measured before it is turned into text."""
        budget = _ACTIVE.get()
        if budget is not None and not isinstance(value, str):
            _check_weights(budget, (value,))
        return value

    def _parse(self, source: str, name: str | None, filename: str | None) -> nodes.Template:
        """Every `{% for %}` walks its items through `counted`."""
        tree = super()._parse(source, name, filename)
        for loop in tree.find_all(nodes.For):
            loop.iter = nodes.Call(nodes.EnvironmentAttribute("counted"), [loop.iter], [],
                                   None, None, lineno=loop.lineno)
        return tree


class _CountedIterable:
    """An iterable whose items each spend a step (its length stays known,
    for `loop.length`)."""

    def __init__(self, iterable: Any, budget: _Budget) -> None:
        self._iterable, self._budget = iterable, budget

    def __len__(self) -> int:
        return len(self._iterable)

    def __iter__(self) -> Iterator[Any]:
        spend = self._budget.spend
        for item in self._iterable:
            spend()
            yield item


class _CountingCodeGenerator(CodeGenerator):
    def visit_Concat(self, node: nodes.Concat, frame: Frame) -> None:
        """`a ~ b` through the environment's `joined` (measured), not
        runtime's str_join (the sandbox never sees it)."""
        self.write("environment.joined((")
        for arg in node.nodes:
            self.visit(arg, frame)
            self.write(", ")
        self.write("))")


_TEXT_FILTERS = frozenset({"string", "tojson", "pprint", "join", "e", "escape",
                           "forceescape", "urlencode", "xmlattr", "format", "sum", "replace"})
"""Filters that turn their arguments (containers too) into text: measured
first. The others are checked for sizes (`center(300000000)`) only."""


def _counted_filter(name: str, function: Callable[..., Any]) -> Callable[..., Any]:
    """`function` as a filter that spends a step and is measured first. It
    takes the context (`pass_context`), which also keeps Jinja from running
    it while compiling (constant folding: `'A'|center(300000000)` would be
    built there, outside any budget); it hands on what `function` takes."""
    text = name in _TEXT_FILTERS
    passes = _PassArg.from_obj(function)

    @jinja2.pass_context
    def counted(context: Any, *args: Any, **kwargs: Any) -> Any:
        if passes is _PassArg.context:
            args = (context, *args)
        elif passes is _PassArg.eval_context:
            args = (context.eval_ctx, *args)
        elif passes is _PassArg.environment:
            args = (context.environment, *args)
        budget = _ACTIVE.get()
        if budget is not None:
            budget.spend()
            if name == "join":  # join(eval_ctx, value, d=""): a generator is read first
                args = _joined_args(budget, args, kwargs)
            _check_args(budget, args, kwargs, text)
            if name in ("format", "replace"):
                _check_str_method(budget, getattr(_first_str(args), name, None),
                                  _after_str(args))
        return function(*args, **kwargs)

    counted.__name__ = counted.__qualname__ = f"counted_{name}"
    return counted


def _joined_args(budget: _Budget, args: Sequence[Any],
                 kwargs: dict[str, Any]) -> tuple[Any, ...]:
    """The join filter's arguments with its items read into a list, refused
    when they and the separators between them are past the limit."""
    if len(args) < 2:
        return tuple(args)
    items = list(args[1])
    joint = kwargs.get("d", args[2] if len(args) > 2 else "")
    budget.refuse_size(text_weight(items, budget.limit) + len(str(joint)) * len(items))
    return (args[0], items, *args[2:])


def _first_str(args: Sequence[Any]) -> Any:
    return next((a for a in args if isinstance(a, str)), None)


def _after_str(args: Sequence[Any]) -> Sequence[Any]:
    strings = [i for i, a in enumerate(args) if isinstance(a, str)]
    return args[strings[0] + 1:] if strings else ()


def budgeted(template: jinja2.Template, variables: dict[str, Any], limit: int,
             units: int) -> str:
    """`template` rendered with `variables` within a budget: output and every
    value at most `limit` characters, `units` (messages and tools) giving
    more steps. Raises TemplateOverBudget."""
    budget = _Budget(limit, STEPS + STEPS_PER_MESSAGE * units,
                     DEADLINE_S + DEADLINE_PER_MESSAGE_S * units)
    token = _ACTIVE.set(budget)
    try:
        return template.environment.concat(template.generate(**variables))
    finally:
        _ACTIVE.reset(token)


def sandbox(extensions: Sequence[Any]) -> BudgetedSandbox:
    """The environment chat templates are compiled in (llama-cpp-python's
    options: trim_blocks, lstrip_blocks, loop controls)."""
    return BudgetedSandbox(loader=jinja2.BaseLoader(), trim_blocks=True, lstrip_blocks=True,
                           extensions=[*extensions, jinja2.ext.loopcontrols])
