"""Magna Roma's rules by name, in the rulebook's order, each quoted from the English rulebook
(Archona Games, 2020) and, where the text is silent or unclear, with this project's ruling.

The rules model's checks (rules.py, explain.py) cite these ids; docs/rules.md lists them.
"""

from __future__ import annotations

from ..core.rulebook import Rule, rulebook

RULES = rulebook(
    # ------------------------------------------------------------------ setup
    Rule("setup-draft-board", "The draft board's side depends on the number of players", "SETUP",
         "2 and 3 players side has 8 tile slots surrounding the center slot, while the 4 player side has 10 "
         "tile slots surrounding the center slot"),
    Rule("setup-tile-decks", "The city tiles are shuffled into 2 or 3 face-down decks", "SETUP",
         "Shuffle the City tiles face down and form 2 or 3 tile decks (whatever is more convenient for you)."),
    Rule("setup-monuments", "Three monuments are offered in the market; the rest form a deck", "SETUP",
         "Shuffle the Monument tiles into a deck ... Then draw the top 3 Monument tiles and place them in the "
         "slots next to the Monument tile deck."),
    Rule("setup-provinces", "Three province cards are in play", "SETUP",
         "Shuffle the Province card deck and draw 3 cards. Then place each card under each slot on the "
         "Military board."),
    Rule("setup-trade-tokens", "Three trade tokens are placed on the market board", "SETUP",
         "Shuffle the Trade Tokens face down, draw 3 and place them on the marked slots on the Market board "
         "face-up."),
    Rule("conquest-markers", "Each player has a set number of conquest markers", "SETUP",
         "Place 3 markers from each players next to the Military board."),
    Rule("first-tile-choice", "Before play begins each player reserves a first tile from the draft (Setup step 8)",
         "SETUP",
         "That player chooses a first tile by placing their disc marker on that tile. then in counterclockwise "
         "order all players choose their first City tile."),
    Rule("clockwise-turns", "Play begins with the last player to choose a first tile, then goes clockwise", "SETUP",
         "After this, play begins with the player that last chose their first tile, and turns continue in a "
         "clockwise order."),
    # ------------------------------------------------------------------ the city
    Rule("city-24-tiles", "Each city gets exactly 24 city tiles", "GAMEPLAY",
         "A game of Magna Roma is played in turns until all players have placed exactly 24 City tiles in their "
         "cities after which the final scoring is done.",
         ruling=("A player whose city is complete reserves no next tile: their turn ends (end_turn) and play "
                 "goes on with the players whose cities are unfinished.")),
    Rule("city-5x5", "A city must end as a 5 x 5 grid: no tile may make that impossible", "GAMEPLAY",
         "The finished cities must be in a 5x5 grid. The Town Center tiles do not need to end up in the center "
         "of the 5x5 grid.",
         ruling=("A city ends as exactly a 5 x 5 grid (24 tiles and the town centre), so a placement that makes "
                 "a 5 x 5 city impossible is illegal: every tile stays within 4 rows and columns of the "
                 "city's other tiles.")),
    Rule("place-reserved-tile", "Your turn begins by placing the tile your marker is on",
         "PLACE A CITY TILE (MANDATORY)",
         "On your turn, you must take the City tile that has your marker on it, and place that tile in your "
         "city in any of the 4 possible rotations of your choice."),
    Rule("place-touching", "A new tile must touch a tile of your city by a side", "PLACE A CITY TILE (MANDATORY)",
         "The tile must touch at least one another tile, however it doesn't have to touch in a way that it "
         "makes a symbol combination and it doesn't need to be next to a tile of the same color.",
         ruling=("Touching is sharing a side: symbols combine only across sides, and \"next to another one\" "
                 "(Tile placement) is not a tile that meets the city at a corner only.")),
    Rule("place-empty-space", "A tile goes on an empty space of your city",
         ruling=("The rulebook takes it for granted: a tile is placed beside the city's tiles, never on one; a "
                 "finished city of 24 tiles and the town centre fills each of its 25 spaces once.")),
    Rule("symbol-benefits", "A full symbol pays the larger amount for same-colour tiles, the smaller for mixed",
         "TILE PLACEMENT AND COMBINING SYMBOLS",
         "if the tiles you combined are of a different color, you gain the lesser benefit (the smaller amount), "
         "and if the tiles you combined are of the same color, you gain the larger benefit (the larger amount).",
         ruling=("A full symbol is two halves of one benefit on touching edges. The town centre's roofs are the "
                 "player's colour, never a tile colour, so its joins pay the smaller amount.")),
    Rule("track-stars", "Stars advance the tile's colour track; each bonus reached pays once",
         "CITY TILES TRACK BOARD",
         "advance your marker on the track of the corresponding color by that many spaces. If you reach a space "
         "with a bonus on it, immediately gain that bonus. ... You receive these bonuses only once in the game.",
         ruling=("Reaching a bonus includes passing its space (a tile of 2 stars may jump one); a track stops at "
                 "its last space.")),
    Rule("track-harder-bonus", "A shared bonus needs both neighbouring tracks on or past its space",
         "CITY TILES TRACK BOARD",
         "Some spaces on the track are linked to the same bonus. To gain this bonus, the markers from both the "
         "above and below tracks must either be on the space linked to the bonus or past it."),
    Rule("trade-token-offer", "A trade token is offered when your market marker reaches a space under it",
         "TRADE AND TRADE TOKENS",
         "When you reach a space that is linked with a Trade Token, you may immediately perform that trade.",
         ruling=("Each single gain of an event (a track bonus, one join, a monument's or province slot's bonus) "
                 "that leaves the market marker on a space under a token reaches that token, even if a later "
                 "gain of the same event moves the marker on: the rulebook pays each benefit as it is reached. "
                 "A space only passed within one gain (+2 from 4 to 6 passes 5) is not reached. The offers are "
                 "made one by one, in the order reached, once the event's gains are paid, one per token per "
                 "event; an offer the player cannot pay when its turn comes is missed. Waiting changes nothing: "
                 "a trade never pays or gains luxuries, so it never moves the marker.")),
    Rule("trade-now-or-never", "Trade or decline at once: the chance passes once you do something else",
         "TRADE AND TRADE TOKENS",
         "If you don't perform that trade at the moment, you cannot perform it again during the next turns "
         "(unless you move your marker on next space under the same Trade Token during one of your next turns.).",
         ruling=("An open offer is answered (trade or decline) before the turn goes on; employing or moving "
                 "population, which is not an action, may come first.")),
    Rule("trade-as-shown", "A trade pays what its token shows", "MARKET BOARD",
         "you may immediately trade the resource shown on the token to receive the reward"),
    Rule("trade-pay-in-full", "You make a trade only with what you have", "MARKET BOARD",
         "At some spaces on the Market board, you will be able to trade some of your resources for another "
         "resource.",
         ruling=("The rulebook trades what you have (\"trade some of your resources for another resource\"); "
                 "nothing is owed, so a trade you cannot pay is not made.")),
    Rule("blessing-tokens", "Each lightning space entered or passed on the Pantheon track gives a blessing token",
         "PANTHEON BOARD",
         "When you enter or pass a space that contains ⚡ symbol, you gain one Blessing token ⚡."),
    Rule("unlimited-supply", "Coins, population and blessing tokens never run out",
         ruling=("The contents list counts 30 coins, 50 meeples and 16 blessing tokens, but no rule says what "
                 "happens when they run out; a gain is never lost for want of a token.")),
    # ------------------------------------------------------------------ the optional action
    Rule("one-optional-action",
         "After placing your tile you may take one optional action (build, conquer or bless) or skip it",
         "PLAY ONE OPTIONAL ACTION",
         "After placing the City tile in your city and gaining all benefits from it, you may play only one of "
         "the optional actions"),
    Rule("build-from-market", "You build a monument offered in the monument market", "CONSTRUCT A MONUMENT TILE",
         "As your optional action on your turn, you can construct one of the Monument tiles available on the "
         "Monument market in your city."),
    Rule("build-pay-coins", "A monument costs the coins printed on it", "CONSTRUCT A MONUMENT TILE: Condition 1",
         "Have enough coins to pay for the Monument. After you pay for the Monument, simply draw the top "
         "Monument tile from the deck to fill the empty slot."),
    Rule("build-on-four-tiles", "A monument stands on four city tiles in a 2 x 2 block",
         "CONSTRUCT A MONUMENT TILE: Condition 2",
         "Monument tiles are always placed on the intersection of 4 City tiles. ... one tile is missing for the "
         "base of the Mausoleum (Monuments must be constructed over 4 tiles)."),
    Rule("build-not-on-town-centre", "A monument never stands on the town centre (but the Forum)",
         "CONSTRUCT A MONUMENT TILE: Condition 2",
         "You cannot construct the Mausoleum here because one of the tiles beneath is a Town Center tile (this "
         "is not allowed)."),
    Rule("build-no-overlap", "Monuments never overlap", "CONSTRUCT A MONUMENT TILE: Condition 2",
         "You cannot construct the Mausoleum here because the two of the tiles beneath already have another "
         "Monument on top of them (Basilica)."),
    Rule("build-forum", "The Forum is built on the town centre tile itself", "CONSTRUCT A MONUMENT TILE",
         "The only exception from the Condition 2 is the Forum Monument - That Monument can only be constructed "
         "on the Town Center tile itself!"),
    Rule("monument-immediate-bonus", "A monument's immediate bonus is gained when it is built", "MONUMENTS",
         "This is a bonus that you will receive immediately when you construct the Monument."),
    Rule("population-own-monuments", "Population works only in your own monuments", "FUNCTIONAL MONUMENTS",
         "In order for your Monument to score victory points at the end of the game you must make it functional "
         "by employing your population there."),
    Rule("population-any-time", "Employing population is free at any time during your turns",
         "FUNCTIONAL MONUMENTS",
         "You can employ population at your Monuments at any time during your turns (this is not considered an "
         "action)",
         ruling=("\"Your turns\" begin once play has begun: while the first tiles are chosen (Setup step 8) no "
                 "population is employed or moved.")),
    Rule("employ-from-supply", "You employ population from your supply", "FUNCTIONAL MONUMENTS",
         "by simply putting the population meeples on the Monument tile."),
    Rule("switch-population", "Population moves from one of your monuments to another, as often as you like",
         "FUNCTIONAL MONUMENTS",
         "You can also, switch population between your Monuments at any time - again, this is not an action and "
         "you may do it as many times as you like."),
    Rule("monument-capacity", "A monument holds at most the population that makes it functional", "MONUMENTS",
         "If a Monument is not fully employed (it doesn't contain the necessary population) it is considered "
         "non-functional and it doesn't score victory points.",
         ruling=("A monument holds at most its functionality cost in population (the Circus Maximus: 4, its "
                 "1/2/3/4 scale): the rulebook asks for it \"fully employed\", with \"the necessary "
                 "population\", and a surplus could neither score nor go back to the supply. Employed "
                 "population stays in monuments.")),
    Rule("provinces-stay", "Only the three province cards in play can be conquered",
         "OTHER IMPORTANT CONQUEST RULES",
         "Province cards are not replaced during a game - the three cards placed on the Military board will "
         "remain until the end of the game."),
    Rule("conquer-free-slot", "A province slot takes one conquest marker: it must be free",
         "OTHER IMPORTANT CONQUEST RULES",
         "You cannot place a conquest marker on a slot already occupied by you or another player."),
    Rule("conquer-one-per-card", "One conquest marker per province card", "OTHER IMPORTANT CONQUEST RULES",
         "You cannot place two conquest markers on the same province card."),
    Rule("conquer-pay-legions", "A province slot costs the legions the military board shows beside it",
         "MILITARY BOARD",
         "These slots show how many legions ... are required to conquer the linked slot on the Province card."),
    Rule("province-slot-bonus", "A conquered slot's bonus is gained at once", "MILITARY BOARD",
         "Whenever you conquer a Province slot that has a bonus, you receive that bonus immediately."),
    Rule("bless-needs-token", "Blessing a tile takes one of your blessing tokens", "BLESS A CITY TILE",
         "As your optional action on your turn, you can place one of your Blessing tokens on a City tile in "
         "your city to bless that tile."),
    Rule("bless-city-tile", "Only a city tile of yours can be blessed, not the town centre",
         "PLAY ONE OPTIONAL ACTION", "Bless a City tile in your city with a Blessing Token",
         ruling=("The town centre is not a City tile: the operative rules use \"City tile\" for the 96 drafted "
                 "tiles and set them against the Town Center (Setup step 3: \"their starting Town Center "
                 "tile\"); only the contents list says \"Starting City Tiles\".")),
    Rule("bless-once", "A tile can be blessed only once", "BLESS A CITY TILE",
         "you cannot play a Blessing token on a tile that already has a Blessing token"),
    Rule("bless-gains", "A blessed tile pays its symbols again, but not its stars", "BLESS A CITY TILE",
         "you will gain the benefits of the symbol combinations of that tile as though you have just placed this "
         "tile there. However, you do not gain the stars from that tile."),
    # ------------------------------------------------------------------ end of turn
    Rule("next-tile-choose", "Your turn ends by reserving your next tile", "END OF TURN",
         "After your turn ends, you must choose a new tile for your next turn."),
    Rule("next-tile-reach", "The next tile lies within reach of your marker, either way round the circle",
         "END OF TURN",
         "You can choose a tile that is 2 spaces away from your current position on the tiles circle. You can "
         "also jump other players' markers, and these spaces do not count towards the 2 space range.",
         ruling=("The next tile lies 1 or 2 spaces either way round the circle; markers jumped do not count, "
                 "and once the decks are spent empty slots are jumped too, so a tile is always within reach.")),
    Rule("next-tile-not-reserved", "A tile another player's marker is on cannot be chosen", "END OF TURN",
         "You cannot choose a tile already containing another player's marker."),
    Rule("draft-refill", "The emptied slot is refilled from the deck; a spent deck is replaced", "END OF TURN",
         "draw the top tile and place it face up on the empty slot ... If the City tile deck is spent, simply "
         "add one of the remaining City tile decks to the center slot of the draft board."),
    Rule("game-end", "The game ends when every city is a finished 5 x 5 grid", "GAME END",
         "The game ends when all players have built their 5x5 grid cities. Immediately proceed to the final "
         "scoring."),
    # ------------------------------------------------------------------ final scoring
    Rule("final-market", "Market: luxuries times your lowest track value", "FINAL SCORING: MARKET",
         "Each player multiplies their luxury ... value on the Market board with their lowest star ... value "
         "City tile color on their City tile track board"),
    Rule("final-pantheon", "Pantheon: each unplayed blessing token scores by your Pantheon space",
         "FINAL SCORING: PANTHEON",
         "Each player scores victory points for each unplayed Blessing token in their supply, depending on where "
         "their marker is located on the Pantheon board."),
    Rule("final-monuments", "Each functional monument scores its condition", "FINAL SCORING: MONUMENTS",
         "Each player gains victory points for each of their constructed Monuments that are functional (fully "
         "employed) and their scoring conditions are met."),
    Rule("final-provinces", "Each conquered province slot scores its card's condition",
         "FINAL SCORING: PROVINCE CARDS",
         "Each player score victory points for each conquered Province card slot, depending on the conditions of "
         "the Province card.",
         ruling=("The card list says 3/2/1 VP (4/3/2 for the trio card), but the worked example scores 4 VP for "
                 "each of 4 red districts: by \"worked examples win\", the district cards' best slot is worth "
                 "4.")),
    Rule("districts", "A district is two or more connected city tiles of one colour", "WHAT IS A DISTRICT?",
         "A district is a group of at least two City tiles of the same color connected with each other.",
         ruling="Connected means orthogonally, side by side, as symbols join."),
    Rule("final-military", "The last two spaces of the military board score VP", "END-GAME MILITARY BOARD POINTS",
         "If a player's marker ends the game on one of the last two spaces on the Military board, that player "
         "will score 3 or 5 victory points, respectively."),
    # ------------------------------------------------------------------ solo mode
    Rule("solo-tile-pool", "Solo: you draft from a pool of three tiles beside the draft board",
         "SOLO MODE: SETUP",
         "shuffle the city tiles and reveal 3 tiles to form a tile draft pool on the side of that board. You "
         "will be drafting from these three tiles on your turns throughout the game.",
         ruling=("The pool of 3 is refilled as soon as its tile is placed, so the next tile is chosen among 3; "
                 "the first is taken from it as each player's first tile is in Setup step 8.")),
    Rule("solo-board-frame", "Solo: the city fills the solo board's 5 x 5 frame around the town centre",
         "SOLO MODE: SETUP",
         "Choose a player color and take the appropriate markers and Town Center tile and place that tile on "
         "the designated slot on the solo board.",
         ruling=("The designated slot fixes the town centre's place in the 5 x 5 frame whose rows and columns "
                 "the objective tokens name, so every tile stays within that frame.")),
    Rule("solo-objectives", "Solo: four objective tokens of your level beside the board's rows and columns",
         "SOLO MODE: SETUP",
         "Take the appropriate solo mode objective tokens and place them randomly on the side slots of the solo "
         "mode board.",
         ruling=("An objective about a row or column is not met while that line is unfinished: the board shows "
                 "it as open until the line is complete.")),
    Rule("solo-blocked-slots", "Solo: three province slots are blocked", "SOLO MODE: SETUP",
         "Take 3 player markers of an unused player color and place them on the Military Board like in the "
         "picture below. These spaces are blocked for the rest of the game."),
    Rule("solo-objective-points", "Solo: the more objectives completed, the more VP", "SOLO OBJECTIVES",
         "Depending on the number of solo objectives completed, you will gain a certain amount of victory "
         "points at the end of the game"),
    Rule("solo-high-score", "Solo: your total reaches a level of the high-score table", "CHECK YOUR HIGHSCORE",
         "Finally, depending on the amount of victory points at the end of the game, you will be compared to the "
         "following highscore table",
         ruling=("The table's bands overlap (70-89, 80-99, 90-99); they are read as 0-49, 50-59, 60-69, 70-79, "
                 "80-89, 90-99, 100+.")),
)
