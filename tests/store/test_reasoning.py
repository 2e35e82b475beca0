"""An answer's thinking is stored apart from its text (migration 0011)."""

from __future__ import annotations

from pathlib import Path

from app.domain import UsageStats, chat_messages
from app.store import ChatStore


def test_thinking_is_saved_apart_and_left_out_of_the_next_prompt(tmp_path: Path) -> None:
    with ChatStore.open(tmp_path / "chats.db") as store:
        conversation = store.create_conversation("Sky")
        user = store.add_user_message(conversation.id, "Why is the sky blue?")
        writer = store.begin_answer(conversation.id, model="thinker")
        writer.append("Rayleigh scattering.")
        saved = writer.finish(UsageStats(completion_tokens=9, reasoning_tokens=5),
                              reasoning="Short wavelengths scatter more.")
        assert saved.content == "Rayleigh scattering."
        assert saved.reasoning == "Short wavelengths scatter more."
        assert saved.usage is not None and saved.usage.reasoning_tokens == 5
        thread = store.thread(conversation.id)
        assert [m.id for m in thread] == [user.id, saved.id]
        sent = chat_messages(thread, "Be brief.")
        assert all("Short wavelengths" not in m["content"] for m in sent)

        resumed = store.resume_answer(saved.id)  # Continue keeps the thinking
        resumed.append(" More.")
        again = resumed.finish(UsageStats(completion_tokens=2))
        assert again.reasoning == "Short wavelengths scatter more."
