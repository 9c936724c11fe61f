"""What a board shows of a review at a game's end: "Review my game" (issue 47).

At the end of a game played on a board, the session (core/session.py) reviews the game of the
seat at the screen with ``tw.review`` (core/review.py) and the finished board becomes its
replay, drawn for that seat (each position as it saw it then: its own hand, no other), at the
first reviewed decision. ``ReviewShown`` is what the board shows of that review, the ``review``
trait: each decision's place in the game, what the seat did, the better move and what each
scores at once by category, in words. All of it is the seat's own: its moves, and a better
move found from what it knew then (a hint's world), so nothing hidden from it is told.
"""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass

from .game import Game
from .hints import pieces_of
from .replay import Track
from .review import Decision, differences, review
from .types import JSON
from .words import lower_first

NOT_OVER = "The review comes at the game's end: finish the game first."
NO_HUMAN = "Only bots played on this board: there is no player's game to review."
IN_A_LESSON = "A lesson's moves are its steps: review a game played on a board of its own."
A_REPLAY = "This is a replay: tw.review(game, seat) in Python reviews a seat's game."
NO_SEAT = "Nobody has played at this screen yet: tw.review(game, seat) in Python reviews a seat's game."
NOT_REVIEWING = "There is no review open on this board: review the game at its end first."
NOT_AT_DECISION = ("Try again starts from a reviewed decision: step to one of them first (its button, "
                   "or the timeline).")
NOTHING = ("Nothing to review: every decision of yours was as good as the strong bot's choice, "
           "or the only move there was.")


@dataclass(frozen=True)
class ReviewShown:
    """A review on a board: the seat reviewed, its name, its decisions (``tw.review``'s, in the
    order they were made) and each in words, placed on the replay's timeline (worked out once)."""

    seat: int
    name: str
    decisions: tuple[Decision, ...]
    entries: tuple[JSON, ...]

    @classmethod
    def of(cls, game: Game, seat: int, track: Track, seed: int = 0) -> ReviewShown:
        """The review of ``seat``'s game (finished), placed on the replay's ``track``."""
        decisions = tuple(review(game, seat, seed=seed))
        return cls(seat=seat, name=game.name(seat), decisions=decisions,
                   entries=tuple(_entry(game, seat, d, _place(track, d.moves)) for d in decisions))

    def index_at(self, at: int) -> int | None:
        """The decision the replay stands before at move ``at`` (None: none)."""
        return next((i for i, d in enumerate(self.decisions) if d.moves == at), None)

    def state(self, at: int | None) -> JSON:
        """The ``review`` trait: the seat, its decisions in words, and the one the replay shows
        (``at``: its index, or None), whose ``note`` the bar's message line says."""
        return {"seat": self.seat, "name": self.name, "at": at, "nothing": "" if self.decisions else NOTHING,
                "decisions": [dict(e) for e in self.entries]}


def _entry(game: Game, seat: int, decision: Decision, place: str) -> JSON:
    """A decision as the board shows it; ``target``: the better move's piece in the seat's view
    there (the board rings it, as a lesson's step)."""
    before = game.at(decision.moves)
    played, better = _words(before, decision.played), _words(before, decision.better)
    differ = differences(decision.played_gains, decision.better_gains)
    at_once = (f"At once the better move scores {', '.join(differ)}; looking ahead it leaves you better placed."
               if differ
               else "Both score the same at once; the better move leaves you better placed.")
    target = pieces_of(game).target(decision.better, before.view(seat))
    ringed = "" if target.startswith("button:") else " Its piece is ringed in blue."  # a bar button: not drawn
    return {"moves": decision.moves, "move": decision.moves + 1, "place": place, "played": played,
            "better": better, "differs": differ, "words": decision.words, "target": target,
            "note": f"You chose to {played}. Better: {better}.{ringed} {at_once}"}


def _words(game: Game, action: object) -> str:
    return lower_first(game.describe(action).rstrip("."))  # type: ignore[arg-type]  # a legal action of it


def _place(track: Track, at: int) -> str:
    """"Before move 38 · turn 19 of 100 · round 3 of 7": where the decision was made, in the
    timeline's words (js/timeline.js timelinePlace; the timeline there says "Move 37 of ...",
    the position after move 37)."""
    turn = bisect_right(track.turns, at)
    round_name = track.round_names[bisect_right(track.rounds, at) - 1]
    return f"Before move {at + 1} · turn {turn} of {len(track.turns)} · {round_name}"


def retry_state(entry: JSON) -> JSON:
    """After "Try again from here", until the next move: the better move's words and piece, so
    that the learner sees what to try (``review.retry``)."""
    ringed = "" if entry["target"].startswith("button:") else " (ringed in blue)"
    return {"moves": entry["moves"], "target": entry["target"],
            "note": f"Try again: the better move here is to {entry['better']}{ringed}."}
