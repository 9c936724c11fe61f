"""Writes the Porta Nigra tutorials (unexecuted); then run tools/execute_notebooks.py on them.

Each notebook teaches one part of the game: theme and goal first, then each rule when it is
first used, with the rulebook's own worked examples replayed on live boards.
"""

from pathlib import Path

import nbformat as nbf
from notebook_cells import IGNORE_OUTPUT, notebook

OUT = Path(__file__).resolve().parent.parent / "notebooks" / "porta_nigra"

RECONSTRUCTED = (
    "**A note on the components.** The rulebook prints the rules but not every value on the board "
    "and cards. The building spots' requirements and VP, the action cards' icons, the supply cards "
    "and the honour cards here are *reconstructed*: each value agrees with every worked example in "
    "the rulebook and carries its provenance (`rulebook`, `public` or `reconstructed`, with a reason) "
    "in `tabletop_widgets/porta_nigra/components.json`. If you own the game, copy that file, type in "
    "the values from your copy and play with `new_game(components=\"my_copy.json\")`."
)


SETUP = [
    ("md", "# Porta Nigra 1: the city and the setup\n\n"
           "*Augusta Treverorum*, Roman Trier, was the largest Roman city north of the Alps. In **Porta Nigra** "
           "(Wolfgang Kramer and Michael Kiesling, 2015) you are one of its master builders: you buy bricks in the "
           "city's market and build them into four great buildings, the Basilica, the Amphitheatre, the City Wall "
           "and the Porta Nigra, the black gate that still stands today.\n\n"
           "**Goal:** the most victory points (VP). You score for each building element you place, for "
           "collecting building cards, for honour cards and, at the end, for having the most bricks in each part "
           "of each building.\n\n"
           "**Overview:** each turn you play one action card from a hand of two. Its icons say what you may do: buy a "
           "brick, place a building element, take influence, a torch or coins. When every card has been played, the "
           "round ends. A game has 3 rounds with 2 players and 2 rounds with 3 or 4."),
    ("md", "## Setting up\n\n`new_game` performs the rulebook's setup, steps 1 to 8. The seed fixes every shuffle, "
           "so this notebook shows the same game each time it runs."),
    ("code", "import tabletop_widgets as tw\n\n"
             "game = tw.porta_nigra.new_game(players=3, seed=2026)\n"
             "game"),
    ("md", "Every player starts with 20 sesterces, 1 torch token, 5 Romans in the play area (the other 10 wait in "
           "the reserve), a shuffled deck of 8 action cards and a hand of 2:"),
    ("code", "for seat in game.view()[\"seats\"]:\n"
             "    print(f\"{seat['name']:7} {seat['coins']} sesterces, {seat['torches']} torch, {seat['romans']} Romans \"\n"
             "          f\"(+{seat['romans_reserve']} in reserve), {seat['hand_size']} cards in hand, {seat['deck']} in the deck\")"),
    ("md", "Six building cards and fourteen honour cards lie face up. The brick market starts empty: on the "
           "first turn it is filled from the supply cards until it holds at least 14 bricks. The log says what "
           "happened:"),
    ("code", "view = game.view()\n"
             "print(len(view[\"building_display\"]), \"building cards,\", len(view[\"honour_display\"]), \"honour cards on display\")\n"
             "for event in game.log:\n"
             "    print(event[\"text\"])"),
    ("md", "## The board\n\n"
           "The city has four **quarters**, each with one building and one **shop** of the brick market. Bricks take "
           "the colour of the shop they lie in: black costs 1 sesterce, blue 2, red 3, yellow 4 and white 5. The "
           "white shop in the centre belongs to every quarter. Every building spot shows what it needs (for example "
           "2 yellow bricks) and the VP it scores; Porta Nigra spots take 3 to 8 bricks of one colour. Letters on "
           "the bricks (K, B, R, Y, W) mean you never need to tell colours apart.\n\n"
           "Your master builder walks between the quarters **clockwise only**, paying 1 sesterce per border. At the "
           "start of your first turn you put it in any quarter. The glowing quarters below are the moves you may make: "
           "click one to place Orange's master builder."),
    ("code", "board = tw.porta_nigra.Board(game)\n"
             "board"),
    ("md", "Click a piece that does not glow and the board tells you which rule forbids it; nothing changes."),
    ("md", "## Refilling the market (the rulebook's example)\n\n"
           "At the start of each turn the market is checked: with fewer than 7 bricks, supply cards are drawn, each "
           "adding one brick to every shop it shows, until there are at least 14. Then the building card display is "
           "refilled to 6 and the honour display to 14.\n\n"
           "In the rulebook, Nicole finds 5 bricks. Her first supply card adds 4 (yellow, red, blue and white), the "
           "second 3 and the third 4: 5, 9, 12, 16. We set up her position and let Thomas end his turn:"),
    ("code", "example = tw.porta_nigra.scenario(\n"
             "    players=2, names=[\"Nicole\", \"Thomas\"], to_play=1, card=\"a1\",\n"
             "    market={\"black\": 2, \"blue\": 1, \"red\": 1, \"yellow\": 1}, supply_top=[\"s1\", \"s2\", \"s3\"])\n"
             "example.apply({\"type\": \"end_turn\"})  # Thomas's turn ends; Nicole's begins with the refill\n"
             "refill = [e for e in example.log if e[\"kind\"] == \"refill\"][-1]\n"
             "print(refill[\"text\"])\n"
             "print(\"bricks after each supply card:\", refill[\"data\"][\"totals\"])"),
    ("code", "tw.porta_nigra.Board(example)"),
    ("md", "## Try it yourself\n\nOn the first board above, place Orange's master builder, then run the next cell: "
           "it reads the same game the board plays."),
    ("code", "print(board.status)\n"
             "print(\"Orange's master builder:\", game.view()[\"seats\"][2][\"master_builder\"])", IGNORE_OUTPUT),
    ("md", RECONSTRUCTED + "\n\nFor example, the Basilica spot from Michael's example in the rulebook, and one "
                           "whose VP follow the reconstruction rule:"),
    ("code", "spots = tw.porta_nigra.default_components()[\"buildings\"][\"basilica\"][\"spots\"]\n"
             "for spot in spots[:2]:\n"
             "    print(spot[\"id\"], spot[\"bricks\"], spot[\"colour\"], spot[\"vp\"], \"VP -\", spot[\"source\"])"),
    ("md", "Next: [2. A turn](02_turns.ipynb)."),
]

TURNS = [
    ("md", "# Porta Nigra 2: a turn\n\n"
           "On your turn you play **one action card**. The torches at its bottom say how many actions you may take "
           "(2 or 3); its icons say which. Each icon may be used once, in any order. A torch token from your play "
           "area buys one more action on a free icon, and a spare action (or a torch token) can be turned into "
           "1 sesterce. At any time you may also spend influence: 2 influence for a Roman, 2 for an extra building "
           "action, and the cost of one honour card per turn. Then the card goes to your discard pile and you draw "
           "one."),
    ("code", "import tabletop_widgets as tw"),
    ("md", "## Buying a brick, and the clockwise walk\n\n"
           "In the rulebook, Thomas plays a card with a black buy icon; his master builder stands in the red quarter "
           "and the black shop has a brick. He walks clockwise red -> yellow -> black, crossing 2 borders for "
           "2 sesterces, and pays 1 for the black brick."),
    ("code", "thomas = tw.porta_nigra.scenario(\n"
             "    players=2, names=[\"Thomas\", \"Nicole\"], to_play=0, card=\"a6\",\n"
             "    market={\"black\": 1, \"red\": 2, \"white\": 1}, seats={0: {\"master_builder\": \"red\", \"coins\": 10}})\n"
             "board = tw.porta_nigra.Board(thomas)\n"
             "board"),
    ("md", "The glowing shops are the legal buys, and each one's menu shows its price before you pay. From Python "
           "the same board moves with `board.play`:"),
    ("code", "board.play({\"type\": \"buy\", \"icon\": \"buy-black\", \"shop\": \"black\"})\n"
             "print(thomas.log[-1][\"text\"])\n"
             "print(\"Thomas has\", thomas.view()[\"seats\"][0][\"coins\"], \"sesterces left\")"),
    ("md", "Had he had only 2 sesterces, the move would be refused with the reason, and nothing would change:"),
    ("code", "poor = tw.porta_nigra.scenario(players=2, to_play=0, card=\"a6\", market={\"black\": 1},\n"
             "                              seats={0: {\"master_builder\": \"red\", \"coins\": 2}})\n"
             "print(poor.why_illegal({\"type\": \"buy\", \"icon\": \"buy-black\", \"shop\": \"black\"}))"),
    ("md", "**The white shop** belongs to every quarter: a white brick never costs a walk. **An empty shop** turns its "
           "buy icon into the grey any-colour icon. With the black shop empty, Thomas's black icon may buy a red "
           "brick in his own quarter (or any other colour, walking as usual):"),
    ("code", "empty = tw.porta_nigra.scenario(players=2, to_play=0, card=\"a6\", market={\"red\": 2, \"blue\": 1},\n"
             "                               seats={0: {\"master_builder\": \"red\", \"coins\": 10}})\n"
             "for action in empty.legal_actions():\n"
             "    if action[\"type\"] == \"buy\":\n"
             "        print(empty.describe(action))"),
    ("md", "## Placing a building element\n\n"
           "A building element is a stack of bricks placed on an empty spot of the quarter where your master builder "
           "stands (walking clockwise first if needed), with one of your Romans on top. White bricks may stand in "
           "for any colour. You score the spot's VP at once; if a building card on display shows this building and "
           "the spot's colour, you take it. Every 3rd, 6th, 9th... brick you have in a building triggers its "
           "**master-builder reward**.\n\n"
           "In the rulebook, Michael builds 2 yellow bricks on the Basilica (one border away), scores 9 VP, takes "
           "the yellow Basilica card, and with the 2 blue bricks he already has there reaches 4 bricks: the "
           "Basilica's reward (1 torch and 1 Roman) once."),
    ("code", "michael = tw.porta_nigra.scenario(\n"
             "    players=2, names=[\"Michael\", \"Courtney\"], to_play=0, card=\"a3\", spots={\"basilica.A2\": (0, 2)},\n"
             "    building_display=[\"bc-basilica-yellow\", \"bc-city_wall-red\", \"bc-amphitheatre-black\",\n"
             "                      \"bc-porta_nigra-blue\", \"bc-basilica-red\", \"bc-city_wall-white\"],\n"
             "    seats={0: {\"master_builder\": \"yellow\", \"coins\": 5, \"bricks\": {\"yellow\": 2}, \"torches\": 0}})\n"
             "board = tw.porta_nigra.Board(michael)\n"
             "board.play({\"type\": \"build\", \"spot\": \"basilica.A1\", \"bricks\": 2})\n"
             "for event in michael.log[-2:]:\n"
             "    print(event[\"text\"])\n"
             "board"),
    ("md", "## The Porta Nigra\n\n"
           "Porta Nigra spots show only a colour: the element has 3 to 8 bricks, and scores each brick's value "
           "(black 1 up to white 5; a white substitute counts as the colour it replaces). Its reward is 1 influence "
           "and 2 Romans.\n\n"
           "In the rulebook, Nicole uses 6 yellow bricks and 1 white for a 7-brick yellow element: 28 VP. With her "
           "earlier 3-brick element she now has 10 bricks in the Porta Nigra, passing 6 and 9: two rewards, "
           "4 Romans and 2 influence."),
    ("code", "nicole = tw.porta_nigra.scenario(\n"
             "    players=2, names=[\"Nicole\", \"Thomas\"], to_play=0, card=\"a3\", spots={\"porta_nigra.1\": (0, 3)},\n"
             "    seats={0: {\"master_builder\": \"blue\", \"bricks\": {\"yellow\": 6, \"white\": 1}}})\n"
             "nicole.apply({\"type\": \"build\", \"spot\": \"porta_nigra.7\", \"bricks\": 7, \"white\": 1})\n"
             "for event in nicole.log[-2:]:\n"
             "    print(event[\"text\"])"),
    ("md", "## Try it yourself\n\n"
           "Here is a fresh 2-player game against a bot that plays at random. Play Green's first turn: place the "
           "master builder, play a card, use its icons, then end your turn. Use *Undo* freely. The board refuses "
           "illegal moves with the rule's reason."),
    ("code", "game = tw.porta_nigra.new_game(players=2, seed=11, first_player=0)\n"
             "tw.porta_nigra.Board(game, bots={1: \"random\"})"),
    ("md", "Next: [3. Scoring](03_scoring.ipynb)."),
]

SCORING = [
    ("md", "# Porta Nigra 3: scoring\n\n"
           "Points come during play (building spots, some honour cards, the intermediate scoring, and 5 VP for "
           "ending the game early) and at the end, in this order: building card sets, final-scoring honour cards, "
           "what is left in your play area, and the majorities in every building."),
    ("code", "import tabletop_widgets as tw"),
    ("md", "## Intermediate scoring\n\n"
           "After each round but the last (rounds 1 and 2 with 2 players, round 1 with 3 or 4), every player counts "
           "the bricks they have on the board, doubled with 3 or 4 players, and splits that number between VP and "
           "sesterces as they like. Then the player with the fewest VP chooses who starts the next round.\n\n"
           "In the rulebook, Thomas has 10 bricks on the board in a 4-player game: 20 points, which he takes as "
           "15 VP and 5 sesterces."),
    ("code", "# Thomas plays the last card of round 1 (last_turn: everybody else has played all theirs).\n"
             "thomas = tw.porta_nigra.scenario(\n"
             "    players=4, names=[\"Courtney\", \"Michael\", \"Nicole\", \"Thomas\"], to_play=3, card=\"a1\",\n"
             "    last_turn=True, spots={\"city_wall.10\": (3, 3), \"amphitheatre.A1\": (3, 3), \"basilica.A3\": (3, 4)})\n"
             "thomas.apply({\"type\": \"end_turn\"})\n"
             "print(thomas.prompt())\n"
             "thomas.apply({\"type\": \"split\", \"vp\": 15})\n"
             "print(thomas.log[-1][\"text\"])"),
    ("md", "## Building card sets\n\n"
           "Building cards form sets of different buildings (the colour does not matter): 1 card scores 2, two "
           "different 6, three 12 and four 20. The model finds the best way to split your cards. In the rulebook, "
           "Nicole's four cards make a set of three and a single card: 12 + 2."),
    ("code", "nicole = tw.porta_nigra.scenario(players=2, names=[\"Nicole\", \"Thomas\"], seats={0: {\"building_cards\": [\n"
             "    \"bc-basilica-red\", \"bc-amphitheatre-blue\", \"bc-city_wall-black\", \"bc-basilica-white\"]}})\n"
             "print(\"Nicole's sets score\", nicole.final_scoring()[\"building card sets\"][0], \"VP\")"),
    ("md", "**Final-scoring honour cards** form a chain: the 30 VP card costs 2 influence and 4 building cards of "
           "4 different buildings; the 42 VP card replaces the 30; the 56 VP card replaces the 42.\n\n"
           "**The play area** scores 1 VP for each Roman, each influence token, each torch token, each brick on "
           "your player board and every 3 sesterces."),
    ("md", "## Majorities\n\n"
           "In each scored part of each building, the player with the most bricks and the runner-up score the "
           "printed points. A tie goes to the player whose best element there is worth more (more bricks, then "
           "more valuable bricks).\n\n"
           "In the rulebook, Courtney has one 4-white element in the Basilica's row A; Michael has a 2-yellow and "
           "a 2-blue element there and the only element in row B. 4 bricks each in row A: Courtney's 4-brick "
           "element beats Michael's best of 2, so she scores 12 and he 6, plus 12 for row B: 18."),
    ("code", "basilica = tw.porta_nigra.scenario(\n"
             "    players=2, names=[\"Courtney\", \"Michael\"],\n"
             "    spots={\"basilica.A3\": (0, 4), \"basilica.A1\": (1, 2), \"basilica.A2\": (1, 2), \"basilica.B1\": (1, 2)})\n"
             "for part in basilica.majorities():\n"
             "    if part[\"building\"] == \"basilica\":\n"
             "        print(part[\"label\"], {basilica.name(s): vp for s, vp in part[\"points\"].items()})\n"
             "tw.porta_nigra.Board(basilica)"),
    ("md", "Thomas's 3 yellow bricks and Nicole's 3 red bricks tie in the Amphitheatre's row A; yellow bricks are "
           "worth more, so Thomas scores 15 and Nicole 7."),
    ("code", "amphitheatre = tw.porta_nigra.scenario(players=2, names=[\"Thomas\", \"Nicole\"],\n"
             "                                      spots={\"amphitheatre.A2\": (0, 3), \"amphitheatre.A1\": (1, 3)})\n"
             "row_a = next(p for p in amphitheatre.majorities() if p[\"label\"] == \"Amphitheatre Row A\")\n"
             "print({amphitheatre.name(s): vp for s, vp in row_a[\"points\"].items()})"),
    ("md", "In the Porta Nigra every height from 3 to 8 bricks is scored on its own, by the number of elements of "
           "that height; an unbreakable tie gives the tied players the next place's points."),
    ("md", "## A whole game\n\n"
           "Two bots that play at random finish a game in a blink; the board shows the final breakdown and the "
           "winner, and `score_breakdown()` gives the same table to Python."),
    ("code", "game = tw.porta_nigra.new_game(players=2, seed=5)\n"
             "board = tw.porta_nigra.Board(game, bots={0: \"random\", 1: \"random\"})\n"
             "for category, points in game.score_breakdown().items():\n"
             "    print(f\"{category:22}\", points)\n"
             "print(f\"{'total':22}\", game.scores(), \"-> winner:\", [game.name(s) for s in game.winners()])\n"
             "board"),
    ("md", "## Try it yourself\n\nPlay a whole game against the random bot. How many VP can you score?"),
    ("code", "my_game = tw.porta_nigra.new_game(players=2, seed=99, first_player=0)\n"
             "my_board = tw.porta_nigra.Board(my_game, bots={1: \"random\"})\n"
             "my_board"),
    ("md", "When the game is over, this prints the same breakdown the board shows:"),
    ("code", "for category, points in my_game.score_breakdown().items():\n"
             "    print(f\"{category:22}\", points)", IGNORE_OUTPUT),
]


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for name, cells in (("01_setup", SETUP), ("02_turns", TURNS), ("03_scoring", SCORING)):
        nbf.write(notebook(cells), OUT / f"{name}.ipynb")
        print("wrote", OUT / f"{name}.ipynb")


if __name__ == "__main__":
    main()
