"""Models: the catalog, Hugging Face files, verified downloads, installed models
and whether a model fits this machine. No Qt: plain, synchronous, testable."""
