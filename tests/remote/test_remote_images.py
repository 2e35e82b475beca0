"""Images never leave the machine (issue 36): a remote engine refuses a
request that carries any, before anything is sent, even to a server that
reads images itself (another Lantern serving the tiny vision model)."""

from __future__ import annotations

import io
import os
import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PIL import Image

from app.engine.errors import RequestError
from app.engine.remote import RemoteConfig, RemoteEngine
from app.engine.remote.keys import load_key, save_key
from app.engine.requests import Generate, SamplerConfig
from app.images import IMAGES_KEY, read_image
from tests.remote.test_remote_lantern import _wait_until_ready

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def vision_server(vision_model: tuple[Path, Path], tmp_path_factory: pytest.TempPathFactory
                  ) -> Iterator[tuple[str, str]]:
    """(url, api key) of `lantern serve` on the vision model and its projector."""
    model, projector = vision_model
    folder = tmp_path_factory.mktemp("lantern-vision-serve")
    env = dict(os.environ, LANTERN_DATA_DIR=str(folder / "data"))
    process = subprocess.Popen(
        [sys.executable, "-m", "app", "serve", "--port", "0", "--ctx", "1024",
         "--model", str(model), "--mmproj", str(projector)],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env)
    assert process.stdout is not None
    first = process.stdout.readline()
    assert "listening on http://127.0.0.1:" in first, first
    url = first.split("listening on ")[1].strip()
    _wait_until_ready(url)
    yield url, (folder / "data" / "api-key").read_text().strip()
    process.send_signal(signal.SIGINT)
    process.wait(60)
    process.stdout.close()


def test_a_request_with_an_image_is_refused_before_it_is_sent(
        vision_server: tuple[str, str]) -> None:
    url, key = vision_server
    save_key(url, key)
    engine = RemoteEngine(RemoteConfig(url), api_key=load_key(url))
    out = io.BytesIO()
    Image.new("RGB", (8, 8), "red").save(out, "PNG")
    image = read_image(out.getvalue())
    question = [{"role": "user", "content": "What is this?", IMAGES_KEY: [image]}]
    try:
        request = Generate(prompt=question, max_tokens=4, config=SamplerConfig.greedy())
        engine.run(request)
        # The server reads images; the refusal is this side's, so nothing reached it.
        with pytest.raises(RequestError, match="sends no images off this machine"):
            request.reply.result(timeout=120)
        words = Generate(prompt=[{"role": "user", "content": "What is this?"}], max_tokens=2,
                         config=SamplerConfig.greedy())
        engine.run(words)
        assert words.reply.result(timeout=120)[1].prompt_tokens > 0  # the engine still answers
    finally:
        engine.close()
