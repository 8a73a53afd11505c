"""Give memory that was freed back to the operating system.

A table paints its images into pixel buffers from the C heap. When the table closes they
are freed, but glibc keeps free pages that lie below live data in its heap, so the
process's resident size stays where the busiest table left it: every table of a long
session would look like a leak. ``malloc_trim`` hands those pages back. It exists only in
glibc; elsewhere (macOS, Windows, musl) this does nothing, and those allocators return
memory on their own terms.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import gc
import logging
from collections.abc import Callable
from functools import cache

log = logging.getLogger(__name__)


@cache
def _malloc_trim() -> Callable[[int], int] | None:
    name = ctypes.util.find_library("c")
    if name is None:
        return None
    try:
        trim: Callable[[int], int] = ctypes.CDLL(name).malloc_trim
    except (OSError, AttributeError):  # not glibc
        return None
    return trim


def return_freed_memory() -> None:
    """Collect unreachable objects, then hand the heap's free pages back, where possible."""
    gc.collect()
    trim = _malloc_trim()
    if trim is None:
        return
    try:
        trim(0)
    except OSError as exc:  # never worth stopping the app for
        log.debug("malloc_trim failed: %s", exc)
