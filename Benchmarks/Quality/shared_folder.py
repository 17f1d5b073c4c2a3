"""The folder of the shared test data next to the repository, for the quality scripts beside this file."""

import os


def find_shared(start, *parts):
    """The first folder `shared/<parts…>` found in `start` or one of its parents, or None."""
    here = os.path.abspath(start)
    while True:
        candidate = os.path.join(here, "shared", *parts)
        if os.path.isdir(candidate):
            return candidate
        parent = os.path.dirname(here)
        if parent == here:
            return None
        here = parent
