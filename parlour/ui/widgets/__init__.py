"""Reusable table widgets shared by every game: cards, drag and drop, zoom, dice, tokens."""
