"""Playing a session at one screen, apart from drawing it: who looks, what waits for a click."""
