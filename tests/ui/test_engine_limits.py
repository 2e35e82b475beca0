"""What the answering engine cannot do is greyed control by control, each with
its own reason in the tooltip; choosing this computer again brings every
control and its own tooltip back. Registry entries as connection tests record
them (no server needed: the limits come from the kind)."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from app.domain import ConversationSettings, SamplerConfig
from app.engine.remote.registry import EngineRegistry, EngineSpec
from app.ui.chat.conversation_panel import ConversationPanel
from app.ui.engines.engine_section import EngineSection


@pytest.fixture
def shown(qtbot: QtBot, tmp_path: Path) -> tuple[EngineSection, ConversationPanel]:
    registry = EngineRegistry(tmp_path / "engines.json")
    registry.put(EngineSpec("vllm", "http://vllm:8000", kind="vLLM", models=("llama",),
                            adapters=("sql", "poet")))
    registry.put(EngineSpec("plain", "http://plain:9000", kind="OpenAI-compatible",
                            models=("gpt",)))
    section = EngineSection(registry, lambda: "gemma", lambda: None)
    panel = ConversationPanel()
    qtbot.addWidget(section)
    qtbot.addWidget(panel)
    chosen = ConversationSettings("", SamplerConfig(), (), True)
    section.choice.currentIndexChanged.connect(
        lambda _i: section.apply_limits(chosen, panel, []))
    section.show_for(None, chosen, panel, [])
    return section, panel


def choose(section: EngineSection, text: str) -> None:
    index = section.choice.findText(text)
    assert index >= 0, text
    section.choice.setCurrentIndex(index)


def test_a_plain_openai_server_greys_the_sampler_fields_it_cannot_take(
        shown: tuple[EngineSection, ConversationPanel]) -> None:
    section, panel = shown
    sampler = panel.sampler
    choose(section, "plain · gpt")
    for widget in (sampler.top_k, sampler.min_p, sampler.repeat_penalty):
        assert not widget.isEnabled() and "OpenAI API" in widget.toolTip()
    for widget in (sampler.temperature, sampler.top_p, sampler.seed):
        assert widget.isEnabled()  # the OpenAI API has these: not greyed
    assert not panel.cache.isEnabled() and "prompt cache" in panel.cache.toolTip()
    assert not panel.lora_box.isEnabled() and "adapters" in panel.lora_box.toolTip()

    choose(section, "This computer · gemma")
    assert sampler.top_k.isEnabled() and sampler.top_k.toolTip().endswith("0 turns the limit off")
    assert panel.cache.isEnabled() and "cached" in panel.cache.toolTip()
    assert panel.lora_box.isEnabled() and panel.lora_box.toolTip() == ""


def test_vllm_fixes_adapter_scales_and_takes_one_adapter_at_a_time(
        shown: tuple[EngineSection, ConversationPanel]) -> None:
    section, panel = shown
    choose(section, "vllm · llama")
    sql, poet = panel.adapter_row("sql"), panel.adapter_row("poet")
    assert sql is not None and poet is not None
    assert panel.sampler.top_k.isEnabled() and panel.cache.isEnabled()
    assert sql.check.isEnabled() and poet.check.isEnabled()  # none chosen yet
    sql.check.setChecked(True)
    assert not sql.slider.isEnabled() and "scale 1 only" in sql.slider.toolTip()
    assert not poet.check.isEnabled() and "one LoRA adapter" in poet.check.toolTip()
    assert sql.check.isEnabled()  # the chosen one can be let go
    sql.check.setChecked(False)
    assert poet.check.isEnabled() and poet.check.toolTip() == ""
