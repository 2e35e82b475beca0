"""What a large photo costs the API before it reaches a model: the time to
read it (base64, decode, check, scale down to 1536 pixels) through
/v1/chat/completions, and how long /health waits meanwhile (the image is read
off the event loop; the body's JSON is still decoded on it).

The server is a real ApiServer on the bundled model, which has no projector,
so each request ends in the "cannot read images" refusal right after its
image is read: the time is the reading's, not a model's.

    .venv/bin/python bench/bench_api_images.py [--rounds 3] [--side 4000]
"""

from __future__ import annotations

import argparse
import base64
import io
import statistics
import threading
import time

import httpx
import numpy as np
from PIL import Image

from app.api.catalog import Catalog, model_times
from app.api.options import ServerOptions
from app.api.server import ApiServer
from app.engine.llama import EngineConfig, LlamaEngine
from app.engine.model_files import default_chat_model
from app.engine.owner import EngineOwner

KEY = "bench-api-images-key"


def photo(side: int) -> bytes:
    """A side x 3/4 side JPEG of coarse noise (compresses like a photo would)."""
    rng = np.random.default_rng(0)
    blocks = rng.integers(0, 256, (max(1, side * 3 // 40), max(1, side // 10), 3),
                         dtype=np.uint8)
    pixels = np.kron(blocks, np.ones((10, 10, 1), dtype=np.uint8))
    out = io.BytesIO()
    Image.fromarray(pixels).save(out, "JPEG", quality=95)
    return out.getvalue()


def health_latencies(url: str, stop: threading.Event, into: list[float]) -> None:
    """Probe until stopped (at least once, so a short run has a figure)."""
    with httpx.Client(base_url=url, timeout=600) as client:
        while not into or not stop.is_set():
            started = time.perf_counter()
            client.get("/health")
            into.append(time.perf_counter() - started)
            time.sleep(0.005)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--side", type=int, default=4000, help="the photo's width in pixels")
    args = parser.parse_args()
    owner = EngineOwner(lambda _progress: LlamaEngine(EngineConfig(
        model_path=default_chat_model(), n_ctx=2048)))
    engine = owner.start_and_wait()
    catalog = Catalog(model_id=engine.model_name, **model_times(engine))
    server = ApiServer(owner, lambda: catalog, ServerOptions(api_key=KEY, port=0))
    server.start()
    data = photo(args.side)
    url = "data:image/jpeg;base64," + base64.b64encode(data).decode("ascii")
    body = {"model": "any", "max_tokens": 4, "messages": [{"role": "user", "content": [
        {"type": "text", "text": "What is in this photo?"},
        {"type": "image_url", "image_url": {"url": url}}]}]}
    print(f"photo {args.side}x{args.side * 3 // 4} JPEG, {len(data) / 1e6:.1f} MB "
          f"({len(url) / 1e6:.1f} MB as base64)")
    try:
        idle: list[float] = []
        stop = threading.Event()
        probe = threading.Thread(target=health_latencies, args=(server.url, stop, idle))
        probe.start()
        time.sleep(1.0)
        stop.set()
        probe.join()
        busy: list[float] = []
        stop = threading.Event()
        probe = threading.Thread(target=health_latencies, args=(server.url, stop, busy))
        times = []
        with httpx.Client(base_url=server.url, timeout=600,
                          headers={"Authorization": f"Bearer {KEY}"}) as client:
            probe.start()
            for _ in range(args.rounds):
                started = time.perf_counter()
                reply = client.post("/v1/chat/completions", json=body)
                times.append(time.perf_counter() - started)
                assert reply.status_code == 400, reply.text  # read, then refused
            stop.set()
            probe.join()
        print(f"image read and refused: median {statistics.median(times) * 1000:.0f} ms "
              f"over {args.rounds} requests")
        print(f"/health idle:           median {statistics.median(idle) * 1000:.1f} ms, "
              f"max {max(idle) * 1000:.0f} ms ({len(idle)} probes)")
        print(f"/health meanwhile:      median {statistics.median(busy) * 1000:.1f} ms, "
              f"max {max(busy) * 1000:.0f} ms ({len(busy)} probes)")
    finally:
        server.stop()
        owner.shutdown()


if __name__ == "__main__":
    main()
