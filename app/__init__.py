"""Lantern: private, local AI chat and document search."""

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("lantern-desktop")
except PackageNotFoundError:  # running from a source tree that is not installed
    __version__ = "0.0.0+source"
