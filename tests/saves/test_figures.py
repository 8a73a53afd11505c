"""The statistics' figures, from records built by hand."""

from __future__ import annotations

from parlour.saves.figures import LevelRecord, Tally, games_played, level_records, player_figures
from parlour.saves.records import GameRecord, SeatRecord

LEVELS = ("easy", "normal", "hard")
_count = iter(range(1000))


def game(game_id: str, *seats: SeatRecord) -> GameRecord:
    return GameRecord(f"{next(_count):032x}", game_id, "2026-01-01T00:00:00+00:00", seats)


def person(name: str, score: float, result: str = "lost", team: int | None = None) -> SeatRecord:
    return SeatRecord(name, None, -1 if team is None else team, score, result)  # type: ignore[arg-type]


def bot(level: str, score: float, result: str = "lost", team: int = 9) -> SeatRecord:
    return SeatRecord(None, level, team, score, result)  # type: ignore[arg-type]


def teams(*seats: SeatRecord) -> tuple[SeatRecord, ...]:
    """Every seat alone in its team, unless it names one."""
    return tuple(
        SeatRecord(s.player, s.ai_level, i if s.team in (-1, 9) else s.team, s.score, s.result)
        for i, s in enumerate(seats)
    )


RECORD = [
    game("dice", *teams(person("Ann", 10, "won"), bot("easy", 4), bot("hard", 7))),
    game("dice", *teams(person("Ann", 20, "won"), person("Bob", 5), bot("hard", 8))),
    game("dice", *teams(person("Ann", 3), bot("hard", 9, "won"))),
    game("cards", *teams(person("Ann", 50, "won"), bot("easy", 40))),
    game("dice", *teams(person("Ann", 12, "won"), bot("normal", 12, "shared"))),
    game("dice", *teams(person("Ann", 15, "won"), person("Bob", 1))),
    game("dice", *teams(person("Ann", 16, "won"), person("Bob", 2))),
    game("dice", *teams(person("Ann", 8, "shared"), person("Bob", 8, "shared"), bot("hard", 1))),
]


def test_games_in_the_order_first_finished() -> None:
    assert games_played(RECORD) == ["dice", "cards"]


def test_per_player_and_game() -> None:
    ann, bob = player_figures(RECORD, "dice")
    assert (ann.name, ann.played, ann.won, ann.shared, ann.lost) == ("Ann", 7, 5, 1, 1)
    assert ann.best_score == 20
    assert ann.mean_score == (10 + 20 + 3 + 12 + 15 + 16 + 8) / 7
    # won, won, lost, won, won, won, shared: the longest run of outright wins is three
    assert ann.streak == 3
    assert ann.against == {"easy": Tally(1, 1), "hard": Tally(4, 2), "normal": Tally(1, 1)}
    assert (bob.played, bob.won, bob.shared, bob.streak) == (4, 0, 1, 0)
    assert bob.mean_score == (5 + 1 + 2 + 8) / 4
    assert bob.against == {"hard": Tally(2, 0)}


def test_over_every_game_there_is_no_mean_of_different_scores() -> None:
    ann, bob = player_figures(RECORD, None)
    assert (ann.played, ann.won, ann.shared) == (8, 6, 1)
    assert ann.mean_score is None and ann.best_score is None
    assert ann.streak == 4  # the game of cards joins the run in the order played
    assert ann.against["easy"] == Tally(2, 2)
    assert bob.played == 4


def test_a_person_at_a_whole_team_counts_one_game_at_the_best_seat() -> None:
    record = [
        game(
            "relay",
            person("Ann", 3, "won", team=0),
            person("Ann", 7, "won", team=0),
            bot("hard", 5, team=1),
            bot("easy", 2, "won", team=0),  # Ann's partner bot is not played against
        )
    ]
    (ann,) = player_figures(record, "relay")
    assert (ann.played, ann.won, ann.best_score, ann.mean_score) == (1, 1, 7, 7)
    assert ann.against == {"hard": Tally(1, 1)}


def test_levels_against_people() -> None:
    assert level_records(RECORD, "dice", LEVELS) == [
        LevelRecord("easy", "dice", 1, 0, 0),
        LevelRecord("normal", "dice", 1, 0, 1),
        LevelRecord("hard", "dice", 4, 1, 0),
    ]
    assert level_records(RECORD, "cards", LEVELS) == [LevelRecord("easy", "cards", 1, 0, 0)]
    everything = level_records(RECORD, None, LEVELS)
    assert [(r.level, r.played, r.won, r.shared, r.lost) for r in everything] == [
        ("easy", 2, 0, 0, 2),
        ("normal", 1, 0, 1, 0),
        ("hard", 4, 1, 0, 3),
    ]


def test_bots_only_among_themselves_or_beside_people_are_not_against_people() -> None:
    record = [
        game("dice", *teams(bot("easy", 1), bot("hard", 2, "won"))),
        game("relay", person("Ann", 1, "won", team=0), bot("hard", 1, "won", team=0)),
    ]
    assert level_records(record, None, LEVELS) == []
    assert player_figures(record, None)[0].against == {}


def test_several_bots_of_one_level_count_one_game_by_their_best() -> None:
    record = [game("dice", *teams(person("Ann", 1), bot("easy", 3, "won"), bot("easy", 2)))]
    assert level_records(record, "dice", LEVELS) == [LevelRecord("easy", "dice", 1, 1, 0)]


def test_bots_that_share_the_top_while_the_person_loses_won_against_people() -> None:
    """A person's loss is a loss: the bots' tie among themselves is not shared with them."""
    record = [
        game(
            "dice", *teams(person("Ann", 1), bot("normal", 5, "shared"), bot("normal", 5, "shared"))
        ),
        game("dice", *teams(person("Ann", 2), bot("easy", 6, "shared"), bot("hard", 6, "shared"))),
        game("dice", *teams(person("Ann", 7, "shared"), bot("hard", 7, "shared"), bot("easy", 3))),
    ]
    assert level_records(record, "dice", LEVELS) == [
        LevelRecord("easy", "dice", 2, 1, 0),
        LevelRecord("normal", "dice", 1, 1, 0),
        LevelRecord("hard", "dice", 2, 1, 1),
    ]
    assert player_figures(record, "dice")[0].lost == 2


def test_an_unknown_level_from_elsewhere_comes_last() -> None:
    record = [game("dice", *teams(person("Ann", 1), bot("grandmaster", 3, "won")))]
    assert [r.level for r in level_records(record, None, LEVELS)] == ["grandmaster"]


def test_nothing_recorded() -> None:
    assert player_figures([], None) == [] and level_records([], None, LEVELS) == []
    assert games_played([]) == []
