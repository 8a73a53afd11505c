"""Entry script of the bundled app: the same ``main`` as the ``parlour`` command."""

import sys

from parlour.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
