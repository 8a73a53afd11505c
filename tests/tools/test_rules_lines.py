"""The rules side ``tools/rules_lines.py`` counts is the one the import contracts name."""

from __future__ import annotations

from tools.rules_lines import imported, rules_side


def test_the_rules_side_is_what_rules_and_ai_import_of_their_game() -> None:
    side = rules_side("HEAD", "guillotine")
    assert {"__init__.py", "rules.py", "ai.py", "decisions.py", "tasks.py"} <= set(side)
    assert not {"scene.py", "paint.py", "art.py"} & set(side)


def test_a_module_is_seen_however_it_is_imported() -> None:
    source = (
        "from parlour.games.skat import cards, rules\n"
        "from parlour.games.skat.deal import deal\n"
        "import parlour.games.skat.scoring\n"
        "from parlour.games.other import table\n"
        "from parlour.engine import Game\n"
    )
    assert imported(source, "parlour.games.skat") == {"cards", "rules", "deal", "scoring"}
