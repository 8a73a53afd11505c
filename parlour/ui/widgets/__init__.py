"""Reusable table widgets shared by every game.

For a game's table: ``card`` (the one card shape), ``drag`` (drag and drop, click-select),
``zoom`` (the enlarged card), ``dice``, ``counter`` (money and points that count), and
``tokens`` (chips and jetons). For the table host: ``curtain`` (hot-seat), ``log_panel``
and ``menu_overlay`` (Esc). For menus: ``dropdown`` (a dropdown that opens toward its room
inside a scrolled list).
"""
