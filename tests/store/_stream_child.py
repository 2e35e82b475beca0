"""Child process for test_durability: streams an answer until it is killed.

    python tests/store/_stream_child.py DB_PATH

Prints "ready CONVERSATION USER_MESSAGE ANSWER", then "saved N" each time
the writer has written N characters to the database.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from app.store import ChatStore


def token(i: int) -> str:
    return f"w{i} "


def main() -> None:
    store = ChatStore.open(sys.argv[1])  # the real one-second policy
    cid = store.create_conversation().id
    user = store.add_user_message(cid, "Please write a very long answer. ✓")
    writer = store.begin_answer(cid, model="fake.gguf")
    print(f"ready {cid} {user.id} {writer.message_id}", flush=True)
    flushes = 0
    for i in range(100_000):
        time.sleep(0.01)
        writer.append(token(i))
        if writer.flushes != flushes:
            flushes = writer.flushes
            saved = len(writer.text)  # flushed just now, so all of it is saved
            print(f"saved {saved}", flush=True)


if __name__ == "__main__":
    main()
