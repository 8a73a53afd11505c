"""``parlour`` / ``python -m parlour``: open the app, or ``parlour simulate …`` headless."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from parlour import __version__
from parlour.settings import LANGUAGES


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="parlour",
        description="Classic German tabletop games against AI opponents or hot-seat. "
        "'parlour simulate --help' runs games headless.",
    )
    parser.add_argument("--version", action="version", version=f"parlour {__version__}")
    parser.add_argument("--lang", choices=LANGUAGES, help="language of this run (de or en)")
    parser.add_argument(
        "--data-dir",
        type=Path,
        help="keep saves, settings and the log in DIR (portable use, tests)",
    )
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run parlour; returns the exit code."""
    args = list(sys.argv[1:] if argv is None else argv)
    if args[:1] == ["simulate"]:
        from parlour.cli.simulate import main as simulate

        return simulate(args[1:])
    options = _parser().parse_args(args)
    from parlour.ui.app import App

    app = App(data_dir=options.data_dir, language=options.lang)
    return app.run()


if __name__ == "__main__":
    sys.exit(main())
