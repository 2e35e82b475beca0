"""A chat template has a budget (issue 40, item 1): a template from a model
file is untrusted code, bounded in work, time and the size of what it
builds. Over budget: one clear error naming the model file, at load (a
probe conversation) or at the request, and the engine goes on serving."""

from __future__ import annotations

import json
import tracemalloc
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from llama_cpp.llama_chat_format import Jinja2ChatFormatter

from app.cli import main
from app.engine.errors import Cancelled, ModelLoadError, RequestError
from app.engine.llama import EngineConfig, LlamaEngine
from app.engine.prompts import ChatTemplate, TemplateTooCostly
from app.engine.requests import Generate, SamplerConfig
from app.engine.template_budget import stoppable
from tests.hostile import gguf_bytes as g
from tests.hostile.processes import start

TEMPLATES = Path(__file__).parents[1] / "engine" / "templates"
SPIN = "{% for i in range(100000) %}{% for j in range(100000) %}{% endfor %}{% endfor %}"

HOSTILE = {
    "nested loops": SPIN,
    "a string product": "{{ 'A' * 300000000 }}",
    "a product of a product": "{% set a = 'A' * 1000000 %}{{ a * 300 }}",
    "a list product": "{{ ['A' * 1000000] * 1000 }}",
    "a padding filter": "{{ 'A'|center(300000000) }}",
    "a padding method": "{{ 'A'.ljust(300000000) }}",
    "an indent": "{{ 'a\nb'|indent(300000000) }}",
    "a % width": "{{ '%0300000000d' % 1 }}",
    "a format filter width": "{{ '%0300000000d'|format(1) }}",
    "a str.format width": "{{ '{:300000000}'.format(1) }}",
    "a width given as an argument": "{{ '%*d' % (300000000, 1) }}",
    "a nested format width": "{{ '{:{}}'.format(1, 300000000) }}",
    "a precision": "{{ '%.300000000f' % 1.0 }}",
    "doubling with ~": "{% set ns = namespace(s='A') %}{% for i in range(40) %}"
                       "{% set ns.s = ns.s ~ ns.s %}{% endfor %}{{ ns.s|length }}",
    "doubling a shared list": "{% set ns = namespace(s=['A' * 100]) %}{% for i in range(60) %}"
                              "{% set ns.s = [ns.s, ns.s] %}{% endfor %}{{ ns.s|tojson }}",
    "a join method": "{% set a = 'A' * 1000000 %}{{ a.join(range(100000)|map('string')) }}",
    "a join filter": "{% set a = 'A' * 1000000 %}{{ range(100000)|join(a) }}",
    "a replace method": "{% set a = 'A' * 1000000 %}{{ a.replace('A', a) }}",
    "a replace filter": "{% set a = 'A' * 1000000 %}{{ a|replace('A', a) }}",
    "output in a loop": "{% for i in range(100000) %}{% for j in range(100000) %}AAAAAAAA"
                        "{% endfor %}{% endfor %}",
    "a set block": "{% set x %}{% for i in range(100000) %}{% for j in range(1000) %}AAAA"
                   "{% endfor %}{% endfor %}{% endset %}{{ x|length }}",
}
HELLO = [{"role": "user", "content": "Hello"}]


@pytest.mark.parametrize("source", HOSTILE.values(), ids=HOSTILE.keys())
def test_a_hostile_template_is_stopped_naming_its_model(source: str) -> None:
    template = ChatTemplate(source, "chatml", "<s>", "</s>", model_file="evil.gguf")
    tracemalloc.start()
    try:
        with pytest.raises(TemplateTooCostly, match=r"chat template in evil\.gguf was stopped"):
            template.render(HELLO)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 64 << 20  # refused before it was built, not after


def test_numbers_in_text_are_not_taken_for_widths() -> None:
    source = "{{ 'order 12345678901234 of %s, {}' % 'x' }}{{ '{} 99999999999'.format(1) }}"
    assert ChatTemplate(source, "chatml", "", "").render(HELLO).text == (
        "order 12345678901234 of x, {}1 99999999999")


def test_an_exponential_macro_is_stopped() -> None:
    source = ("{% macro f(n) %}{% if n > 0 %}{{ f(n - 1) }}{{ f(n - 1) }}{% endif %}"
              "{% endmacro %}{{ f(40) }}")
    with pytest.raises(TemplateTooCostly, match="was stopped"):
        ChatTemplate(source, "chatml", "", "", model_file="evil.gguf").render(HELLO)


def _conversation(turns: int) -> list[dict[str, str]]:
    messages = [{"role": "system", "content": "You are terse."}]
    for i in range(turns):
        messages.append({"role": "user", "content": f"Question {i}: " + "why? " * 40})
        messages.append({"role": "assistant", "content": f"Answer {i}. " + "because. " * 40})
    return messages


@pytest.mark.parametrize("path", sorted(TEMPLATES.glob("*.jinja")), ids=lambda p: p.stem)
def test_real_templates_render_as_llama_cpp_python_renders_them(path: Path) -> None:
    """The budgeted sandbox changes nothing a real template makes, and a long
    conversation (200 turns, as context fitting renders it) is within budget."""
    source = path.read_text()
    messages = _conversation(200)
    tools = [{"type": "function", "function": {"name": "clock", "description": "The time.",
                                               "parameters": {"type": "object"}}}]
    plain = Jinja2ChatFormatter(template=source, eos_token="</s>", bos_token="<s>")
    expected = plain(messages=[dict(m) for m in messages], tools=tools).prompt
    template = ChatTemplate(source, "chatml", "<s>", "</s>", model_file="real.gguf")
    assert template._render_text([dict(m) for m in messages], tools, True, {}) == expected


def test_a_prompt_that_cannot_fit_the_context_is_refused_before_tokenizing() -> None:
    """A template may add text to a conversation, but not more than the
    context could ever hold (32 characters a token)."""
    padding = "{{ 'x' * 70000 }}{% for m in messages %}{{ m['content'] }}{% endfor %}"
    small = ChatTemplate(padding, "chatml", "", "", model_file="pad.gguf", n_ctx=2048)
    with pytest.raises(TemplateTooCostly, match=r"pad\.gguf"):
        small.render(HELLO)
    assert ChatTemplate(padding, "chatml", "", "", n_ctx=4096).render(HELLO).text.endswith(
        "Hello")


# -- a model file with a hostile template ----------------------------------------

BOOM = ("{% if 'boom' in messages[-1]['content'] %}" + SPIN + "{% endif %}"
        + (TEMPLATES / "HuggingFaceTB-SmolLM2-135M-Instruct.jinja").read_text())


@pytest.fixture(scope="module")
def hostile_models(model_file: Path, tmp_path_factory: pytest.TempPathFactory,
                   ) -> dict[str, Path]:
    folder = tmp_path_factory.mktemp("templates")
    return {"spin": g.with_chat_template(model_file, SPIN, folder / "spin.gguf"),
            "boom": g.with_chat_template(model_file, BOOM, folder / "boom.gguf")}


def test_a_hostile_template_is_refused_at_load(hostile_models: dict[str, Path]) -> None:
    with pytest.raises(ModelLoadError, match=r"chat template in spin\.gguf was stopped"):
        LlamaEngine(EngineConfig(model_path=hostile_models["spin"], n_ctx=256))


def test_chat_with_a_hostile_template_says_so_in_one_line(
        hostile_models: dict[str, Path], data_dir: Path,
        capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["chat", "hi", "--model", str(hostile_models["spin"]), "--ctx", "256",
                 "--max-tokens", "1"]) == 1
    err = capsys.readouterr().err.strip()
    assert "chat template in spin.gguf was stopped" in err and "\n" not in err


def test_the_engine_goes_on_serving_after_a_template_is_stopped(
        hostile_models: dict[str, Path]) -> None:
    engine = LlamaEngine(EngineConfig(model_path=hostile_models["boom"], n_ctx=512))
    try:
        bad = Generate(prompt=[{"role": "user", "content": "boom"}], max_tokens=2,
                       config=SamplerConfig.greedy())
        engine.run(bad)
        with pytest.raises(RequestError, match=r"chat template in boom\.gguf was stopped"):
            bad.reply.result(timeout=120)
        good = Generate(prompt=[{"role": "user", "content": "Hi"}], max_tokens=2,
                        config=SamplerConfig.greedy())
        engine.run(good)
        assert good.reply.result(timeout=120)[1].completion_tokens >= 1
    finally:
        engine.close()


@pytest.fixture
def served_boom(hostile_models: dict[str, Path], tmp_path: Path) -> Iterator[tuple[str, str]]:
    data = tmp_path / "data"
    process = start(["serve", "--port", "0", "--ctx", "512", "--model",
                     str(hostile_models["boom"])], data)
    try:
        assert process.stdout is not None
        first = process.stdout.readline()
        assert "listening on http://127.0.0.1:" in first, first
        process.stdout.readline()
        yield first.split("listening on ")[1].strip(), (data / "api-key").read_text().strip()
    finally:
        process.terminate()
        process.communicate(timeout=60)


@pytest.mark.slow
def test_the_api_answers_400_and_serves_the_next_request(served_boom: tuple[str, str]) -> None:
    url, key = served_boom
    headers = {"Authorization": f"Bearer {key}"}
    with httpx.Client(base_url=url, headers=headers, timeout=120) as client:
        bad = client.post("/chat/completions", json={
            "messages": [{"role": "user", "content": "boom"}], "max_tokens": 2})
        assert bad.status_code == 400, bad.text
        assert "chat template in boom.gguf was stopped" in json.dumps(bad.json())
        good = client.post("/chat/completions", json={
            "messages": [{"role": "user", "content": "Hi"}], "max_tokens": 2})
        assert good.status_code == 200, good.text


def test_stop_ends_a_slow_render_as_stopped_not_as_a_broken_template() -> None:
    template = ChatTemplate(SPIN, "chatml", "<s>", "</s>", model_file="slow.gguf")
    with stoppable(lambda: True), pytest.raises(Cancelled, match="Stopped while the chat"):
        template.render(HELLO)


def test_a_request_stopped_while_its_template_renders_ends_cancelled(
        hostile_models: dict[str, Path]) -> None:
    engine = LlamaEngine(EngineConfig(model_path=hostile_models["boom"], n_ctx=512))
    try:
        stopped = Generate(prompt=[{"role": "user", "content": "boom"}], max_tokens=2,
                           config=SamplerConfig.greedy())
        stopped.cancel()  # Stop pressed while the prompt is being made
        engine.run(stopped)
        text, usage = stopped.reply.result(timeout=120)
        assert (text, usage.finish_reason) == ("", "cancelled")
    finally:
        engine.close()
