"""Writes notebooks/class_game.ipynb (unexecuted); then run tools/execute_notebooks.py on it.

A class at one table (issue 48; README "A class at one table"): the teacher starts a table for
three seats, shows their QR codes, watches the table, and ends with the score breakdown and
a replay. Its server cell returns at once (the server runs in a daemon thread), so a run of
the notebook, nbval's included, never waits on it; the seats' links carry random keys, so
that cell's output is not compared.
"""

from pathlib import Path

from notebook_cells import IGNORE_OUTPUT, LIVE_OUTPUT, notebook, write

OUT = Path(__file__).resolve().parent.parent / "notebooks" / "class_game.ipynb"

CELLS = [
    ("md", "# A class at one table\n\n"
           "Each student plays a seat of one Porta Nigra game on a device of their own (a laptop, a tablet, a "
           "phone), the table is on the projector, and you run the game from here. Students see only their own "
           "hand, and can move only on their turn; the projector shows what everyone may see.\n\n"
           "This needs the `class` extra: `pip install \"tabletop-widgets[class]\"`. It works on a laptop in the "
           "school's network. It does not work on Binder (the students' devices cannot reach its server) nor in "
           "the JupyterLite site (a browser tab cannot serve other devices)."),
    ("code", "import tabletop_widgets as tw\n\n"
             "# Panel serves the pages, segno draws the QR codes (the class extra). If either is missing,\n"
             "# tw.require says so and how to install it, and the later cells are skipped.\n"
             "try:\n"
             "    import panel\n"
             "    import segno\n"
             "except ImportError:\n"
             "    pass\n"
             "tw.require(\"panel\", \"segno\", notebook=\"A class at one table\", extra=\"class\", server=True)"),
    ("md", "## 1. Open the table\n\n"
           "`open_seats()` serves a page for each seat and one for the table, and returns at once. Here it "
           "listens on this computer only; for the class's devices write `board.open_seats(host=\"0.0.0.0\")` "
           "(it says who can reach it). Each seat's link carries a key of its own: hand each student their "
           "QR code, and the projector the table's link. The list shows who has joined."),
    ("code", "game = tw.porta_nigra.new_game(players=3, seed=7)\n"
             "board = tw.porta_nigra.Board(game)\n"
             "seats = board.open_seats()\n"
             "seats", LIVE_OUTPUT),
    ("md", "## 2. Watch the table\n\n"
           "This board is yours: it shows every hand (the teacher's view). Its Undo takes back the last "
           "student's move, but never past a card turned up. `seats.pause()` and `seats.unpause()` stop and "
           "resume play; a seat whose device dropped goes to a bot with `seats.hand_to_bot(seat)` until "
           "`seats.take_back(seat)`."),
    ("code", "board", IGNORE_OUTPUT),
    ("md", "Seats nobody took are played by bots. Here nobody has joined, so the bots play every seat."),
    ("code", "seats.fill_with_bots()"),
    ("md", "## 3. The end: the score breakdown and a replay\n\n"
           "`seats.end()` stops play on every page; `seats.close()` ends the pages' connections."),
    ("code", "seats.end()\n"
             "names = [game.name(seat) for seat in range(game.players)]\n"
             "for part, points in game.score_breakdown().items():\n"
             "    print(f\"{part:22}\", *(f\"{name} {p:3}\" for name, p in zip(names, points)))\n"
             "print(f\"{'total':22}\", *(f\"{name} {p:3}\" for name, p in zip(names, game.scores())))\n"
             "print(game.result())"),
    ("code", "seats.close()\n"
             "tw.replay(game)", IGNORE_OUTPUT),
]


def main() -> None:
    write(notebook(CELLS), OUT)
    print("wrote", OUT)


if __name__ == "__main__":
    main()
