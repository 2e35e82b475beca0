"""The documents room: collections, indexing progress, search, sources under answers."""
