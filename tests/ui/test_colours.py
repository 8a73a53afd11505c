"""The shared colour arithmetic the tables' art mixes its shades with."""

from parlour.ui.colours import mix


def test_mix_runs_from_the_first_colour_to_the_second() -> None:
    assert mix((0, 100, 200), (200, 100, 0), 0.0) == (0, 100, 200)
    assert mix((0, 100, 200), (200, 100, 0), 1.0) == (200, 100, 0)


def test_mix_rounds_each_channel_of_the_share() -> None:
    # A third of the way from 236 to 214 is 228.67: rounded, not cut, to 229.
    assert mix((236, 222, 188), (214, 193, 148), 1 / 3) == (229, 212, 175)
