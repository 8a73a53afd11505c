"""Headless command-line tools: ``parlour simulate``."""
