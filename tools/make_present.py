"""Writes notebooks/present.ipynb (unexecuted); then run tools/execute_notebooks.py on it.

One board against a bot, for the projector: ``voila notebooks/present.ipynb`` shows the
heading and the board, no code (the README's "In class: a board on the projector").
"""

from pathlib import Path

from notebook_cells import notebook, write

OUT = Path(__file__).resolve().parent.parent / "notebooks" / "present.ipynb"

CELLS = [
    ("md", "# Porta Nigra against a bot\n\n"
           "The class plays Green, a steady bot plays Purple. Click a glowing piece to play it; the log "
           "says every move. To present it without code: `voila notebooks/present.ipynb`."),
    ("code", "import tabletop_widgets as tw\n\n"
             "game = tw.porta_nigra.new_game(players=2, seed=7, first_player=0)\n"
             "tw.porta_nigra.Board(game, bots={1: \"greedy\"})"),
]


def main() -> None:
    write(notebook(CELLS), OUT)
    print("wrote", OUT)


if __name__ == "__main__":
    main()
