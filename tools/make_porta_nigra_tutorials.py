"""Writes the Porta Nigra tutorials (unexecuted); then run tools/execute_notebooks.py on them.

Each notebook teaches one part of the game: theme and goal first, then each rule when it is
first used, with the rulebook's own worked examples as guided steps on live boards: the
learner makes each move (tw.Step), so Run All leaves every board at its first step.
"""

from functools import partial
from pathlib import Path

from links import tutorial_name
from make_rules_doc import rulebook_citation
from notebook_cells import HINT_BUTTON, IGNORE_OUTPUT, write_notebooks
from review_cells import review_section

GAME = "porta_nigra"
OUT = Path(__file__).resolve().parent.parent / "notebooks" / GAME
# The notebooks' file names, the tabs' labels in JupyterLab: the game's name first
SETUP_NB, TURNS_NB, SCORING_NB = (tutorial_name(GAME, n, topic)
                                  for n, topic in enumerate(("setup", "turns", "scoring"), 1))
# A collapsed "Rulebook: <title>" quoting the rules a cell teaches from RULES (rulebook_citation)
cite = partial(rulebook_citation, GAME)

RECONSTRUCTED = (
    "**A note on the components.** The rulebook prints the rules but not every value on the board "
    "and cards. The building spots' requirements and VP, the action cards' icons, the supply cards "
    "and the honour cards here are *reconstructed*: each value agrees with every worked example in "
    "the rulebook and carries its provenance (`rulebook`, `public` or `reconstructed`, with a reason) "
    "in `tabletop_widgets/porta_nigra/components.json`. If you own the game, copy that file, type in "
    "the values from your copy and play with `new_game(components=\"my_copy.json\")`."
)


GUIDED = (
    "**A guided board.** The blue box above the board says what to do; the piece to click has a moving "
    "blue ring (pieces you *could* click glow orange). A click on anything else is answered with a hint and "
    "changes nothing; *Show me* makes the move for you; *Undo* takes a step back."
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
           "round ends. A game has 3 rounds with 2 players and 2 rounds with 3 or 4.\n\n"
           + cite("play-one-card", "rounds-by-players")),
    ("md", "## Setting up\n\n`new_game` performs the rulebook's setup, steps 1 to 8. The seed fixes every shuffle, "
           "so this notebook shows the same game each time it runs."),
    ("code", "import tabletop_widgets as tw\n\n"
             "game = tw.porta_nigra.new_game(players=3, seed=2026)\n"
             "game"),
    ("md", cite("setup-play-area") + "\n\n"
           "Every player starts with 20 sesterces, 1 torch token, 5 Romans in the play area (the other 10 wait in "
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
           "the bricks (K, B, R, Y, W) mean you never need to tell colours apart. Under each building's name, "
           "★ marks its master builder reward (part 2 says when it is paid). Hover over a piece to read what it "
           "is: a spot's tooltip says what it needs, what it scores and whether a build there takes a building "
           "card.\n\n"
           "Your master builder walks between the quarters **clockwise only**, paying 1 sesterce per border. At the "
           "start of your first turn you put it in any quarter, for free.\n\n"
           + cite("brick-prices", "move-clockwise", "place-master-builder", "take-coins") + "\n\n" + GUIDED + "\n\n"
           "Make the first player's first three decisions: place the master builder, play a card, use one of its "
           "icons."),
    ("code", "game = tw.porta_nigra.new_game(players=3, seed=2026)  # the same game, anew: this cell can run again\n"
             "first = game.name(game.current_player)\n"
             "steps = [\n"
             "    tw.Step(f\"{first} starts. The first placement may be in any quarter: click the red quarter, \"\n"
             "            \"the Amphitheatre's, to put the master builder there.\",\n"
             "            {\"type\": \"place_master_builder\", \"quarter\": \"red\"},\n"
             "            hint=\"Click the red quarter of the map (the Amphitheatre's).\",\n"
             "            after=\"Placed, for free. From now on the master builder walks clockwise, 1 sesterce a border.\"),\n"
             "    tw.Step(f\"Play one of {first}'s two action cards: click the card with the red buy icon, \"\n"
             "            \"the build icon and 4 sesterces.\",\n"
             "            {\"type\": \"play_card\", \"card\": \"a2\"},\n"
             "            hint=f\"Click the action card with 4 sesterces on it, in {first}'s hand.\",\n"
             "            after=\"The card's 2 torches are this turn's 2 actions; each icon may be used once.\"),\n"
             "    tw.Step(\"Use one action: click the 4-sesterces icon on the card in play.\",\n"
             "            {\"type\": \"take\", \"icon\": \"coins-4\"},\n"
             "            hint=\"Click the coin icon (4) on the card in play.\",\n"
             "            after=\"24 sesterces. One action is left; a spare action can also become 1 sesterce.\"),\n"
             "]\n"
             "board = tw.porta_nigra.Board(game, steps=steps)\n"
             "board"),
    ("md", "The board and Python share one game. Once you have made the steps, this cell reads the same game "
           "the board plays:"),
    ("code", "me = game.view()[\"seats\"][game.current_player]\n"
             "print(f\"{first}: master builder in {me['master_builder'] or 'no quarter yet'}, {me['coins']} sesterces\")\n"
             "print(board.lesson[\"text\"])", IGNORE_OUTPUT),
    ("md", "## Refilling the market (the rulebook's example)\n\n"
           "At the start of each turn the market is checked: with fewer than 7 bricks, supply cards are drawn, each "
           "adding one brick to every shop it shows, until there are at least 14. Then the building card display is "
           "refilled to 6 and the honour display to 14.\n\n" + cite("refill-brick-market", "refill-displays") + "\n\n"
           "In the rulebook, Nicole finds 5 bricks. Her first supply card adds 4 (yellow, red, blue and white), the "
           "second 3 and the third 4: 5, 9, 12, 16. Here is her position, with Thomas still to end his turn. End it "
           "on the board, then open the board's *Log*:"),
    ("code", "example = tw.porta_nigra.scenario(\n"
             "    players=2, names=[\"Nicole\", \"Thomas\"], to_play=1, card=\"a1\",\n"
             "    market={\"black\": 2, \"blue\": 1, \"red\": 1, \"yellow\": 1}, supply_top=[\"s1\", \"s2\", \"s3\"])\n"
             "refill_steps = [\n"
             "    tw.Step(\"Thomas has nothing left to do: click 'End your turn'. Nicole's turn starts with the refill.\",\n"
             "            {\"type\": \"end_turn\"}, hint=\"Click the End your turn button in the bar.\",\n"
             "            after=\"Three supply cards took the market from 5 to 9, 12 and 16 bricks, as in the rulebook.\")]\n"
             "tw.porta_nigra.Board(example, steps=refill_steps)"),
    ("md", "The model agrees with the rulebook. `tw.lesson_end` builds the position the lesson ends in from the "
           "example and its steps, whatever you did on the board above (all, half, undone or nothing):"),
    ("code", "preview = tw.lesson_end(example, refill_steps)\n"
             "refill = [e for e in preview.log if e[\"kind\"] == \"refill\"][-1]\n"
             "print(refill[\"text\"])"),
    ("md", RECONSTRUCTED + "\n\nFor example, the Basilica spot from Michael's example in the rulebook, and one "
                           "whose VP follow the reconstruction rule:"),
    ("code", "spots = tw.porta_nigra.default_components()[\"buildings\"][\"basilica\"][\"spots\"]\n"
             "for spot in spots[:2]:\n"
             "    print(spot[\"id\"], spot[\"bricks\"], spot[\"colour\"], spot[\"vp\"], \"VP -\", spot[\"source\"])"),
    ("md", f"Next: [2. A turn]({TURNS_NB}.ipynb)."),
]

TURNS = [
    ("md", "# Porta Nigra 2: a turn\n\n"
           "On your turn you play **one action card**. The torches at its bottom say how many actions you may take "
           "(2 or 3); its icons say which. Each icon may be used once, in any order. A torch token from your play "
           "area buys one more action on a free icon, and a spare action (or a torch token) can be turned into "
           "1 sesterce. At any time you may also spend influence (see below). Then the card goes to your discard "
           "pile and you draw one.\n\n"
           + cite("card-torches-count-actions", "each-action-once", "torch-token-extra-action", "end-of-turn-draw")
           + "\n\n" + GUIDED),
    ("code", "import tabletop_widgets as tw"),
    ("md", "## Buying a brick, and the clockwise walk\n\n"
           "In the rulebook, Thomas plays a card with a black buy icon; his master builder stands in the red quarter "
           "and the black shop has a brick. He walks clockwise red -> yellow -> black, crossing 2 borders for "
           "2 sesterces, and pays 1 for the black brick. The glowing shops are every legal buy; a shop that allows "
           "several opens a menu with each price before you pay.\n\n"
           + cite("buy-one-brick", "move-clockwise", "buy-afford")),
    ("code", "thomas = tw.porta_nigra.scenario(\n"
             "    players=2, names=[\"Thomas\", \"Nicole\"], to_play=0, card=\"a6\",\n"
             "    market={\"black\": 1, \"red\": 2, \"white\": 1}, seats={0: {\"master_builder\": \"red\", \"coins\": 10}})\n"
             "tw.porta_nigra.Board(thomas, steps=[\n"
             "    tw.Step(\"Buy the black brick with the black buy icon: click the black shop, then \"\n"
             "            \"'Buy a black brick: ... = 3 sesterces'.\",\n"
             "            {\"type\": \"buy\", \"icon\": \"buy-black\", \"shop\": \"black\"},\n"
             "            hint=\"Click the black shop, then choose 'Buy a black brick' (1 + 2 borders = 3 sesterces).\",\n"
             "            after=\"Thomas walked red -> yellow -> black (2 sesterces) and paid 1 for the brick: 10 -> 7.\")])"),
    ("md", "Had he had only 2 sesterces, the move would be refused with the reason, and nothing would change:"),
    ("code", "poor = tw.porta_nigra.scenario(players=2, to_play=0, card=\"a6\", market={\"black\": 1},\n"
             "                              seats={0: {\"master_builder\": \"red\", \"coins\": 2}})\n"
             "print(poor.why_illegal({\"type\": \"buy\", \"icon\": \"buy-black\", \"shop\": \"black\"}))"),
    ("md", cite("white-shop-any-quarter", "empty-shop") + "\n\n"
           "**The white shop** belongs to every quarter: a white brick never costs a walk. **An empty shop** turns its "
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
           "the spot's colour, you take it (never in the Amphitheatre's row C: below).\n\n"
           + cite("build-empty-spot", "build-needs-roman", "white-substitutes", "build-score-spot",
                  "building-card-reward") + "\n\n"
           "**When master-builder rewards fire:** only when bricks go into a building. Each building has its own "
           "reward (Basilica: 1 torch and 1 Roman; Amphitheatre: 5 sesterces and 1 Roman; City Wall: 1 white brick; "
           "Porta Nigra: 1 influence and 2 Romans), and it fires each time *your* total of bricks in that building "
           "reaches a new multiple of 3: your 3rd, 6th, 9th brick there. Placing or walking the master builder never "
           "gives one.\n\n" + cite("master-builder-reward", "reward-basilica") + "\n\n"
           "In the rulebook, Michael builds 2 yellow bricks on the Basilica (one border away), scores 9 VP, takes "
           "the yellow Basilica card, and with the 2 blue bricks he already has there reaches 4 bricks: the "
           "Basilica's reward once."),
    ("code", "michael = tw.porta_nigra.scenario(\n"
             "    players=2, names=[\"Michael\", \"Courtney\"], to_play=0, card=\"a3\", spots={\"basilica.A2\": (0, 2)},\n"
             "    building_display=[\"bc-basilica-yellow\", \"bc-city_wall-red\", \"bc-amphitheatre-black\",\n"
             "                      \"bc-porta_nigra-blue\", \"bc-basilica-red\", \"bc-city_wall-white\"],\n"
             "    seats={0: {\"master_builder\": \"yellow\", \"coins\": 5, \"bricks\": {\"yellow\": 2}, \"torches\": 0}})\n"
             "tw.porta_nigra.Board(michael, steps=[\n"
             "    tw.Step(\"Build Michael's 2 yellow bricks on the Basilica: click spot A1 (2 yellow, 9 VP) in the black \"\n"
             "            \"quarter. His master builder walks there first, 1 border.\",\n"
             "            {\"type\": \"build\", \"spot\": \"basilica.A1\", \"bricks\": 2},\n"
             "            hint=\"Click the Basilica spot A1 (2 yellow bricks, 9 VP) in the black quarter.\",\n"
             "            after=\"9 VP, the yellow Basilica card, and 4 bricks in the Basilica: its 3rd brick fired the \"\n"
             "                  \"reward once (1 torch, 1 Roman). The Log lists each.\")])"),
    ("md", "**No building card from the Amphitheatre's row C.** Row C's spots take a single brick and score "
           "little, and a build there never takes a building card, even when the Amphitheatre card of its colour "
           "is on display. Each empty spot's tooltip (hover over it) says whether a build there takes a card now.\n\n"
           + cite("amphitheatre-row-c-no-card") + "\n\n"
           "Nicole stands in the red quarter with 3 red bricks, and the red Amphitheatre card is on display. Its "
           "row A red spot (3 bricks, 11 VP) would take the card; the row C red spot (1 brick, 3 VP) does not."),
    ("code", "row_c = tw.porta_nigra.scenario(\n"
             "    players=2, names=[\"Nicole\", \"Thomas\"], to_play=0, card=\"a3\",\n"
             "    building_display=[\"bc-amphitheatre-red\", \"bc-basilica-black\", \"bc-city_wall-blue\",\n"
             "                      \"bc-porta_nigra-yellow\", \"bc-amphitheatre-white\", \"bc-city_wall-red\"],\n"
             "    seats={0: {\"master_builder\": \"red\", \"bricks\": {\"red\": 3}}})\n"
             "tw.porta_nigra.Board(row_c, steps=[\n"
             "    tw.Step(\"Build 1 red brick in the Amphitheatre's row C: click spot C3 (1 red brick, 3 VP) in \"\n"
             "            \"the red quarter.\",\n"
             "            {\"type\": \"build\", \"spot\": \"amphitheatre.C3\", \"bricks\": 1},\n"
             "            hint=\"Click the Amphitheatre spot C3 (1 red brick, 3 VP) in the red quarter.\",\n"
             "            after=\"3 VP and no card: the red Amphitheatre card stays on display. Spot A1 would \"\n"
             "                  \"have taken it with the same 3 bricks.\")])"),
    ("md", "## The Porta Nigra\n\n"
           "Porta Nigra spots show only a colour: the element has 3 to 8 bricks, and scores each brick's value "
           "(black 1 up to white 5; a white substitute counts as the colour it replaces).\n\n"
           + cite("porta-nigra-3-to-8", "porta-nigra-score-bricks", "white-substitute-scores-replaced-colour",
                  "reward-porta-nigra") + "\n\n"
           "In the rulebook, Nicole uses 6 yellow bricks and 1 white for a 7-brick yellow element: 28 VP. With her "
           "earlier 3-brick element she now has 10 bricks in the Porta Nigra, passing 6 and 9: two rewards, "
           "4 Romans and 2 influence. The spot's menu lists every size she could build; the ringed one is hers."),
    ("code", "nicole = tw.porta_nigra.scenario(\n"
             "    players=2, names=[\"Nicole\", \"Thomas\"], to_play=0, card=\"a3\", spots={\"porta_nigra.1\": (0, 3)},\n"
             "    seats={0: {\"master_builder\": \"blue\", \"bricks\": {\"yellow\": 6, \"white\": 1}}})\n"
             "tw.porta_nigra.Board(nicole, steps=[\n"
             "    tw.Step(\"Click the yellow Porta Nigra spot 7, then choose \"\n"
             "            \"'Build 7 yellow on Porta Nigra 7 (1 white substitute)'.\",\n"
             "            {\"type\": \"build\", \"spot\": \"porta_nigra.7\", \"bricks\": 7, \"white\": 1},\n"
             "            hint=\"Click the Porta Nigra spot 7 and choose the 7-brick element (1 white substitute).\",\n"
             "            after=\"28 VP, and 10 bricks in the Porta Nigra: the 6th and 9th each fired its reward \"\n"
             "                  \"(2 Romans and 1 influence), twice.\")])"),
    ("md", "## Influence and honour cards\n\n"
           "Influence tokens come from the influence icon on some action cards and from the Porta Nigra's reward. "
           "At any time in your turn you may spend them, as often as you can pay:\n\n"
           "- **2 influence: a Roman** from your reserve into your play area (each building element needs one);\n"
           "- **2 influence: an extra building action** (a build without using the card's build icon);\n"
           "- **one honour card per turn**, for the influence printed on it. Most act at once (VP, bricks, "
           "Romans, sesterces); *patrons* count as a building card in set scoring; the three final cards "
           "(30, 42, 56 VP) score at the end.\n\n"
           + cite("take-influence", "buy-roman", "build-with-influence", "honour-once-per-turn",
                  "honour-from-display") + "\n\n"
           "Courtney has 3 influence and a card with an influence icon. Take the influence, buy a Roman, then an "
           "honour card."),
    ("code", "courtney = tw.porta_nigra.scenario(\n"
             "    players=2, names=[\"Courtney\", \"Michael\"], to_play=0, card=\"a7\",\n"
             "    honour_display=[\"h09\", \"h11\", \"h05\", \"h14\", \"h20\"], seats={0: {\"influence\": 3, \"master_builder\": \"black\"}})\n"
             "tw.porta_nigra.Board(courtney, steps=[\n"
             "    tw.Step(\"Use the card's influence icon: click it on the card in play.\", {\"type\": \"take\", \"icon\": \"influence\"},\n"
             "            hint=\"Click the influence icon on the card in play.\", after=\"4 influence.\"),\n"
             "    tw.Step(\"Buy a Roman for 2 influence: click the 'Pay 2 influence for a Roman' button in the bar.\",\n"
             "            {\"type\": \"buy_roman\"}, hint=\"Click the bar's button that buys a Roman.\",\n"
             "            after=\"A sixth Roman in the play area, 2 influence left.\"),\n"
             "    tw.Step(\"Buy the honour card Senate's thanks (2 influence, 7 VP now): click it in the honour display.\",\n"
             "            {\"type\": \"honour\", \"card\": \"h11\"},\n"
             "            hint=\"Click the honour card 'Senate's thanks' (2 influence, 7 VP) in the honour display.\",\n"
             "            after=\"7 VP. That was this turn's honour card: the others are refused until her next turn.\")])"),
    ("md", "## Try it yourself\n\n"
           "Here is a fresh 2-player game against the beginner bot, which plays at random. Play Green's first turn: place the "
           "master builder, play a card, use its icons, then end your turn. Use *Undo* freely. The board refuses "
           "illegal moves with the rule's reason.\n\n" + HINT_BUTTON),
    ("code", "game = tw.porta_nigra.new_game(players=2, seed=11, first_player=0)\n"
             "tw.porta_nigra.Board(game, bots={1: \"beginner\"})"),
    ("md", f"Next: [3. Scoring]({SCORING_NB}.ipynb)."),
]

SCORING = [
    ("md", "# Porta Nigra 3: scoring\n\n"
           "Points come during play (building spots, some honour cards, the intermediate scoring, and 5 VP for "
           "ending the game early) and at the end, in this order: building card sets, final-scoring honour cards, "
           "what is left in your play area, and the majorities in every building.\n\n" + GUIDED),
    ("code", "import tabletop_widgets as tw"),
    ("md", "## Intermediate scoring\n\n"
           "After each round but the last (rounds 1 and 2 with 2 players, round 1 with 3 or 4), every player counts "
           "the bricks they have on the board, doubled with 3 or 4 players, and splits that number between VP and "
           "sesterces as they like. Then the player with the fewest VP chooses who starts the next round.\n\n"
           + cite("intermediate-scoring-round", "intermediate-scoring-double", "intermediate-scoring-split",
                  "new-round-start-player") + "\n\n"
           "In the rulebook, Thomas has 10 bricks on the board in a 4-player game: 20 points, which he takes as "
           "15 VP and 5 sesterces. He plays the last card of round 1 (everybody else has played all theirs)."),
    ("code", "thomas = tw.porta_nigra.scenario(\n"
             "    players=4, names=[\"Courtney\", \"Michael\", \"Nicole\", \"Thomas\"], to_play=3, card=\"a1\",\n"
             "    last_turn=True, spots={\"city_wall.10\": (3, 3), \"amphitheatre.A1\": (3, 3), \"basilica.A3\": (3, 4)})\n"
             "tw.porta_nigra.Board(thomas, steps=[\n"
             "    tw.Step(\"End Thomas's turn, the last of round 1: click 'End your turn'.\", {\"type\": \"end_turn\"},\n"
             "            hint=\"Click the End your turn button in the bar.\",\n"
             "            after=\"Round 1 is over: 10 bricks on the board, doubled with 4 players, make 20 points.\"),\n"
             "    tw.Step(\"Split the 20 points: open the bar's 'Split' menu and choose \"\n"
             "            \"'Take 15 VP and 5 sesterces'.\",\n"
             "            {\"type\": \"split\", \"vp\": 15}, hint=\"Open the bar's split menu and choose 15 VP.\",\n"
             "            after=\"15 VP and 5 sesterces, as in the rulebook. The others have no bricks on the board; \"\n"
             "                  \"now the player with the fewest VP chooses who starts round 2.\")])"),
    ("md", "## Ending the game early\n\n"
           "The game ends after its last round, or earlier: when, during a turn, the brick reserve and the market "
           "are both empty, or a player places their 15th building element (no Roman left). That player scores "
           "**5 VP** at once and finishes their card; then every other player has one final turn.\n\n"
           + cite("game-end-early", "game-end-early-bonus") + "\n\n"
           "Nicole's black shop holds the last brick of the game (the reserve is empty). Buy it:"),
    ("code", "nicole = tw.porta_nigra.scenario(\n"
             "    players=2, names=[\"Nicole\", \"Thomas\"], to_play=0, card=\"a1\", market={\"black\": 1},\n"
             "    seats={0: {\"master_builder\": \"black\", \"coins\": 5},\n"
             "           1: {\"bricks\": {\"black\": 20, \"blue\": 20, \"red\": 20, \"yellow\": 15, \"white\": 14}}})\n"
             "tw.porta_nigra.Board(nicole, steps=[\n"
             "    tw.Step(\"Buy the last black brick: click the black shop, then 'Buy a black brick: 1 = 1 sesterce'.\",\n"
             "            {\"type\": \"buy\", \"icon\": \"buy-black\", \"shop\": \"black\"},\n"
             "            hint=\"Click the black shop and buy with the black icon.\",\n"
             "            after=\"Reserve and market are empty: Nicole scores 5 VP and finishes her card; Thomas \"\n"
             "                  \"then plays one final turn, and the game ends.\")])"),
    ("md", "## Building card sets\n\n"
           "Building cards form sets of different buildings (the colour does not matter): 1 card scores 2, two "
           "different 6, three 12 and four 20. The model finds the best way to split your cards. In the rulebook, "
           "Nicole's four cards make a set of three and a single card: 12 + 2.\n\n" + cite("set-collection-scoring")),
    ("code", "nicole = tw.porta_nigra.scenario(players=2, names=[\"Nicole\", \"Thomas\"], seats={0: {\"building_cards\": [\n"
             "    \"bc-basilica-red\", \"bc-amphitheatre-blue\", \"bc-city_wall-black\", \"bc-basilica-white\"]}})\n"
             "print(\"Nicole's sets score\", nicole.final_scoring()[\"building card sets\"][0], \"VP\")"),
    ("md", "**Final-scoring honour cards** form a chain: the 30 VP card costs 2 influence and 4 building cards of "
           "4 different buildings (they no longer score as sets); the 42 VP card replaces the 30; the 56 VP card "
           "replaces the 42.\n\n" + cite("final-card-30-discards-4-buildings", "final-card-chain") + "\n\n"
           "**The play area** scores 1 VP for each Roman, each influence token, each torch token, each brick on "
           "your player board and every 3 sesterces.\n\n" + cite("play-area-scoring")),
    ("md", "## Majorities\n\n"
           "In each scored part of each building, the player with the most bricks and the runner-up score the "
           "printed points. A tie goes to the player whose best element there is worth more: the higher "
           "value bricks first (white highest, black lowest), then more bricks.\n\n"
           + cite("majority-scoring", "majority-ties", "majority-basilica") + "\n\n"
           "In the rulebook, Courtney has one 4-white element in the Basilica's row A; Michael has a 2-yellow and "
           "a 2-blue element there and the only element in row B. 4 bricks each in row A: Courtney's white "
           "element beats Michael's best, a yellow one, so she scores 12 and he 6, plus 12 for row B: 18. The "
           "board shows this position at the end of the game (`game_over=True`): its Score lists the majorities "
           "each player won, beside what their play areas score."),
    ("code", "basilica = tw.porta_nigra.scenario(\n"
             "    players=2, names=[\"Courtney\", \"Michael\"],\n"
             "    spots={\"basilica.A3\": (0, 4), \"basilica.A1\": (1, 2), \"basilica.A2\": (1, 2), \"basilica.B1\": (1, 2)},\n"
             "    game_over=True)\n"
             "for part in basilica.majorities():\n"
             "    if part[\"building\"] == \"basilica\":\n"
             "        print(part[\"label\"], {basilica.name(s): vp for s, vp in part[\"points\"].items()})\n"
             "tw.porta_nigra.Board(basilica)"),
    ("md", "Thomas's 3 yellow bricks and Nicole's 3 red bricks tie in the Amphitheatre's row A; yellow bricks are "
           "worth more, so Thomas scores 15 and Nicole 7.\n\n" + cite("majority-amphitheatre")),
    ("code", "amphitheatre = tw.porta_nigra.scenario(players=2, names=[\"Thomas\", \"Nicole\"],\n"
             "                                      spots={\"amphitheatre.A2\": (0, 3), \"amphitheatre.A1\": (1, 3)})\n"
             "row_a = next(p for p in amphitheatre.majorities() if p[\"label\"] == \"Amphitheatre Row A\")\n"
             "print({amphitheatre.name(s): vp for s, vp in row_a[\"points\"].items()})"),
    ("md", "In the Porta Nigra every height from 3 to 8 bricks is scored on its own, by the number of elements of "
           "that height; an unbreakable tie gives the tied players the next place's points.\n\n"
           + cite("majority-porta-nigra-levels", "majority-unbroken-tie")),
    ("md", "## A whole game\n\n"
           "Two beginner bots, which play at random, finish a game in a blink; the board shows the final breakdown and the "
           "winner, and `score_breakdown()` gives the same table to Python. "
           "Every seat is a bot, so the board is the game's replay: step back through it with the timeline "
           "(Start, Previous turn, the slider, Next turn, End; 'Step by' switches to moves or rounds; the arrow "
           "keys step too) and watch the score line grow."),
    ("code", "game = tw.porta_nigra.new_game(players=2, seed=5)\n"
             "board = tw.porta_nigra.Board(game, bots={0: \"beginner\", 1: \"beginner\"})\n"
             "for category, points in game.score_breakdown().items():\n"
             "    print(f\"{category:22}\", points)\n"
             "print(f\"{'total':22}\", game.scores(), \"-> winner:\", [game.name(s) for s in game.winners()])\n"
             "board"),
    ("md", "## A few strategy hints\n\n"
           "- **Walk less.** Every border costs a sesterce; plan the turn so buying and building happen in the quarter "
           "you end in, and remember the white shop is next to every quarter.\n"
           "- **Build where the cards are.** A matching building card on display is worth taking with the element: "
           "sets of four different buildings score 20.\n"
           "- **Count to 3.** Your 3rd, 6th and 9th brick in a building fire its reward; a 3-brick element in a fresh "
           "building fires one at once.\n"
           "- **Majorities decide games.** Rows with two strong players are expensive; an uncontested row scores its "
           "full first place for a few bricks.\n"
           "- **Influence is flexible.** Romans keep you building, the extra build action wins a race for a spot, and "
           "the final honour cards are worth planning for from round 1.\n"
           "- **Watch the reserve.** When bricks run low, the player who empties the market scores 5 VP and everyone "
           "else has one turn left."),
    ("md", "## Try it yourself\n\nPlay a whole game against the beginner bot (it plays at random). How many VP can you score?"),
    ("code", "my_game = tw.porta_nigra.new_game(players=2, seed=99, first_player=0)\n"
             "my_board = tw.porta_nigra.Board(my_game, bots={1: \"beginner\"})\n"
             "my_board"),
    ("md", "When the game is over, this prints the same breakdown the board shows:"),
    ("code", "for category, points in my_game.score_breakdown().items():\n"
             "    print(f\"{category:22}\", points)", IGNORE_OUTPUT),
    *review_section(GAME),
]


if __name__ == "__main__":
    write_notebooks(OUT, {SETUP_NB: SETUP, TURNS_NB: TURNS, SCORING_NB: SCORING})
