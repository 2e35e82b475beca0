"""Widget-free services of the window: the chat controller, the engine host,
coroutine helpers and plain formatting. Qt core only (signals, timers), no
widgets, so they are tested without a screen."""
