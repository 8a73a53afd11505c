"""The app's screens, one module each. ``menu.MenuScene`` is what the pygame_gui menu
screens share; the main menu is drawn with pygame alone (see ``main_menu``). A screen
never imports another: it leads on through ``parlour.ui.navigation``."""
