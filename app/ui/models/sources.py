"""Where an installed model came from, in the window's language.

Its own small module: the chat's model menu needs the names at start, the
Models page's heavier modules (the catalog, the fit estimate) can wait.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

SOURCES = {"bundled": "bundled", "catalog": "catalog", "huggingface": "Hugging Face",
           "imported": "imported"}


def source_name(source: str) -> str:
    """Where an installed model came from, in the window's language."""
    names = {"bundled": QCoreApplication.translate("InstalledPanel", "bundled"),
             "catalog": QCoreApplication.translate("InstalledPanel", "catalog"),
             "huggingface": "Hugging Face",
             "imported": QCoreApplication.translate("InstalledPanel", "imported")}
    return names.get(source, SOURCES.get(source, source))
