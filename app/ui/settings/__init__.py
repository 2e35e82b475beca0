"""The settings room: the settings dialog and the sampler fields it shares."""
