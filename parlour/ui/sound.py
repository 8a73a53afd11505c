"""Short sound effects, and silence where there is no audio device.

``Sound`` is what ``app.sound`` holds. Effects are synthesized by ``sound_synth`` when the
mixer comes up; if it cannot (no device, a headless test, a broken driver) the object
stays silent and every call is a no-op, so a missing sound card never stops a game.

The synthesis is pure Python and takes a few tenths of a second, so the app asks for it
with ``background=True``: a worker thread starts the mixer and builds the effects while the
menu takes input (the interpreter's short switch interval, see ``parlour.ui.app``, hands
the frame loop its turns). Rendering the effects at build time instead would ship audio
files, which the synthesizer exists to avoid. Until the effects are ready ``play`` is
silent: a click in the first moments is simply not heard.
"""

from __future__ import annotations

import logging
import threading

import pygame

log = logging.getLogger(__name__)


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
        # Guards ``_effects`` and the volume while the loader thread hands the effects over.
        self._lock = threading.Lock()
        self._loader: threading.Thread | None = None
        #: Why there is no sound (``None`` when sound works), for the settings screen.
        self.unavailable_reason: str | None = None
        if not enabled:
            self.unavailable_reason = "disabled"
        elif background:
            self._loader = threading.Thread(target=self._load, name="parlour-sound", daemon=True)
            self._loader.start()
        else:
            self._load()

    @property
    def available(self) -> bool:
        """Sound works, or is still being prepared (the settings screen shows no warning)."""
        return self.loading or bool(self._effects)

    @property
    def loading(self) -> bool:
        """The effects are still being synthesized on the loader thread."""
        return self._loader is not None and self._loader.is_alive()

    def wait_ready(self, timeout: float | None = None) -> None:
        """Wait for a background load to finish (tests, and anything that must hear it)."""
        if self._loader is not None:
            self._loader.join(timeout)

    def _load(self) -> None:
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
            effects = {}
            for name, make in sound_synth.EFFECTS.items():
                samples = sound_synth.resample(make(), rate)
                pcm = sound_synth.to_pcm16(samples, channels)
                effects[name] = pygame.mixer.Sound(buffer=pcm)
        except (pygame.error, NotImplementedError, TypeError) as exc:
            self.unavailable_reason = str(exc) or type(exc).__name__
            log.info("no sound: %s", self.unavailable_reason)
            return
        with self._lock:
            self._effects = effects
            self._apply_volume()

    def _apply_volume(self) -> None:
        level = 0.0 if self.muted else self.volume
        for effect in self._effects.values():
            effect.set_volume(level)

    def play(self, name: str) -> None:
        """Play effect ``name`` once (nothing when muted, silent, loading or unknown)."""
        if self.muted or self.volume <= 0.0:
            return
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
        with self._lock:
            self.volume = max(0.0, min(1.0, volume))
            self._apply_volume()

    def set_muted(self, muted: bool) -> None:
        with self._lock:
            self.muted = muted
            self._apply_volume()
