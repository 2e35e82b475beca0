"""Image encoding and time to first token with a vision model: Lantern's
engine beside llama.cpp's multimodal library (mtmd) driven directly, and
beside llama.cpp's own `llama-mtmd-cli` where it is built.

    .venv/bin/python bench/bench_vision.py --model SmolVLM2-500M-Video-Instruct-Q8_0.gguf \\
        --mmproj mmproj-SmolVLM2-500M-Video-Instruct-Q8_0.gguf [--image photo.jpg]
        [--rounds 3] [--threads N] [--gpu]

Without --model/--mmproj it runs on the tiny random-weight test pair
(tests/vision_model.py), so it runs anywhere; those numbers say what the
image path costs around llama.cpp, not how fast a real model sees. Without
--image it uses a generated 640x480 PNG.

- direct: llama-cpp-python's mtmd bindings, no Lantern (tests/mtmd_direct.py):
  encode ms is mtmd_encode_chunk over the image's tiles; TTFT is from the
  image's bytes to the first token's logits (bitmap, tokenize, encode,
  decode), the question without a chat template;
- engine: LlamaEngine with EngineConfig.projector_path, one chat message
  with the image (app.images), max_tokens 1, prompt cache off;
- llama-mtmd-cli: the encode ms it logs ("image slice encoded in N ms").
Rounds alternate which contender goes first; medians, and ratios taken
round by round. No timing is asserted anywhere.
"""

from __future__ import annotations

import argparse
import dataclasses
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from app.engine.cpu_threads import chat_threads
from app.engine.llama import EngineConfig, LlamaEngine
from app.engine.native import llama_cpp
from app.engine.requests import Generate, SamplerConfig
from app.images import IMAGES_KEY, content_with_markers, read_image
from tests.mtmd_direct import Prompt, init_projector, logits_after, mtmd, png

N_CTX = 4096
N_BATCH = 512
QUESTION = "Describe this image in one sentence."
CLI = "llama-mtmd-cli"
_ENCODED = re.compile(r"slice encoded in (\d+) ms")


def ms_since(started: float) -> float:
    return (time.perf_counter() - started) * 1000


class Direct:
    """The model and projector loaded by llama-cpp-python, mtmd run by hand."""

    def __init__(self, model: Path, mmproj: Path, threads: int, gpu: bool) -> None:
        self.llm = llama_cpp().Llama(str(model), n_ctx=N_CTX, n_batch=N_BATCH,
                                     n_threads=threads, n_threads_batch=threads,
                                     n_gpu_layers=-1 if gpu else 0, verbose=False)
        self.ctx = init_projector(mmproj, self.llm, threads, use_gpu=gpu)
        if not self.ctx:
            raise SystemExit(f"mtmd refused {mmproj} for {model} (llama.cpp's log says why)")
        self.text = f"{mtmd().mtmd_default_marker().decode()}\n{QUESTION}"

    def encode_ms(self, image: bytes) -> tuple[float, int]:
        """(ms to encode the image's tiles, the image's tokens)."""
        with Prompt(self.ctx, self.text, (image,)) as prompt:
            tiles = prompt.image_chunks()
            started = time.perf_counter()
            for tile in tiles:
                if mtmd().mtmd_encode_chunk(self.ctx, tile) != 0:
                    raise SystemExit("mtmd could not encode the image")
            took = ms_since(started)
            return took, sum(mtmd().mtmd_input_chunk_get_n_tokens(t) for t in tiles)

    def ttft_ms(self, image: bytes) -> float:
        started = time.perf_counter()
        with Prompt(self.ctx, self.text, (image,)) as prompt:
            int(logits_after(self.llm, self.ctx, prompt, N_BATCH).argmax())
        return ms_since(started)

    def close(self) -> None:
        mtmd().mtmd_free(self.ctx)
        self.llm.close()


def engine_or_reason(model: Path, mmproj: Path, threads: int,
                     gpu: bool) -> LlamaEngine | str:
    if "projector_path" not in {f.name for f in dataclasses.fields(EngineConfig)}:
        return "Lantern's engine does not read images yet (EngineConfig has no projector_path)"
    settings: dict[str, Any] = {"model_path": model, "projector_path": mmproj, "n_ctx": N_CTX,
                                "n_threads": threads, "n_gpu_layers": -1 if gpu else 0}
    return LlamaEngine(EngineConfig(**settings))


def engine_ttft_ms(engine: LlamaEngine, image: bytes) -> float:
    message = {"role": "user", "content": content_with_markers(QUESTION, 1),
               IMAGES_KEY: [read_image(image)]}
    request = Generate(prompt=[message], max_tokens=1, config=SamplerConfig.greedy(),
                       cache_prompt=False)
    started = time.perf_counter()
    engine.run(request)
    request.reply.result()
    return ms_since(started)


def cli_or_reason() -> Path | str:
    """llama-mtmd-cli beside bench/llama_cpp_tools.py's tools, else one on PATH."""
    try:
        from bench.llama_cpp_tools import bin_dir
    except ImportError as exc:  # the helper broken: say so, bench the rest
        reason = f"bench/llama_cpp_tools.py cannot be imported ({exc})"
    else:
        built = bin_dir() / CLI
        if built.is_file():
            return built
        reason = (f"{CLI} is not built: after `bench/llama_cpp_tools.py build`, run `cmake "
                  f"--build {built.parent.parent / 'build'} --target {CLI}` and copy "
                  f"build/bin/{CLI} to {built.parent}, or put llama.cpp's own on PATH")
    on_path = shutil.which(CLI)
    return Path(on_path) if on_path else f"{reason}; it is left out"


def cli_encode_ms(cli: Path, model: Path, mmproj: Path, image: Path, threads: int,
                  gpu: bool) -> float:
    done = subprocess.run([str(cli), "-m", str(model), "--mmproj", str(mmproj),
                           "--image", str(image), "-p", QUESTION, "-n", "1", "--temp", "0",
                           "-t", str(threads), "-ngl", "99" if gpu else "0",
                           *([] if gpu else ["--no-mmproj-offload"])],
                          capture_output=True, text=True, timeout=600, check=False)
    found = [int(n) for n in _ENCODED.findall(done.stdout + done.stderr)]
    if done.returncode != 0 or not found:
        raise SystemExit(f"{cli} failed ({done.returncode}): {done.stderr[-2000:]}")
    return float(sum(found))


def rounds_of(rounds: int, contenders: dict[str, Callable[[], float]]) -> dict[str, list[float]]:
    """Each contender once per round, the order turning round by round."""
    names = list(contenders)
    out: dict[str, list[float]] = {name: [] for name in names}
    for r in range(rounds):
        for name in names[r % len(names):] + names[:r % len(names)]:
            out[name].append(contenders[name]())
    return out


def report(title: str, runs: dict[str, list[float]], base: str) -> None:
    print(f"{title} (ms), median of {len(runs[base])}:")
    for name, values in runs.items():
        line = f"  {name:<16} {statistics.median(values):9.1f}"
        if name != base:
            ratios = [v / b for v, b in zip(values, runs[base], strict=True)]
            line += (f"   {statistics.median(ratios):.2f}x {base} "
                     f"(rounds: {', '.join(f'{x:.2f}' for x in ratios)})")
        print(line)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--model", type=Path)
    parser.add_argument("--mmproj", type=Path)
    parser.add_argument("--image", type=Path)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--threads", type=int, default=chat_threads())
    parser.add_argument("--gpu", action="store_true", help="offload model and projector")
    args = parser.parse_args()
    if (args.model is None) != (args.mmproj is None):
        parser.error("--model and --mmproj go together (a vision model is both files)")
    if args.model is None:
        from tests.vision_model import tiny_vision_model

        files = tiny_vision_model()
        args.model, args.mmproj = files.model, files.projector
        print("model: the tiny random-weight test pair (tests/vision_model.py)")
    with tempfile.TemporaryDirectory() as scratch:
        if args.image is None:
            args.image = Path(scratch) / "gradient.png"
            args.image.write_bytes(png("gradient", (640, 480)))
        run(args)


def run(args: argparse.Namespace) -> None:
    image = args.image.read_bytes()
    print(f"model {args.model.name}, projector {args.mmproj.name}, image {args.image.name} "
          f"({len(image) // 1024} KiB), {args.threads} threads, "
          f"{'GPU' if args.gpu else 'CPU'}")
    direct = Direct(args.model, args.mmproj, args.threads, args.gpu)
    direct.encode_ms(image)  # warm-up: first-use allocations are not the image's cost
    encodes: dict[str, Callable[[], float]] = {"direct": lambda: direct.encode_ms(image)[0]}
    print(f"image tokens: {direct.encode_ms(image)[1]}")
    cli = cli_or_reason()
    if isinstance(cli, Path):
        print(f"{CLI}: {cli}")
        encodes[CLI] = lambda: cli_encode_ms(cli, args.model, args.mmproj, args.image,
                                             args.threads, args.gpu)
    else:
        print(cli)
    report("image encoding", rounds_of(args.rounds, encodes), "direct")

    ttfts: dict[str, Callable[[], float]] = {"direct": lambda: direct.ttft_ms(image)}
    engine = engine_or_reason(args.model, args.mmproj, args.threads, args.gpu)
    if isinstance(engine, str):
        print(f"{engine}; the engine is left out")
    else:
        engine_ttft_ms(engine, image)  # warm-up, as for direct
        ttfts["engine"] = lambda: engine_ttft_ms(engine, image)
    direct.ttft_ms(image)
    report("time to first token, image and question", rounds_of(args.rounds, ttfts), "direct")
    if not isinstance(engine, str):
        engine.close()
    direct.close()


if __name__ == "__main__":
    main()
