"""Everything that draws: app loop, scenes, widgets, theme. Nothing here decides a rule."""
