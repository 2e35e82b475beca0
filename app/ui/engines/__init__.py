"""Remote engines in the window: adding them (EnginesDialog) and choosing one
per conversation (EngineSection)."""
