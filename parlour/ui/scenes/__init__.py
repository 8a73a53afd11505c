"""The app's screens, one module each. ``menu.MenuScene`` is what the pygame_gui menu
screens share; the main menu is drawn with pygame alone (see ``main_menu``). A screen
never imports a screen beside it, only the table host and the menu base that lie below
(the lesson is a table, the menu screens are menus): it leads on through
``parlour.ui.navigation``."""
