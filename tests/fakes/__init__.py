"""Stand-ins for games that tests of the layers above the engine can rely on."""
