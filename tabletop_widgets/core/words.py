"""Plain-language helpers every game uses for logs, menus, refusals and screen readers."""

from __future__ import annotations

SIDE_WORDS = ("top", "right", "bottom", "left")  # a square tile's sides, in the order its faces list them


def plural(n: int, word: str, many: str | None = None) -> str:
    """``plural(1, "brick")`` -> '1 brick'; ``plural(3, "brick")`` -> '3 bricks';
    ``plural(2, "luxury", "luxuries")`` for an irregular plural."""
    return f"{n} {word}" if n == 1 else f"{n} {many or word + 's'}"


def lower_first(text: str) -> str:
    """'Buy a brick' -> 'buy a brick' (a sentence's start, used inside another sentence)."""
    return text[:1].lower() + text[1:]
