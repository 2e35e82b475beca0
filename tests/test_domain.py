"""The shared value types and the one thread -> chat messages function."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from app import config, domain
from app.config import Settings
from app.domain import ConversationSettings, InvalidSetting, SamplerConfig, chat_messages
from app.engine import requests


@dataclass
class Said:
    role: str
    content: str


def test_empty_failed_answers_and_blank_system_prompts_are_left_out() -> None:
    thread = [Said("user", "hi"), Said("assistant", ""), Said("user", ""),
              Said("assistant", "hello")]
    assert chat_messages(thread, "  ") == [
        {"role": "user", "content": "hi"}, {"role": "user", "content": ""},
        {"role": "assistant", "content": "hello"}]
    assert chat_messages(thread[:1], "Be brief.")[0] == {"role": "system",
                                                         "content": "Be brief."}


def test_conversation_settings_start_from_the_app_defaults() -> None:
    settings = Settings(system_prompt="S", sampler=SamplerConfig(temperature=0.2),
                        cache_prompt=False)
    chosen = ConversationSettings.defaults(settings)
    assert chosen == ConversationSettings("S", SamplerConfig(temperature=0.2), (), False)


def test_sampler_problems_name_the_field() -> None:
    assert SamplerConfig().first_problem() is None
    assert "top_p" in (SamplerConfig(top_p=0).first_problem() or "")
    with pytest.raises(InvalidSetting, match="Invalid sampler setting: min_p"):
        SamplerConfig(min_p=2).validate()


def test_old_import_paths_still_give_the_same_types() -> None:
    assert requests.SamplerConfig is domain.SamplerConfig
    assert requests.UsageStats is domain.UsageStats
    assert requests.LoraSelection is domain.LoraSelection
    assert config.AdapterSpec is domain.AdapterSpec
