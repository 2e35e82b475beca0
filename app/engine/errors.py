"""Errors whose messages a person can act on."""


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


class Cancelled(EngineError):
    """The request was cancelled before it started."""


class Interrupted(EngineError):
    """The process was interrupted (Ctrl+C) while the request ran."""
