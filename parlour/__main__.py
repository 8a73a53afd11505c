"""``parlour`` / ``python -m parlour``: open the app, or ``parlour simulate …`` headless."""

from __future__ import annotations

import argparse
import logging
import sys
from collections.abc import Sequence
from pathlib import Path

from parlour import __version__
from parlour.settings import LANGUAGES

#: The line a run ends with when a bug stopped it.
STOPPED_KEY = "parlour.startup.stopped"


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
    """Run parlour; returns the exit code.

    Whatever goes wrong ends in one line on stderr and a non-zero code, never a traceback
    on the terminal: a bad argument (2), an environment parlour cannot run in, or a bug
    (1; its traceback goes to the log, if one could be opened).
    """
    args = list(sys.argv[1:] if argv is None else argv)
    if args[:1] == ["simulate"]:
        from parlour.cli.simulate import main as simulate

        return simulate(args[1:])
    parser = _parser()
    options = parser.parse_args(args)
    if options.data_dir is not None and options.data_dir.exists() and not options.data_dir.is_dir():
        parser.error(f"--data-dir {options.data_dir}: not a folder")
    try:
        from parlour.ui.app import App
        from parlour.ui.startup import StartupError

        try:
            app = App(data_dir=options.data_dir, language=options.lang)
        except StartupError as exc:
            print(exc, file=sys.stderr)
            return 1
        return app.run()
    except Exception as exc:  # a bug: tell in one line, keep the traceback for the log
        if logging.getLogger().handlers:  # the app's log file (or its stand-in on stderr)
            logging.getLogger("parlour").error("parlour stopped", exc_info=exc)
        print(_stopped(exc), file=sys.stderr)
        return 1


def _stopped(exc: Exception) -> str:
    """The last line of a run a bug ended, in the player's language where it can be."""
    error = f"{type(exc).__name__}: {exc}"
    try:
        from parlour.ui import i18n

        line = i18n.t(STOPPED_KEY, error=error)
    except Exception:  # not even the translations load: a broken install
        line = STOPPED_KEY
    return f"parlour stopped: {error}" if line == STOPPED_KEY else line


if __name__ == "__main__":
    sys.exit(main())
