"""The window: startup, event-loop latency while streaming, tokens/s in the
window vs the headless engine, memory beyond the model.

    xvfb-run -a -s "-screen 0 1400x900x24" .venv/bin/python bench/bench_ui.py
    (options: --rounds 3 --tokens 200 --startups 5 --parts startup,throughput,...)

Each measurement runs in a fresh child process (this script with --child),
on a scratch data folder, and prints one JSON line; this parent prints
Markdown for bench/README.md.

- startup: from spawning the process to the window's first paint, and to
  the model being ready (it loads in the background after the window shows).
- throughput: one process holds the window (real model in its worker) and a
  headless LlamaEngine on the same file and settings; rounds alternate
  headless -> window on the same greedy prompt with the prompt cache off.
  Tokens/s is the engine's decode rate in both; a 5 ms QTimer probe records
  how late the GUI thread serves it while the window streams.
- stress: the fake engine streams a 60 kB Markdown answer (prose, code,
  tables) at 200 and 2,000 pieces/s; GUI time per update early vs late in
  the answer, and in a 300-message conversation, plus the timer probe.
- gui-cpu: CPU time of the GUI thread per second while the real default
  model streams, and while the fake engine streams 60 tokens/s (the default
  model's full speed here), 5 and 1 tokens/s, in a new chat and after 100
  messages, each against a plain QTextBrowser appending the same text at the
  same rate (after the same messages); then frame intervals, window hidden.
- memory: RSS of the window after one answer minus RSS of a headless engine
  process after the same answer.
- api-load (not in the default set): token-to-screen latency of a streaming
  window chat (from the engine producing a piece, in the worker thread, to
  the paint of the streaming message holding it), alone and while N API
  streams (`--api-clients`, another process) run through the window's own
  server with "Parallel answers" N + 1; rounds alternate.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
FLOORS = Path(__file__).resolve().parent / "startup_floors.py"
"""The floors of the startup part, in a script that imports nothing else."""
sys.path.insert(0, str(ROOT))

from app.engine.cpu_threads import chat_threads  # noqa: E402
from tests.scratch import scratch_folder  # noqa: E402

THREADS = chat_threads()  # LANTERN_THREADS, else one per CPU
N_CTX = 2048
PROMPT = "Write a long story about a lighthouse keeper and the storm."
PROBE_MS = 5
SCALE = float(os.environ.get("LANTERN_BENCH_SCALE", "1"))
"""Shrinks every fixed-length part (answer size, seconds measured, history):
the test suite's smoke run only proves the parts still run."""


# -- helpers shared by the children -------------------------------------------


def rss_mb() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))] if ordered else 0.0


async def until(condition: Callable[[], object], timeout: float = 900.0) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise TimeoutError("benchmark step timed out")
        await asyncio.sleep(0.01)


async def services_ready(window: Any) -> None:
    """The model is ready and the window's services (controller, API server)
    are attached. They attach one event-loop turn or more after the model is
    ready (app.ui.app's start-up steps), so `host.state == "ready"` alone let a
    busy machine reach `window.controller` before it existed. attach_services
    runs whole on this thread, so `attached` seen here means it has finished."""
    await until(lambda: window.host.state == "ready" and window.attached)


def start_qt() -> tuple[Any, Any]:
    import qasync
    from PySide6.QtWidgets import QApplication

    app = QApplication(sys.argv[:1])
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    return app, loop


def save_bench_settings(tokens: int, **extra: Any) -> None:
    from app.config import Settings, save_settings
    from app.engine.requests import SamplerConfig

    save_settings(Settings(n_ctx=N_CTX, n_threads=THREADS, max_tokens=tokens, system_prompt="",
                           sampler=SamplerConfig.greedy(), cache_prompt=False, **extra))


class LatencyProbe:
    """A 5 ms timer; records how late each tick is while `recording`."""

    def __init__(self) -> None:
        from PySide6.QtCore import Qt, QTimer

        self.recording = False
        self.late_ms: list[float] = []
        self._last = time.perf_counter()
        self._timer = QTimer()
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.timeout.connect(self._tick)
        self._timer.start(PROBE_MS)

    def start(self) -> None:
        self._last = time.perf_counter()  # the GUI may have been blocked before
        self.recording = True

    def stop(self) -> None:
        self.recording = False

    def _tick(self) -> None:
        now = time.perf_counter()
        if self.recording:
            self.late_ms.append(max(0.0, (now - self._last) * 1000 - PROBE_MS))
        self._last = now

    def summary(self) -> dict[str, float]:
        return {"p99_ms": percentile(self.late_ms, 0.99), "max_ms": max(self.late_ms, default=0),
                "samples": len(self.late_ms)}


async def answer_in_window(window: Any, text: str, probe: LatencyProbe | None = None) -> Any:
    await services_ready(window)
    window.controller.new_conversation()
    window.composer.set_text(text)
    window.composer.submit()
    if probe is not None:
        probe.start()
    await until(lambda: not window.controller.busy)
    await asyncio.sleep(0.5)  # the finished answer's final render counts too
    if probe is not None:
        probe.stop()
    conversation_id = window.controller.conversation_id
    return window.chats.call(lambda store: store.thread(conversation_id)[-1]).result(timeout=30)


# -- children -----------------------------------------------------------------


def child_window_parallel() -> dict[str, Any]:
    """How many sequences the window's engine loads the model with (Settings'
    parallel_answers, auto by default, decided from the model and the machine)."""
    from app.config import load_settings
    from app.engine.llama import EngineConfig
    from app.models.fit import parallel_of

    settings = load_settings()
    config = EngineConfig(n_ctx=settings.n_ctx, n_gpu_layers=settings.n_gpu_layers,
                          flash_attention=settings.flash_attention)
    return {"n_parallel": parallel_of(config, settings.parallel_answers)}


def lantern_startup() -> dict[str, float]:
    """The real entry point (`python -m app`), timed by its startup trace."""
    data = str(scratch_folder("lantern-bench-"))
    trace = Path(data) / "trace.jsonl"
    env = dict(os.environ, LANTERN_DATA_DIR=data, LANTERN_STARTUP_TRACE=str(trace))
    spawned_at = time.time()
    subprocess.run([sys.executable, "-m", "app"], env=env, cwd=ROOT, timeout=600,
                   capture_output=True, check=True)
    marks = {m["milestone"]: m["at"] for m in map(json.loads, trace.read_text().splitlines())}
    return {"shown_s": marks["painted"] - spawned_at, "ready_s": marks["ready"] - spawned_at}


def child_throughput(rounds: int, tokens: int) -> dict[str, Any]:
    from app.engine.llama import EngineConfig, LlamaEngine
    from app.engine.requests import GenerateStream, SamplerConfig
    from app.ui.app import create_window

    save_bench_settings(tokens)
    # Loaded first: two models loading at once in two threads is not something
    # llama.cpp promises to survive.
    if "LANTERN_BENCH_FRAME_MS" in os.environ:  # to compare render rates
        import app.ui.chat.message_widget

        app.ui.chat.message_widget.STREAM_FRAME_MS = int(os.environ["LANTERN_BENCH_FRAME_MS"])
    headless = LlamaEngine(EngineConfig(n_ctx=N_CTX, n_threads=THREADS))
    _app, loop = start_qt()  # the QApplication must stay referenced
    window = create_window()
    probe = LatencyProbe()

    def headless_rate() -> tuple[float, int]:
        request = GenerateStream(prompt=[{"role": "user", "content": PROMPT}],
                                 max_tokens=tokens, config=SamplerConfig.greedy(),
                                 cache_prompt=False)
        headless.run(request)
        usage = request.reply.result()
        return usage.tokens_per_second, usage.completion_tokens

    async def run() -> dict[str, Any]:
        await services_ready(window)
        results: dict[str, Any] = {"headless": [], "window": [], "tokens": []}
        headless_rate()  # warm-up, not counted: first runs pay page faults
        await answer_in_window(window, PROMPT)
        for round_ in range(rounds):
            if round_ % 2:  # alternate who goes first: drifting load hits both alike
                answer = await answer_in_window(window, PROMPT)
                rate, count = headless_rate()
            else:
                rate, count = headless_rate()
                answer = await answer_in_window(window, PROMPT)
            results["headless"].append(rate)
            results["window"].append(answer.usage.tokens_per_second)
            results["tokens"].append((count, answer.usage.completion_tokens))
        for _ in range(2):  # the timer probe has a cost of its own: separate rounds
            await answer_in_window(window, PROMPT, probe)
        results["latency"] = probe.summary()
        return results

    with loop:
        results = loop.run_until_complete(run())
        window.close()
    headless.close()
    return results


def record_token_to_screen() -> tuple[list[tuple[float, int]], list[tuple[float, int]]]:
    """(made, shown): when the engine produced the window's answer text up to
    N characters (in the worker thread), and when its streaming message was
    painted holding N characters (in the GUI thread). API answers, which
    carry API_PRIORITY, are left out."""
    from app.engine.requests import WINDOW_PRIORITY
    from app.ui.chat.message_widget import MessageWidget
    from app.workers.inference import InferenceWorker

    made: list[tuple[float, int]] = []
    shown: list[tuple[float, int]] = []
    wrap, render = InferenceWorker._wrap_stream, MessageWidget._render_frame

    def wrapped(self: InferenceWorker, request: Any) -> Any:
        report = wrap(self, request)
        if request.priority == WINDOW_PRIORITY:
            inner, total = request.callback, [0]

            def on_piece(text: str) -> None:
                inner(text)
                total[0] += len(text)
                made.append((time.perf_counter(), total[0]))
            request.callback = on_piece
        return report

    def painted(self: MessageWidget) -> None:
        render(self)
        shown.append((time.perf_counter(), len(self.text)))

    InferenceWorker._wrap_stream = wrapped  # type: ignore[method-assign]
    MessageWidget._render_frame = painted  # type: ignore[method-assign]
    return made, shown


def token_to_screen_ms(made: list[tuple[float, int]],
                       shown: list[tuple[float, int]]) -> list[float]:
    """For every piece made: how long until a paint held it."""
    delays, index = [], 0
    for at, length in made:
        while index < len(shown) and (shown[index][1] < length or shown[index][0] < at):
            index += 1
        if index == len(shown):
            break
        delays.append((shown[index][0] - at) * 1000)
    return delays


def child_api_load(url: str, key: str, clients: int, tokens: int) -> dict[str, Any]:
    """`clients` API streams at once, each starting again when it ends, until
    this process is stopped (a separate process: its own GIL)."""
    import httpx

    from bench.bench_api import http_run

    async def client(http: httpx.AsyncClient, n: int) -> None:
        round_ = 0
        while True:
            round_ += 1
            await http_run(http, f"Client {n}, round {round_}. 1, 2, 3, 4,", tokens)

    async def run() -> None:
        async with httpx.AsyncClient(base_url=url, timeout=900,
                                     headers={"Authorization": f"Bearer {key}"}) as http:
            await asyncio.gather(*[client(http, n) for n in range(clients)])

    asyncio.run(run())
    return {}


def child_api_streaming(tokens: int, clients: int) -> dict[str, Any]:
    """A streaming window chat, alone (clients 0) or while `clients` API
    streams run through the window's own server: token-to-screen latency of
    the window's answer, and the GUI timer probe."""
    from app.api.keys import load_or_create_key
    from app.ui.app import create_window
    from bench.bench_api import free_port

    port = free_port()
    save_bench_settings(tokens, parallel_answers=clients + 1, api_server_enabled=clients > 0,
                        api_port=port)
    made, shown = record_token_to_screen()
    _app, loop = start_qt()
    window = create_window()
    probe = LatencyProbe()

    async def run() -> dict[str, Any]:
        await services_ready(window)
        await answer_in_window(window, PROMPT)  # warm-up
        load = None
        if clients:
            await until(lambda: window.api_server.url is not None)
            load = subprocess.Popen([sys.executable, __file__, "--child", "api-load",
                                     f"http://127.0.0.1:{port}", load_or_create_key(),
                                     str(clients), str(tokens)])
            await asyncio.sleep(3)  # the API's streams are decoding
        made.clear()
        shown.clear()
        answer = await answer_in_window(window, PROMPT, probe)
        if load is not None:
            load.terminate()
            load.wait(30)
        delays = token_to_screen_ms(made, shown)
        return {"p50_ms": percentile(delays, 0.5), "p99_ms": percentile(delays, 0.99),
                "pieces": len(delays), "tokens_per_s": answer.usage.tokens_per_second,
                "timer": probe.summary()}

    with loop:
        results = loop.run_until_complete(run())
        window.close()
    return results


def stress_answer() -> str:
    prose = ("The keeper climbed the **spiral stairs**, counting steps as the storm "
             "rose; the `lamp` had to be lit before dusk. ") * 3 + "\n\n"
    code = "```python\n" + "".join(f"beam_{i} = rotate(lens, {i} * STEP)\n"
                                   for i in range(60)) + "```\n\n"
    table = "| hour | wind | sea |\n|---|---|---|\n" + "".join(
        f"| {h}:00 | {h * 3} kn | {h % 5} m |\n" for h in range(12)) + "\n"
    block = prose * 4 + code + table
    return (block * 40)[:max(2_000, round(60_000 * SCALE))]


def time_frames() -> list[float]:
    """Milliseconds of every frame a streaming message renders (in the GUI thread)."""
    from app.ui.chat.message_widget import MessageWidget

    frames: list[float] = []
    render = MessageWidget._render_frame

    def timed(self: MessageWidget) -> None:
        started = time.perf_counter()
        render(self)
        frames.append((time.perf_counter() - started) * 1000)

    MessageWidget._render_frame = timed  # type: ignore[method-assign]
    return frames


def frame_summary(frames: list[float]) -> dict[str, float]:
    fifth = max(1, len(frames) // 5)
    return {"frames": len(frames), "early_median_ms": statistics.median(frames[:fifth]),
            "late_median_ms": statistics.median(frames[-fifth:]),
            "update_p99_ms": percentile(frames, 0.99)}


def child_stress() -> dict[str, Any]:
    from app.ui.app import create_window
    from tests.ui.fakes import Script, fake_factory

    save_bench_settings(100_000)
    text = stress_answer()
    script = Script(answer=lambda _p: text)
    _app, loop = start_qt()  # the QApplication must stay referenced
    window = create_window(fake_factory(script))
    window.resize(1200, 800)
    probe = LatencyProbe()
    update_ms = time_frames()

    async def one(delay: float) -> dict[str, float]:
        script.delay_s = delay
        update_ms.clear()
        probe.late_ms.clear()
        await answer_in_window(window, "Tell the long story.", probe)
        return frame_summary(update_ms) | probe.summary()

    async def long_conversation() -> None:
        script.answer, script.delay_s = None, 0.0
        await until(lambda: window.attached)
        window.controller.new_conversation()
        for turn in range(max(2, round(150 * SCALE))):  # 300 messages on screen
            window.composer.set_text(f"Question {turn}?")
            window.composer.submit()
            await until(lambda: not window.controller.busy)
        script.answer = lambda _p: text

    async def run() -> dict[str, Any]:
        await services_ready(window)
        results = {"200/s": await one(0.005), "2000/s": await one(0.0005)}
        await long_conversation()
        script.delay_s = 0.0005
        update_ms.clear()
        window.composer.set_text("And the long story again, please.")
        window.composer.submit()
        probe.start()
        await until(lambda: not window.controller.busy)
        await asyncio.sleep(0.5)
        probe.stop()
        results["2000/s after 300 messages"] = frame_summary(update_ms) | probe.summary()
        return results

    with loop:
        results = loop.run_until_complete(run())
        window.close()
    return results


def child_gui_cpu(frame_ms: int, shown: bool, rate: float = 60.0,
                  history: int = 0) -> dict[str, Any]:
    """GUI-thread CPU per second while the fake engine streams `rate` pieces/s
    of prose, after `history` messages of conversation."""
    import app.ui.chat.message_widget
    from app.ui.app import create_window
    from tests.ui.fakes import Script, fake_factory

    app.ui.chat.message_widget.STREAM_FRAME_MS = frame_ms
    save_bench_settings(100_000)
    story = "Once upon a time, the keeper of the lighthouse climbed the stairs again. " * 60
    script = Script(answer=lambda _p: story[:300])
    _app, loop = start_qt()  # the QApplication must stay referenced
    window = create_window(fake_factory(script))
    window.resize(1200, 800)
    if not shown:
        window.hide()

    async def run() -> float:
        await services_ready(window)
        for number in range(history // 2):  # one conversation, `history` messages long
            window.composer.set_text(f"Question {number}?")
            window.composer.submit()
            await until(lambda: window.controller.busy)
            await until(lambda: not window.controller.busy)
        script.answer, script.delay_s = (lambda _p: story), 1 / rate
        window.composer.set_text("Tell the story.")
        window.composer.submit()
        await asyncio.sleep(1.0 * SCALE)
        cpu, wall = time.thread_time(), time.perf_counter()
        await asyncio.sleep(5.0 * SCALE)
        used = (time.thread_time() - cpu) / (time.perf_counter() - wall) * 1000
        window.controller.stop()
        await until(lambda: not window.controller.busy)
        return used

    with loop:
        used = loop.run_until_complete(run())
        window.close()
    return {"gui_cpu_ms_per_s": used}


def child_gui_cpu_real(tokens: int) -> dict[str, Any]:
    """GUI-thread CPU per second while the real default model streams an answer
    in the window (from its first piece to its end), and the tokens/s it had."""
    from app.ui.app import create_window

    save_bench_settings(tokens)
    _app, loop = start_qt()
    window = create_window()
    window.resize(1200, 800)

    async def run() -> dict[str, float]:
        await services_ready(window)
        await answer_in_window(window, PROMPT)  # warm-up: first runs pay page faults
        window.controller.new_conversation()
        window.composer.set_text(PROMPT)
        window.composer.submit()
        view = window.chat_view

        def started() -> bool:
            message_id = window.controller.streaming_message_id
            widget = view.widget_for(message_id) if message_id is not None else None
            return widget is not None and bool(widget.text)

        await until(lambda: started() or not window.controller.busy)
        cpu, wall = time.thread_time(), time.perf_counter()
        await until(lambda: not window.controller.busy)
        used = (time.thread_time() - cpu) / (time.perf_counter() - wall) * 1000
        conversation_id = window.controller.conversation_id
        answer = window.chats.call(
            lambda store: store.thread(conversation_id)[-1]).result(timeout=30)
        return {"gui_cpu_ms_per_s": used, "tokens_per_s": answer.usage.tokens_per_second}

    with loop:
        results = loop.run_until_complete(run())
        window.close()
    return results


def child_gui_cpu_plain(rate: float, history: int = 0) -> dict[str, Any]:
    """The floor: a plain QTextBrowser in a window of the same size appending
    the same text at the same rate (no Markdown, no message cards), after the
    same `history` messages' text."""
    from PySide6.QtCore import QTimer
    from PySide6.QtGui import QTextCursor
    from PySide6.QtWidgets import QMainWindow, QTextBrowser

    story = "Once upon a time, the keeper of the lighthouse climbed the stairs again. " * 60
    pieces = [story[i:i + 4] for i in range(0, len(story), 4)]
    _app, loop = start_qt()
    window = QMainWindow()
    browser = QTextBrowser()
    browser.setPlainText("".join(f"Question {number}?\n\n{story[:300]}\n\n"
                                 for number in range(history // 2)))
    window.setCentralWidget(browser)
    window.resize(1200, 800)
    window.show()

    def append() -> None:
        if pieces:
            cursor = browser.textCursor()
            cursor.movePosition(QTextCursor.MoveOperation.End)
            cursor.insertText(pieces.pop(0))
            bar = browser.verticalScrollBar()
            bar.setValue(bar.maximum())

    timer = QTimer()
    timer.setInterval(round(1000 / rate))
    timer.timeout.connect(append)

    async def run() -> float:
        timer.start()
        await asyncio.sleep(1.0 * SCALE)
        cpu, wall = time.thread_time(), time.perf_counter()
        await asyncio.sleep(5.0 * SCALE)
        return (time.thread_time() - cpu) / (time.perf_counter() - wall) * 1000

    with loop:
        used = loop.run_until_complete(run())
        window.close()
    return {"gui_cpu_ms_per_s": used}


def child_memory_window(tokens: int) -> dict[str, Any]:
    from app.ui.app import create_window

    save_bench_settings(tokens)
    _app, loop = start_qt()  # the QApplication must stay referenced
    window = create_window()

    async def run() -> float:
        await services_ready(window)
        await answer_in_window(window, PROMPT)
        await asyncio.sleep(0.5)
        return rss_mb()

    with loop:
        rss = loop.run_until_complete(run())
        window.close()
    return {"rss_mb": rss}


def child_memory_headless(tokens: int) -> dict[str, Any]:
    from app.engine.llama import EngineConfig, LlamaEngine
    from app.engine.requests import GenerateStream, SamplerConfig

    engine = LlamaEngine(EngineConfig(n_ctx=N_CTX, n_threads=THREADS))
    request = GenerateStream(prompt=[{"role": "user", "content": PROMPT}], max_tokens=tokens,
                             config=SamplerConfig.greedy(), cache_prompt=False)
    engine.run(request)
    request.reply.result()
    return {"rss_mb": rss_mb()}


# -- the parent -----------------------------------------------------------------


def run_child(*args: str, script: Path = Path(__file__)) -> dict[str, Any]:
    env = dict(os.environ, LANTERN_DATA_DIR=str(scratch_folder("lantern-bench-")),
               LANTERN_BENCH_SCALE=str(SCALE))
    command = [sys.executable, str(script), *(("--child",) if script == Path(__file__) else ()),
               *args]
    done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=3600,
                          check=False)
    for line in done.stdout.splitlines():
        if line.startswith("RESULT "):
            result: dict[str, Any] = json.loads(line[len("RESULT "):])
            return result
    raise RuntimeError(f"child {args} failed:\n{done.stdout[-2000:]}\n{done.stderr[-4000:]}")


def compile_sources() -> None:
    """Cache the bytecode of Lantern's own modules first, as an installed
    Lantern has it (pip and the frozen bundle ship .pyc files) and as the
    floors' PySide6 and llama-cpp-python already do: with
    PYTHONDONTWRITEBYTECODE set (or a read-only tree) every start would
    otherwise compile ~150 modules, ~80 ms before the first paint."""
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(ROOT / "app")],
                   check=True, stdout=subprocess.DEVNULL)


def report_startup(runs: int) -> None:
    """Lantern and its floors interleaved, so a noisy moment hits all three."""
    compile_sources()
    n_parallel = str(run_child("window-parallel")["n_parallel"])
    shown, ready, bare, alone = [], [], [], []
    for _ in range(runs):
        lantern = lantern_startup()
        shown.append(lantern["shown_s"] * 1000)
        ready.append(lantern["ready_s"] * 1000)
        bare.append(run_child("bare", str(time.time()), script=FLOORS)["shown_s"] * 1000)
        alone.append(run_child("model-alone", str(time.time()), n_parallel,
                               script=FLOORS)["ready_s"] * 1000)
    paint_ratio = statistics.median(shown) / statistics.median(bare)
    ready_ratio = statistics.median(ready) / statistics.median(alone)
    print(f"| Process start → window painted (x{runs}) | median {statistics.median(shown):.0f}"
          f" ms vs bare PySide6 QMainWindow {statistics.median(bare):.0f} ms: "
          f"**{paint_ratio:.2f}x** (goal ≤ 2x) |")
    print(f"| Process start → model ready (x{runs}) | median {statistics.median(ready):.0f}"
          f" ms vs loading the model alone ({n_parallel} sequences, as the window)"
          f" {statistics.median(alone):.0f} ms: "
          f"**{ready_ratio:.2f}x** (goal ≤ 1.5x) |")


def report_throughput(rounds: int, tokens: int) -> None:
    result = run_child("throughput", str(rounds), str(tokens))
    pairs = zip(result["headless"], result["window"], strict=True)
    rows = [f"{h:.1f} / {w:.1f} ({w / h:.3f})" for h, w in pairs]
    ratio = statistics.median(result["window"]) / statistics.median(result["headless"])
    paired = statistics.median(w / h for h, w in zip(result["headless"], result["window"],
                                                       strict=True))
    print(f"| Tokens/s headless / window, per round | {'; '.join(rows)} |")
    print(f"| Tokens/s window ÷ headless: of the medians; median of the rounds | "
          f"{ratio:.3f}; {paired:.3f} |")
    print(f"| Tokens per answer (headless, window) | {result['tokens']} |")
    latency = result["latency"]
    print(f"| Timer probe while the real model streams ({latency['samples']} ticks) | "
          f"p99 {latency['p99_ms']:.1f} ms late, max {latency['max_ms']:.1f} ms |")


def report_stress() -> None:
    result = run_child("stress")
    print("\n| Fake engine, 60 kB Markdown answer | frames | GUI ms per frame: first 20% / "
          "last 20% (median), p99 | timer probe p99 / max |")
    print("|---|---|---|---|")
    for name, r in result.items():
        print(f"| {name} | {r['frames']} | {r['early_median_ms']:.2f} / "
              f"{r['late_median_ms']:.2f}, {r['update_p99_ms']:.1f} | "
              f"{r['p99_ms']:.1f} / {r['max_ms']:.1f} ms |")


def report_gui_cpu(tokens: int, rates: tuple[float, ...]) -> None:
    print("\n| Streaming | GUI thread CPU | plain QTextBrowser appending "
          "the same text |\n|---|---|---|")
    real = run_child("gui-cpu-real", str(tokens))
    plain = run_child("gui-cpu-plain", str(real["tokens_per_s"]))["gui_cpu_ms_per_s"]
    print(f"| the default model, {real['tokens_per_s']:.0f} tokens/s | "
          f"{real['gui_cpu_ms_per_s']:.0f} ms/s | {plain:.0f} ms/s |")
    for rate in rates:
        window = run_child("gui-cpu", "50", "shown", str(rate))["gui_cpu_ms_per_s"]
        plain = run_child("gui-cpu-plain", str(rate))["gui_cpu_ms_per_s"]
        print(f"| fake engine, {rate:g} tokens/s, a frame every 50 ms | {window:.0f} ms/s | "
              f"{plain:.0f} ms/s |")
    for rate in (rates[0], rates[-1]) if len(rates) > 1 else rates:
        used = run_child("gui-cpu", "50", "shown", str(rate), "100")["gui_cpu_ms_per_s"]
        plain = run_child("gui-cpu-plain", str(rate), "100")["gui_cpu_ms_per_s"]
        print(f"| fake engine, {rate:g} tokens/s after 100 messages | {used:.0f} ms/s | "
              f"{plain:.0f} ms/s (after the same 100 messages) |")
    for frame_ms, shown in ((16, True), (100, True), (50, False)):
        used = run_child("gui-cpu", str(frame_ms), "shown" if shown else "hidden")
        label = f"fake engine, 60 tokens/s, a frame every {frame_ms} ms" + (
            "" if shown else ", window hidden (no paint)")
        print(f"| {label} | {used['gui_cpu_ms_per_s']:.0f} ms/s | |")


def report_memory(tokens: int) -> None:
    window = run_child("memory-window", str(tokens))["rss_mb"]
    headless = run_child("memory-headless", str(tokens))["rss_mb"]
    print(f"\n| Memory (RSS after one {tokens}-token answer) | MB |\n|---|---|")
    print(f"| Headless engine process | {headless:.0f} |")
    print(f"| Window process | {window:.0f} |")
    print(f"| The app beyond the model | {window - headless:.0f} |")


def report_api_streaming(rounds: int, tokens: int, clients: int) -> None:
    """The window's answer alone and beside `clients` API streams, alternating."""
    runs: dict[int, list[dict[str, Any]]] = {0: [], clients: []}
    for round_ in range(rounds):
        for load in ((0, clients) if round_ % 2 == 0 else (clients, 0)):
            runs[load].append(run_child("api-streaming", str(tokens), str(load)))
    print(f"\n| Window answer, {tokens} tokens | token-to-screen p50 / p99 | window tok/s "
          "| GUI timer p99 |\n|---|---|---|---|")
    for load, results in runs.items():
        label = "alone" if not load else f"beside {load} API streams (parallel answers {load + 1})"
        print(f"| {label} | {statistics.median(r['p50_ms'] for r in results):.1f} / "
              f"{statistics.median(r['p99_ms'] for r in results):.1f} ms | "
              f"{statistics.median(r['tokens_per_s'] for r in results):.1f} | "
              f"{statistics.median(r['timer']['p99_ms'] for r in results):.1f} ms |")


def child_main(args: list[str]) -> None:
    kind, rest = args[0], args[1:]
    children: dict[str, Callable[[], dict[str, Any]]] = {
        "window-parallel": child_window_parallel,
        "throughput": lambda: child_throughput(int(rest[0]), int(rest[1])),
        "stress": child_stress,
        "gui-cpu": lambda: child_gui_cpu(int(rest[0]), rest[1] == "shown",
                                         float(rest[2]) if len(rest) > 2 else 60.0,
                                         int(rest[3]) if len(rest) > 3 else 0),
        "gui-cpu-plain": lambda: child_gui_cpu_plain(float(rest[0]),
                                                     int(rest[1]) if len(rest) > 1 else 0),
        "gui-cpu-real": lambda: child_gui_cpu_real(int(rest[0])),
        "memory-window": lambda: child_memory_window(int(rest[0])),
        "memory-headless": lambda: child_memory_headless(int(rest[0])),
        "api-streaming": lambda: child_api_streaming(int(rest[0]), int(rest[1])),
        "api-load": lambda: child_api_load(rest[0], rest[1], int(rest[2]), int(rest[3])),
    }
    result = children[kind]()
    print("RESULT " + json.dumps(result), flush=True)


def main() -> int:
    if len(sys.argv) > 1 and sys.argv[1] == "--child":
        child_main(sys.argv[2:])
        return 0
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--tokens", type=int, default=200)
    parser.add_argument("--startups", type=int, default=5)
    parser.add_argument("--parts", default="startup,throughput,stress,gui-cpu,memory",
                        help="comma-separated subset to run (also: api-load)")
    parser.add_argument("--api-clients", type=int, default=3,
                        help="API streams beside the window's answer in the api-load part")
    parser.add_argument("--gui-rates", default="60,5,1",
                        help="fake engine tokens/s in the gui-cpu part, fastest first "
                             "(60: the default model's full speed here; the first and "
                             "last are also measured after 100 messages)")
    parser.add_argument("--scale", type=float, default=1.0,
                        help="shrink the fixed-length parts (0.05: a quick check that all run)")
    args = parser.parse_args()
    global SCALE
    SCALE = args.scale
    parts = set(args.parts.split(","))
    from app.engine.model_files import default_chat_model

    default_chat_model()  # assembled once, before anything is timed
    print(f"Load average before: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores\n")
    print("| Measure | Result |\n|---|---|")
    if "startup" in parts:
        report_startup(args.startups)
    if "throughput" in parts:
        report_throughput(args.rounds, args.tokens)
    if "stress" in parts:
        report_stress()
    if "gui-cpu" in parts:
        report_gui_cpu(args.tokens, tuple(float(r) for r in args.gui_rates.split(",")))
    if "memory" in parts:
        report_memory(args.tokens)
    if "api-load" in parts:
        report_api_streaming(args.rounds, args.tokens, args.api_clients)
    print(f"\nLoad average after: {os.getloadavg()[0]:.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
