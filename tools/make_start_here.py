"""Writes notebooks/00_start_here.ipynb (unexecuted); run tools/execute_notebooks.py after.

Its "Where next" table links every shipped notebook (tools/links.py discovers them): here,
on Binder and in the JupyterLite site. Rerun this tool when a tutorial is added.
"""
import sys
from pathlib import Path

import nbformat as nbf

sys.path.insert(0, str(Path(__file__).resolve().parent))
import links  # noqa: E402
from notebook_cells import IGNORE_OUTPUT, KERNELSPEC, write  # noqa: E402

GAMES = {"porta_nigra": "Porta Nigra", "carpe_diem": "Carpe Diem", "magna_roma": "Magna Roma"}
coming = [name for folder, name in GAMES.items() if folder not in links.tutorials()]

md, code = nbf.v4.new_markdown_cell, nbf.v4.new_code_cell


def ignore_output(cell):
    """A cell that reads the live board: its output is whatever the learner clicked."""
    cell.metadata["tags"] = list(IGNORE_OUTPUT)
    return cell


nb = nbf.v4.new_notebook()
nb.cells = [
    md("# Start here: Roman board games in Jupyter\n\n"
       "**tabletop-widgets** brings three Roman eurogames into the notebook: a faithful rules model "
       "of each game in Python and a board you can play on by clicking.\n\n"
       "| game | what you do | status |\n| --- | --- | --- |\n"
       "| **Porta Nigra** (Kramer & Kiesling, 2015) | build the landmarks of Roman Trier brick by brick | rules model and board ready; tutorials below |\n"
       "| **Carpe Diem** (Feld, 2018) | lay out a Roman estate from drafted tiles | rules model and board ready; tutorials below |\n"
       "| **Magna Roma** (De Nardis, 2020) | grow a 5 x 5 city and its monuments | rules model and board ready, solo mode included; tutorials below |\n\n"
       "Run the cells from top to bottom (Shift+Enter)."),
    md("## A live Porta Nigra board\n\n"
       "Two players, Green and Purple, sit at the table. The seed fixes every shuffle, so this is the "
       "same game every time you run it. The first player begins by placing the **master builder** "
       "in one of the four quarters: the glowing quarters are the moves you may make. Click one."),
    code("import tabletop_widgets as tw\n\n"
         "game = tw.porta_nigra.new_game(players=2, seed=7)\n"
         "board = tw.porta_nigra.Board(game)\n"
         "board"),
    md("The board and the Python game are the same object: what you click is checked by the rules "
       "model, and the board redraws from it. Python can ask the game anything, for example what the "
       "player to move may do now:"),
    ignore_output(code("print(board.status)\n"
                       "for action in game.legal_actions()[:4]:\n"
                       "    print(game.describe(action))")),
    md("A move that breaks a rule is refused with the reason, and nothing changes. Try to end the turn "
       "straight away, in the game as it began (`game.at(0)`, whatever you have clicked since):"),
    code("print(game.at(0).why_illegal({\"type\": \"end_turn\"}))"),
    md("## A live Carpe Diem board\n\n"
       "You are Red, against the beginner bot (Blue), which plays at random. First put your **patrician** on a free "
       "semicircular space of the construction site; then each turn move it along a black line, take a tile "
       "from beside it and build it into your district, all sides matching. The glowing pieces are the moves "
       "you may make. When Blue has answered your move, what it did is listed under the status line."),
    code("cd_game = tw.carpe_diem.new_game(players=2, seed=7, first_player=0)\n"
         "tw.carpe_diem.Board(cd_game, bots={1: \"beginner\"})"),
    md("## A live Magna Roma board, solo\n\n"
       "Alone against the solo objectives (level I): reserve a tile from the draft, then place it in your city "
       "of 5 x 5 tiles around the town centre. The solo board's objectives say what your city must show by the "
       "end; the glowing pieces are the moves you may make."),
    code("mr_game = tw.magna_roma.new_game(players=1, seed=7)\n"
         "tw.magna_roma.Board(mr_game)"),
    md("## Where next\n\n"
       "Every notebook of the project: **open** it here, on **Binder** (a Jupyter server in the cloud, "
       "which can take a minute or two to start) or **in your browser** with JupyterLite (Python runs in the "
       "page itself: nothing to install, no server).\n\n"
       + links.table(local=True) + "\n"
       + (f"Tutorials for {' and '.join(coming)} *(placeholder: coming soon)*.\n\n" if coming else "")
       + "The game-design lab and the teacher's guide need pandas and matplotlib: on Binder or your own machine "
       "they are installed; in the browser they load from the Pyodide CDN when you are online.\n\n"
       "**Teachers**: [the teacher's guide](for_teachers.ipynb) is a 45-minute lesson on game balance "
       "(first-player advantage, a rule variant, what a confidence interval says), with exercises and answers. "
       "To show a board on the projector without any code, present [the presentation notebook](present.ipynb), "
       "one board against a bot, with Voilà: `voila notebooks/present.ipynb` (the README's *In class: a board on "
       "the projector*).\n\n"
       "Some component values (board spots, card contents) are not printed in the rulebooks; they are "
       "reconstructed and marked with their provenance. The setup tutorial of each game shows how to load "
       "the values of your own copy."),
]
nb.metadata["kernelspec"] = dict(KERNELSPEC)
write(nb, links.NOTEBOOKS / links.START_HERE)
