"""What a person may type for a Hugging Face file."""

from __future__ import annotations

import pytest

from app.models.errors import HubError
from app.models.hub import HubRef, make_client, parse_ref


@pytest.mark.parametrize(("text", "file", "expected"), [
    ("https://huggingface.co/bartowski/Qwen2.5-0.5B-Instruct-GGUF/resolve/main/"
     "Qwen2.5-0.5B-Instruct-Q4_K_M.gguf?download=true", None,
     HubRef("bartowski/Qwen2.5-0.5B-Instruct-GGUF", "Qwen2.5-0.5B-Instruct-Q4_K_M.gguf")),
    ("huggingface.co/owner/repo/blob/abc123/sub/model.gguf", None,
     HubRef("owner/repo", "sub/model.gguf", "abc123")),
    ("owner/repo", "model-Q4_K_M.gguf", HubRef("owner/repo", "model-Q4_K_M.gguf")),
])
def test_accepted(text: str, file: str | None, expected: HubRef) -> None:
    assert parse_ref(text, file) == expected


@pytest.mark.parametrize(("text", "file", "problem"), [
    ("https://example.com/owner/repo/resolve/main/x.gguf", None, "not a Hugging Face"),
    ("https://huggingface.co/owner/repo", None, "does not point at a file"),
    ("owner/repo", None, "Name the GGUF file"),
    ("owner/repo", "model.safetensors", "not a GGUF file"),
    ("just-a-name", "x.gguf", "neither a Hugging Face URL"),
])
def test_refused_clearly(text: str, file: str | None, problem: str) -> None:
    with pytest.raises(HubError, match=problem):
        parse_ref(text, file)


def test_client_verifies_tls_and_honours_proxies(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HTTPS_PROXY", "http://127.0.0.1:9")
    with make_client() as client:
        assert client._trust_env is True
        transport = client._transport_for_url(__import__("httpx").URL("https://huggingface.co/"))
        assert transport is not client._transport  # the proxy's transport was chosen
        pool = client._transport._pool
        assert pool._ssl_context.verify_mode.name == "CERT_REQUIRED"
