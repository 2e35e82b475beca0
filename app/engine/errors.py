"""Errors whose messages a person can act on."""

from app.said import QT_TRANSLATE_NOOP


class EngineError(Exception):
    """Base for every error the engine reports to a person."""


class ModelLoadError(EngineError):
    """The model file is missing, not GGUF, truncated or otherwise unusable."""


class AdapterError(EngineError):
    """A LoRA adapter could not be registered or is unknown."""


class RequestError(EngineError):
    """The request itself is invalid (bad sampler values, prompt too long...)."""


class PromptTooLong(RequestError):
    """The prompt does not fit in the model's context."""


class HistoryTooLong(PromptTooLong):
    """A conversation's history is longer than the context leaves room for,
    and its policy is to stop and ask (context_policy "ask")."""

    LEAD = QT_TRANSLATE_NOOP("Engine", "This conversation no longer fits the model's context")
    """How its message starts: a saved answer's error is text, and the chat
    offers to drop the oldest turns under an answer refused this way (in
    English, or the window's language: the window saves what it showed)."""

    def __init__(self, prompt_tokens: int, budget: int, n_ctx: int) -> None:
        self.prompt_tokens, self.budget, self.n_ctx = prompt_tokens, budget, n_ctx
        self.over_by = prompt_tokens - budget
        super().__init__(QT_TRANSLATE_NOOP(
            "Engine", "{lead}: the prompt is {tokens} tokens, {over} over the {budget} it may "
            "have (a context of {n_ctx}, less {kept} kept for the answer). Nothing was sent. "
            "Drop the oldest turns for this answer, start a new conversation, or raise the "
            "context size in Settings."
        ).format(lead=self.LEAD, tokens=prompt_tokens, over=self.over_by, budget=budget,
                 n_ctx=n_ctx, kept=n_ctx - budget))


class Cancelled(EngineError):
    """The request was cancelled before it started."""


class Interrupted(EngineError):
    """The process was interrupted (Ctrl+C) while the request ran."""


class NeedsSummary(RequestError):
    """A conversation under the "summarise" policy does not fit, even with its
    summary: the oldest turns are to be folded into a new summary first.

    Nothing ran. `prompt` is the request that writes that summary (it fits
    the context with `max_tokens` to spare); the new summary then stands in
    for the first `covers` messages after the system prompt, `folded` of
    them new in this round. The window makes the summary, stores it and
    asks again (app.ui.services.summaries)."""

    def __init__(self, prompt: list[dict[str, object]], covers: int, folded: int,
                 max_tokens: int) -> None:
        self.prompt, self.covers, self.folded, self.max_tokens = (
            prompt, covers, folded, max_tokens)
        super().__init__(QT_TRANSLATE_NOOP(
            "Engine", "The oldest {folded} messages must be summarised first to make room; "
            "nothing was sent.").format(folded=folded))
