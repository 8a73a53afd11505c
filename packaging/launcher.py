"""Entry script of the bundled app: the same ``main`` as the ``parlour`` command.

``freeze_support`` comes first: the bots' worker process (``parlour.ui.ai_process``) is
spawned by running this very executable again, and in a frozen app only this call turns
that run into the worker instead of a second window.
"""

import multiprocessing
import sys

from parlour.__main__ import main

if __name__ == "__main__":
    multiprocessing.freeze_support()
    sys.exit(main())
