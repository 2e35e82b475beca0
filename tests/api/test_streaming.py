"""The per-token path from the engine's thread to the client's socket."""

from __future__ import annotations

import asyncio
import json
import socket
import threading
from concurrent.futures import Future

from app.api.responses import Reply, sse
from app.api.server import open_socket
from app.api.streaming import PieceChannel


def test_accepted_connections_do_not_wait_for_acks() -> None:
    """TCP_NODELAY on every connection: otherwise Nagle holds each small SSE
    event until the client's delayed ACK, and tokens arrive in bunches."""
    listener = open_socket("127.0.0.1", 0)
    port = listener.getsockname()[1]
    seen: list[int] = []

    async def main() -> None:
        accepted = asyncio.Event()

        def connected(_reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
            sock = writer.get_extra_info("socket")
            seen.append(sock.getsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY))
            writer.close()
            accepted.set()

        server = await asyncio.start_server(connected, sock=listener)
        async with server:
            _reader, writer = await asyncio.open_connection("127.0.0.1", port)
            await accepted.wait()
            writer.close()

    asyncio.run(main())
    assert seen and seen[0] != 0


def test_pieces_from_another_thread_arrive_whole_and_in_order() -> None:
    texts = [f"<{i}>" for i in range(2000)]

    async def main() -> list[str]:
        channel = PieceChannel(asyncio.get_running_loop())
        reply: Future[None] = Future()
        reply.add_done_callback(channel.end)

        def engine() -> None:
            for text in texts:
                channel.push(text)
            reply.set_result(None)

        threading.Thread(target=engine).start()
        await channel.wait_started()
        return [piece async for piece in channel.pieces()]

    received = asyncio.run(main())
    assert "".join(received) == "".join(texts)
    assert all(received)  # pieces that queued up meanwhile are joined, never empty


def test_a_push_after_the_loop_closed_is_dropped_quietly() -> None:
    loop = asyncio.new_event_loop()
    channel = PieceChannel(loop)
    loop.close()
    channel.push("late")  # the server stopped; the engine's thread must not fail
    channel.push("later")


def test_prebuilt_text_events_equal_the_chunk_json() -> None:
    for chat in (True, False):
        reply = Reply(chat=chat, model='odd "model" \\ name')
        for text in ["plain", 'quote " and \\ slash', "é 日本 \u2028 \x00 \x1f\n", ""]:
            assert reply.text_event(text) == sse(reply.chunk(text))
            body = json.loads(reply.text_event(text)[len(b"data: "):])
            choice = body["choices"][0]
            assert (choice["delta"]["content"] if chat else choice["text"]) == text
