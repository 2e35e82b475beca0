"""Errors whose messages a person can act on."""

from __future__ import annotations


class ModelsError(Exception):
    """Base for everything the models core reports to a person."""


class CatalogError(ModelsError):
    """The catalog file, or one of its entries, is not valid."""


class HubError(ModelsError):
    """Hugging Face (or the configured mirror) did not describe the file."""


class DownloadError(ModelsError):
    """The transfer failed; the partial file is kept for a later resume."""


class VerificationError(DownloadError):
    """The bytes did not match the expected SHA-256; the partial file is gone."""


class NotEnoughSpace(DownloadError):
    """The disk is (or became) too full; the partial file is kept."""

    def __init__(self, message: str, needed: int, free: int) -> None:
        super().__init__(message)
        self.needed = needed
        self.free = free


class Stopped(ModelsError):
    """The download was paused or cancelled on request."""

    def __init__(self, reason: str) -> None:
        super().__init__(f"Download {reason}.")
        self.reason = reason


class RegistryError(ModelsError):
    """An installed model could not be added, found or removed."""
