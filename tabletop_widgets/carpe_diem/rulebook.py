"""Carpe Diem's rules by name, in the order of the English rulebook (first edition, Feld 2018).

Each ``Rule`` quotes its passage word for word (``section`` is the rulebook's heading) and,
where the text is silent or ambiguous, gives the model's ``ruling``: this is the one place
the rulings of Carpe Diem are written. The checks of rules.py and explain.py cite these ids.
"""

from __future__ import annotations

from ..core.rulebook import Rule, rulebook

RULES = rulebook(
    # ------------------------------------------------------------------ Game Setup
    Rule("setup-meeple", "Each patrician starts on a free semicircular space",
         "Game Setup",
         "1 meeple (“patrician”) in a color of your choice. Place it on any of the seven semi-circular spaces "
         "in the center of the game board that is unoccupied.",
         ruling="The patricians are put on free spaces in turn order from the starting player (the rulebook "
                "does not say in which order)."),
    Rule("setup-scoring-cards", "The scoring cards are chosen by player count",
         "Game Setup",
         "Take a number of cards from each pile, depending on the number of players (see sidebar), e.g. for "
         "3 players, that’s 2 A and 2 C cards, plus 3 B and 3 D cards.",
         ruling="The card spaces are a 3 x 4 grid with a disc circle between each pair of side-by-side cards: "
                "17 circles with 4 players, 9 without the corners (2 players), 13 without two opposite "
                "corners (3 players), as the Scoring section counts them."),
    Rule("setup-starting-vp", "The players start with 8, 9, 10 and 11 victory points (3 players: 8, 9, 13)",
         "Game Setup",
         "Attention: The 3-player game is special: The starting player gets 8 victory points, the next "
         "player 9, and the third player gets 13 victory points!"),
    # ------------------------------------------------------------------ Playing the Game
    Rule("phases-and-rounds", "Four phases of seven rounds, each followed by a scoring period",
         "Playing the Game",
         "The game consists of four phases of seven rounds each. After each phase there is a scoring period."),
    Rule("turn-sequence", "A turn: move the patrician, take a tile next to it, build it in",
         "Playing the Game",
         "Each turn, the current player moves their meeple onto one of the opposite semi-circular spaces. They "
         "pick one of the building tiles located on the adjacent blueprint space and immediately integrate it "
         "into their district ..."),
    Rule("move-opposite-space", "The patrician moves along a black line to an opposite space",
         "Playing the Game",
         "At the beginning of their next turn, the player moves from their current space along a black line "
         "to one of the two opposite spaces, and so on.",
         ruling="The 7 semicircular spaces, numbered 0 to 6, are joined as the printed star: space i to spaces "
                "i + 3 and i - 3 (modulo 7)."),
    Rule("move-onto-occupied", "Patricians may share a space",
         "Playing the Game",
         "Meeples may move onto a space that is already occupied."),
    Rule("move-every-turn", "The patrician must move every turn",
         "Playing the Game",
         "Meeples must be moved every turn, they cannot stay where they are. (Exception: see “Baker” on page 7.)"),
    Rule("store-tile", "A tile you do not build goes face down to your storage space",
         "Playing the Game",
         "After moving, the current player must select a tile. If they do not want to or cannot integrate "
         "that tile into their district, they place it face down on the storage space on their overview board ...",
         ruling="A tile taken from a blueprint may always be stored (a craftsman's seal tile may not: "
                "craftsman-seal-tile)."),
    Rule("move-past-empty-spaces", "Spaces without tiles are passed: the patrician stops next to tiles",
         "Playing the Game",
         "If – after a few rounds – a player moves onto a semi-circular space without a building tile next to "
         "it, they immediately move again until their meeple moves onto a space with at least one tile next "
         "to it.",
         ruling="A move names the space where the patrician stops; the spaces without tiles it passes on the "
                "way are the rulebook's extra moves. With the star it may pass its starting space and come "
                "back to it (the sidebar: 'also allowing the player to move back to their starting space')."),
    Rule("move-round-the-circle", "Variant: round the circle to the next space with tiles",
         ruling="The option movement='circle' (the second edition's rule, not in this rulebook): the patrician "
                "goes round the circle in one direction to the next space with tiles and may not turn back."),
    Rule("remove-last-tiles", "With 2 or 3 players the last tiles of a space go back to the box",
         "Playing the Game",
         "In the 2-player game, the two remaining building tiles are removed from a space as soon as the "
         "second tile has been picked. In the 3-player game, the last remaining building tile is removed ... as "
         "soon as the penultimate tile has been picked."),
    # ------------------------------------------------------------------ Building Rules
    Rule("place-on-building-board", "A tile goes on an empty space of your building board",
         ruling="The building board is 6 x 6 spaces (rows and columns 0 to 5) and a space holds one tile; a "
                "tile is turned by quarter turns clockwise, 0 to 3."),
    Rule("place-first-on-shovel", "Your first tile goes on the shovel space",
         "Building Rules",
         "The first tile selected by a player must be placed on the shovel space."),
    Rule("place-adjacent", "A tile goes next to a tile already built (not diagonally)",
         "Building Rules",
         "All subsequent tiles must be placed adjacent (not diagonally!) to a tile that is already on the "
         "building board. The frame does not count as a tile!"),
    Rule("place-sides-match", "Every side of a tile matches its neighbour",
         "Building Rules",
         "Tiles must be placed in a way that all its sides match each adjacent tile. There is no “top” or "
         "“bottom”, you may rotate it as you like."),
    Rule("place-frame-is-grass", "The frame counts as grass",
         "Building Rules",
         "The frame counts as ‘grass’, i.e. you may only put tiles with a grass side adjacent to a frame piece."),
    Rule("banderole-cover", "Building on a banderole moves your disc one space on the bar",
         "Building Rules",
         "If a player places a building tile on a space with a banderole, they first remove the banderole "
         "completely from the game, then move their disc one space on the banderole bar.",
         ruling="A disc never moves past the bar's last space (the rulebook prints no space beyond it)."),
    Rule("completion-rewards", "Completing a building or landscape brings its reward at once",
         "Building Rules",
         "In most cases, whenever a player completes a building or a landscape, they immediately get a reward.",
         ruling="Everything one tile completes is rewarded in the rulebook's order: landscapes, then dwellings, "
                "then markets, bakeries and fountains; so a merchant trades in the wares a landscape just gave."),
    Rule("villa-complete", "A villa is complete when it has no opening left",
         "Villas",
         "A completed villa consists of at least two adjacent tiles, where none of those tiles have an "
         "“opening”."),
    Rule("landscape-size", "A landscape has 2 to 4 tiles",
         "The Four Types of Landscape",
         "A completed landscape consists of 2-4 tiles of the same type.",
         ruling="Villas, by contrast, 'can be any size', and the bonus is 'always' the tiles minus 1: a tile "
                "that would make a landscape, open or closed, larger than 4 tiles does not fit there."),
    Rule("landscape-reward", "A completed landscape gives its tiles minus 1 in wares",
         "The Four Types of Landscape",
         "Whenever a player completes a landscape, they are immediately rewarded with a one time bonus of "
         "wares from the supply. The bonus is always the number of used tiles minus 1.",
         ruling="Pond gives fish, vineyard grapes, garden herbs and the fourth landscape, a pasture, chicken."),
    Rule("merchant-reward", "A merchant dwelling trades all your wares for coins, plus 1",
         "The Four Types of Dwellings",
         "The player returns all their wares (fish, herbs, etc.) to the supply and gets that many coins plus 1 "
         "additional coin from the supply."),
    Rule("baker-reward", "A baker dwelling gives 2 bread",
         "The Four Types of Dwellings",
         "The player takes 2 bread tokens from the supply and puts them on their storage space."),
    Rule("bread-move", "1 bread moves the patrician to any space, or lets it stay",
         "The Four Types of Dwellings",
         "At the beginning of a player’s turn, they may pay one bread token into the supply to move their "
         "meeple against the rules to any space (or remain where they are!) and pick a tile from there."),
    Rule("scoring-bread-card", "3 bread meet a scoring card once",
         "The Four Types of Dwellings",
         "During scoring, a player may pay three bread tokens to fulfill the requirements of one of the two "
         "adjacent scoring cards.",
         ruling="3 bread stand in for one multiple of a card, at most once per card (Sophie's example pays "
                "one set with bread and two with wares and coins)."),
    Rule("administrator-reward", "An administrator dwelling moves your disc 2 spaces on the bar",
         "The Four Types of Dwellings",
         "The player moves their disc two spaces on the banderole bar. If that space is occupied, put the disc "
         "on top."),
    Rule("craftsman-seal-tile", "A craftsman dwelling brings a seal tile, built in at once",
         "The Four Types of Dwellings",
         "The player selects any one of the building tiles on the bottom margin of the game board and "
         "immediately integrates it into their district, following the building rules.",
         ruling="The seal tile is built at once where it fits ('immediately integrates it into their "
                "district'); it is stored only when it fits nowhere."),
    Rule("market-bakery-reward", "A market gives 1 coin, a bakery 1 bread",
         "Markets / Bakeries / Fountains",
         "When you place a market, you are rewarded one coin from the supply. ... When you place a bakery, you "
         "are rewarded one bread from the supply."),
    Rule("fountain-reward", "A fountain: look at two fountain cards, keep one",
         "Markets / Bakeries / Fountains",
         "When you place a fountain, look at the top two cards of the face down fountain card pile. Pick one "
         "of them and place it face down next to your storage space. Put the other card face down under the "
         "fountain card pile"),
    Rule("fountain-later-cards", "A later fountain may keep both new cards and return an earlier one",
         "Markets / Bakeries / Fountains",
         "For each subsequent fountain you place during this game, you may keep both cards and return a card "
         "from an earlier fountain to the bottom of the fountain card pile.",
         ruling="The player keeps both new cards and returns one earlier card, or keeps one new card and "
                "returns the other: in effect any one card of all they hold goes under the pile."),
    # ------------------------------------------------------------------ Scoring
    Rule("scoring-order", "Scoring goes in order of progress on the banderole bar",
         "Scoring",
         "The player who has progressed furthest on the banderole bar begins. If there is a tie, the player on "
         "top begins.",
         ruling="The order is read from the bar when the period begins: players who have not scored yet do "
                "not move while others score."),
    Rule("scoring-place-disc", "A scorer places a disc on a circle between two scoring cards",
         "Scoring",
         "If it’s your turn to score, place one of your discs on an empty circle space to trigger both "
         "adjacent scoring cards ..."),
    Rule("scoring-circle-blocked", "A circle with a disc is used up for the rest of the game",
         "Scoring",
         "The scoring discs stay where they are, i.e. these spaces can’t be used during subsequent scoring "
         "periods."),
    Rule("scoring-triggered-cards", "Only the two cards next to your new disc score",
         "Scoring",
         "Only the current disc triggers scoring of adjacent cards. Discs from previous scoring periods do not "
         "trigger, they just block that particular space."),
    Rule("scoring-green-own", "A green card rewards what you own, every time you own it",
         "The Scoring Cards",
         "For cards with green background, you must own whatever is shown in the top half of the card ... to "
         "receive the rewards shown in the bottom half.",
         ruling="A green card rewards every multiple owned (the player chooses nothing but the bread)."),
    Rule("scoring-red-pay", "A red card is paid with wares, coins standing in for any ware",
         "The Scoring Cards",
         "For cards with red background, you must pay the wares shown in the top half (or the same number of "
         "coins) to get the rewards.",
         ruling="Red cards are paid with the player's own wares first and coins for the rest (coins are wild, "
                "so keeping them is never worse); a player may pay fewer multiples than they could, or none "
                "(and lose 4 VP: the rulebook does not forbid it)."),
    Rule("scoring-multiples", "Owning or paying a card several times rewards it as often",
         "The Scoring Cards",
         "If a player owns (or pays) multiples of whatever is shown on the card, they also receive the shown "
         "rewards that often ..."),
    Rule("scoring-unmet-card", "A card you cannot meet costs 4 victory points",
         "The Scoring Cards",
         "If a player can’t fully meet the requirements of a scoring card, they don’t get any victory points at "
         "all and instead lose 4 victory points.",
         ruling="Victory points may fall below zero; the rulebook sets no floor."),
    Rule("scoring-card-order", "A scorer meets the two cards in the order they like",
         "The Scoring Cards",
         "Each player decides the order in which they fulfill their two scoring cards. Sometimes it is possible "
         "to fulfill the second scoring card with the rewards from fulfilling the first."),
    Rule("subsequent-phases", "Phases 2 and 3 deal light tiles, phase 4 the dark ones",
         "Subsequent Phases",
         "In the second and third phases, distribute 28 light green building tiles on the seven blueprint "
         "spaces of the game board. In the fourth phase, distribute the remaining 28 dark green building tiles."),
    Rule("starting-player-passes", "The starting player token passes to the left",
         "Subsequent Phases",
         "Pass the starting player token to the left."),
    # ------------------------------------------------------------------ End of the Game
    Rule("game-end", "The game ends after the fourth scoring period and the final scoring",
         "End of the Game",
         "The game ends after scoring the fourth phase, followed by the final scoring."),
    Rule("final-villas", "Completed villas score by their chimneys",
         "End of the Game",
         "Count the chimneys in each of your completed villas and take the listed victory points. Incomplete "
         "villas and their chimneys are ignored."),
    Rule("final-remaining-items", "Remaining items score 1 victory point per 2",
         "End of the Game",
         "Divide the number of remaining items on your storage space (wares, coins, bread tokens, and building "
         "tiles) by 2. You gain that many victory points, rounded down."),
    Rule("final-banderole-bar", "Your disc's space on the banderole bar scores",
         "End of the Game",
         "You gain as many victory points as shown on the banderole bar space with your disc."),
    Rule("final-fountain-cards", "Fountain cards score your achievements",
         "End of the Game",
         "Reveal your fountain cards. You gain that many victory points depending on your achievements. If you "
         "have both fountain cards of the same type, you get victory points for both of them."),
    Rule("final-frame-goals", "A frame goal scores when its line meets a completed building or landscape",
         "End of the Game",
         "Draw an imaginary line starting at the golden arrow that shows a building or landscape type. That "
         "line must intersect with at least one completed building or landscape of that type."),
    Rule("winner-tie", "Most victory points wins; a tie goes to the player furthest back on the bar",
         "End of the Game",
         "If multiple players are tied for most victory points, the player among them who is last on the "
         "banderole bar wins the game."),
)
