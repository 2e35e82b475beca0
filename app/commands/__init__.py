"""Headless subcommands of `lantern`. Each module has register(subparsers)."""
