"""Images kept with conversations: files named by their hash, rows in SQLite
(app.store.image_files), kept by branches, gone with their last message."""

from __future__ import annotations

import hashlib
import io
import logging
import sqlite3
from pathlib import Path

import pytest
from PIL import Image

from app.domain import (
    IMAGE_TOKENS_ESTIMATE,
    TURN_OVERHEAD_TOKENS,
    chat_messages,
    next_prompt_estimate,
)
from app.images import IMAGES_KEY, ImageInput, read_image
from app.store import ChatStore, StoreError, open_database
from app.store.image_files import image_path, images_folder
from app.store.migrations import MIGRATIONS


def picture(colour: tuple[int, int, int], size: tuple[int, int] = (24, 16),
            kind: str = "PNG") -> ImageInput:
    """A real image, through the same check every attached image takes."""
    out = io.BytesIO()
    Image.new("RGB", size, colour).save(out, kind)
    return read_image(out.getvalue())


RED = picture((200, 30, 30))
BLUE = picture((30, 30, 200), (10, 30), "JPEG")


def files_of(db_path: Path) -> set[str]:
    folder = images_folder(db_path)
    return {p.name for p in folder.rglob("*") if p.is_file()} if folder.exists() else set()


def name_of(image: ImageInput) -> str:
    return image_path(Path(), image.sha256, image.mime).name


def test_a_message_keeps_its_images_in_order(store: ChatStore, db_path: Path) -> None:
    chat = store.create_conversation()
    sent = store.add_user_message(chat.id, "what is in these?", images=[RED, BLUE])
    assert [i.sha256 for i in sent.images] == [RED.sha256, BLUE.sha256]
    assert files_of(db_path) == {name_of(RED), name_of(BLUE)}
    assert name_of(BLUE).endswith(".jpg") and name_of(RED).endswith(".png")
    with ChatStore.open(db_path) as again:  # another connection reads them from disk
        for message in (again.get_message(sent.id), again.thread(chat.id)[0],
                        again.messages(chat.id)[0]):
            assert [(i.data, i.mime, i.width, i.height) for i in message.images] == [
                (RED.data, "image/png", 24, 16), (BLUE.data, "image/jpeg", 10, 30)]
            assert all(hashlib.sha256(i.data).hexdigest() == i.sha256 for i in message.images)
    with store.begin_answer(chat.id) as answer:
        answer.append("a red and a blue picture")
    assert store.get_message(answer.message_id).images == ()


def test_the_same_image_twice_is_one_file(store: ChatStore, db_path: Path) -> None:
    first = store.create_conversation()
    second = store.create_conversation()
    store.add_user_message(first.id, "one", images=[RED])
    store.add_user_message(first.id, "again", images=[RED, RED])
    store.add_user_message(second.id, "elsewhere", images=[RED])
    assert files_of(db_path) == {name_of(RED)}
    assert [len(m.images) for m in store.messages(first.id)] == [1, 2]


def test_deleting_a_conversation_deletes_the_files_only_it_used(
        store: ChatStore, db_path: Path) -> None:
    kept = store.create_conversation()
    gone = store.create_conversation()
    store.add_user_message(kept.id, "shared", images=[RED])
    store.add_user_message(gone.id, "shared and own", images=[RED, BLUE])
    store.delete_conversation(gone.id)
    assert files_of(db_path) == {name_of(RED), name_of(BLUE)}  # the bin can restore it
    assert store.purge_deleted() == 1
    assert files_of(db_path) == {name_of(RED)}
    store.delete_conversation(kept.id)
    store.purge_deleted()
    assert files_of(db_path) == set()


def test_an_edit_keeps_the_images_unless_given_others(store: ChatStore) -> None:
    chat = store.create_conversation()
    original = store.add_user_message(chat.id, "what colour?", images=[RED, BLUE])
    edited = store.edit_user_message(original.id, "which colours?")
    assert edited.id != original.id
    assert [i.sha256 for i in edited.images] == [RED.sha256, BLUE.sha256]
    assert [i.sha256 for i in store.thread(chat.id)[0].images] == [RED.sha256, BLUE.sha256]
    replaced = store.edit_user_message(original.id, "and this?", [BLUE])
    assert [i.sha256 for i in replaced.images] == [BLUE.sha256]
    assert store.edit_user_message(original.id, "no pictures", ()).images == ()
    # The original branch is as it was.
    assert [i.sha256 for i in store.get_message(original.id).images] == [
        RED.sha256, BLUE.sha256]


def test_regenerate_and_branch_switches_keep_the_question_s_images(store: ChatStore) -> None:
    chat = store.create_conversation()
    question = store.add_user_message(chat.id, "describe it", images=[RED])
    with store.begin_answer(chat.id) as first:
        first.append("red")
    with store.regenerate(first.message_id) as second:
        second.append("a red square")
    for answer_id in (first.message_id, second.message_id):
        thread = store.select_branch(answer_id)
        assert [m.id for m in thread] == [question.id, answer_id]
        assert [i.sha256 for i in thread[0].images] == [RED.sha256]


def test_a_missing_file_leaves_the_message_without_that_image(
        store: ChatStore, db_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    chat = store.create_conversation()
    sent = store.add_user_message(chat.id, "two pictures", images=[RED, BLUE])
    image_path(images_folder(db_path), RED.sha256, RED.mime).unlink()
    caplog.set_level(logging.WARNING, "app.store.image_files")
    with ChatStore.open(db_path) as again:
        message = again.get_message(sent.id)
    assert message.content == "two pictures"
    assert [i.sha256 for i in message.images] == [BLUE.sha256]
    assert any("missing" in r.getMessage() and str(sent.id) in r.getMessage()
               for r in caplog.records)


def test_a_changed_file_is_not_given_as_the_image(
        store: ChatStore, db_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    chat = store.create_conversation()
    sent = store.add_user_message(chat.id, "a picture", images=[RED])
    image_path(images_folder(db_path), RED.sha256, RED.mime).write_bytes(BLUE.data)
    caplog.set_level(logging.WARNING, "app.store.image_files")
    with ChatStore.open(db_path) as again:
        assert again.get_message(sent.id).images == ()
    assert any("changed on disk" in r.getMessage() for r in caplog.records)


def test_opening_sweeps_files_no_message_uses(store: ChatStore, db_path: Path) -> None:
    chat = store.create_conversation()
    store.add_user_message(chat.id, "kept", images=[RED])
    folder = images_folder(db_path)
    # What a crash between a file's write and its message's commit leaves.
    orphan = image_path(folder, BLUE.sha256, BLUE.mime)
    orphan.parent.mkdir(parents=True, exist_ok=True)
    orphan.write_bytes(BLUE.data)
    half_written = orphan.parent / ".incoming-abc123"
    half_written.write_bytes(b"half")
    not_ours = folder / "notes.txt"
    not_ours.write_text("mine")
    with ChatStore.open(db_path):  # the images table changed since the last sweep
        assert not orphan.exists() and not half_written.exists()
        assert files_of(db_path) == {name_of(RED), "notes.txt"}
        orphan.write_bytes(BLUE.data)
    with ChatStore.open(db_path):  # nothing changed since: no sweep, no folder walk
        assert orphan.exists()


def test_a_database_of_the_previous_schema_gets_images(db_path: Path) -> None:
    open_database(db_path, MIGRATIONS[:-1]).close()
    conn = sqlite3.connect(db_path)
    with conn:
        conn.execute("INSERT INTO conversations (id, title, created_at, updated_at) "
                     "VALUES (1, 'Before images', 1.0, 2.0)")
        conn.execute("INSERT INTO messages (id, conversation_id, parent_id, role, content, "
                     "created_at, updated_at) VALUES (1, 1, NULL, 'user', 'old question', "
                     "1.0, 1.0)")
        conn.execute("UPDATE conversations SET tip_message_id = 1 WHERE id = 1")
    conn.close()
    with ChatStore.open(db_path) as store:
        assert store.get_message(1).images == ()
        edited = store.edit_user_message(1, "old question, with a picture", [RED])
        assert [i.data for i in store.get_message(edited.id).images] == [RED.data]
        assert [m.images for m in store.thread(1)] == [edited.images]


def test_the_engine_s_messages_carry_the_stored_images(store: ChatStore) -> None:
    chat = store.create_conversation()
    store.add_user_message(chat.id, "first, no picture")
    with store.begin_answer(chat.id) as answer:
        answer.append("noted")
    store.add_user_message(chat.id, "what is this?", images=[BLUE, RED])
    messages = chat_messages(store.thread(chat.id), "Be brief.")
    assert [m["role"] for m in messages] == ["system", "user", "assistant", "user"]
    assert [IMAGES_KEY in m for m in messages] == [False, False, False, True]
    assert [(i.sha256, i.data) for i in messages[-1][IMAGES_KEY]] == [
        (BLUE.sha256, BLUE.data), (RED.sha256, RED.data)]
    assert messages[-1]["content"] == "what is this?"


def test_the_next_prompt_estimate_counts_images(store: ChatStore) -> None:
    chat = store.create_conversation()
    store.add_user_message(chat.id, "x" * 40)
    plain = next_prompt_estimate(store.thread(chat.id), "", "")
    store.edit_user_message(store.thread(chat.id)[0].id, "x" * 40, [RED, BLUE])
    thread = store.thread(chat.id)
    assert next_prompt_estimate(thread, "", "") == plain + 2 * IMAGE_TOKENS_ESTIMATE
    # The draft's images count too, even with no text typed yet.
    assert next_prompt_estimate(thread, "", "", [RED]) == (
        plain + 3 * IMAGE_TOKENS_ESTIMATE + TURN_OVERHEAD_TOKENS)


def test_an_image_that_cannot_be_saved_saves_nothing(store: ChatStore, db_path: Path) -> None:
    chat = store.create_conversation()
    images_folder(db_path).write_text("a file where the images folder should be")
    with pytest.raises(StoreError, match=r"Cannot save the image .* The message was not saved"):
        store.add_user_message(chat.id, "a picture", images=[RED])
    assert store.messages(chat.id) == []
    assert store.get_conversation(chat.id).tip_message_id is None


def test_a_hostile_row_names_no_file_outside_the_images_folder(
        store: ChatStore, db_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    chat = store.create_conversation()
    sent = store.add_user_message(chat.id, "a picture", images=[RED])
    victim = db_path.parent / "victim.png"
    victim.write_bytes(RED.data)
    # 64 characters, as the table's CHECK wants, naming ../victim.png.
    sneaky = "./" + "/" * 53 + "../victim"
    assert len(sneaky) == 64
    assert (images_folder(db_path) / sneaky[:2] / f"{sneaky}.png").resolve() == victim
    store.db.execute("INSERT INTO message_images VALUES (?, 1, ?, 'image/png', 1, 1, 1)",
                     [sent.id, sneaky])
    caplog.set_level(logging.WARNING, "app.store.image_files")
    assert [i.sha256 for i in store.get_message(sent.id).images] == [RED.sha256]
    assert any("did not store" in r.getMessage() for r in caplog.records)
    store.delete_conversation(chat.id)
    store.purge_deleted()
    assert victim.read_bytes() == RED.data
    assert files_of(db_path) == set()


def test_an_altered_file_is_written_again_when_the_image_is_sent_again(
        store: ChatStore, db_path: Path) -> None:
    chat = store.create_conversation()
    first = store.add_user_message(chat.id, "a picture", images=[RED])
    path = image_path(images_folder(db_path), RED.sha256, RED.mime)
    path.write_bytes(bytes(len(RED.data)))  # same size, other bytes
    store.add_user_message(chat.id, "the same picture", images=[RED])
    assert path.read_bytes() == RED.data
    with ChatStore.open(db_path) as again:
        assert [i.data for i in again.get_message(first.id).images] == [RED.data]
