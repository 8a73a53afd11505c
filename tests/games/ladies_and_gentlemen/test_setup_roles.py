"""Setup names each seat's part before the game: who is a Lady, a Gentleman, the Courtesan."""

from __future__ import annotations

from parlour.ui.scenes.setup import SetupScene
from tests.fakes.driver import frames, make_app, open_setup


def test_setup_names_lady_gentleman_and_courtesan(tmp_path) -> None:  # type: ignore[no-untyped-def]
    app = make_app(tmp_path)
    try:
        scene = open_setup(app)
        assert isinstance(scene, SetupScene)
        scene._select_game([g.id for g in scene.games].index("ladies_and_gentlemen"))
        scene.seat_count = 5
        scene._count_changed()
        app.scenes.switch(scene)
        frames(app)
        roles = [scene.widget_of[f"role{seat}"].text for seat in range(5)]
        assert roles == ["Gentleman", "Lady", "Gentleman", "Lady", "Courtesan"]
    finally:
        app.shutdown()


def test_a_game_whose_seats_play_alike_names_no_part(tmp_path) -> None:  # type: ignore[no-untyped-def]
    app = make_app(tmp_path)
    try:
        scene = open_setup(app)
        scene._select_game([g.id for g in scene.games].index("guillotine"))
        app.scenes.switch(scene)
        frames(app)
        assert not [key for key in scene.widget_of if key.startswith("role")]
    finally:
        app.shutdown()
