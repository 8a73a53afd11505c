"""Sound effects made by code, and a silent app where there is no audio device."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import threading

import pygame
import pytest

from parlour.ui import fonts, sound_synth
from parlour.ui.sound import Sound


@pytest.mark.parametrize("name", sorted(sound_synth.EFFECTS))
def test_each_effect_is_short_loud_enough_and_never_clips(name) -> None:
    samples = sound_synth.EFFECTS[name]()
    seconds = len(samples) / sound_synth.RATE
    assert 0.02 < seconds < 1.0
    peak = max(abs(v) for v in samples)
    assert 0.3 < peak <= 1.0


def test_effects_are_the_same_on_every_run() -> None:
    assert sound_synth.dice() == sound_synth.dice()


def test_pcm_conversion_and_resampling() -> None:
    samples = [0.0, 0.5, -0.5, 1.5]
    pcm = sound_synth.to_pcm16(samples, channels=2)
    assert len(pcm) == len(samples) * 2 * 2
    doubled = sound_synth.resample(samples, sound_synth.RATE * 2)
    assert len(doubled) == len(samples) * 2


def test_plays_through_the_dummy_device() -> None:
    pygame.init()
    try:
        sound = Sound(volume=0.5)
        assert sound.available, sound.unavailable_reason
        sound.play("coins")
        sound.play("no-such-effect")  # ignored, not an error
        sound.set_volume(2.0)
        assert sound.volume == 1.0
        sound.set_muted(True)
        sound.play("card")
    finally:
        pygame.quit()


def test_no_audio_device_means_silence_not_a_crash(monkeypatch) -> None:
    def no_device(*args, **kwargs):
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    sound = Sound()
    assert not sound.available and sound.unavailable_reason == "no audio device"
    sound.play("dice")
    sound.set_volume(0.3)
    sound.set_muted(False)


def test_the_menu_takes_input_while_the_effects_are_synthesized(tmp_path, monkeypatch) -> None:
    """The synthesis runs beside the frame loop: a click on the menu is handled while it is
    still busy (here held until the test lets it finish), and the effects arrive after."""
    from parlour.ui.scenes.setup import SetupScene
    from tests.fakes.driver import click, frames, make_app

    release = threading.Event()
    held_until_released: list[bool] = []

    def slow_click() -> list[float]:
        held_until_released.append(release.wait(timeout=5.0))
        return sound_synth.click()

    monkeypatch.setattr(sound_synth, "EFFECTS", {"click": slow_click})
    fonts.font.cache_clear()  # fonts cached by an earlier test die with its pygame.quit()
    app = make_app(tmp_path)
    try:
        frames(app)  # the first frame, then the sound starts
        assert app.sound.loading and app.sound.available
        app.sound.play("click")  # not ready yet: silent, no error
        click(app, app.scenes.current.buttons["new_game"])
        assert isinstance(app.scenes.current, SetupScene)
        release.set()
        app.sound.wait_ready(timeout=5.0)
        assert held_until_released == [True]
        assert not app.sound.loading and app.sound.available, app.sound.unavailable_reason
        app.sound.play("click")
    finally:
        release.set()
        app.shutdown()
        pygame.quit()
        fonts.font.cache_clear()
