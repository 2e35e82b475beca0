"""The window: widgets on the GUI thread over the worker and the store."""
