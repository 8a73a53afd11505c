"""Short sound effects, and silence where there is no audio device.

``Sound`` is what ``app.sound`` holds. Effects are synthesized by ``sound_synth`` when the
mixer comes up; if it cannot (no device, a headless test, a broken driver) the object
stays silent and every call is a no-op, so a missing sound card never stops a game.

The synthesis is pure Python and takes a few tenths of a second, so the app asks for it
with ``background=True``: a worker thread computes the samples while the menu takes input
(the interpreter's short switch interval, see ``parlour.ui.app``, hands the frame loop its
turns). The thread never touches pygame: the mixer is started before it and the samples
become mixer sounds on the UI thread at the next ``play`` (or volume change) after they
are ready, so a window closed meanwhile has no thread inside SDL. Rendering the effects at
build time instead would ship audio files, which the synthesizer exists to avoid. Until
the effects are ready ``play`` is silent: a click in the first moments is not heard.
"""

from __future__ import annotations

import logging
import threading

import pygame

log = logging.getLogger(__name__)


#: ``unavailable_reason`` when sound was never started (tests, before the first frame).
DISABLED = "disabled"


class Sound:
    """Plays named effects (``card``, ``click``, ``dice``, ``coins``, ``guillotine``).

    ``volume`` is 0.0–1.0; ``muted`` silences without forgetting the volume. Unknown names
    are ignored (logged once) so a game can ask for an effect this build lacks.
    """

    def __init__(
        self,
        volume: float = 1.0,
        muted: bool = False,
        enabled: bool = True,
        background: bool = False,
    ) -> None:
        self.volume = max(0.0, min(1.0, volume))
        self.muted = muted
        self._effects: dict[str, pygame.mixer.Sound] = {}
        self._unknown: set[str] = set()
        #: The synthesized samples by name, until the UI thread makes them mixer sounds.
        self._pcm: dict[str, bytes] | None = None
        self._loader: threading.Thread | None = None
        #: Why there is no sound (``None`` when sound works), for the settings screen.
        self.unavailable_reason: str | None = None
        if not enabled:
            self.unavailable_reason = DISABLED
            return
        mixer = self._start_mixer()
        if mixer is None:
            return
        if background:
            self._loader = threading.Thread(
                target=self._synthesize, args=mixer, name="parlour-sound", daemon=True
            )
            self._loader.start()
        else:
            self._synthesize(*mixer)
            self._adopt()

    @property
    def available(self) -> bool:
        """Sound works, or is still being prepared (the settings screen shows no warning)."""
        self._adopt()
        return self.loading or self._pcm is not None or bool(self._effects)

    @property
    def unavailable_note(self) -> str | None:
        """The text key that tells the player why there is no sound, or ``None``. The raw
        reason (SDL's words, in English) goes to the log, never on screen."""
        if self.available:
            return None
        if self.unavailable_reason == DISABLED:
            return "parlour.settings.sound_off"
        return "parlour.settings.no_sound"

    @property
    def loading(self) -> bool:
        """The effects are still being synthesized on the loader thread."""
        return self._loader is not None and self._loader.is_alive()

    def wait_ready(self, timeout: float | None = None) -> None:
        """Wait for a background load to finish (tests, and anything that must hear it)."""
        if self._loader is not None:
            self._loader.join(timeout)
        self._adopt()

    def _start_mixer(self) -> tuple[int, int] | None:
        """The mixer's rate and channels, started in 16-bit if need be; ``None`` (and the
        reason noted) when there is no sound."""
        # Imported here: the app opens with sound disabled and synthesizes the effects
        # only after its first frame, so startup never pays for the synthesizer.
        from parlour.ui import sound_synth

        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=sound_synth.RATE, size=-16, channels=2)
            init = pygame.mixer.get_init()
            if init is None:
                raise pygame.error("mixer did not start")
            rate, fmt, channels = init
            if fmt != -16:
                # The effects are 16-bit signed; restart the mixer in that format.
                pygame.mixer.quit()
                pygame.mixer.init(frequency=rate, size=-16, channels=channels)
                if pygame.mixer.get_init() is None:
                    raise pygame.error("mixer did not restart")
        except (pygame.error, NotImplementedError, TypeError) as exc:
            self._no_sound(exc)
            return None
        return rate, channels

    def _synthesize(self, rate: int, channels: int) -> None:
        """Compute every effect's samples (pure Python, no pygame: any thread)."""
        from parlour.ui import sound_synth

        self._pcm = {
            name: sound_synth.to_pcm16(sound_synth.resample(make(), rate), channels)
            for name, make in sound_synth.EFFECTS.items()
        }

    def _adopt(self) -> None:
        """Turn synthesized samples into mixer sounds (the UI thread, once)."""
        pcm = self._pcm
        if pcm is None:
            return
        self._pcm = None
        try:
            self._effects = {name: pygame.mixer.Sound(buffer=data) for name, data in pcm.items()}
        except (pygame.error, NotImplementedError, TypeError) as exc:
            self._no_sound(exc)
            return
        self._apply_volume()

    def _no_sound(self, exc: BaseException) -> None:
        self._effects = {}
        self.unavailable_reason = str(exc) or type(exc).__name__
        log.info("no sound: %s", self.unavailable_reason)

    def _apply_volume(self) -> None:
        level = 0.0 if self.muted else self.volume
        for effect in self._effects.values():
            effect.set_volume(level)

    def play(self, name: str) -> None:
        """Play effect ``name`` once (nothing when muted, silent, loading or unknown)."""
        if self.muted or self.volume <= 0.0:
            return
        self._adopt()
        effect = self._effects.get(name)
        if effect is None:
            if self._effects and name not in self._unknown:
                self._unknown.add(name)
                log.warning("unknown sound effect %r", name)
            return
        try:
            effect.play()
        except pygame.error as exc:  # a device that vanished mid-game
            log.info("sound failed: %s", exc)

    def set_volume(self, volume: float) -> None:
        self.volume = max(0.0, min(1.0, volume))
        self._adopt()
        self._apply_volume()

    def set_muted(self, muted: bool) -> None:
        self.muted = muted
        self._adopt()
        self._apply_volume()
