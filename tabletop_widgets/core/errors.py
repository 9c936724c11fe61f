"""The one error a rules model raises for a bad move."""


class IllegalAction(ValueError):
    """An action that breaks a rule or is malformed.

    ``reason`` is a plain-language sentence naming the rule (or the field) that was broken;
    the game is left exactly as it was.
    """

    def __init__(self, reason: str):
        super().__init__(reason)
        self.reason = reason
