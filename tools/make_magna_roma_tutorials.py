"""Writes the Magna Roma tutorials (unexecuted); then run tools/execute_notebooks.py on them.

Each notebook teaches one part of the game with the rulebook's worked examples as guided
steps on live boards (tw.Step): the learner makes each move, so Run All leaves every board at
its first step. A check of the rulebook's numbers runs on the lesson's end position, built from
the example and its steps (``tw.lesson_end``), never on the learner's board: whatever the
learner did there (all, half, undone, nothing), every later cell works and prints the same.
A board shown in a cell after its example's is drawn on ``example.at(0)``, the example as it
began, so that the cell can run again after the learner played it.

The tile faces are reconstructed, so each example's position is built here, when the
notebooks are written, from tiles that have what the example needs (colour, half-symbols,
stars), turned to face each other, the way tests/test_magna_roma_examples.py does; the
notebooks then hold the chosen tiles as plain literals for ``tw.magna_roma.scenario``.
"""

import json
from functools import partial
from pathlib import Path

from links import tutorial_name
from make_rules_doc import rulebook_citation
from notebook_cells import HINT_BUTTON, IGNORE_OUTPUT, write_notebooks
from review_cells import review_section

from tabletop_widgets.magna_roma.table import table_for

GAME = "magna_roma"
OUT = Path(__file__).resolve().parent.parent / "notebooks" / GAME
# The notebooks' file names, the tabs' labels in JupyterLab: the game's name first
SETUP_NB, TURNS_NB, SCORING_NB, SOLO_NB = (tutorial_name(GAME, n, topic)
                                           for n, topic in enumerate(("setup", "turns", "scoring", "solo"), 1))
# A collapsed "Rulebook: <title>" quoting the rules a cell teaches from RULES (rulebook_citation)
cite = partial(rulebook_citation, GAME)
T = table_for("default")
NORTH, EAST, SOUTH, WEST = range(4)
STEP = {NORTH: (-1, 0), EAST: (0, 1), SOUTH: (1, 0), WEST: (0, -1)}


# ----------------------------------------------------------------- choosing tiles for examples
def facing(tile: str, symbol: str, side: int) -> int:
    """A rotation that turns the tile's ``symbol`` half to ``side``."""
    return next(r for r in range(4) if T.faces[tile][r][side] == symbol)


def find_tile(colour: str, *symbols: str, stars=None, used=()) -> str:
    return next(tid for tid, tile in T.tiles.items()
                if tile["colour"] == colour and set(symbols) <= set(tile["edges"]) and tid not in used
                and (stars is None or tile["stars"] == stars))


def lit(value) -> str:
    """Python code for a value, strings in double quotes like the rest of the notebooks."""
    if isinstance(value, tuple):
        return "(" + ", ".join(lit(v) for v in value) + ")"
    return json.dumps(value) if isinstance(value, str) else repr(value)


def city_literal(cells: dict, indent: str = "    ") -> str:
    """A city as readable code: one cell a line."""
    lines = [f"{indent}{lit(cell)}: {lit(spec)}," for cell, spec in cells.items()]
    return "{\n" + "\n".join(lines) + "\n" + indent[:-4] + "}"


def describe_tile(tid: str) -> str:
    tile = T.tiles[tid]
    stars = f", {tile['stars']} star{'s' if tile['stars'] != 1 else ''}" if tile["stars"] else ", no stars"
    return f"{tid} ({tile['colour']}{stars})"


def turn_words(rotation: int) -> str:
    return f"turned {90 * rotation}°" if rotation else "unturned"  # the place menu's words


# The two military joins: a red tile east of the town centre shows its military half to the
# east; the new tile (red: same colour, or purple: mixed) completes the symbol from the east.
ANCHOR = find_tile("red", "military")
SAME = find_tile("red", "military", stars=0, used=[ANCHOR])
MIXED = find_tile("purple", "military", stars=0)
ANCHOR_TURN, SAME_TURN, MIXED_TURN = facing(ANCHOR, "military", EAST), facing(SAME, "military", WEST), \
    facing(MIXED, "military", WEST)

# The rulebook's turn example: a red 1-star tile completes a military symbol with a red tile
# above it and a favour (Pantheon) symbol with a purple tile on its left.
TWO = next(tid for tid, tile in T.tiles.items() if tile["colour"] == "red" and tile["stars"] == 1
           and any(T.faces[tid][r][NORTH] == "military" and T.faces[tid][r][WEST] == "favour" for r in range(4)))
TWO_TURN = next(r for r in range(4) if T.faces[TWO][r][NORTH] == "military" and T.faces[TWO][r][WEST] == "favour")
TWO_UP = find_tile("red", "military", used=[TWO])
TWO_LEFT = find_tile("purple", "favour")
TWO_CITY = {(0, 1): (TWO_UP, facing(TWO_UP, "military", SOUTH)), (1, 0): (TWO_LEFT, facing(TWO_LEFT, "favour", EAST))}

# Blessing: a red 1-star tile with coin, population and military halves, each completed by a
# neighbour: red (same colour: 2 coins), brown and purple (mixed: 1 population, 1 legion).
BLESSED = find_tile("red", "coins", "population", "military", stars=1)


def blessing_city() -> dict:
    cells, used = {(1, 1): (BLESSED, 0)}, [BLESSED]
    wanted = {"coins": "red", "population": "brown", "military": "purple"}
    for side, symbol in enumerate(T.faces[BLESSED][0]):
        if symbol in wanted:
            tile = find_tile(wanted[symbol], symbol, used=used)
            used.append(tile)
            dr, dc = STEP[side]
            cells[(1 + dr, 1 + dc)] = (tile, facing(tile, symbol, (side + 2) % 4))
    return cells


BLESS_CITY = blessing_city()
assert {(0, 1), (1, 0)} & set(BLESS_CITY), "the blessed tile's city must touch the town centre"

# A harder track bonus: a red 1-star tile takes the red track from 3 to 4, where purple already is.
HARD_RED = find_tile("red", stars=1)

# The 50/100 marker: a purple tile with a prestige half right of the town centre; a second one
# completes it (same colour: 3 VP) and takes Blue from 48 to 51 VP.
FIFTY_ANCHOR = find_tile("purple", "prestige")
FIFTY_NEW = find_tile("purple", "prestige", used=[FIFTY_ANCHOR], stars=0)
FIFTY_ANCHOR_TURN, FIFTY_NEW_TURN = facing(FIFTY_ANCHOR, "prestige", EAST), facing(FIFTY_NEW, "prestige", WEST)

# The Mausoleum example A-D: Blue's city, with the Basilica over the tiles from row 0, col 2.
MAUSOLEUM_CELLS = [(-1, 0), (-1, 1), (0, 1), (0, 2), (0, 3), (1, -1), (1, 0), (1, 1), (1, 2), (1, 3), (2, 0), (2, 1)]
MAUSOLEUM_CITY = dict(zip(MAUSOLEUM_CELLS, list(T.tiles)[:len(MAUSOLEUM_CELLS)], strict=True))

# Trade: a brown tile with a luxury half east of the town centre; a second brown tile joins it
# (same colour: 2 luxuries), which moves the market marker from 1 to 3, under the first token.
LUX_ANCHOR = find_tile("brown", "luxury")
LUX_NEW = find_tile("brown", "luxury", used=[LUX_ANCHOR])
LUX_ANCHOR_TURN, LUX_NEW_TURN = facing(LUX_ANCHOR, "luxury", EAST), facing(LUX_NEW, "luxury", WEST)

# The final-scoring example: Blue's finished city has 4 red, 2 purple and 2 brown districts
# (the rulebook's picture, R red, P purple, B brown, C the town centre).
DISTRICTS = ["RRBRP", "PBPRP", "RBCPB", "RRBRP", "PRBRP"]
LETTERS = {"R": "red", "P": "purple", "B": "brown"}


def pick(colour: str, count: int, total: int, used) -> list[str]:
    """``count`` unused tiles of ``colour`` whose stars add up to ``total`` (a small search)."""
    free = sorted((tid for tid, tile in T.tiles.items() if tile["colour"] == colour and tid not in used),
                  key=lambda tid: T.tiles[tid]["stars"])

    def search(start, count, total):
        if count == 0:
            return [] if total == 0 else None
        for k in range(start, len(free)):
            rest = search(k + 1, count - 1, total - T.tiles[free[k]]["stars"])
            if rest is not None:
                return [free[k]] + rest
        return None
    return search(0, count, total)


def full_city(pattern, stars=None, used=()) -> dict:
    """A 5 x 5 city coloured like ``pattern``; ``stars`` ({colour: total}) makes the city's stars
    add up to its track markers, so the finished position agrees with its tracks."""
    pools = {}
    for letter, colour in LETTERS.items():
        count = sum(line.count(letter) for line in pattern)
        pools[colour] = pick(colour, count, stars[colour], used) if stars else \
            [tid for tid, tile in T.tiles.items() if tile["colour"] == colour and tid not in used][:count]
    return {(r - 2, c - 2): pools[LETTERS[letter]].pop(0)
            for r, line in enumerate(pattern) for c, letter in enumerate(line) if letter != "C"}


BLUE_TRACKS = {"red": 9, "purple": 11, "brown": 13}  # the market example: lowest value 4
BLUE_FINAL = full_city(DISTRICTS, BLUE_TRACKS)
GREEN_FINAL = full_city(["RPBRP", "PBRPB", "RPCBR", "BRPBR", "PBRPB"], used=list(BLUE_FINAL.values()))
GREEN_TRACKS = {colour: min(T.track_top, sum(T.tiles[tid]["stars"] for tid in GREEN_FINAL.values()
                                             if T.tiles[tid]["colour"] == colour)) for colour in LETTERS.values()}


def grid_literal(cells: dict) -> str:
    """A 5 x 5 city as rows of tile ids, easier to read than 24 dict entries."""
    rows = []
    for r in range(-2, 3):
        rows.append("    [" + ", ".join(lit(cells.get((r, c), "centre")) for c in range(-2, 3)) + "],")
    return "[\n" + "\n".join(rows) + "\n]"


# ----------------------------------------------------------------- shared words
RECONSTRUCTED = (
    "**A note on the components.** The rulebook prints the rules but not every value in the artwork. "
    "The tile faces (half-symbols, stars, icons), the town centres, the track boards' bonuses, the monument "
    "and province values, and the spaces of the market, military and Pantheon boards here are *reconstructed*: "
    "each value agrees with every worked example in the rulebook and carries its provenance (`rulebook` or "
    "`reconstructed`, with a reason) in `tabletop_widgets/magna_roma/components.json`. If you own the game, "
    "copy that file, type in the values from your copy and play with "
    "`new_game(components=\"my_copy.json\")`. Because the tiles are reconstructed, each example below uses "
    "tiles that have what the rulebook's picture shows (colour, half-symbols, stars), not the very tiles drawn."
)

GUIDED = (
    "**A guided board.** The blue box above the board says what to do; the piece to click has a moving "
    "blue ring (pieces you *could* click glow). A click on anything else is answered with a hint and changes "
    "nothing; *Show me* makes the move for you; *Undo* takes a step back. A click on a city cell where the "
    "tile fits places it there, or opens a menu of the turns it fits in; the turn you point at (or reach with the "
    "arrow keys) is drawn on the cell. Beside the draft your reserved tile is drawn in its four turns."
)

SCENARIO = (
    "`tw.magna_roma.scenario` builds a position directly: the listed tiles are taken out of the decks "
    "into the city (row and column from the town centre at 0, 0; down and right are positive), so every "
    "component is still in exactly one place. `reserved` is the tile the player placed a marker on last "
    "turn; `phase=\"action\"` means this turn's tile is already placed."
)

SETUP = [
    ("md", "# Magna Roma 1: the city and the setup\n\n"
           "The Roman emperor summons you: found the next great Roman city. In **Magna Roma** (Matteo De Nardis, "
           "2020) each player grows a city of tiles around a town centre. Tiles carry *half-symbols* on their "
           "edges; put two halves of one symbol together and you gain what it shows: luxuries, prestige, coins, "
           "population, legions or the gods' favour. With those you build monuments, conquer provinces and win "
           "the blessing of the gods.\n\n"
           "**Goal:** the most victory points (VP) at the end of the game.\n\n"
           "**Overview:** each turn you place the tile you reserved last turn, may take **one optional action** "
           "(build a monument, conquer a province or bless a tile) and reserve your next tile from the draft "
           "circle. The game ends when every city is a **5 x 5 grid**: 24 city tiles and the town centre (which "
           "need not end in the middle). Then the market, Pantheon, monuments, provinces and military score.\n\n"
           + cite("city-24-tiles", "city-5x5")),
    ("md", "## Setting up\n\n`new_game` performs the rulebook's setup (steps 1-7). The seed fixes every shuffle, "
           "so this notebook shows the same game each time it runs."),
    ("code", "import tabletop_widgets as tw\n\n"
             "game = tw.magna_roma.new_game(players=2, seed=2026, first_player=0)\n"
             "game"),
    ("md", "What the setup laid out:\n\n"
           "- the **draft board**: the city tiles are shuffled into 2 or 3 face-down decks; one deck sits in the "
           "centre and its top tiles fill the slots around it (8 slots with 2 or 3 players, 10 with 4);\n"
           "- the **monument market**: 3 face-up monuments beside the monument deck;\n"
           "- 3 **province cards** under the military board, for the whole game;\n"
           "- 3 **trade tokens**, face up on the market board;\n"
           "- for each player a town centre in their colour (its roofs are the player's colour, not a tile colour) "
           "and a **city tiles track board** with a marker on the start of each colour's track.\n\n"
           + cite("setup-tile-decks", "setup-monuments", "setup-provinces", "setup-trade-tokens")),
    ("code", "view = game.view()\n"
             "print(len(view[\"draft\"]), \"tiles in the draft:\", \", \".join(slot[\"tile\"][\"id\"] for slot in view[\"draft\"]))\n"
             "print(\"monument market:\", \", \".join(m[\"name\"] for m in view[\"monument_market\"]))\n"
             "print(\"provinces:\", \", \".join(p[\"name\"] for p in view[\"provinces\"]))\n"
             "print(\"trade tokens:\", \"; \".join(token[\"text\"] for token in view[\"trade_tokens\"]))"),
    ("md", "## City tiles\n\n"
           "A city tile has **roofs** of one colour: red (administrative), purple (cultural) or brown (residential). "
           "On its edges are **half-symbols**; some tiles also show **stars** (they move your marker on the track "
           "of the tile's colour) and a **beautification icon** (mask, lyre or column: provinces, monuments and the "
           "solo objectives count them). A tile's edges are listed north, east, south, west, as it lies unturned:"),
    ("code", "for slot in view[\"draft\"][:4]:\n"
             "    tile = slot[\"tile\"]\n"
             "    print(f\"{tile['id']}: {tile['colour']:6}, stars {tile['stars']}, icon {tile['icon']}, edges {tile['edges']}\")"),
    ("md", "## Choosing the first tiles, and a first turn\n\n"
           "Setup step 8: one player puts a marker disc on a tile of the draft to **reserve** it; then, "
           "**counterclockwise**, every other player does. Play begins with the player who chose **last**, and "
           "goes on clockwise.\n\n" + cite("first-tile-choice", "clockwise-turns") + "\n\n"
           "Each turn:\n\n"
           "1. **Place** the tile with your marker in your city, in any of its 4 turns. It must touch at least one "
           "tile (not diagonally); it need not complete a symbol or match a colour. Every placement must leave the "
           "city able to end as a 5 x 5 grid.\n"
           "2. Take **one optional action**, or skip it.\n"
           "3. **Reserve** your next tile: one that is 1 or 2 spaces from your marker round the draft circle, "
           "either way. Other players' markers are *jumped* and not counted; a tile with another marker cannot be "
           "chosen. The slot you left is refilled from the deck (when the centre deck is spent, the next deck "
           "takes its place).\n\n"
           + cite("place-reserved-tile", "place-touching", "one-optional-action", "next-tile-reach",
                  "next-tile-not-reserved", "draft-refill") + "\n\n" + GUIDED),
    ("code", "FIRST_STEPS", ),  # filled in by first_turn() below
    ("md", "The board and Python share one game. Once you have made the steps, this cell reads the same game "
           "the board plays:"),
    ("code", "print(game.log[-1][\"text\"])\n"
             "print(board.lesson[\"text\"])", IGNORE_OUTPUT),
    ("md", "## The boards beside your city\n\n"
           "- **Score track** (on the draft board): prestige symbols score at once (1 VP mixed, 3 VP same colour).\n"
           "- **Market board**: your luxuries. Some spaces lie under a trade token. At the end, the value of your "
           "space times the *lowest* value on your city tiles track board is scored.\n"
           "- **Military board**: your legions, which you spend to conquer province slots; the last two spaces "
           "score 3 and 5 VP at the end.\n"
           "- **Pantheon board**: your faith. Entering or passing a lightning space gives a **blessing token**; at "
           "the end every unplayed token scores the value of your space.\n"
           "- **City tiles track board**: one track per colour, moved by stars. Some spaces give a bonus once "
           "(a legion, a coin, a population, a luxury); the *harder* bonuses between two tracks need both markers "
           "on or past their spaces.\n\n"
           "The fold-away panels under the board show all of them for every player."),
    ("md", RECONSTRUCTED + "\n\nFor example, a tile and the market board's values, each with its source:"),
    ("code", "components = tw.magna_roma.default_components()\n"
             "tile = components[\"tiles\"][0]\n"
             "print(tile[\"id\"], tile[\"colour\"], tile[\"edges\"], tile[\"stars\"], \"stars\")\n"
             "print(\"market values:\", components[\"market\"][\"values\"])\n"
             "print(components[\"market\"][\"source\"])"),
    ("md", f"Next: [2. A turn]({TURNS_NB}.ipynb)."),
]


def first_turn() -> str:
    """The guided first choices and Green's first turn, found from the seed when written."""
    import tabletop_widgets as tw

    game = tw.magna_roma.new_game(players=2, seed=2026, first_player=0)
    game.apply({"type": "choose_tile", "slot": 3})
    game.apply({"type": "choose_tile", "slot": 4})
    tile = game.state["draft"][4]
    # a first placement that completes a symbol with the town centre, if the tile can, to show a join
    symbol = T.centres["centre-green"]["edges"][EAST]
    rotation = next((r for r in range(4) if T.faces[tile][r][WEST] == symbol), 0)
    place = {"type": "place", "row": 0, "col": 1, "rotation": rotation}
    joined = T.faces[tile][rotation][WEST] == symbol
    after_place = (f"The {symbol} symbol is complete: a town centre and a tile are never the same colour, so it pays "
                   "the smaller amount." if joined else "The tile touches the town centre; it completes no symbol.")
    return (
        "game = tw.magna_roma.new_game(players=2, seed=2026, first_player=0)  # anew: this cell can run again\n"
        "steps = [\n"
        "    tw.Step(\"Blue reserves a first tile: click the tile right of the deck (slot 3: the small \"\n"
        "            \"numbers count the slots clockwise from the top left).\",\n"
        "            {\"type\": \"choose_tile\", \"slot\": 3},\n"
        "            hint=\"Click the tile in slot 3 of the draft circle (slots are numbered clockwise from 0).\",\n"
        "            after=\"Blue's marker is on slot 3. Counterclockwise, Green chooses next.\"),\n"
        "    tw.Step(\"Green reserves the tile below Blue's, in slot 4 (bottom right).\",\n"
        "            {\"type\": \"choose_tile\", \"slot\": 4},\n"
        "            hint=\"Click the tile in slot 4 of the draft circle.\",\n"
        "            after=\"Green chose last, so Green plays first.\"),\n"
        f"    tw.Step(\"Green places its tile: click the cell right of the town centre (row 0, col 1) and choose \"\n"
        f"            \"'{turn_words(place['rotation'])}'.\",\n"
        f"            {json.dumps(place)},\n"
        f"            hint=\"Click the empty cell right of Green's town centre, then '{turn_words(place['rotation'])}'.\",\n"
        f"            after=\"{after_place}\"),\n"
        "    tw.Step(\"No monument, conquest or blessing yet: click 'Take no optional action'.\",\n"
        "            {\"type\": \"skip_action\"},\n"
        "            hint=\"Click the button 'Take no optional action'.\",\n"
        "            after=\"Now Green reserves the next tile.\"),\n"
        "    tw.Step(\"Green may reserve a tile 1 or 2 spaces away, either way round. Counting back from slot 4, Blue's marker on slot 3 is jumped \"\n"
        "            \"and not counted, so slot 1 (top middle) is still in reach: click it.\",\n"
        "            {\"type\": \"choose_tile\", \"slot\": 1},\n"
        "            hint=\"Click the tile in slot 1: slot 3 (Blue's marker) does not count, so slot 1 is 2 spaces away.\",\n"
        "            after=\"Slot 4 is refilled from the deck and Blue plays.\"),\n"
        "]\n"
        "board = tw.magna_roma.Board(game, steps=steps, teacher=True)\n"
        "board"
    )


SETUP[SETUP.index(("code", "FIRST_STEPS"))] = ("code", first_turn())

TURNS = [
    ("md", "# Magna Roma 2: a turn, symbols and the optional actions\n\n"
           "Every turn you place a tile and gain what it completes; then you may take one optional action: "
           "**build a monument**, **conquer a province** or **bless a tile**. Employing population in your "
           "monuments is free at any time in your turn.\n\n" + GUIDED + "\n\n" + SCENARIO),
    ("code", "import tabletop_widgets as tw"),
    ("md", "## Combining symbols: same colour pays more\n\n"
           "When a placed tile's half-symbol meets the other half on a neighbour, you gain that symbol's benefit. "
           "**Tiles of different colours give the smaller amount, tiles of the same colour the larger:**\n\n"
           "| symbol | mixed colours | same colour |\n| --- | --- | --- |\n"
           "| luxuries (market) | 1 | 2 |\n| prestige | 1 VP | 3 VP |\n| coins | 1 | 2 |\n"
           "| population | 1 | 2 |\n| military (legions) | 1 | 2 |\n| gods' favour (Pantheon) | 1 | 2 |\n\n"
           + cite("symbol-benefits") + "\n\n"
           "The rulebook's first picture: a military symbol of two tiles of different colours, *gain 1 legion*. "
           f"Blue has the red tile {ANCHOR} right of the town centre, its military half facing east, and reserved "
           f"the purple {describe_tile(MIXED)}."),
    ("code", "mixed = tw.magna_roma.scenario(players=2, seats={0: {\n"
             f"    \"city\": {{(0, 1): ({lit(ANCHOR)}, {ANCHOR_TURN})}}, \"reserved\": {lit(MIXED)}}}}})\n"
             "tw.magna_roma.Board(mixed, steps=[\n"
             f"    tw.Step(\"Click the cell right of the red tile (row 0, col 2) and choose '{turn_words(MIXED_TURN)}', \"\n"
             "            \"the turn that puts the purple tile's military half against the red one.\",\n"
             f"            {{\"type\": \"place\", \"row\": 0, \"col\": 2, \"rotation\": {MIXED_TURN}}},\n"
             f"            hint=\"Click the empty cell at row 0, col 2, then '{turn_words(MIXED_TURN)}'.\",\n"
             "            after=\"A military symbol of a purple and a red tile: mixed colours, 1 legion.\"),\n"
             "])"),
    ("md", f"The second picture: the same symbol of two tiles of **the same colour**, *gain 2 legions*. This time "
           f"Blue reserved the red {describe_tile(SAME)}."),
    ("code", "same = tw.magna_roma.scenario(players=2, seats={0: {\n"
             f"    \"city\": {{(0, 1): ({lit(ANCHOR)}, {ANCHOR_TURN})}}, \"reserved\": {lit(SAME)}}}}})\n"
             "tw.magna_roma.Board(same, steps=[\n"
             f"    tw.Step(\"Click the cell at row 0, col 2 and choose '{turn_words(SAME_TURN)}'.\",\n"
             f"            {{\"type\": \"place\", \"row\": 0, \"col\": 2, \"rotation\": {SAME_TURN}}},\n"
             f"            hint=\"Click the empty cell at row 0, col 2, then '{turn_words(SAME_TURN)}'.\",\n"
             "            after=\"Two red tiles: same colour, 2 legions. The military board shows Blue's marker on 2.\"),\n"
             "])"),
    ("md", "## A tile that touches two tiles, and stars\n\n"
           "A tile that touches two or more tiles pays **every** symbol it completes. Its **stars** move your "
           "marker on the track of its colour, one space per star; a marker that reaches a bonus space takes the "
           "bonus (once per game).\n\n" + cite("track-stars") + "\n\n"
           "The rulebook's turn example: *the blue player places the tile they chose last turn, rotated. They move "
           "their marker on the red track by one space because the tile has one star. Then they gain the benefits "
           "from the two symbol combinations: 2 legions and 1 faith.* Above the new cell is a red tile with a "
           "military half, on its left a purple tile with a gods' favour half. Blue's Pantheon marker is on 2: "
           "the faith takes it to the first lightning space."),
    ("code", "turn = tw.magna_roma.scenario(players=2, seats={0: {\n"
             f"    \"city\": {city_literal(TWO_CITY, '        ')},\n"
             f"    \"reserved\": {lit(TWO)}, \"faith\": 2}}}})\n"
             "tw.magna_roma.Board(turn, steps=[\n"
             f"    tw.Step(\"Click the cell at row 1, col 1 (below the red tile, right of the purple one) and choose \"\n"
             f"            \"'{turn_words(TWO_TURN)}': military up, gods' favour to the left.\",\n"
             f"            {{\"type\": \"place\", \"row\": 1, \"col\": 1, \"rotation\": {TWO_TURN}}},\n"
             f"            hint=\"Click the empty cell at row 1, col 1, then '{turn_words(TWO_TURN)}'.\",\n"
             "            after=\"1 star: red track +1. Red with red: 2 legions. Red with purple: 1 faith, and the \"\n"
             "                  \"Pantheon marker enters a lightning space: 1 blessing token.\"),\n"
             "])"),
    ("md", "## Harder track bonuses\n\n"
           "Most bonus spaces on the city tiles track board belong to one track. A few sit *between* two tracks: "
           "such a **harder bonus** is taken only when the markers of **both** tracks are on or past its spaces, "
           "whichever of them gets there last. On the board the bonus spaces are framed; each bonus is taken once "
           "a game.\n\n" + cite("track-harder-bonus") + "\n\n"
           f"Blue's red marker is on space 3, the purple one on 4; the bonus between red and purple at space 4 "
           f"gives 1 population. Blue reserved the red {describe_tile(HARD_RED)}: its star moves the red marker "
           "to 4, and both markers are there."),
    ("code", "harder = tw.magna_roma.scenario(players=2, seats={0: {\n"
             f"    \"reserved\": {lit(HARD_RED)}, \"tracks\": {{\"red\": 3, \"purple\": 4}},\n"
             "    \"track_bonuses\": [\"red-2\", \"purple-2\"]}})  # the bonuses on spaces 2, passed already\n"
             "harder_steps = [\n"
             "    tw.Step(\"Click the cell right of the town centre (row 0, col 1) and choose 'unturned'.\",\n"
             "            {\"type\": \"place\", \"row\": 0, \"col\": 1, \"rotation\": 0},\n"
             "            hint=\"Click the empty cell at row 0, col 1, then 'unturned'.\",\n"
             "            after=\"1 star: the red marker moves to 4, beside the purple one: the harder bonus, 1 population.\"),\n"
             "]\n"
             "tw.magna_roma.Board(harder, steps=harder_steps)"),
    ("md", "The red track alone would not have paid it: with the purple marker on 3, the bonus waits until purple "
           "reaches 4 too. The log of the lesson's move, and of the same move with purple on 3:"),
    ("code", "print(tw.lesson_end(harder, harder_steps).log[-1][\"text\"])\n"
             "early = tw.magna_roma.scenario(players=2, seats={0: {\n"
             f"    \"reserved\": {lit(HARD_RED)}, \"tracks\": {{\"red\": 3, \"purple\": 3}}, \"track_bonuses\": [\"red-2\", \"purple-2\"]}}}})\n"
             "early.apply({\"type\": \"place\", \"row\": 0, \"col\": 1, \"rotation\": 0})\n"
             "print(early.log[-1][\"text\"])"),
    ("md", "## The optional action: bless a tile\n\n"
           "Blessing tokens come from the Pantheon board. As your optional action you may put one on a city tile "
           "of yours: **you gain the benefits of all its completed symbols again, as though you had just placed "
           "it, but not its stars.** A tile can be blessed only once (the town centre not at all).\n\n"
           + cite("blessing-tokens", "bless-needs-token", "bless-gains", "bless-once", "bless-city-tile") + "\n\n"
           f"In the rulebook, *Blue plays a Blessing token on this city tile and gains 2 coins, 1 population and 1 "
           f"legion.* The red tile {BLESSED} at row 1, col 1 has a red neighbour on its coin half (same colour), "
           "a brown one on its population half and a purple one on its military half. Blue placed this turn's "
           "tile already (`phase=\"action\"`) and has 1 blessing token."),
    ("code", f"city = {city_literal(BLESS_CITY, '    ')}\n"
             "bless = tw.magna_roma.scenario(players=2, phase=\"action\", seats={0: {\"city\": city, \"blessings\": 1}})\n"
             "tw.magna_roma.Board(bless, steps=[\n"
             "    tw.Step(\"Click the red tile at row 1, col 1 to bless it.\", {\"type\": \"bless\", \"row\": 1, \"col\": 1},\n"
             "            hint=\"Click the tile at row 1, col 1: its three neighbours complete three symbols.\",\n"
             "            after=\"2 coins (red with red), 1 population and 1 legion (mixed colours); no stars.\"),\n"
             "])"),
    ("md", "On a later turn, a second blessing on that tile is refused. Here the same city with the tile "
           "already blessed (a third item in its cell: blessed):"),
    ("code", f"later = tw.magna_roma.scenario(players=2, phase=\"action\", seats={{0: {{\n"
             f"    \"city\": {{**city, (1, 1): ({lit(BLESSED)}, 0, True)}}, \"blessings\": 1}}}})\n"
             "print(later.why_illegal({\"type\": \"bless\", \"row\": 1, \"col\": 1}))"),
    ("md", "## The optional action: build a monument\n\n"
           "Pay a monument's **coins** (the market refills from the monument deck) and place it on the meeting "
           "point of **4 city tiles** of your city: not over a tile that already carries a monument, not on the "
           "town centre, never with a tile missing. The one exception is the **Forum**, which is built on the town "
           "centre itself. Some monuments give something at once (the Pantheon a blessing token, the Triumphal "
           "Arch a legion, the Forum a luxury).\n\n"
           + cite("build-from-market", "build-pay-coins", "build-on-four-tiles", "build-no-overlap",
                  "build-not-on-town-centre", "monument-immediate-bonus") + "\n\n"
           "A monument scores at the end only when it is **functional**: it holds the population its card asks "
           "for. **Employing** a citizen (a population meeple from your supply) is not an action: do it at any "
           "time in your turn, as often as you like, and move citizens between your monuments the same way.\n\n"
           + cite("population-any-time", "employ-from-supply", "monument-capacity") + "\n\n"
           "The rulebook's Mausoleum picture: Blue has 5 coins and the Basilica already stands over the tiles from "
           "row 0, col 2. *A: you cannot construct the Mausoleum here because two of the tiles beneath already "
           "have another monument (Basilica). B: one of the tiles beneath is a Town Center tile. C: one tile is "
           "missing. D: you can construct the Mausoleum here.* A corner is named by its top-left tile: A is at "
           "row 0, col 1, B at row -1, col 0, C at row 1, col -1 and D at row 1, col 0. The board offers only "
           "the corners where a monument may stand; here is what the rules answer at A, B and C:"),
    ("code", "mausoleum = tw.magna_roma.scenario(\n"
             "    players=2, phase=\"action\", monument_market=[\"mausoleum\", \"senate\", \"odeon\"],\n"
             "    seats={0: {\"city\": " + city_literal(MAUSOLEUM_CITY, "        ") + ",\n"
             "               \"coins\": 5, \"population\": 2,\n"
             "               \"monuments\": [{\"id\": \"basilica\", \"row\": 0, \"col\": 2}]}})\n"
             "for name, (row, col) in {\"A\": (0, 1), \"B\": (-1, 0), \"C\": (1, -1)}.items():\n"
             "    print(name, mausoleum.why_illegal({\"type\": \"build\", \"monument\": \"mausoleum\", \"row\": row, \"col\": col}))"),
    ("md", "Now build it at D, and make it functional. Blue has 2 citizens in supply."),
    ("code", "tw.magna_roma.Board(mausoleum.at(0), steps=[  # the example as it began: this cell can run again\n"
             "    tw.Step(\"Build the Mausoleum at D: click the corner where the tiles at rows 1-2, cols 0-1 meet \"\n"
             "            \"and choose 'Build the Mausoleum'.\",\n"
             "            {\"type\": \"build\", \"monument\": \"mausoleum\", \"row\": 1, \"col\": 0},\n"
             "            hint=\"Click the corner D, below the town centre: the meeting point of the tiles at rows \"\n"
             "                 \"1-2 and cols 0-1 (A, B and C break a rule).\",\n"
             "            after=\"5 coins paid; a new monument fills the market slot.\"),\n"
             "    tw.Step(\"The Mausoleum needs 2 citizens to be functional. Employ one: click the Mausoleum.\",\n"
             "            {\"type\": \"employ\", \"monument\": \"mausoleum\"},\n"
             "            hint=\"Click the Mausoleum in Blue's city.\",\n"
             "            after=\"1 of 2. Employing is not an action, so it can follow the build.\"),\n"
             "    tw.Step(\"Employ the second citizen: click the Mausoleum again.\",\n"
             "            {\"type\": \"employ\", \"monument\": \"mausoleum\"},\n"
             "            hint=\"Click the Mausoleum in Blue's city.\",\n"
             "            after=\"2 of 2: the Mausoleum is functional and will score at the end.\"),\n"
             "])"),
    ("md", "## Moving citizens between monuments\n\n"
           "Citizens employed in a monument are not fixed there: at any time in your turn, and as often as you like, "
           "you may move one to another monument of yours that has room. Like employing, it is not an action.\n\n"
           + cite("switch-population", "population-own-monuments") + "\n\n"
           "Blue built the Thermae (2 VP per **brown** tile under it) over four red tiles: functional with its 2 "
           "citizens, it scores nothing. The Mausoleum (7 VP) has 1 of its 2. Blue has no citizen in supply."),
    ("code", "move = tw.magna_roma.scenario(\n"
             "    players=2, phase=\"action\",\n"
             "    seats={0: {\"city\": " + city_literal(MAUSOLEUM_CITY, "        ") + ",\n"
             "               \"monuments\": [{\"id\": \"thermae\", \"row\": 0, \"col\": 2, \"workers\": 2},\n"
             "                             {\"id\": \"mausoleum\", \"row\": 1, \"col\": 0, \"workers\": 1}]}})\n"
             "move_steps = [\n"
             "    tw.Step(\"Move a citizen from the Thermae to the Mausoleum: click the Mausoleum (below the town centre).\",\n"
             "            {\"type\": \"move_population\", \"source\": \"thermae\", \"target\": \"mausoleum\"},\n"
             "            hint=\"Click the Mausoleum in Blue's city, over the tiles at rows 1-2, cols 0-1.\",\n"
             "            after=\"Mausoleum 2 of 2: functional, 7 VP at the end. The Thermae scored nothing anyway.\"),\n"
             "]\n"
             "tw.magna_roma.Board(move, steps=move_steps)"),
    ("md", "What the monuments would score if the game ended now (`projection()`), before and after the move:"),
    ("code", "print(\"before:\", move.at(0).projection()[\"monuments\"][0], \"VP\")\n"
             "print(\"after: \", tw.lesson_end(move, move_steps).projection()[\"monuments\"][0], \"VP\")"),
    ("md", "## The Forum, on the town centre\n\n"
           "Every other monument stands on four city tiles and never on the town centre; the **Forum** is the one "
           "exception: it is built **on the town centre itself**, and gives 1 luxury at once. On the board you "
           "click the town centre to build it. Blue has 3 coins and 1 citizen; the Forum is in the market.\n\n"
           + cite("build-forum")),
    ("code", "forum = tw.magna_roma.scenario(\n"
             "    players=2, phase=\"action\", monument_market=[\"forum\", \"senate\", \"odeon\"],\n"
             f"    seats={{0: {{\"city\": {{(0, 1): {lit(ANCHOR)}}}, \"coins\": 3, \"population\": 1}}}})\n"
             "tw.magna_roma.Board(forum, steps=[\n"
             "    tw.Step(\"Build the Forum: click Blue's town centre (TC, row 0, col 0).\",\n"
             "            {\"type\": \"build\", \"monument\": \"forum\", \"row\": 0, \"col\": 0},\n"
             "            hint=\"Click the town centre, the tile marked TC in the middle of Blue's city.\",\n"
             "            after=\"3 coins paid, 1 luxury at once. The dashed frame is the Forum on the town centre.\"),\n"
             "    tw.Step(\"The Forum needs 1 citizen: click the Forum to employ Blue's citizen.\",\n"
             "            {\"type\": \"employ\", \"monument\": \"forum\"},\n"
             "            hint=\"Click the Forum on Blue's town centre.\",\n"
             "            after=\"1 of 1: the Forum is functional and will score at the end.\"),\n"
             "])"),
    ("md", "## The optional action: conquer a province\n\n"
           "Spend legions to put one of your 3 conquest markers on a free slot of a province card: the slots cost "
           "6, 4 and 3 legions (top to bottom), and the top slots score the most. A slot's bonus, if it has one, is "
           "yours at once; the card's condition scores at the end. **A slot already taken is closed, and you may "
           "have only one marker on each province card.** The province cards stay for the whole game.\n\n"
           + cite("conquer-pay-legions", "conquer-free-slot", "conquer-one-per-card", "province-slot-bonus",
                  "provinces-stay") + "\n\n"
           "In the rulebook (3 players), *Blue has 4 legions and can spend 4 or 3 to conquer a slot that requires "
           "4 or 3. Because the middle slots of Dalmatia and Aegyptus are already conquered, Blue places a conquest "
           "marker on the middle slot of Africa, immediately gaining a population meeple.* At the end Blue scores "
           "2 VP for each Lyre + Column pair in the city."),
    ("code", "conquest = tw.magna_roma.scenario(\n"
             "    players=3, phase=\"action\", provinces=[\"dalmatia\", \"aegyptus\", \"africa\"],\n"
             "    conquests={(\"dalmatia\", 1): 1, (\"aegyptus\", 1): 2}, seats={0: {\"legions\": 4}})\n"
             "for action in conquest.legal_actions():\n"
             "    if action[\"type\"] == \"conquer\":\n"
             "        print(conquest.describe(action))"),
    ("md", "Four slots are open to Blue: the 6-legion top slots are out of reach and the middle slots of Dalmatia "
           "and Aegyptus are taken, which leaves their bottom slots and the middle and bottom slots of Africa. "
           "Blue takes Africa's middle slot."),
    ("code", "tw.magna_roma.Board(conquest.at(0), steps=[  # the example as it began: this cell can run again\n"
             "    tw.Step(\"Click the middle slot (4 legions) of the Africa card.\",\n"
             "            {\"type\": \"conquer\", \"province\": \"africa\", \"slot\": 1},\n"
             "            hint=\"Click the middle slot of Africa, the third province card (open the military panel \"\n"
             "                 \"if it is folded).\",\n"
             "            after=\"4 legions spent, 1 population gained; 2 VP per Lyre + Column pair at the end.\"),\n"
             "])"),
    ("md", "## Trade tokens\n\n"
           "When your market marker **reaches a space under a trade token**, you **may** make that trade at once "
           "(for example 1 legion for 3 coins). If you do not, the chance is gone until your marker moves onto "
           "another space under the same token. Each single gain counts: a track bonus that stops the marker under a "
           "token offers it even if a join of the same placement moves the marker on; a space only passed by one "
           "gain of 2 or more is not reached.\n\n"
           + cite("trade-token-offer", "trade-now-or-never", "trade-as-shown", "trade-pay-in-full") + "\n\n"
           "The six tokens:\n\n"
           "| pay | get |\n| --- | --- |\n| 1 legion | 3 coins |\n| 1 coin or 1 population | 2 legions |\n"
           "| 1 legion | 3 population |\n| 2 legions | 1 blessing token |\n| 2 population or 2 coins | 4 VP |\n"
           "| 1 coin and 1 population | 1 blessing token |\n\n"
           f"Blue's market marker is on 1 and Blue has 1 legion. The brown tile {LUX_ANCHOR} shows a luxury half; "
           f"Blue reserved the brown {describe_tile(LUX_NEW)}. Two luxuries (same colour) take the marker to 3, "
           "the first space under the first token."),
    ("code", "trade = tw.magna_roma.scenario(\n"
             "    players=2, trade_tokens=[\"legion-for-coins\", \"legions-for-blessing\", \"population-or-coins-for-vp\"],\n"
             f"    seats={{0: {{\"city\": {{(0, 1): ({lit(LUX_ANCHOR)}, {LUX_ANCHOR_TURN})}}, \"reserved\": {lit(LUX_NEW)},\n"
             "               \"luxuries\": 1, \"legions\": 1}})\n"
             "tw.magna_roma.Board(trade, steps=[\n"
             f"    tw.Step(\"Click the cell at row 0, col 2 and choose '{turn_words(LUX_NEW_TURN)}' to complete the \"\n"
             "            \"luxury symbol.\",\n"
             f"            {{\"type\": \"place\", \"row\": 0, \"col\": 2, \"rotation\": {LUX_NEW_TURN}}},\n"
             f"            hint=\"Click the empty cell at row 0, col 2, then '{turn_words(LUX_NEW_TURN)}'.\",\n"
             "            after=\"2 luxuries: the market marker is on 3, under the '1 legion for 3 coins' token.\"),\n"
             "    tw.Step(\"Trade: click the trade token '1 legion for 3 coins'.\", {\"type\": \"trade\", \"pay\": \"legions\"},\n"
             "            hint=\"Click the glowing trade token on the market board (or 'Do not trade' to pass it up: \"\n"
             "                 \"not in this lesson).\",\n"
             "            after=\"1 legion paid, 3 coins gained. Now comes the optional action.\"),\n"
             "])"),
    ("md", "## Try it yourself\n\n"
           "A fresh 2-player game against the beginner bot, which plays at random. Reserve a first tile, then play a few "
           "turns. Use *Undo* freely; the board refuses illegal moves with the rule's reason.\n\n" + HINT_BUTTON),
    ("code", "game = tw.magna_roma.new_game(players=2, seed=11, first_player=0)\n"
             "tw.magna_roma.Board(game, bots={1: \"beginner\"})"),
    ("md", f"Next: [3. Scoring]({SCORING_NB}.ipynb)."),
]

SCORING = [
    ("md", "# Magna Roma 3: the end of the game and the final scoring\n\n"
           "The game ends when every city is a 5 x 5 grid. Then each player adds to the VP already on the score "
           "track (prestige, trades):\n\n"
           "- **Market**: the value of your market space **times the lowest value on your city tiles track "
           "board** (the track values show how far each colour's stars took you);\n"
           "- **Pantheon**: each **unplayed** blessing token scores the value of your Pantheon space;\n"
           "- **Monuments**: each *functional* monument (fully employed) scores its card, if its condition is met;\n"
           "- **Provinces**: each conquered slot scores its VP for every time your city meets the card's condition "
           "(pairs or trios of icons, or districts of a colour);\n"
           "- **Military**: 3 or 5 VP if your military marker ends on one of the last two spaces.\n\n"
           "A **district** is a group of at least 2 orthogonally connected tiles of one colour. Past 50 VP you take "
           "the 50/100 marker; the board adds it for you. The most VP wins.\n\n"
           + cite("game-end", "final-market", "final-pantheon", "final-monuments", "final-provinces", "districts",
                  "final-military") + "\n\n" + GUIDED),
    ("code", "import tabletop_widgets as tw"),
    ("md", "## The rulebook's final scoring, on one city\n\n"
           "All the rulebook's scoring examples at once, in Blue's finished city:\n\n"
           "- *Market:* *Blue's marker ended on a 5-value space* (14 luxuries) and *the lowest value on the track "
           "board is 4* (red 9, purple 11, brown 13 spaces): *5 x 4 = 20*;\n"
           "- *Pantheon:* *4 unplayed blessing tokens, on a space where each is worth 3: 3 x 4 = 12*;\n"
           "- *Provinces:* the city has *4 red districts, 2 purple and 2 brown*, and Blue holds the Aegyptus "
           "card's top slot, *4 VP for each red district: 4 x 4 = 16*;\n"
           "- *Military:* *Blue's marker ended on the last space: 5 VP*;\n"
           "- *Monuments:* the *Temple of Mars scores 6 VP if 3 population are employed there*; Blue has 2 "
           "there and 1 citizen in supply.\n\n"
           "Both cities are complete; Blue is finishing the last turn of the game. The position is built for the "
           "example, not played to: the tiles lie unturned and Blue's stocks are the example's numbers, but the "
           "stars on each player's tiles add up to their track markers, as in play."),
    ("code", "blue_city = " + grid_literal(BLUE_FINAL) + "\n"
             "green_city = " + grid_literal(GREEN_FINAL) + "\n\n"
             "def cells(rows):\n"
             "    \"\"\"The 5 x 5 rows as scenario cells, the town centre in the middle at row 0, col 0.\"\"\"\n"
             "    return {(r - 2, c - 2): tile for r, line in enumerate(rows) for c, tile in enumerate(line) if tile != \"centre\"}\n\n"
             "final = tw.magna_roma.scenario(\n"
             "    players=2, phase=\"end\", provinces=[\"aegyptus\", \"dalmatia\", \"africa\"], conquests={(\"aegyptus\", 0): 0},\n"
             "    seats={0: {\"city\": cells(blue_city), \"luxuries\": 14, \"tracks\": {\"red\": 9, \"purple\": 11, \"brown\": 13},\n"
             "               \"faith\": 9, \"blessings\": 4, \"legions\": 12, \"population\": 1,\n"
             "               \"monuments\": [{\"id\": \"temple_of_mars\", \"row\": 1, \"col\": 1, \"workers\": 2}]},\n"
             f"           1: {{\"city\": cells(green_city), \"tracks\": {json.dumps(GREEN_TRACKS)}}}}})\n"
             "final_steps = [\n"
             "    tw.Step(\"Make the Temple of Mars functional: click it to employ Blue's last citizen (3 of 3).\",\n"
             "            {\"type\": \"employ\", \"monument\": \"temple_of_mars\"},\n"
             "            hint=\"Click the Temple of Mars in Blue's city (bottom right of the town centre).\",\n"
             "            after=\"3 of 3: functional, 6 VP at the end.\"),\n"
             "    tw.Step(\"Blue's city is complete: click 'End the turn'. Every city is a 5 x 5 grid, so the game ends.\",\n"
             "            {\"type\": \"end_turn\"},\n"
             "            hint=\"Click the button 'End the turn'.\",\n"
             "            after=\"The final scoring: see the table under the board.\"),\n"
             "]\n"
             "tw.magna_roma.Board(final, steps=final_steps, teacher=True)"),
    ("md", "The same end, category by category (Blue first, then Green). `tw.lesson_end` builds the position the "
           "lesson ends in from the example and its steps, whatever you did on the board above:"),
    ("code", "after = tw.lesson_end(final, final_steps)\n"
             "for category, points in after.score_breakdown().items():\n"
             "    print(f\"{category:16}\", points)"),
    ("md", "Without the third citizen the Temple of Mars is not functional and scores nothing. `final.at(0)` is "
           "the example as it began:"),
    ("code", "idle = final.at(0)\n"
             "idle.apply({\"type\": \"end_turn\"})\n"
             "print(\"monuments:\", idle.score_breakdown()[\"monuments\"])"),
    ("md", "## Past 50 VP: the 50/100 marker\n\n"
           "The score track runs from 0 to 49. *If you pass 50 VP, take the 50/100 marker and flip it on the 50 VP "
           "side; if you pass 100 VP, flip it on the other side.* The marker goes on round the track from 0, so a "
           "marker on space 1 with +50 is 51 VP. The board keeps the marker for you: open the folded \"Tracks, "
           "provinces, legend\" and look under Blue's disc on the score track.\n\n"
           f"Blue has 48 VP. The purple tile {FIFTY_ANCHOR} right of the town centre shows a prestige half; Blue "
           f"reserved the purple {describe_tile(FIFTY_NEW)}: same colour, 3 VP."),
    ("code", "fifty = tw.magna_roma.scenario(players=2, seats={0: {\n"
             f"    \"city\": {{(0, 1): ({lit(FIFTY_ANCHOR)}, {FIFTY_ANCHOR_TURN})}}, \"reserved\": {lit(FIFTY_NEW)},\n"
             "    \"points\": {\"prestige\": 48}}})\n"
             "fifty_steps = [\n"
             f"    tw.Step(\"Click the cell at row 0, col 2 and choose '{turn_words(FIFTY_NEW_TURN)}' to complete the \"\n"
             "            \"prestige symbol.\",\n"
             f"            {{\"type\": \"place\", \"row\": 0, \"col\": 2, \"rotation\": {FIFTY_NEW_TURN}}},\n"
             f"            hint=\"Click the empty cell at row 0, col 2, then '{turn_words(FIFTY_NEW_TURN)}'.\",\n"
             "            after=\"3 VP: 51. The score marker passes 50 and goes on from 0 to space 1, with +50 beside it.\"),\n"
             "]\n"
             "tw.magna_roma.Board(fifty, steps=fifty_steps)"),
    ("md", "Where the marker stands after the lesson, as the view tells the board (`space` on the 0-49 track, "
           "`marker` the side of the 50/100 marker, `laps` how many times 50):"),
    ("code", "after = tw.lesson_end(fifty, fifty_steps)\n"
             "print(after.scores()[0], \"VP:\", after.view()[\"seats\"][0][\"score_track\"])"),
    ("md", "## What each monument and province scores\n\n"
           "The cards on the board say it in short; here is the whole list. A monument's VP count only when it "
           "holds its population (the Circus Maximus scores by how many it holds); a province slot's VP count "
           "once for every pair, trio or district the card names; a slot's bonus is paid at once. `card_words` "
           "says a card in one line. (The rulebook's card list gives the district "
           "cards 3/2/1 VP, but its own example scores 4 per red district on the top slot; the worked example is "
           "followed.)"),
    ("code", "components = tw.magna_roma.default_components()  # every card of the game\n"
             "any_game = tw.magna_roma.new_game(players=2, seed=1)  # any game says a card the same way\n"
             "for card in components[\"monuments\"] + components[\"provinces\"]:\n"
             "    print(any_game.card_words(card[\"id\"]))"),
    ("md", "## A whole game\n\n"
           "Two bots play a whole game in a moment: the *steady* bot (Blue) takes the move that looks best right "
           "now, the *beginner* bot (Green) anything legal, at random. The board shows the final breakdown and the winner, and "
           "`score_breakdown()` gives the same table to Python. "
           "Every seat is a bot, so the board is the game's replay: step back through it with the timeline "
           "(Start, Previous turn, the slider, Next turn, End; 'Step by' switches to moves or rounds; the arrow "
           "keys step too) and watch the score line grow."),
    ("code", "game = tw.magna_roma.new_game(players=2, seed=5)\n"
             "board = tw.magna_roma.Board(game, bots={0: \"steady\", 1: \"beginner\"})\n"
             "for category, points in game.score_breakdown().items():\n"
             "    print(f\"{category:16}\", points)\n"
             "print(f\"{'total':16}\", game.scores(), \"-> winner:\", [game.name(s) for s in game.winners()])\n"
             "board"),
    ("md", "## A few strategy hints\n\n"
           "- **Same colour pays double or triple.** A same-colour join gives 2 instead of 1 (3 VP instead of 1 "
           "for prestige); plan districts, which some provinces also score.\n"
           "- **Mind your lowest track.** The market scores its value times your *weakest* colour: spread your "
           "stars, or the luxuries are worth little.\n"
           "- **Monuments need people.** Count the population a monument asks for before you pay for it; an "
           "unemployed monument scores nothing.\n"
           "- **Conquer early.** Each slot can be taken once; the 3- and 4-legion slots go fast, and their bonuses "
           "help at once.\n"
           "- **Blessings are worth twice.** Played on a tile with three completed symbols they pay again; kept, "
           "they score at the end, more the further your Pantheon marker is.\n"
           "- **Reserve for next turn.** The tile you reserve is the tile you must place: look at where it will fit "
           "before you take it, and take the trade tokens on your way along the market."),
    ("md", "## Try it yourself\n\nPlay a whole game against the *strong* bot, which looks a few moves ahead "
           "(give it a moment on its turns). How many VP can you score?"),
    ("code", "my_game = tw.magna_roma.new_game(players=2, seed=99, first_player=0)\n"
             "my_board = tw.magna_roma.Board(my_game, bots={1: \"strong\"})\n"
             "my_board"),
    ("md", "When the game is over, this prints the same breakdown the board shows:"),
    ("code", "for category, points in my_game.score_breakdown().items():\n"
             "    print(f\"{category:16}\", points)", IGNORE_OUTPUT),
    *review_section(GAME),
    ("md", f"Next: [4. Solo]({SOLO_NB}.ipynb)."),
]

SOLO = [
    ("md", "# Magna Roma 4: the solo game\n\n"
           "Alone, you build your city against **solo objectives**: four tokens beside the rows and columns of "
           "the solo board. Each objective met adds VP, and your total earns a title, from Tribune to Caesar.\n\n"
           + GUIDED),
    ("md", "## Setting up\n\n"
           "As a 2-player game, with these changes:\n\n"
           "1. **Draft:** the draft board's slots are not used (only its score track). Three tiles are revealed "
           "beside it: each turn you reserve one of these three, and the pool is refilled at once.\n"
           "2. **Solo board:** your town centre goes on its slot, so your 5 x 5 city has a **fixed frame**.\n"
           "3. **Complexity:** choose level I (easy), II (medium) or III (hard); the 4 objective tokens of that "
           "level are placed at random beside the rows and columns.\n"
           "4. **Military board:** 3 markers of an unused colour block one slot of each province card for the "
           "whole game.\n\n"
           + cite("solo-tile-pool", "solo-board-frame", "solo-objectives", "solo-blocked-slots") + "\n\n"
           "`new_game(players=1, level=...)` does all of it:"),
    ("code", "import tabletop_widgets as tw\n\n"
             "game = tw.magna_roma.new_game(players=1, seed=7, level=\"II\")\n"
             "solo = game.view()[\"solo_board\"]\n"
             "print(\"level\", solo[\"level\"])\n"
             "for objective in solo[\"objectives\"]:\n"
             "    print(f\"{objective['line']:13} {objective['text']}\")\n"
             "print(\"tile pool:\", \", \".join(slot[\"tile\"][\"id\"] for slot in game.view()[\"draft\"]))\n"
             "for province in game.view()[\"provinces\"]:\n"
             "    print(province[\"name\"], [\"blocked\" if h == -1 else \"free\" for h in province[\"holders\"]])"),
    ("md", "## The objectives, level by level\n\n"
           "Level I asks for icons and colours in a line; level II for blessings, stars or four tiles of a colour "
           "(or none of the icons); level III for lines of one icon or colour, no two neighbours of a colour, or "
           "two monuments. An objective about a row or column counts only once that line is complete: the board "
           "shows it as open until then, then met or not."),
    ("code", "solo_rules = tw.magna_roma.default_components()[\"solo\"]\n"
             "for objective in solo_rules[\"objectives\"]:\n"
             "    print(f\"{objective['level']:3}\", objective[\"text\"])"),
    ("md", "## Play the first turns\n\n"
           "The turn is the one you know: place the reserved tile, take one optional action or skip it, reserve "
           "the next tile, here from the pool of three. A tile must stay inside the solo board's frame."),
    ("code", "SOLO_STEPS",),
    ("md", "## Solo scoring and your title\n\n"
           "At the end, the usual final scoring, plus the objectives met: 1, 2, 3 or 4 objectives give **4, 9, 15 "
           "or 22 VP**. Then your total earns a title. (The rulebook's table overlaps at 70-99; it is read here as "
           "steps of ten.)\n\n" + cite("solo-objective-points", "solo-high-score")),
    ("code", "print(\"objectives met -> VP:\", dict(enumerate(solo_rules[\"points\"])))\n"
             "for row in solo_rules[\"titles\"]:\n"
             "    print(f\"from {row['from']:3} VP: {row['title']:8} {row['text']}\")"),
    ("md", "## Your solo game\n\n"
           "The rest of the game from the first turns above (level II): it starts where the guided steps end, "
           "whatever you did on that board. The objectives sit beside the rows and columns of your city, and the "
           "provinces are drawn small under it, the blocked slots marked ✗; when the last tile is placed, the "
           "board shows your score, the objectives met and your title."),
    ("code", "my_game = tw.lesson_end(game, steps)  # the game above, after its guided steps\n"
             "my_board = tw.magna_roma.Board(my_game)\n"
             "my_board"),
    ("md", "When the game is over, this prints the breakdown and your title:"),
    ("code", "for category, points in my_game.score_breakdown().items():\n"
             "    print(f\"{category:16}\", points)\n"
             "print(my_game.log[-1][\"text\"])", IGNORE_OUTPUT),
]


def solo_turns() -> str:
    """The guided first solo turns, found from the seed when written."""
    import tabletop_widgets as tw

    game = tw.magna_roma.new_game(players=1, seed=7, level="II")
    game.apply({"type": "choose_tile", "slot": 0})
    tile = game.state["draft"][0]
    # above the town centre, turned so that it completes the town centre's north symbol if it can
    symbol = T.centres["centre-blue"]["edges"][NORTH]
    rotation = next((r for r in range(4) if T.faces[tile][r][SOUTH] == symbol), 0)
    place = {"type": "place", "row": -1, "col": 0, "rotation": rotation}
    completes = T.faces[tile][rotation][SOUTH] == symbol
    after = (f"The {symbol} symbol with the town centre: 1 (mixed colours). " if completes
             else "") + "The pool is refilled to three at once."
    return (
        "game = tw.magna_roma.new_game(players=1, seed=7, level=\"II\")  # anew: this cell can run again\n"
        "steps = [\n"
        "    tw.Step(\"Reserve a first tile from the pool of three: click the first tile.\",\n"
        "            {\"type\": \"choose_tile\", \"slot\": 0},\n"
        "            hint=\"Click the first of the three tiles in the pool.\",\n"
        "            after=\"Your marker is on it; now place it.\"),\n"
        f"    tw.Step(\"Place it: click the cell at row {place['row']}, col {place['col']} and choose \"\n"
        f"            \"'{turn_words(place['rotation'])}'.\",\n"
        f"            {json.dumps(place)},\n"
        f"            hint=\"Click the empty cell at row {place['row']}, col {place['col']}, then "
        f"'{turn_words(place['rotation'])}'.\",\n"
        f"            after=\"{after}\"),\n"
        "    tw.Step(\"Click 'Take no optional action'.\", {\"type\": \"skip_action\"},\n"
        "            hint=\"Click the button 'Take no optional action'.\",\n"
        "            after=\"Now reserve your next tile.\"),\n"
        "    tw.Step(\"Any of the three may be reserved: click the last tile of the pool.\",\n"
        "            {\"type\": \"choose_tile\", \"slot\": 2},\n"
        "            hint=\"Click the third tile of the pool.\",\n"
        "            after=\"Your next turn places it. The rest of the game is yours: see below.\"),\n"
        "]\n"
        "tw.magna_roma.Board(game, steps=steps)"
    )


SOLO[SOLO.index(("code", "SOLO_STEPS"))] = ("code", solo_turns())


if __name__ == "__main__":
    write_notebooks(OUT, {SETUP_NB: SETUP, TURNS_NB: TURNS, SCORING_NB: SCORING, SOLO_NB: SOLO})
