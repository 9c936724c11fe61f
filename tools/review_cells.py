"""The "Review your game" section that ends each game's scoring tutorial (issue 47): a game
played out in Python (Green at random, the steady bot against it), its review printed
(``tw.review``: fixed seeds, so the same output at every run) and the same game on a board,
whose "Review my game" button a learner clicks. One text for the three games."""

from __future__ import annotations


def review_section(game: str, seed: int = 5) -> list[tuple[str, str]]:
    """The section's cells for ``game`` (its module's name under ``tw``)."""
    return [
        ("md", "## Review your game\n\n"
               "At the end of a game you played on a board, the board offers **Review my game**: the three "
               "decisions where you lost most against the strong bot's choice, made from what you knew then "
               "(`tw.hint`'s move), each with what you did, the better move and what each scores at once, by "
               "score category. The board becomes the game's replay at the first of them, drawn as you saw it "
               "then, the better move's piece ringed in blue: the buttons 1, 2 and 3 step to each decision, the "
               "timeline steps around them, **Read all** lists them in full, and **Try again from here** takes "
               "the game back to that position, with the same cards and tiles to come, so that you can make the "
               "better move. `tw.review(game, seat)` gives the same review to Python; each decision's `moves` "
               "opens a replay there: `tw.replay(game, at=decision.moves)`.\n\n"
               "Here Green played at random, as the beginner bot does, against the steady bot. Its review:"),
        ("code", f"finished = tw.{game}.new_game(players=2, seed={seed})\n"
                 "seats = {0: tw.RandomBot(seed=0), 1: tw.GreedyBot(seed=1)}  # Green at random, then the steady bot\n"
                 "while not finished.is_over:\n"
                 "    finished.apply(seats[finished.current_player].choose(finished))\n"
                 "for decision in tw.review(finished, seat=0):\n"
                 "    print(decision.words)"),
        ("md", "The same game on a board, with Green's seat yours: click **Review my game** (it takes a second or "
               "two), then the decisions 1, 2 and 3. Your own game above offers the same button when it ends."),
        ("code", f"review_board = tw.{game}.Board(finished, bots={{1: \"steady\"}})\n"
                 "review_board"),
    ]
