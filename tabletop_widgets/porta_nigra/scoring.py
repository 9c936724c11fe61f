"""Porta Nigra's final scoring: building-card sets and majorities (rulebook, Final scoring)."""

from __future__ import annotations

from functools import lru_cache

from ..core.rulebook import enforces


@enforces("set-collection-scoring")
def set_points(buildings: list[str], set_scores: list[int]) -> int:
    """The most points the cards' buildings can score, split into sets of different buildings.

    ``set_scores[k]`` is what a set of k different buildings scores (2/6/12/20). Every
    partition is tried, so the answer is the best one whatever the score table.
    """
    counts = tuple(sorted((buildings.count(b) for b in set(buildings)), reverse=True))
    return _best(counts, tuple(set_scores))


@lru_cache(maxsize=4096)
def _best(counts: tuple[int, ...], set_scores: tuple[int, ...]) -> int:
    counts = tuple(c for c in counts if c)
    if not counts:
        return 0
    best = 0
    kinds = len(counts)
    # The next set takes one card of each building in a non-empty subset that includes the
    # first building (every card ends up in some set, so some set holds the first one).
    for mask in range(1 << (kinds - 1)):
        chosen = [0] + [i + 1 for i in range(kinds - 1) if mask >> i & 1]
        if len(chosen) > len(set_scores) - 1:
            continue
        rest = list(counts)
        for i in chosen:
            rest[i] -= 1
        best = max(best, set_scores[len(chosen)] + _best(tuple(sorted(rest, reverse=True)), set_scores))
    return best


@enforces("majority-scoring", "majority-ties", "majority-unbroken-tie")
def rank_part(entries: dict[int, tuple[int, tuple[int, int]]], points: list[int]) -> dict[int, int]:
    """Majority points in one part: ``entries[seat] = (amount, best element)``.

    The most goes first, the next second (majority-scoring). A tie goes to the better best
    element, compared as ``(brick value, bricks)`` (majority-ties); a tie that cannot be
    broken gives all tied players the next place's points: tied first places score second
    place's, a tied second place nothing (majority-unbroken-tie; the rulings in rulebook.py).
    """
    ranked = sorted(((key, seat) for seat, key in entries.items() if key[0] > 0), reverse=True)
    groups: list[list[int]] = []
    for key, seat in ranked:
        if groups and entries[groups[-1][0]] == key:
            groups[-1].append(seat)
        else:
            groups.append([seat])
    awarded: dict[int, int] = {}
    if not groups:
        return awarded
    first = groups[0]
    if len(first) > 1:
        return {seat: points[1] for seat in first}
    awarded[first[0]] = points[0]
    if len(groups) > 1 and len(groups[1]) == 1:
        awarded[groups[1][0]] = points[1]
    return awarded
