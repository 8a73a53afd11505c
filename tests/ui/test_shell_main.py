"""The command line: version, language and data folder options, ``simulate`` delegation."""

from __future__ import annotations

import pytest

from parlour import __main__ as cli
from parlour import __version__


def test_version(capsys) -> None:
    with pytest.raises(SystemExit) as stop:
        cli.main(["--version"])
    assert stop.value.code == 0
    assert capsys.readouterr().out.strip() == f"parlour {__version__}"


def test_unknown_language_is_refused(capsys) -> None:
    with pytest.raises(SystemExit) as stop:
        cli.main(["--lang", "fr"])
    assert stop.value.code == 2
    assert "invalid choice" in capsys.readouterr().err


def test_simulate_gets_the_rest_of_the_arguments(monkeypatch) -> None:
    import parlour.cli.simulate as simulate

    seen: list[list[str]] = []
    monkeypatch.setattr(simulate, "main", lambda argv: seen.append(list(argv)) or 7)
    assert cli.main(["simulate", "guillotine", "--games", "3"]) == 7
    assert seen == [["guillotine", "--games", "3"]]


def test_the_app_gets_language_and_data_dir(monkeypatch, tmp_path) -> None:
    import parlour.ui.app as app_module

    made: list[dict] = []

    class Recorder:
        def __init__(self, **kwargs) -> None:
            made.append(kwargs)

        def run(self) -> int:
            return 0

    monkeypatch.setattr(app_module, "App", Recorder)
    assert cli.main(["--lang", "de", "--data-dir", str(tmp_path)]) == 0
    assert made == [{"data_dir": tmp_path, "language": "de"}]
