"""The statistics' figures, computed from the record of finished games (pure functions).

Per player name and game (or over every game): games played, won, shared, the mean and
best score, wins against each bot level, the longest winning streak; per game the bot
levels' records against people. Nothing here knows a game's rules: the record says who
won, and scores are only compared within one game (a mean over several games would add up
points of different kinds, so over every game there is none).

Conventions the issue left open:

- **a person at several seats** of one game (a whole team) played one game; its score is
  the best of their seats (as the results screen shows a team), its result the best result.
- **won** is an outright win: the winning team alone. **shared**: the top tied between
  teams. A winning streak is a run of outright wins; a shared win or a loss ends it.
- **against a level**: a game in which a bot of that level played on another team.
- a level's record **against people** counts the games where a bot of that level played on
  another team than a person. It is judged against those people alone: **won** when a seat
  of that level is among the winners and none of them is (two bots that share the top while
  the person loses both beat the person: a person's loss is a loss), **shared** when one
  of them shares the top with it, **lost** otherwise.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from parlour.saves.records import RESULTS, GameRecord, Result, SeatRecord

#: Best first.
_RANK: dict[Result, int] = {result: rank for rank, result in enumerate(RESULTS)}


@dataclass(frozen=True)
class Tally:
    """How often something was played and won."""

    played: int = 0
    won: int = 0


@dataclass
class PlayerFigures:
    """One player's figures in one game (``game_id``) or in every game (``None``)."""

    name: str
    game_id: str | None
    played: int = 0
    won: int = 0
    shared: int = 0
    mean_score: float | None = None
    best_score: float | None = None
    streak: int = 0
    #: Per bot level: games with such a bot on another team, and how many of them were won.
    against: dict[str, Tally] = field(default_factory=dict)

    @property
    def lost(self) -> int:
        return self.played - self.won - self.shared


@dataclass(frozen=True)
class LevelRecord:
    """A bot level's games against people in one game (or every game: ``None``)."""

    level: str
    game_id: str | None
    played: int
    won: int
    shared: int

    @property
    def lost(self) -> int:
        return self.played - self.won - self.shared


def games_played(games: Iterable[GameRecord]) -> list[str]:
    """The game ids in the record, in the order they were first finished."""
    return list(dict.fromkeys(game.game_id for game in games))


def _in_game(games: Iterable[GameRecord], game_id: str | None) -> list[GameRecord]:
    return [game for game in games if game_id is None or game.game_id == game_id]


def _best(seats: Sequence[SeatRecord]) -> Result:
    return min((seat.result for seat in seats), key=_RANK.__getitem__)


def _people(game: GameRecord) -> dict[str, list[SeatRecord]]:
    """Each person's seats in ``game``, by name, in seat order."""
    found: dict[str, list[SeatRecord]] = {}
    for seat in game.seats:
        if seat.player is not None:
            found.setdefault(seat.player, []).append(seat)
    return found


def player_figures(games: Sequence[GameRecord], game_id: str | None) -> list[PlayerFigures]:
    """Every person's figures in ``game_id`` (``None``: every game), most games first."""
    chosen = _in_game(games, game_id)
    figures: dict[str, PlayerFigures] = {}
    scores: dict[str, list[float]] = {}
    runs: dict[str, int] = {}
    for game in chosen:
        for name, seats in _people(game).items():
            mine = figures.setdefault(name, PlayerFigures(name=name, game_id=game_id))
            result = _best(seats)
            mine.played += 1
            mine.won += result == "won"
            mine.shared += result == "shared"
            runs[name] = runs.get(name, 0) + 1 if result == "won" else 0
            mine.streak = max(mine.streak, runs[name])
            scores.setdefault(name, []).append(max(seat.score for seat in seats))
            teams = {seat.team for seat in seats}
            levels = {
                seat.ai_level
                for seat in game.seats
                if seat.ai_level is not None and seat.team not in teams
            }
            for level in levels:
                before = mine.against.get(level, Tally())
                mine.against[level] = Tally(before.played + 1, before.won + (result == "won"))
    if game_id is not None:
        for name, mine in figures.items():
            mine.mean_score = sum(scores[name]) / len(scores[name])
            mine.best_score = max(scores[name])
    return sorted(figures.values(), key=lambda f: (-f.played, -f.won, f.name.casefold()))


def level_records(
    games: Sequence[GameRecord], game_id: str | None, levels: Sequence[str]
) -> list[LevelRecord]:
    """Each of ``levels`` (in that order) that played against people in ``game_id``."""
    tallies: dict[str, list[int]] = {}
    for game in _in_game(games, game_id):
        human_teams = {seat.team for seat in game.seats if seat.player is not None}
        facing: dict[str, list[SeatRecord]] = {}
        for seat in game.seats:
            if seat.ai_level is not None and human_teams - {seat.team}:
                facing.setdefault(seat.ai_level, []).append(seat)
        for level, seats in facing.items():
            result = _against_people(game, seats)
            tally = tallies.setdefault(level, [0, 0, 0])
            tally[0] += 1
            tally[1] += result == "won"
            tally[2] += result == "shared"
    return [
        LevelRecord(level, game_id, *tallies[level])
        for level in [*levels, *sorted(set(tallies) - set(levels))]
        if level in tallies
    ]


def _against_people(game: GameRecord, seats: Sequence[SeatRecord]) -> Result:
    """How a level's ``seats`` did against the people on other teams than theirs."""
    best = _best(seats)
    if best == "lost":
        return "lost"
    teams = {seat.team for seat in seats if seat.result == best}
    people_on_top = any(
        seat.player is not None and seat.team not in teams and seat.result != "lost"
        for seat in game.seats
    )
    return "shared" if people_on_top else "won"
