"""The one error a rules model raises for a bad move."""


class IllegalAction(ValueError):
    """An action that breaks a rule or is malformed.

    ``reason`` is a plain-language sentence naming the rule (or the field) that was broken;
    ``rule`` the id of that rule in the game's ``RULES`` (None for an error that is no move's,
    such as nothing to undo); the game is left exactly as it was.
    """

    MAX_REASON = 600  # a reason that quotes a huge value is cut, never echoed whole

    def __init__(self, reason: str, rule: str | None = None):
        reason = str(reason)
        if len(reason) > self.MAX_REASON:
            reason = reason[:self.MAX_REASON - 3] + "..."
        super().__init__(reason)
        self.reason = reason
        self.rule = rule
