"""The inference engine: owns llama.cpp. Never imports Qt."""
