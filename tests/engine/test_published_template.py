"""The fallback chat formats published as Jinja (GET /props) render exactly
what Lantern renders itself, so a client can continue a stopped answer."""

from __future__ import annotations

import pytest

from app.engine.prompts import FALLBACKS, ChatTemplate

CONVERSATIONS = [
    [{"role": "user", "content": "Hi"}],
    [{"role": "system", "content": "Be brief."}, {"role": "system", "content": "Be kind."},
     {"role": "user", "content": "Name a lighthouse."},
     {"role": "assistant", "content": "Fastnet.\nIt is in Ireland."},
     {"role": "user", "content": "Another? {{ not a tag }} and 'quotes'"}],
    [{"role": "assistant", "content": "I start."}, {"role": "user", "content": "Go on"}],
]


@pytest.mark.parametrize("fallback", sorted(FALLBACKS))
@pytest.mark.parametrize("messages", CONVERSATIONS)
def test_published_jinja_renders_as_the_fallback(fallback: str,
                                                 messages: list[dict[str, str]]) -> None:
    own = ChatTemplate(None, fallback, "", "")
    published = ChatTemplate(own.published_source, "chatml", "", "")
    assert published.render(messages).text == own.render(messages).text


def test_a_models_own_template_is_published_as_it_is() -> None:
    source = "{% for m in messages %}{{ m['content'] }}{% endfor %}"
    assert ChatTemplate(source, "gemma", "", "").published_source == source
