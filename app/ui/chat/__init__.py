"""The chat room: the conversation list, the thread, the composer, per-conversation settings."""
