"""Errors the rules raise; the UI turns them into messages, never crashes."""


class RuleError(ValueError):
    """An action the rules do not allow right now.

    Raised by ``GameState.apply`` before anything changes, so a caller can catch it and
    carry on with the very same state.
    """
