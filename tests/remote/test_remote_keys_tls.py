"""API keys from the keyring, never in logs; TLS certificates verified.
Against llama-cpp-python's server started with --api_key and a certificate
from a test CA (trustme)."""

from __future__ import annotations

import logging
import ssl
from collections.abc import Iterator
from pathlib import Path

import keyring
import pytest
import trustme

from app.engine.errors import EngineError
from app.engine.remote import RemoteConfig, RemoteEngine
from app.engine.remote.keys import SERVICE, delete_key, load_key, save_key
from app.engine.requests import Generate
from tests.remote.servers import ServerProcess, llama_cpp_server

pytestmark = pytest.mark.slow
KEY = "sk-test-7f3a9c0e51"


@pytest.fixture(scope="module")
def ca() -> trustme.CA:
    return trustme.CA()


@pytest.fixture(scope="module")
def tls_server(chat_model: Path, ca: trustme.CA,
               tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    folder = tmp_path_factory.mktemp("tls")
    cert = ca.issue_cert("127.0.0.1")
    cert.private_key_pem.write_to_path(str(folder / "key.pem"))
    cert.cert_chain_pems[0].write_to_path(str(folder / "cert.pem"))
    ca.cert_pem.write_to_path(str(folder / "ca.pem"))
    trust = ssl.create_default_context(cafile=str(folder / "ca.pem"))
    server = llama_cpp_server(
        chat_model, "secure", folder / "server.log", "--n_ctx", "512",
        "--chat_format", "chatml", "--api_key", KEY,
        "--ssl_keyfile", str(folder / "key.pem"), "--ssl_certfile", str(folder / "cert.pem"),
        scheme="https", verify=trust)
    yield server
    server.stop()


def test_keys_live_in_the_keyring(tmp_path: Path) -> None:
    save_key("https://gpu-box:8000", KEY)
    assert load_key("https://gpu-box:8000") == KEY
    assert keyring.get_password(SERVICE, "https://gpu-box:8000") == KEY
    delete_key("https://gpu-box:8000")
    delete_key("https://gpu-box:8000")  # forgetting twice is harmless
    assert load_key("https://gpu-box:8000") is None


def test_key_from_the_keyring_opens_a_verified_tls_server(
        tls_server: ServerProcess, tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.DEBUG)
    save_key(tls_server.url, KEY)
    ca_file = str(tls_server.log_path.parent / "ca.pem")
    engine = RemoteEngine(RemoteConfig(tls_server.url, ca_file=ca_file),
                          api_key=load_key(tls_server.url))
    try:
        request = Generate(prompt=[{"role": "user", "content": "Hi"}], max_tokens=3)
        engine.run(request)
        assert request.reply.result(timeout=120)[1].completion_tokens == 3
    finally:
        engine.close()
    assert KEY not in caplog.text and KEY not in repr(engine.__dict__)


def test_a_wrong_key_is_said_to_be_refused(tls_server: ServerProcess) -> None:
    ca_file = str(tls_server.log_path.parent / "ca.pem")
    with pytest.raises(EngineError, match=r"refused the API key \(HTTP 401"):
        RemoteEngine(RemoteConfig(tls_server.url, ca_file=ca_file), api_key="wrong")


def test_an_unverifiable_certificate_is_refused(tls_server: ServerProcess) -> None:
    # The test CA is not among the system's trusted roots: nothing is sent.
    with pytest.raises(EngineError, match="TLS certificate could not be verified"):
        RemoteEngine(RemoteConfig(tls_server.url), api_key=KEY)
