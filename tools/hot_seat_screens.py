"""The hot-seat moments for ``tools/screens.py --hot-seat``: several people at one screen.

What a group at one screen sees between two moves only shows in a game that is played
through the real table host: the curtain, the catch-up after it, a moment shown to all
(Banque Fatale's bids turned over together), Guillotine's Warte mal banner with one button
per person who may call, the side panel's "decides now", a refused undo's reasons and a
round's summary that the people read together. Each screen here plays a seeded game
through the table host (random legal moves for people and bots alike, every curtain
lifted and every panel closed) until that moment is on the screen, and leaves it there.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from typing import Any

import pygame

from parlour.saves.session import Seat, Session

NAMES = ("Anna", "Bruno", "Clara", "Dora", "Emil", "Frieda", "Greta", "Hans", "Ilse", "Jakob")
#: Moves a screen may play to reach its moment before it gives up.
MOVES = 3000

Until = Callable[[Any], bool]


def _seats(people: int, seats: int) -> list[Seat]:
    """``people`` people in the first chairs, bots of the normal level in the others."""
    return [Seat(NAMES[i]) if i < people else Seat(NAMES[i], "normal") for i in range(seats)]


def _catch_up(scene: Any) -> bool:
    """The catch-up is up with more lines than it shows at first (its "earlier" button)."""
    news = scene.news.news
    return news is not None and news.skippable and scene.news.hidden > 0


def _reveal(scene: Any) -> bool:
    news = scene.news.news
    return news is not None and not news.skippable


def _claim(callers: int) -> Until:
    return lambda scene: scene.claims.up and len(scene.claims.callers) == callers


def _deciding(scene: Any) -> bool:
    """Someone decides on another's turn: the side panel says "decides now"."""
    state = scene.session.state
    turn = state.turn_of()
    return bool(scene.curtain.up and turn is not None and turn != state.to_act())


def _undo_refused(scene: Any) -> bool:
    """A person at the open table, after a move of their own: undo is refused (others
    saw the table), and the pointer rests on the greyed Undo for its tooltip."""
    if scene.curtain.up or scene.news.up or scene.claims.up or not scene.flow.may_submit():
        return False
    if scene.session.steps and scene.flow.undo_refusal() is not None:
        pygame.mouse.set_pos(scene.undo_button.rect.center)
        ctrl_z = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_LCTRL)
        pygame.event.post(ctrl_z)
        return True
    return False


def _round_scored(scene: Any) -> bool:
    """A round's summary is up for the people at the screen to read together."""
    return bool(scene.summary.up)


def _drive(scene: Any, until: Until, seed: int) -> None:
    """Play on at ``scene``'s table until ``until(scene)``: every curtain lifted, every
    panel closed, a settled move made, a random legal move for whoever is to act (a bot's
    too, at once)."""
    rng = random.Random(seed)
    flow = scene.flow
    for _ in range(MOVES):
        if until(scene) or flow.over:
            return
        if scene.curtain.up:
            scene.curtain.hide()
            scene._curtain_lifted()
        elif scene.news.up:
            scene.news.hide()
            scene._news_closed()
        elif scene.claims.up:
            scene.claims.hide()
            scene._claims_closed()
        elif scene.summary.up:
            scene.summary.hide()
            scene._round_closed()
        elif (settled := flow.settled()) is not None:
            scene._apply(settled)  # made in the open, as the table would after a beat
        elif flow.bot_to_act() is not None or flow.may_submit():
            scene.runner.cancel()
            scene._apply(rng.choice(scene.session.state.legal_actions()))
    raise RuntimeError(f"no such moment in {MOVES} moves of {scene.session.game.id}")


def _table(app: Any, game_id: str, people: int, seats: int, until: Until, seed: int) -> None:
    from parlour.ui.scenes.table import TableScene

    # The pointer rests where no tooltip answers it (a screen before may have moved it).
    pygame.mouse.set_pos((app.screen.get_width() - 1, 0))
    session = Session.start(game_id, _seats(people, seats), seed)
    scene = TableScene(app, session)
    app.scenes.switch(scene)
    app.step(1 / 30)
    _drive(scene, until, seed)
    scene.runner.cancel()


#: (name, game, people, seats, moment): the moments to show.
MOMENTS: tuple[tuple[str, str, int, int, Until], ...] = (
    ("curtain_banque_fatale_3p", "banque_fatale", 3, 3, lambda s: s.curtain.up),
    ("reveal_banque_fatale_3p", "banque_fatale", 3, 3, _reveal),
    ("catch_up_banque_fatale_3p", "banque_fatale", 3, 3, _catch_up),
    ("curtain_ladies_and_gentlemen_5s3p", "ladies_and_gentlemen", 3, 5, lambda s: s.curtain.up),
    ("catch_up_ladies_and_gentlemen_5s3p", "ladies_and_gentlemen", 3, 5, _catch_up),
    ("catch_up_ladies_and_gentlemen_10s3p", "ladies_and_gentlemen", 3, 10, _catch_up),
    ("claim_guillotine_2p", "guillotine", 2, 2, _claim(2)),
    ("claim_guillotine_3p", "guillotine", 3, 3, _claim(3)),
    ("claim_guillotine_4p", "guillotine", 4, 4, _claim(4)),
    ("claim_guillotine_5p", "guillotine", 5, 5, _claim(5)),
    ("deciding_guillotine_3p", "guillotine", 3, 3, _deciding),
    ("catch_up_guillotine_5p", "guillotine", 5, 5, _catch_up),
    ("catch_up_monopoly_kartenspiel_3p", "monopoly_kartenspiel", 3, 3, _catch_up),
    ("undo_monopoly_kartenspiel_3p", "monopoly_kartenspiel", 3, 3, _undo_refused),
    ("round_monopoly_kartenspiel_2p", "monopoly_kartenspiel", 2, 2, _round_scored),
)


def screens(app: Any, seed: int = 7) -> Iterator[tuple[str, Callable[[], None]]]:
    """``(name, show)`` for every hot-seat moment, and the settings with their rows for it.
    Warte mal's countdown is set to its longest, so the banner outlasts the frames that
    settle a screen."""
    from parlour.settings import CLAIM_SECONDS
    from parlour.ui.scenes.settings import SettingsScene

    app.settings.claim_seconds = max(CLAIM_SECONDS)
    yield "settings", lambda: app.scenes.switch(SettingsScene(app))
    for name, game_id, people, seats, until in MOMENTS:
        yield name, lambda g=game_id, p=people, n=seats, u=until: _table(app, g, p, n, u, seed)
