"""OpenAI-compatible HTTP server over the engine's request queue. No widgets, no Qt.

The server never owns a model: it submits BatchRequests to an
`EngineService` (the window's InferenceWorker, or the EngineOwner of the
headless `lantern serve`: app.engine.owner), one API request at a time, so one model in
memory serves both the window and the API.
"""
