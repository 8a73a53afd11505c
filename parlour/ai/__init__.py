"""Game-independent bots. A bot only ever sees states made by ``determinize``."""
