"""Lantern: private, local AI chat and document search."""

__version__ = "0.1.0"
"""The one place the version is written: pyproject.toml reads it from here,
installers and the About box print it."""
