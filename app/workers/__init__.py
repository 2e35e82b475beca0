"""Qt workers: the only place Lantern makes threads. No widgets here."""
