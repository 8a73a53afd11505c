"""Probes of what a game lets slip, shared by the engine tests and ``benchmarks/secrecy.py``.

They play seeded random games and look at every step from outside, so they hold for any
game in the registry without knowing its rules:

- ``unmarked_reveals``: a step that is not a barrier must teach no seat anything. Sound
  test of that: redraw what the seat cannot see (``determinize``, which keeps its view),
  play the same action in that other world, and compare what the seat sees afterwards
  (its view and the events shown to it). If they differ, the seat learned something that
  depended on a secret, or on a random draw; either way undo must not cross the step.
- ``public_secret_cards``: a public event may name a card only while the public view shows
  it (just before or just after the step). A card the full knowledge of the table (every
  seat's view joined, and the revealed view) shows but the public view hides both before
  and after is a secret told in the shared log. Barrier steps are left to the first
  probe: a card may be played and shuffled away within one of them.
- ``announced_changes``: the secret figures are the numbers a seat's view shows about
  itself and the public view does not (``secret_figures``). A public event about that seat
  that carries the change of such a figure lets an onlooker keep the figure by adding up
  the log; which of those moves the rules make public is for each game to say.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from parlour.engine import Action, Event, Game, GameState, OptionValue

Figure = tuple[Any, ...]  # where a number lies in a view: keys and indices


class Moment:
    """A state between two steps, with what the probes read of it worked out once: the
    step before and the step after share it."""

    def __init__(self, state: GameState) -> None:
        self.state = state

    @cached_property
    def public(self) -> set[str]:
        return _strings(self.state.public_view(), set())

    @cached_property
    def known(self) -> set[str]:
        """What the table as a whole may know: every seat's view, and the revealed view."""
        known = _strings(self.state.revealed_view(), set())
        for seat in range(self.state.num_players):
            _strings(self.state.view(seat), known)
        return known

    @cached_property
    def figures(self) -> dict[Figure, int | float]:
        return secret_figures(self.state)


@dataclass(frozen=True)
class Step:
    """One action of a seeded random game, between the moments before and after it."""

    seed: int
    moments: tuple[Moment, Moment]
    action: Action
    events: list[Event]

    @property
    def before(self) -> GameState:
        return self.moments[0].state

    @property
    def after(self) -> GameState:
        return self.moments[1].state


def random_steps(
    game: Game,
    seed: int,
    max_steps: int = 20_000,
    options: Mapping[str, OptionValue] | None = None,
    players: int | None = None,
) -> Iterator[Step]:
    """Every step of one seeded random game (seat count cycling with the seed unless
    ``players`` names it)."""
    if players is None:
        players = game.min_players + seed % (game.max_players - game.min_players + 1)
    state = game.new_state(players, seed, options)
    rng = random.Random(seed)
    moment = Moment(state.clone())
    for _ in range(max_steps):
        if state.is_over():
            return
        action = rng.choice(state.legal_actions())
        events = state.apply(action)
        after = Moment(state.clone())
        yield Step(seed, (moment, after), action, events)
        moment = after


def is_barrier(step: Step) -> bool:
    """What the session records: a barrier event, or the end of the game."""
    return step.after.is_over() or any(event.barrier for event in step.events)


def _seen(state: GameState, events: list[Event], seat: int) -> str:
    shown = [e.to_json() for e in events if e.visible_to_any({seat})]
    return json.dumps([state.view(seat), shown], sort_keys=True, default=list)


def unmarked_reveals(step: Step, rng: random.Random) -> list[str]:
    """The seats a step taught something although it is no barrier (module docstring)."""
    if is_barrier(step):
        return []
    found = []
    for seat in range(step.before.num_players):
        other = step.before.determinize(seat, rng)
        # Guillotine plays a determinization as unwatched (it asks only real holders of
        # Warte mal there, ``GuillotineState.watched``); the table is watched here.
        if hasattr(step.before, "watched"):
            other.watched = step.before.watched  # type: ignore[attr-defined]  # that game's
        if step.action not in other.legal_actions():
            continue  # the action depends on what this seat cannot see: no comparison
        events = other.apply(step.action)
        if _seen(other, events, seat) != _seen(step.after, step.events, seat):
            found.append(f"seed {step.seed}: {step.action} taught seat {seat} something")
    return found


def _strings(data: Any, out: set[str]) -> set[str]:
    """Every string in a view: values and keys (a hand may be a mapping of card counts)."""
    if isinstance(data, Mapping):
        for key, value in data.items():
            if isinstance(key, str):
                out.add(key)
            _strings(value, out)
    elif isinstance(data, list | tuple):
        for value in data:
            _strings(value, out)
    elif isinstance(data, str):
        out.add(data)
    return out


def named_cards(params: Mapping[str, Any]) -> list[str]:
    """The card ids an event's params name (``Event``'s conventions), parts included."""
    found: list[str] = []
    for key, value in params.items():
        if key.endswith("card") and isinstance(value, str):
            found.append(value)
        elif key.endswith("cards") and isinstance(value, list | tuple):
            found += [card for card in value if isinstance(card, str)]
        elif isinstance(value, list | tuple):
            for part in value:
                if isinstance(part, Mapping):
                    found += named_cards(part)
    return found


def public_secret_cards(step: Step) -> list[str]:
    """The cards public events of the step name while the public view hides them.

    A barrier step is judged by the events' own barrier flag instead: there a card may be
    shown and gone in one step (played to a pile that the same step shuffles away)."""
    if is_barrier(step):
        return []
    before, after = step.moments
    public = before.public | after.public
    secret = (before.known | after.known) - public
    return [
        f"seed {step.seed}: {event.key} names {card}"
        for event in step.events
        if event.audience is None
        for card in named_cards(event.params)
        if card in secret
    ]


def _numbers(data: Any, path: Figure, out: dict[Figure, Any]) -> dict[Figure, Any]:
    if isinstance(data, Mapping):
        for key, value in data.items():
            _numbers(value, (*path, key), out)
    elif isinstance(data, list):
        for index, value in enumerate(data):
            _numbers(value, (*path, index), out)
    elif isinstance(data, int | float) and not isinstance(data, bool):
        out[path] = data
    return out


def secret_figures(state: GameState) -> dict[Figure, int | float]:
    """The numbers some seat's view shows about a seat and the public view does not (a
    Gentleman's money, a screen's cash), keyed by where they lie; the seat they belong to
    is the first index on that path."""
    public = _numbers(state.public_view(), (), {})
    figures: dict[Figure, int | float] = {}
    for seat in range(state.num_players):
        for path, value in _numbers(state.view(seat), (), {}).items():
            owner = next((p for p in path if isinstance(p, int)), None)
            if owner == seat and public.get(path) != value:
                figures[path] = value
    return figures


def _seats(params: Mapping[str, Any]) -> set[Any]:
    return {value for key, value in params.items() if key.endswith("seat")}


def _amounts(params: Mapping[str, Any]) -> set[Any]:
    """The figures an event gives: its numbers but seats and ``count`` (what the line
    counts: cards drawn, jetons bid), which no onlooker adds to anybody's money."""
    return {
        value
        for key, value in params.items()
        if not key.endswith("seat")
        and key != "count"
        and isinstance(value, int)
        and not isinstance(value, bool)
    }


def announced_changes(step: Step) -> list[tuple[str, Figure]]:
    """Which public events of the step tell by how much a secret figure changed: an event
    about the figure's seat that carries the change as one of its numbers. An onlooker who
    adds those numbers up keeps the figure as well as its owner does."""
    before, after = step.moments[0].figures, step.moments[1].figures
    found = []
    for path, old in before.items():
        new = after.get(path)
        if new is None or new == old:
            continue  # revealed by the step, or unchanged
        owner = next(p for p in path if isinstance(p, int))
        found += [
            (event.key, path)
            for event in step.events
            if event.audience is None
            and owner in _seats(event.params)
            and abs(new - old) in _amounts(event.params)
        ]
    return found
