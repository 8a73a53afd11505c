"""Save files: a versioned JSON format, atomic writes, and the list the load screen shows."""
