"""The catalog's notes (the one-line blurb of each model), marked for translation.

The notes live in resources/models/catalog.json, which Qt Linguist does not
read: each is written here once more as a literal, so `pyside6-lupdate`
extracts it (context "Catalog") and the window shows it in the person's
language (app.workers.say.say). load_catalog gives an entry the marked note
when its text is one of these; a note of another catalog (LANTERN_CATALOG)
stays English. tests/models/test_catalog_notes.py holds the shipped catalog
to this list: a new entry's note is added here, then translated
(resources/translations/tables/<lang>.toml).
"""

from __future__ import annotations

from app.said import QT_TRANSLATE_NOOP, Said

NOTES: tuple[Said, ...] = (
    # qwen2.5-0.5b-instruct-q4_k_m
    QT_TRANSLATE_NOOP("Catalog", "Smallest real chat model: fast on any laptop, simple answers."),
    # smolvlm2-500m-video-instruct-q8_0
    QT_TRANSLATE_NOOP("Catalog",
                      "Sees images: the smallest vision model, fast on any laptop; short "
                      "descriptions, misses fine detail."),
    # qwen3-0.6b-q8_0
    QT_TRANSLATE_NOOP("Catalog",
                      "The smallest current model that thinks before it answers (switch "
                      "per conversation) and calls tools; Qwen's own Q8_0 file."),
    # llama-3.2-1b-instruct-q4_k_m
    QT_TRANSLATE_NOOP("Catalog", "Meta's small model: friendly chat and summaries, long context."),
    # gemma-3-1b-it-q4_k_m
    QT_TRANSLATE_NOOP("Catalog",
                      "Google's small Gemma 3: good writing for its size, 140 languages."),
    # qwen2.5-1.5b-instruct-q4_k_m
    QT_TRANSLATE_NOOP("Catalog",
                      "Best balance on a CPU-only laptop: follows instructions, handles "
                      "code and JSON."),
    # qwen3-1.7b-q4_k_m
    QT_TRANSLATE_NOOP("Catalog",
                      "Thinks or answers straight away (switch per conversation); good "
                      "tool use for 1 GB."),
    # deepseek-r1-qwen-1.5b-q4_k_m
    QT_TRANSLATE_NOOP("Catalog",
                      "Always reasons at length before answering; strong at maths for its "
                      "size, weak at chat."),
    # smollm3-3b-q4_k_m
    QT_TRANSLATE_NOOP("Catalog",
                      "Hugging Face's fully open 3B: thinks or not (switch), tools, six "
                      "European languages."),
    # qwen2.5-3b-instruct-q4_k_m
    QT_TRANSLATE_NOOP("Catalog", "Stronger reasoning, maths and code; slower on two cores."),
    # qwen2.5-vl-3b-instruct-q4_k_m
    QT_TRANSLATE_NOOP("Catalog",
                      "Sees images: reads documents, screenshots and charts well; needs "
                      "about 4 GB free."),
    # llama-3.2-3b-instruct-q4_k_m
    QT_TRANSLATE_NOOP("Catalog", "A capable general assistant when the machine has 8 GB or more."),
    # phi-3.5-mini-instruct-q4_k_m
    QT_TRANSLATE_NOOP("Catalog",
                      "Microsoft's reasoning-focused model; its memory use grows fast "
                      "with context."),
    # phi-4-mini-instruct-q4_k_m
    QT_TRANSLATE_NOOP("Catalog",
                      "Newer Phi: strong at maths and logic, leaner memory than Phi-3.5."),
    # gemma-3-4b-it-q4_k_m
    QT_TRANSLATE_NOOP("Catalog",
                      "Sees images too: careful answers and writing in 140 languages; "
                      "needs about 5 GB free."),
    # qwen3-4b-q4_k_m
    QT_TRANSLATE_NOOP("Catalog",
                      "The strongest thinker here: maths, code and tools; wants 8 GB and "
                      "patience on a CPU."),
)


def marked_note(text: str) -> str:
    """`text` as the catalog's marked note when it is one, else `text` as it is."""
    return next((note for note in NOTES if note == text), text)
