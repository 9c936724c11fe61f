"""Writes the Carpe Diem tutorials (unexecuted); then run tools/execute_notebooks.py on them.

Each notebook teaches one part of the game: theme and goal first, then each rule when it is
first used, with the rulebook's own worked examples as guided steps on live boards: the
learner makes each move (tw.Step), so Run All leaves every board at its first step. A check
of the rulebook's numbers runs on ``game.copy()``, never on the learner's board.
"""

from pathlib import Path

import nbformat as nbf
from notebook_cells import IGNORE_OUTPUT, notebook

OUT = Path(__file__).resolve().parent.parent / "notebooks" / "carpe_diem"

RECONSTRUCTED = (
    "**A note on the components.** The rulebook prints the rules but not every value in the artwork. "
    "The tile faces, the building boards (shovel and banderole spaces), the frame goals, the scoring cards "
    "and fountain cards, the banderole bar and the villa table here are *reconstructed*: each value agrees "
    "with every worked example in the rulebook and carries its provenance (`rulebook`, `public` or "
    "`reconstructed`, with a reason) in `tabletop_widgets/carpe_diem/components.json`. If you own the game, "
    "copy that file, type in the values from your copy and play with "
    "`new_game(components=\"my_copy.json\")`."
)

GUIDED = (
    "**A guided board.** The blue box above the board says what to do; the piece to click has a moving "
    "blue ring (pieces you *could* click glow). A click on anything else is answered with a hint and changes "
    "nothing; *Show me* makes the move for you; *Undo* takes a step back."
)

SETUP = [
    ("md", "# Carpe Diem 1: the estate and the setup\n\n"
           "Rome, 1 B.C. In **Carpe Diem** (Stefan Feld, 2018) you are an influential patrician improving your "
           "part of the city. You harvest grapes and catch fish, sell wares at the market, build dwellings for "
           "your servants and, above all, your own villa: it will gain you a lot of prestige.\n\n"
           "**Goal:** the most victory points (VP) at the end of the game.\n\n"
           "**Overview:** the game has **4 phases of 7 rounds**. Each turn you move your patrician (the meeple) "
           "on the construction site in the middle of the game board, take one building tile from next to it "
           "and build it into your *district*, your own 6 x 6 building board. Completed buildings and landscapes "
           "give rewards at once. After each phase there is a **scoring period**, and after the fourth a "
           "**final scoring**."),
    ("md", "## Setting up\n\n`new_game` performs the rulebook's setup. The seed fixes every shuffle, so this "
           "notebook shows the same game each time it runs."),
    ("code", "import tabletop_widgets as tw\n\n"
             "game = tw.carpe_diem.new_game(players=2, seed=2026, first_player=0)\n"
             "game"),
    ("md", "Each player gets a random building board in a frame of 4 random frame parts (the frame's golden "
           "arrows are goals for the final scoring), 9 banderoles on the board's banderole spaces, a patrician and "
           "5 discs: 1 on the 0 space of the **banderole bar**, 4 kept for the scoring periods. The starting player "
           "has 8 VP, the second player 9 (with 4 players 8, 9, 10 and 11; with 3 players 8, 9 and 13):"),
    ("code", "for seat in game.view()[\"seats\"]:\n"
             "    print(f\"{seat['name']:6} {seat['vp']} VP, building board {seat['board']}, \"\n"
             "          f\"{len(seat['banderoles'])} banderoles, {seat['discs']} discs in storage, bar space {seat['bar']}\")"),
    ("md", "On the game board:\n\n"
           "- the **construction site**: 7 semicircular spaces for the patricians, each beside a blueprint space "
           "with 4 face-up light tiles (28 tiles, one phase's worth). Black lines join every space to two "
           "*opposite* spaces: together they draw a star;\n"
           "- 11 **seal spaces** along the bottom margin, each with a dark tile (for craftsman dwellings);\n"
           "- the **scoring cards**: 8 with 2 players (2 each of A, B, C and D), 10 with 3, 12 with 4, laid out "
           "in a grid. Between each pair of side-by-side cards is a circle for a disc: 9 with 2 players, 13 with "
           "3 and 17 with 4, always one more than needed;\n"
           "- the banderole bar along the top margin.\n\n"
           "The remaining tiles wait face down (the light ones for phases 2 and 3, the dark ones for phase 4):"),
    ("code", "view = game.view()\n"
             "print(sum(len(space[\"tiles\"]) for space in view[\"spaces\"]), \"tiles on the construction site,\",\n"
             "      sum(1 for tile in view[\"seals\"] if tile), \"seal tiles\")\n"
             "print(sum(1 for card in view[\"cards\"].values() if card), \"scoring cards,\", len(view[\"circles\"]), \"circles\")\n"
             "print(view[\"light_pile\"], \"light and\", view[\"dark_pile\"], \"dark tiles face down\")"),
    ("md", "## Your first turn\n\n"
           "First each player, in turn order, puts the patrician on a free semicircular space. Then each turn:\n\n"
           "1. **Move** the patrician along a black line to one of the two opposite spaces. You must move; you "
           "may stop on a space that is occupied.\n"
           "2. **Take** one of the tiles on the blueprint space next to it.\n"
           "3. **Build** it into your district at once. The very first tile goes on the **shovel** space of your "
           "building board; every later tile goes next to one already there (not diagonally), turned as you like, "
           "with all its sides matching.\n\n" + GUIDED + "\n\n"
           "Red and Blue place their patricians, then Red makes the first turn. You play both seats here: "
           "`teacher=True` shows the whole table, so the board does not ask to pass the screen between players "
           "(in a real hot-seat game a curtain hides each player's secrets from the others)."),
    ("code", "steps = [\n"
             "    tw.Step(\"Red chooses first: click the semicircular space 0 to put Red's patrician there.\",\n"
             "            {\"type\": \"place_meeple\", \"space\": 0},\n"
             "            hint=\"Click the semicircular space 0 on the construction site.\",\n"
             "            after=\"Red's patrician stands on space 0.\"),\n"
             "    tw.Step(\"Now Blue: click space 3.\", {\"type\": \"place_meeple\", \"space\": 3},\n"
             "            hint=\"Click the semicircular space 3.\",\n"
             "            after=\"Both patricians are placed; Red, the starting player, begins.\"),\n"
             "    tw.Step(\"Red moves along a black line to an opposite space. The two it may reach glow: \"\n"
             "            \"click space 4.\",\n"
             "            {\"type\": \"move\", \"space\": 4},\n"
             "            hint=\"Click the semicircular space 4, at the other end of a black line from Red's space 0.\",\n"
             "            after=\"Red stands on space 4, next to its blueprint space of 4 tiles.\"),\n"
             "    tw.Step(\"Take a tile from the blueprint space next to Red's patrician: click the villa corner \"\n"
             "            \"with 2 chimneys.\",\n"
             "            {\"type\": \"take\", \"tile\": \"light-11\"},\n"
             "            hint=\"Click the villa corner with 2 chimneys beside space 4.\",\n"
             "            after=\"Red holds the tile; the cells of Red's district where it fits glow.\"),\n"
             "    tw.Step(\"The first tile goes on the shovel space: click it (row 3, column 3) and choose the \"\n"
             "            \"turn 'turned 90°'.\",\n"
             "            {\"type\": \"place\", \"row\": 3, \"col\": 3, \"rotation\": 1},\n"
             "            hint=\"Click the shovel space of Red's district (row 3, column 3), then the turn 'turned 90°'.\",\n"
             "            after=\"Red's first tile is built; the villa is open on two sides, so not completed yet. \"\n"
             "                  \"Blue's turn.\"),\n"
             "]\n"
             "board = tw.carpe_diem.Board(game, steps=steps, teacher=True)\n"
             "board"),
    ("md", "The board and Python share one game. Once you have made the steps, this cell reads the same game "
           "the board plays:"),
    ("code", "print(game.log[-1][\"text\"])\n"
             "print(board.lesson[\"text\"])", IGNORE_OUTPUT),
    ("md", "## How many tiles a space gives\n\n"
           "After exactly 7 rounds all 28 tiles are gone and the phase ends. With 4 players every tile is "
           "picked. **With 2 players the last 2 tiles of a space go back to the box as soon as its second tile is "
           "picked; with 3 players the last tile goes once the third is picked.** A patrician that reaches a space "
           "with no tiles moves on at once, along the lines, until it stops at a space with tiles (the board offers "
           "such stops as one move).\n\n"
           "On a copy of the game (the board above is left for you), both players take a tile from space 4 "
           "(and store it, to keep the example short):"),
    ("code", "def take_and_store(g):\n"
             "    g.apply(g.legal_actions()[0])  # the first tile beside the patrician\n"
             "    g.apply({\"type\": \"store\"})\n\n"
             "trial = game.copy()\n"
             "for move in ({\"type\": \"place_meeple\", \"space\": 0}, {\"type\": \"place_meeple\", \"space\": 3},\n"
             "             {\"type\": \"move\", \"space\": 4}):\n"
             "    trial.apply(move)\n"
             "take_and_store(trial)                           # Red's first tile from space 4\n"
             "trial.apply({\"type\": \"move\", \"space\": 0})       # Blue\n"
             "take_and_store(trial)\n"
             "trial.apply(trial.legal_actions()[0])           # Red moves on\n"
             "take_and_store(trial)\n"
             "trial.apply({\"type\": \"move\", \"space\": 4})       # Blue comes to space 4\n"
             "trial.apply(trial.legal_actions()[0])           # and takes its second tile\n"
             "for event in trial.log[-2:]:\n"
             "    print(event[\"text\"])\n"
             "print(\"tiles left beside space 4:\", len(trial.view()[\"spaces\"][4][\"tiles\"]))"),
    ("md", RECONSTRUCTED + "\n\nFor example, the scoring card from Sophie's example in the rulebook, and one "
                           "whose values follow the reconstruction rule:"),
    ("code", "cards = tw.carpe_diem.default_components()[\"scoring_cards\"]\n"
             "for card in cards:\n"
             "    if card[\"id\"] in (\"B15\", \"A07\"):\n"
             "        print(card[\"id\"], card[\"pay\"], card[\"reward\"], \"-\", card[\"source\"])"),
    ("md", "Next: [2. A turn](02_turns.ipynb)."),
]

TURNS = [
    ("md", "# Carpe Diem 2: a turn, and what your buildings give\n\n"
           "Each turn you move your patrician, take a tile and build it (or store it). What makes the game is what "
           "a tile **completes**: most completed buildings and landscapes give a reward at once, and all of them "
           "count in the scoring periods and at the end.\n\n" + GUIDED),
    ("code", "import tabletop_widgets as tw"),
    ("md", "## Moving: the star, and bread\n\n"
           "The patrician must move to one of the two spaces joined to it by a black line. **Bread** breaks the "
           "rule: at the start of your turn you may pay 1 bread to move to *any* space, or to stay where you are. "
           "A space that allows both opens a menu.\n\n"
           "**Storage.** After moving you must take a tile. If you cannot or will not build it, put it face down "
           "on the storage space of your overview board, where it stays until the end of the game (it is worth "
           "half a VP then).\n\n"
           "Cato stands on space 0 and has 1 bread. The tiles he wants lie beside space 2, which no line joins "
           "to space 0."),
    ("code", "cato = tw.carpe_diem.scenario(players=2, names=[\"Cato\", \"Livia\"], to_play=0,\n"
             "                              seats={0: {\"board\": \"board1\", \"bread\": 1}})\n"
             "tw.carpe_diem.Board(cato, steps=[\n"
             "    tw.Step(\"Pay 1 bread to go to space 2: click the semicircular space 2.\",\n"
             "            {\"type\": \"move\", \"space\": 2, \"bread\": True},\n"
             "            hint=\"Click the semicircular space 2 (no line joins it to space 0: only bread gets Cato there).\",\n"
             "            after=\"1 bread paid: Cato stands on space 2.\"),\n"
             "    tw.Step(\"Take the administrator half beside space 2.\", {\"type\": \"take\", \"tile\": \"light-42\"},\n"
             "            hint=\"Click the administrator half on the blueprint space beside space 2.\",\n"
             "            after=\"Cato holds it. It would fit on his shovel space, but he keeps it for later.\"),\n"
             "    tw.Step(\"Click the button 'Store the tile face down (half a VP at the end)'.\", {\"type\": \"store\"},\n"
             "            hint=\"Click the button 'Store the tile face down (half a VP at the end)' above the board.\",\n"
             "            after=\"Stored face down until the end of the game: 1 item of storage, worth half a VP.\"),\n"
             "])"),
    ("md", "## Building rules, and landscapes\n\n"
           "Every side of a tile must match the tile next to it: pond to pond, grass to grass, villa to villa, "
           "yellow dwelling to yellow dwelling. There is no top: turn a tile as you like. The frame counts as grass. "
           "When you hold a tile, the cells where it fits glow; a cell's menu lists every turn that fits there.\n\n"
           "A **landscape** is completed when it is closed, with 2 to 4 tiles of one kind. It gives its wares at "
           "once: the number of its tiles minus 1. A **pond** gives fish, a **vineyard** grapes, a **garden** herbs "
           "and a **pasture** chicken.\n\n"
           "In the rulebook, *this 3-tile pond rewards 2 fish*. The pond end on the shovel and the pond corner "
           "beside it are built; the last pond end closes it."),
    ("code", "pond = tw.carpe_diem.scenario(players=2, to_play=0, holding=\"light-19\",\n"
             "                              seats={0: {\"board\": \"board1\", \"district\": [(3, 2, \"light-18\", 1), (3, 3, \"light-20\", 2)]}})\n"
             "tw.carpe_diem.Board(pond, steps=[\n"
             "    tw.Step(\"Close the pond: click the glowing cell below the pond corner (row 4, column 3); \"\n"
             "            \"only one turn fits there, so the click builds it.\",\n"
             "            {\"type\": \"place\", \"row\": 4, \"col\": 3, \"rotation\": 0},\n"
             "            hint=\"Click the glowing cell at row 4, column 3, under the pond corner.\",\n"
             "            after=\"The pond is closed: a 3-tile pond rewards 2 fish (3 tiles minus 1). The cell had a banderole, so Red's disc also moves 1 space on the bar.\"),\n"
             "])"),
    ("md", "## Dwellings\n\n"
           "A dwelling is two halves of one roof colour, side by side. When you complete one you get its reward:\n\n"
           "- **merchant**: return all your wares to the supply and take that many coins **plus 1** (with no "
           "wares, just the 1 coin). In the scoring periods a coin stands in for any ware;\n"
           "- **baker**: 2 bread;\n"
           "- **administrator**: your disc moves 2 spaces on the banderole bar;\n"
           "- **craftsman**: take any seal tile from the bottom margin of the game board and build it at once "
           "(seal tiles are not replaced). If it completes something, you are rewarded for that too.\n\n"
           "In the rulebook, *Nick trades in 1 fish, 1 chicken, and 2 grapes and receives 5 coins*. Nick's merchant "
           "half is on his shovel space; he holds the other half."),
    ("code", "nick = tw.carpe_diem.scenario(players=2, names=[\"Nick\", \"Sophie\"], to_play=0, holding=\"light-35\",\n"
             "                              seats={0: {\"board\": \"board1\", \"district\": [(3, 2, \"light-34\", 1)],\n"
             "                                         \"wares\": {\"fish\": 1, \"chicken\": 1, \"grapes\": 2}}})\n"
             "tw.carpe_diem.Board(nick, steps=[\n"
             "    tw.Step(\"Complete the merchant dwelling: click the glowing cell right of the first half \"\n"
             "            \"(row 3, column 3); only one turn fits, the halves facing each other.\",\n"
             "            {\"type\": \"place\", \"row\": 3, \"col\": 3, \"rotation\": 3},\n"
             "            hint=\"Click the glowing cell at row 3, column 3, right of the merchant half.\",\n"
             "            after=\"A merchant dwelling: Nick's 4 wares (1 fish, 1 chicken, 2 grapes) go back and he \"\n"
             "                  \"receives 4 + 1 = 5 coins.\"),\n"
             "])"),
    ("md", "## Craftsman dwellings, seal tiles, banderoles and markets\n\n"
           "**Banderoles.** When you build on a banderole space of your building board, the banderole leaves the "
           "game and your disc moves 1 space on the banderole bar. If that space is occupied, your disc goes **on "
           "top**: it counts as ahead of the discs below it (who scores first, and the tie-break at the end).\n\n"
           "**Markets, bakeries and fountains** are single tiles with grass all round. A **market** gives 1 coin "
           "and a **bakery** 1 bread when you build them; a fountain is taught below.\n\n"
           "Cato holds the second half of a craftsman dwelling. Complete it, take the market from the seal spaces "
           "and build it above his shovel space, on a banderole."),
    ("code", "craftsman = tw.carpe_diem.scenario(players=2, names=[\"Cato\", \"Livia\"], to_play=0, holding=\"light-44\",\n"
             "                                   seals=[\"dark-33\"], seats={0: {\"board\": \"board1\", \"district\": [(3, 2, \"light-43\", 1)]}})\n"
             "tw.carpe_diem.Board(craftsman, steps=[\n"
             "    tw.Step(\"Complete the craftsman dwelling: click the glowing cell at row 3, column 3 (one turn fits).\",\n"
             "            {\"type\": \"place\", \"row\": 3, \"col\": 3, \"rotation\": 3},\n"
             "            hint=\"Click the glowing cell at row 3, column 3, right of the craftsman half.\",\n"
             "            after=\"A craftsman dwelling: Cato takes a seal tile from the bottom margin.\"),\n"
             "    tw.Step(\"Click the market on the first seal space.\", {\"type\": \"take_seal\", \"tile\": \"dark-33\"},\n"
             "            hint=\"Click the market tile on the first seal space, at the bottom of the game board.\",\n"
             "            after=\"A seal tile that fits must be built at once.\"),\n"
             "    tw.Step(\"Build the market above the shovel space, on the banderole (row 2, column 2): click that \"\n"
             "            \"cell and choose 'unturned'.\",\n"
             "            {\"type\": \"place\", \"row\": 2, \"col\": 2, \"rotation\": 0},\n"
             "            hint=\"Click the cell at row 2, column 2 (it has a banderole), then 'unturned'.\",\n"
             "            after=\"The banderole leaves the game: Cato's disc moves 1 space on the bar. The market \"\n"
             "                  \"gives 1 coin.\"),\n"
             "])"),
    ("md", "**The stack order on the bar.** Cato's disc reached space 3 first; Livia's came later and lies on "
           "top of it. In a scoring period she scores first (and picks her circle first); at the end, a tie in "
           "VP goes to the player furthest *back*, here Cato. The bar's space under each disc, from back to front:"),
    ("code", "tied = tw.carpe_diem.scenario(players=2, names=[\"Cato\", \"Livia\"], scoring=True,\n"
             "                              seats={0: {\"bar\": 3}, 1: {\"bar\": 3}})\n"
             "for seat in tied.view()[\"bar_order\"]:\n"
             "    print(tied.name(seat), \"on bar space\", tied.view()[\"seats\"][seat][\"bar\"])\n"
             "print(\"scores first:\", tied.name(tied.current_player))"),
    ("md", "## Fountains and fountain cards\n\n"
           "When you build a **fountain**, look at the top two fountain cards: keep one face down and put the other "
           "under the pile. From your second fountain on, you may keep both new cards and return one card from an "
           "earlier fountain instead. At the end, each fountain card scores for what your district holds (for "
           "example 2 VP per completed villa). Other players do not see your cards until then.\n\n"
           "Cato has a market on his shovel space and holds a fountain."),
    ("code", "fountain = tw.carpe_diem.scenario(players=2, names=[\"Cato\", \"Livia\"], to_play=0, holding=\"light-52\",\n"
             "                                  seats={0: {\"board\": \"board1\", \"district\": [(3, 2, \"light-46\", 0)]}})\n"
             "tw.carpe_diem.Board(fountain, steps=[\n"
             "    tw.Step(\"Build the fountain right of the market: click the cell at row 3, column 3 and choose \"\n"
             "            \"'unturned'.\",\n"
             "            {\"type\": \"place\", \"row\": 3, \"col\": 3, \"rotation\": 0},\n"
             "            hint=\"Click the glowing cell at row 3, column 3, right of the market, then 'unturned'.\",\n"
             "            after=\"Cato looks at the top two fountain cards.\"),\n"
             "    tw.Step(\"Keep the villa card: click the fountain card '2 VP per craftsman' to put it under the pile.\",\n"
             "            {\"type\": \"return_fountain_card\", \"card\": \"F18\"},\n"
             "            hint=\"Click the fountain card that scores per craftsman dwelling: it goes back under the pile.\",\n"
             "            after=\"Cato keeps '2 VP per villa' face down; it scores at the end.\"),\n"
             "])"),
    ("md", "## Try it yourself\n\n"
           "Here is a fresh 2-player game against a bot that plays at random. Place Red's patrician, then play a "
           "few turns: move, take, build. Use *Undo* freely; the board refuses illegal moves with the rule's "
           "reason."),
    ("code", "game = tw.carpe_diem.new_game(players=2, seed=11, first_player=0)\n"
             "tw.carpe_diem.Board(game, bots={1: \"random\"})"),
    ("md", "Next: [3. Scoring](03_scoring.ipynb)."),
]

SCORING = [
    ("md", "# Carpe Diem 3: scoring\n\n"
           "After each phase of 7 rounds comes a **scoring period**: each player places a disc between two scoring "
           "cards and fulfils both. After the fourth, the **final scoring** counts villas, storage, the banderole "
           "bar, fountain cards and the frame goals.\n\n" + GUIDED),
    ("code", "import tabletop_widgets as tw"),
    ("md", "## A scoring period\n\n"
           "The player furthest along the **banderole bar** scores first (on a tie, the disc on top); the others "
           "follow in bar order. On your turn you place one of your discs on a free circle between two scoring "
           "cards: both cards score for you, in the order you like. Discs stay for the rest of the game and block "
           "their circle.\n\n"
           "- **Red cards**: pay what the top half shows to get the bottom half. Pay it two or three times to get "
           "it two or three times. Coins stand in for any ware.\n"
           "- **Green cards**: own what the top half shows (chimneys, completed villas, landscapes, dwellings, "
           "markets...). Every multiple you own pays.\n"
           "- **3 bread** may stand in for one multiple of either kind, once per card.\n"
           "- **A card you cannot meet costs 4 VP**, and you get nothing from it: up to 8 VP lost in a period. "
           "The rulebook does not say whether a player who could pay may choose the 4 VP loss instead; this "
           "model allows it (the card's menu lists *Fail*).\n\n"
           "In the rulebook, *Sophie pays 3 bread tokens (= 1 set) as well as 3 coins, 2 fish, 2 herbs, and 1 "
           "chicken (= 2 more sets) to gain 3 x 8 = 24 victory points* with the card 'pay 1 chicken, 1 grape, 1 "
           "herb, 1 fish'."),
    ("code", "sophie = tw.carpe_diem.scenario(\n"
             "    players=2, names=[\"Sophie\", \"Nick\"], scoring=True, cards={\"r1c1\": \"B15\", \"r1c2\": \"A07\"},\n"
             "    seats={0: {\"bread\": 3, \"coins\": 3, \"wares\": {\"fish\": 2, \"herbs\": 2, \"chicken\": 1}, \"bar\": 1}})\n"
             "tw.carpe_diem.Board(sophie, steps=[\n"
             "    tw.Step(\"Sophie is ahead on the bar, so she scores first. Click the circle between the \"\n"
             "            \"chicken-grape-herb-fish card and the card to its right.\",\n"
             "            {\"type\": \"place_disc\", \"circle\": \"r1c1-r1c2\"},\n"
             "            hint=\"Click the circle between the second and third cards of the second row.\",\n"
             "            after=\"Sophie's disc triggers both cards.\"),\n"
             "    tw.Step(\"Click the card 'pay 1 chicken, 1 grape, 1 herb, 1 fish for 8 VP' and choose to meet it \"\n"
             "            \"3 times using 3 bread.\",\n"
             "            {\"type\": \"fulfil\", \"card\": \"B15\", \"times\": 3, \"bread\": True},\n"
             "            hint=\"Click the chicken-grape-herb-fish card, then 'Meet ... 3 times using 3 bread'.\",\n"
             "            after=\"3 bread for one set, 3 coins, 2 fish, 2 herbs and 1 chicken for two more: \"\n"
             "                  \"3 x 8 = 24 VP. The other card is still hers to score.\"),\n"
             "])"),
    ("md", "In the rulebook, *Sophie needs to pay 3 herbs, but she only owns 2. She neither owns coins nor 3 bread "
           "tokens. She keeps the 2 herbs, and instead of gaining 7 victory points, she loses 4 victory points.*"),
    ("code", "short = tw.carpe_diem.scenario(\n"
             "    players=2, names=[\"Sophie\", \"Nick\"], scoring=True, cards={\"r1c1\": \"A07\", \"r1c2\": \"D01\"},\n"
             "    seats={0: {\"wares\": {\"herbs\": 2}, \"bar\": 1}})\n"
             "tw.carpe_diem.Board(short, steps=[\n"
             "    tw.Step(\"Click the circle between the 3-herbs card and the card to its right.\",\n"
             "            {\"type\": \"place_disc\", \"circle\": \"r1c1-r1c2\"},\n"
             "            hint=\"Click the circle between the second and third cards of the second row.\",\n"
             "            after=\"Sophie must now fulfil both cards.\"),\n"
             "    tw.Step(\"Click the card 'pay 3 herbs for 7 VP': with 2 herbs, no coins and no bread, her only \"\n"
             "            \"choice is to fail it.\",\n"
             "            {\"type\": \"fulfil\", \"card\": \"A07\", \"times\": 0},\n"
             "            hint=\"Click the card 'pay 3 herbs for 7 VP' in the second row.\",\n"
             "            after=\"Sophie keeps her 2 herbs and loses 4 VP instead of gaining 7.\"),\n"
             "])"),
    ("md", "**C cards** count your villas: chimneys in every villa, completed or not, or completed villas of any "
           "size. In the rulebook, *Nick placed his disc between the two cards on the left. There is a total of "
           "7 chimneys in his district. The left card gets him 3 bread tokens. The other card gets him 2 coins and "
           "2 spaces on the banderole bar.* His district: a completed villa with 3 chimneys and an open one with 4."),
    ("code", "nick = tw.carpe_diem.scenario(\n"
             "    players=2, names=[\"Nick\", \"Sophie\"], scoring=True, cards={\"r1c0\": \"C01\", \"r1c1\": \"C03\"},\n"
             "    seats={0: {\"board\": \"board1\", \"bar\": 1, \"district\": [\n"
             "        (3, 2, \"light-01\", 1), (3, 3, \"light-05\", 3), (2, 2, \"light-16\", 3), (1, 2, \"light-12\", 1)]}})\n"
             "tw.carpe_diem.Board(nick, steps=[\n"
             "    tw.Step(\"Click the circle between the two cards on the left of the second row.\",\n"
             "            {\"type\": \"place_disc\", \"circle\": \"r1c0-r1c1\"},\n"
             "            hint=\"Click the circle between the first and second cards of the second row.\",\n"
             "            after=\"Both chimney cards score for Nick.\"),\n"
             "    tw.Step(\"Click the card 'own 2 chimneys for 1 bread': Nick's 7 chimneys meet it 3 times.\",\n"
             "            {\"type\": \"fulfil\", \"card\": \"C01\", \"times\": 3},\n"
             "            hint=\"Click the card 'own 2 chimneys for 1 bread', left in the second row.\",\n"
             "            after=\"7 chimneys hold 2 three times: 3 bread.\"),\n"
             "    tw.Step(\"Click the card 'own 3 chimneys for 1 coin and 1 bar space' and choose to meet it 2 times.\",\n"
             "            {\"type\": \"fulfil\", \"card\": \"C03\", \"times\": 2},\n"
             "            hint=\"Click the card 'own 3 chimneys for 1 coin and 1 bar space', then 'Meet ... 2 times'.\",\n"
             "            after=\"7 chimneys hold 3 twice: 2 coins and 2 spaces on the banderole bar.\"),\n"
             "])"),
    ("md", "**D cards** count landscapes, dwellings, markets, bakeries and fountains. In the rulebook, *Hank "
           "placed his disc between the cards in the center. His district contains 7 completed landscapes of "
           "arbitrary size, including 2 ponds and 1 garden. The left card gets him 7 victory points, the right "
           "card gets him 2 coins and 2 bread tokens.* One pond and one garden make one set; any 3 landscapes "
           "twice."),
    ("code", "pairs = ((3, \"light-18\", \"light-19\"), (2, \"dark-13\", \"dark-14\"), (4, \"light-26\", \"light-27\"),\n"
             "         (1, \"light-22\", \"light-23\"), (5, \"dark-16\", \"dark-17\"), (0, \"light-30\", \"light-31\"))\n"
             "landscapes = [(row, col, tile, turn) for row, left, right in pairs\n"
             "              for col, tile, turn in ((2, left, 1), (3, right, 3))] + [(3, 4, \"dark-22\", 1), (3, 5, \"dark-23\", 3)]\n"
             "hank = tw.carpe_diem.scenario(\n"
             "    players=2, names=[\"Hank\", \"Nick\"], scoring=True, cards={\"r2c0\": \"D05\", \"r2c1\": \"D07\"},\n"
             "    seats={0: {\"board\": \"board1\", \"bar\": 1, \"district\": landscapes}})\n"
             "tw.carpe_diem.Board(hank, steps=[\n"
             "    tw.Step(\"Click the circle between the first two cards of the third row.\",\n"
             "            {\"type\": \"place_disc\", \"circle\": \"r2c0-r2c1\"},\n"
             "            hint=\"Click the circle between the first and second cards of the third row.\",\n"
             "            after=\"Both landscape cards score for Hank.\"),\n"
             "    tw.Step(\"Click the card 'own 1 completed pond and 1 completed garden for 7 VP': Hank meets it once.\",\n"
             "            {\"type\": \"fulfil\", \"card\": \"D05\", \"times\": 1},\n"
             "            hint=\"Click the pond-and-garden card, first in the third row.\",\n"
             "            after=\"2 ponds but only 1 garden: one set, 7 VP.\"),\n"
             "    tw.Step(\"Click the card 'own 3 completed landscapes for 1 coin and 1 bread': Hank meets it 2 times.\",\n"
             "            {\"type\": \"fulfil\", \"card\": \"D07\", \"times\": 2},\n"
             "            hint=\"Click the card 'own 3 completed landscapes ...', second in the third row.\",\n"
             "            after=\"7 landscapes hold 3 twice: 2 coins and 2 bread.\"),\n"
             "])"),
    ("md", "**Bread won in a scoring period can be used at once**: a player who reaches 3 bread with the first card "
           "may pay them for the second.\n\n"
           "## The next phases\n\n"
           "Phases 2 and 3 deal 28 new light tiles; phase 4 deals the 28 dark tiles, which each show exactly one "
           "thing. The starting player token passes to the left; scoring cards, discs on circles and the "
           "patricians stay where they are."),
    ("md", "## The final scoring\n\n"
           "After the fourth scoring period, each player adds:\n\n"
           "- **Villas**: for each *completed* villa, the VP for its chimneys (3 chimneys 3 VP, 5 chimneys 7 VP, "
           "more for more). Open villas give nothing;\n"
           "- **Remaining items**: wares, coins, bread and stored tiles, divided by 2, rounded down;\n"
           "- **Banderole bar**: the VP shown under your disc;\n"
           "- **Fountain cards**: revealed, each scoring for your district;\n"
           "- **Frame goals**: each frame part has two golden arrows, each showing a building or landscape. An "
           "arrow's goal is met when its imaginary line through your board crosses at least one *completed* "
           "feature of that kind.\n\n"
           "The most VP wins; on a tie, the tied player **furthest back** on the banderole bar wins.\n\n"
           "In the rulebook, *Nick has a completed villa with 3 chimneys and two completed villas with 5 chimneys "
           "each. He also owns two incomplete villas with 4 chimneys each: He receives 3+7+7+0+0=17 victory "
           "points.* Nick holds the last tile of his third villa."),
    ("code", "villas = [\n"
             "    (3, 2, \"light-01\", 1), (3, 3, \"light-05\", 3),                          # completed, 3 chimneys\n"
             "    (3, 4, \"light-13\", 0), (2, 4, \"light-06\", 2), (4, 4, \"dark-04\", 0),    # completed, 5 chimneys\n"
             "    (4, 2, \"light-02\", 1), (4, 3, \"light-11\", 2),                          # 3 chimneys, still open\n"
             "    (2, 2, \"light-16\", 3), (1, 2, \"light-12\", 1),                          # open, 4 chimneys\n"
             "    (3, 1, \"light-17\", 2), (4, 1, \"dark-08\", 3),                           # open, 4 chimneys\n"
             "]\n"
             "nick = tw.carpe_diem.scenario(players=2, names=[\"Nick\", \"Sophie\"], to_play=0, holding=\"dark-05\",\n"
             "                              seats={0: {\"board\": \"board1\", \"district\": villas}})\n"
             "tw.carpe_diem.Board(nick, steps=[\n"
             "    tw.Step(\"Close Nick's third villa: click the glowing cell at row 5, column 3, under the open \"\n"
             "            \"villa (only one turn fits there).\",\n"
             "            {\"type\": \"place\", \"row\": 5, \"col\": 3, \"rotation\": 0},\n"
             "            hint=\"Click the glowing cell at row 5, column 3.\",\n"
             "            after=\"A villa with 5 chimneys: Nick now has completed villas of 3, 5 and 5 chimneys, \"\n"
             "                  \"and two open ones with 4 each.\"),\n"
             "])"),
    ("md", "What those villas score at the end, checked on a copy (the board above is left for you):"),
    ("code", "after = nick.copy()\n"
             "after.apply({\"type\": \"place\", \"row\": 5, \"col\": 3, \"rotation\": 0})\n"
             "print(\"Nick's villas score\", after.final_scoring()[\"villas\"][0], \"VP\")"),
    ("md", "In the rulebook's frame picture, *this player achieved the 'baker dwelling' goal (1x 4 victory points) "
           "and the 'villa' goal (1x 3 victory points), but not the 'pond' and the 'garden' goal.* Here the baker "
           "arrow points down column 1, the villa arrow along row 1, the pond arrow along row 4 and the garden "
           "arrow down column 2. The pond is completed but on row 3; the garden on column 2 is open. The player "
           "holds the baker half that completes the dwelling."),
    ("code", "frame = tw.carpe_diem.scenario(players=2, to_play=0, holding=\"light-38\", seats={0: {\n"
             "    \"board\": \"board1\", \"frame\": [\"P04\", \"P01\", \"P02\", \"P03\"], \"district\": [\n"
             "        (3, 2, \"light-37\", 3),                          # a baker half\n"
             "        (2, 2, \"light-01\", 0), (1, 2, \"light-02\", 2),   # a completed villa across row 1\n"
             "        (3, 3, \"light-18\", 1), (3, 4, \"light-19\", 3),   # a completed pond, on row 3\n"
             "        (4, 2, \"light-26\", 2)]}})                         # an open garden on column 2\n"
             "tw.carpe_diem.Board(frame, steps=[\n"
             "    tw.Step(\"Complete the baker dwelling across column 1: click the glowing cell at row 3, \"\n"
             "            \"column 1 (only one turn fits there).\",\n"
             "            {\"type\": \"place\", \"row\": 3, \"col\": 1, \"rotation\": 1},\n"
             "            hint=\"Click the glowing cell at row 3, column 1, left of the baker half.\",\n"
             "            after=\"A baker dwelling (2 bread), and it lies on the baker arrow's line.\"),\n"
             "])"),
    ("code", "after = frame.copy()\n"
             "after.apply({\"type\": \"place\", \"row\": 3, \"col\": 1, \"rotation\": 1})\n"
             "for goal in after.frame_goals(0):\n"
             "    if goal[\"type\"] in (\"baker\", \"villa\", \"pond\", \"garden\"):\n"
             "        print(f\"{goal['type']:7}\", \"met\" if goal[\"met\"] else \"not met\")\n"
             "print(\"frame goals:\", after.final_scoring()[\"frame goals\"][0], \"VP\")"),
    ("md", "## A whole game\n\n"
           "Two bots that play at random finish a game in a blink; the board shows the final breakdown and the "
           "winner, and `score_breakdown()` gives the same table to Python. Random play misses almost every "
           "scoring card: see what the 4 VP penalties cost."),
    ("code", "game = tw.carpe_diem.new_game(players=2, seed=5)\n"
             "board = tw.carpe_diem.Board(game, bots={0: \"random\", 1: \"random\"})\n"
             "for category, points in game.score_breakdown().items():\n"
             "    print(f\"{category:22}\", points)\n"
             "print(f\"{'total':22}\", game.scores(), \"-> winner:\", [game.name(s) for s in game.winners()])\n"
             "board"),
    ("md", "## A few strategy hints\n\n"
           "- **Look at the scoring cards first.** They are known from the start; build what the cards you can reach "
           "will ask for, and keep an eye on which circles your opponents still leave free.\n"
           "- **Never miss a card.** 4 VP lost twice a period adds up; a few bread or coins in reserve are "
           "insurance, since 3 bread meet any card once and coins pay for any ware.\n"
           "- **Close villas.** Chimneys feed the C cards while open, but only completed villas score at the end, "
           "and big ones score much more (5 chimneys 7 VP).\n"
           "- **Plan two moves ahead.** Your next turn can reach only two spaces: see what will be left there. "
           "Bread lets you break the star when a tile matters.\n"
           "- **The banderole bar counts twice**: it decides who scores first (and picks the best circle) and "
           "it gives VP at the end. Administrators and banderole spaces move you along it.\n"
           "- **Aim at your frame.** A completed feature on an arrow's line is worth 3 or 4 VP."),
    ("md", "## Try it yourself\n\nPlay a whole game against the random bot. How many VP can you score?"),
    ("code", "my_game = tw.carpe_diem.new_game(players=2, seed=99, first_player=0)\n"
             "my_board = tw.carpe_diem.Board(my_game, bots={1: \"random\"})\n"
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
