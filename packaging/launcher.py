"""Entry point of the frozen app: the same `lantern` command line."""

import sys

from app.cli import main

if __name__ == "__main__":
    sys.exit(main())
