"""The window's Local API server: its settings tab and the controller that
serves the window's own engine over the OpenAI-compatible API."""
