"""Porta Nigra's rules by name, in the rulebook's order: each quoted from the English
rulebook (Kramer & Kiesling, eggertspiele 2015), or from the French rulebook (Gigamic) for
what only it prints (``language="fr"``), with this project's ruling where the texts are
silent or disagree. The checks in rules.py and explain.py cite these ids.
"""

from __future__ import annotations

from ..core.rulebook import Rule, rulebook

RULES = rulebook(
    # ------------------------------------------------------------------ set-up
    Rule("setup-play-area", "Each player starts with 20 sesterces, 1 torch token, 5 Romans and 2 cards",
         "Setup",
         "Every player takes 20 sesterces and 1 torch token from the reserve and places them in her play area. "
         "... 3 action markers and 5 Romans. ... Draw 2 cards from your action card deck and put them in your hand."),
    Rule("setup-four-players", "With 4 players each deck loses its \"2 or 3 players only\" card",
         "Setup",
         "If you are playing with 4 players, remove the action card with the \"2 or 3 players only\" sign from "
         "your action card deck and return it to the box.",
         ruling="Each deck then holds 7 action cards."),
    Rule("rounds-by-players", "Two players play 3 rounds; three or four players play 2",
         "Game Play",
         "If you are playing with 2 players, the game is played over 3 rounds. If you are playing with 3 or 4 "
         "players, the game is played over 2 rounds.",
         ruling="Porta Nigra is a game for 2 to 4 players (the French cover: \"pour 2 à 4 joueurs\")."),
    Rule("turn-order-clockwise", "Turns go clockwise until every player has played all her cards",
         "Game Play",
         "She will begin the game by taking the first turn. Play then continues in clockwise order, with each "
         "player taking a turn until each player has played all her action cards.",
         ruling="Seats are numbered in clockwise order: after seat 0 comes seat 1."),
    # ------------------------------------------------------------------ refill phase
    Rule("refill-brick-market", "Below 7 bricks, the market is refilled to at least 14",
         "1. Refill Phase",
         "If there are fewer than 7 bricks in total, you must refill the brick market. ... Repeat this process "
         "until there are at least 14 bricks in the brick market."),
    Rule("refill-supply-reshuffle", "A spent supply pile is reshuffled from its discards",
         "1. Refill Phase",
         "Place used supply cards in the discard pile. If the draw pile of supply cards runs out, shuffle the "
         "discard pile and form a new face-down draw pile with it."),
    Rule("refill-displays", "The displays refill to 6 building cards and 14 honour cards while their piles last",
         "1. Refill Phase",
         "If there are fewer than 6, refill the display by drawing cards from the building cards pile ... If there "
         "are fewer than 14, refill the display by drawing cards from the ... card pile and adding them face up."),
    # ------------------------------------------------------------------ action phase
    Rule("place-master-builder", "On your first turn you place your master builder in any quarter",
         "2. Action Phase",
         "At the beginning of your first turn of the game, place your master builder in any quarter of the game "
         "board.",
         ruling=("Before that, no other move is made, influence actions included; afterwards the master builder "
                 "only moves when its player buys or builds.")),
    Rule("play-one-card", "Each turn you play one action card from your hand, then resolve it",
         "2. Action Phase",
         "Play 1 action card from your hand.",
         ruling=("A card's actions, and turning torches into coins, come after the card is played; the turn "
                 "ends only after a card was played.")),
    Rule("card-torches-count-actions", "The torches on your card are how many actions you may take",
         "2. Action Phase",
         "The number of torches at the bottom of the card you play indicates how many actions you may perform "
         "(2 or 3 actions)."),
    Rule("action-icons-on-card", "You may take only the actions whose icons are on your card",
         "2. Action Phase",
         "However, you may only perform actions whose action icons are on the card."),
    Rule("each-action-once", "Each action on the card may be taken only once",
         "2. Action Phase",
         "Each action may only be carried out once. After you use an action, place one of your action markers on "
         "that action icon."),
    Rule("torch-token-extra-action", "A torch token pays for an extra action on a free icon",
         "2. Action Phase",
         "You may also use a torch token from your play area to carry out an additional action. Place the torch "
         "token on a free action icon on the card you played and resolve the chosen action."),
    Rule("honour-once-per-turn", "You may buy at most one honour card per turn",
         "2. Action Phase",
         "There is no limit to the number of influence tokens you may spend on influence actions. However, you "
         "can only buy up to 1 honor card per turn."),
    Rule("end-of-turn-draw", "At the end of your turn you discard the card and draw one if you can",
         "2. Action Phase",
         "Then place the action card you played this turn in a discard pile next to your player board. Next, draw "
         "one card from your action card pile, if possible."),
    # ------------------------------------------------------------------ actions
    Rule("five-actions", "Each icon is one of five actions: buy, build, or take influence, a torch or coins",
         "Actions",
         "There are 5 different actions. 1. Buy 1 brick 2. Place 1 building element 3. Take 1 influence token "
         "4. Take 1 torch token 5. Take coins"),
    Rule("buy-one-brick", "A buy icon buys exactly 1 brick from a shop of the market",
         "A. Buy 1 Brick",
         "This action icon allows you to buy exactly 1 brick from a shop of the brick market."),
    Rule("buy-icon-colour", "A coloured buy icon buys from its own shop; the grey icon from any shop",
         "A. Buy 1 Brick",
         "Most buy-icons show the color of the shop from which you must buy the brick. Only the grey \"any "
         "color\"-icon (with a question mark) allows you to buy from any shop."),
    Rule("buy-afford", "You need the sesterces for the master builder's move and the brick",
         "A. Buy 1 Brick",
         "You cannot perform this action if you do not have enough sesterces to either pay the master builder's "
         "movement or to buy a brick of a certain color."),
    Rule("move-clockwise", "The master builder moves clockwise only, 1 sesterce a border",
         "1. Move your Master Builder",
         "Note: You are not allowed to move counter-clockwise. You must pay 1 sesterce to the bank for every "
         "quarter border your master builder crosses.",
         ruling=("Clockwise, the quarters run red, yellow, black, blue (Thomas's example: red to black crosses "
                 "two borders, by yellow).")),
    Rule("white-shop-any-quarter", "The white shop is reached from every quarter",
         "1. Move your Master Builder",
         "The white shop is special, as it is the only shop that is part of all 4 quarters and thus accessible "
         "from any of the 4 quarters."),
    Rule("brick-prices", "A brick costs 1 to 5 sesterces: black, blue, red, yellow, white",
         "2. Buy 1 Brick",
         "A black brick costs 1 sesterce, a blue brick costs 2 sesterces, a red brick 3, a yellow brick 4 and a "
         "white brick costs 5 sesterces."),
    Rule("empty-shop", "An empty shop sells nothing, and its buy icon then buys from any shop",
         "2. Buy 1 Brick",
         "Important: If the shop of a colored buy-icon is empty, you cannot buy a brick of that color. However, "
         "this buy-icon then automatically acts just a grey \"any color\"-icon in every respect."),
    Rule("build-empty-spot", "A build places exactly 1 building element on an empty building spot",
         "B. Place 1 Building Element",
         "This action icon allows you to place exactly 1 building element on an empty building spot in the "
         "quarter where your master builder is located."),
    Rule("build-spot-requirement", "A spot shows the colour and number of bricks its element needs",
         "B. Place 1 Building Element",
         "Each of the four buildings has several building spots and each building spot shows what is required to "
         "place a building element on it (defined by the color and number of brick icons)."),
    Rule("porta-nigra-3-to-8", "A Porta Nigra element has 3 to 8 bricks of the spot's colour",
         "B. Place 1 Building Element",
         "How many bricks of that color you use to assemble your ... element is up to you. However, the number "
         "of bricks must be at least 3 and at most 8."),
    Rule("build-needs-roman", "A building element needs a Roman from your play area on top",
         "B. Place 1 Building Element",
         "Important: You must place 1 of your Romans on top of your building element. Therefore, you may only "
         "carry out this action if you have a Roman in your play area to place on it."),
    Rule("build-have-bricks", "You build only with the required bricks in your personal supply",
         "1. Choose a building spot and move your master builder",
         "Choose 1 empty building spot for which you have the required bricks in your personal supply."),
    Rule("build-move-pay", "The master builder moves to the building's quarter only if you can pay",
         "1. Choose a building spot and move your master builder",
         "You are only allowed to build in the quarter where your master builder is. You must pay 1 sesterce to "
         "the bank for every quarter border your master builder crosses. You are not allowed to move if you "
         "cannot pay these costs."),
    Rule("white-substitutes", "A white brick may replace any brick of a required colour",
         "2. Assemble the building element",
         "White bricks are special as they can also be used as bricks of any other color. When assembling a "
         "building element, you can always replace any brick of a required color with one of your white bricks.",
         ruling=("A build names its white substitutes in its 'white' field. On a white spot the white bricks are "
                 "the spot's own colour, not substitutes: the field stays 0 there.")),
    Rule("build-score-spot", "A building element scores the victory points shown on its spot",
         "3. Collect rewards and place the building element",
         "Score the victory points that are indicated in the chosen building spot by moving your victory point "
         "marker on the victory point track the appropriate number of spaces forward."),
    Rule("porta-nigra-score-bricks", "A Porta Nigra element scores 1 to 5 VP for each brick, by colour",
         "3. Collect rewards and place the building element",
         "Exception: In the Porta Nigra you score victory points according to the number and color of bricks "
         "that you have used to assemble your building element."),
    Rule("white-substitute-scores-replaced-colour", "A white substitute scores as the brick it replaces",
         "PORTA NIGRA",
         "Note: si vous utilisez une brique blanche en remplacement d'une brique d'une autre couleur, votre brique "
         "blanche ne vous rapporte que les points de la brique qu'elle remplace.",
         ruling=("Printed only in the French rulebook, for the Porta Nigra; a substitute counts as the colour it "
                 "replaces wherever bricks are valued (scoring and majority ties)."),
         language="fr"),
    Rule("building-card-reward", "Building takes the display's card of that building and colour",
         "3. Collect rewards and place the building element",
         "Check whether there is a building card in the building cards display that: ... shows the building icon "
         "of the building to which your chosen building spot belongs AND ... whose single brick icon matches the "
         "color of the brick icons"),
    Rule("amphitheatre-row-c-no-card", "Building in the Amphitheatre's row C never takes a building card",
         "AMPHITHEATRE",
         "vous ne recevez jamais de carte Construction après avoir placé un élément de construction dans la "
         "rangée C de l'Amphithéâtre.",
         language="fr"),
    Rule("master-builder-reward", "A building's reward comes with each new multiple of 3 of your bricks in it",
         "3. Collect rewards and place the building element",
         "The unique master-builder reward of a building is triggered each time the total number of your bricks "
         "in that building reaches a new multiple of 3"),
    Rule("take-influence", "The influence icon takes 1 influence token",
         "C. Take 1 Influence Token",
         "Take 1 influence token from the reserve and place it in your play area."),
    # ------------------------------------------------------------------ influence actions
    Rule("honour-from-display", "An honour card is bought from the display for the cost on its top",
         "Influence Actions",
         "Once per turn, you may buy 1 honor card from the honor cards display. Pay the cost shown on the top of "
         "the honor card and resolve its effect immediately. Then return the honor card to the box."),
    Rule("honour-discard-cards", "Some honour cards also make you discard cards from your play area",
         "Cost",
         "Most cards only cost influence tokens (between 1 and 3), but some require you to discard additional "
         "cards from your play area."),
    Rule("honour-kept-cards", "Substitute building cards and final scoring cards stay in your play area",
         "Cost",
         "Most honor cards are resolved immediately, except for those that are substitute building cards or final "
         "scoring cards. These cards are placed in your play area and take effect in the final scoring."),
    Rule("honour-card-icons", "Honour cards give Romans, bricks, victory points and more",
         "AUTRES ICONES",
         "Prenez 1 de vos Romains de la réserve générale et placez-le dans votre réserve personnelle. ... Prenez "
         "1 brique de la réserve générale et placez-la dans la section correspondante de votre réserve "
         "personnelle. ... Marquez X Points de victoire.",
         ruling=("The rulebooks print the honour cards' icons, not the 28 cards: their titles, costs and effects "
                 "are reconstructed (components.json gives each card's source)."),
         language="fr"),
    Rule("honour-porta-nigra-brick", "One honour card adds a reserve brick to your Porta Nigra element, up to 8",
         "CARTES HONNEUR",
         "Vous pouvez prendre une brique de la réserve générale et l'ajouter à l'un de vos éléments de "
         "construction de la Porta Nigra, sous votre Romain (sans dépasser les 8 briques). Vous ne marquez pas de "
         "Points de victoire pour cette brique",
         ruling="The master-builder reward applies to the added brick, as the same passage goes on to say.",
         language="fr"),
    Rule("buy-roman", "Two influence tokens buy a Roman from the reserve",
         "Influence Actions",
         "Pay 2 influence tokens and take 1 Roman of your color from the reserve and place it in your play area."),
    Rule("build-with-influence", "Two influence tokens pay for a build instead of an icon",
         "Influence Actions",
         "Pay 2 influence tokens and then use the \"Place 1 building element\" action.",
         ruling="An influence build follows every rule of the build icon's action except the icon itself."),
    Rule("take-torch", "The torch icon takes 1 torch token",
         "D. Take 1 Torch Token",
         "Take 1 torch token from the reserve and place it in your play area."),
    Rule("take-coins", "A coins icon takes 3, 4 or 5 sesterces",
         "E. Take Coins",
         "Take as many sesterces from the bank as the icon shows (3, 4 or 5) and place them in your play area."),
    Rule("torches-to-coins", "Forfeit an action or return a torch token for 1 sesterce",
         "Special Action: Torches to Coins",
         "This means you can either forfeit one of your allowed actions from your action card or return 1 torch "
         "token to the reserve to take 1 sesterce."),
    # ------------------------------------------------------------------ rounds
    Rule("intermediate-scoring-round", "After a round that is not the last comes an intermediate scoring",
         "End of the Round",
         "If this was the last round for your player count, the game ends (see the bottom of this page). "
         "Otherwise, there is an intermediate scoring round:",
         ruling="A player with no bricks on the board has nothing to split and is skipped."),
    Rule("intermediate-scoring-split", "You split your intermediate points between sesterces and VP as you like",
         "2-player Game",
         "Count the total number of bricks you have placed on the game board (in all 4 buildings combined). ... "
         "Divide this number as you see fit between sesterces and victory points."),
    Rule("intermediate-scoring-double", "With 3 or 4 players the placed bricks count double",
         "3 or 4-player Game",
         "Count the total number of bricks you have placed on the game board (in all 4 buildings combined) and "
         "double this number."),
    Rule("new-round-start-player", "The player with the fewest VP appoints the next round's starting player",
         "A new round begins:",
         "The player with the fewest victory points appoints the starting player for the next round (she may "
         "choose herself). In the case of a tie, the youngest tied player determines the starting player.",
         ruling=("The model knows no ages: of the tied players, the one sitting last in seat order stands in for "
                 "the youngest.")),
    Rule("new-round-deal", "Each player shuffles her discards into a new deck and draws 2 cards",
         "A new round begins:",
         "Each player shuffles her action card discard pile and places it as a new draw pile next to her player "
         "board. ... Each player draws 2 action cards from her action card pile into her hand."),
    # ------------------------------------------------------------------ end of the game
    Rule("game-end", "The game ends after its last round, and then no more moves can be made",
         "End of the Game",
         "The game ends at the end of the round in which the round marker reaches the last round indicated for "
         "your player count."),
    Rule("game-end-early", "An empty brick supply, or a 15th building element, ends the game early",
         "End of the Game",
         "The game may end prematurely if at least 1 of these 2 conditions is met: ... During any player's turn "
         "the brick reserve and the brick market are completely depleted. ... A player places her 15th building "
         "element"),
    Rule("game-end-early-bonus", "Who ends the game early scores 5 VP; the others get one final turn",
         "End of the Game",
         "The player during whose turn one or more of these conditions are met scores 5 victory points "
         "immediately and then finishes resolving her current action card. Then each other player continues to "
         "play one final turn."),
    Rule("bricks-limited", "The bricks are limited: an empty reserve brings no new bricks",
         "General Notes:",
         "The number of bricks is limited. If the reserve of bricks is empty, no new bricks enter the game any "
         "more."),
    Rule("romans-limited", "Each colour has only 15 Romans",
         "General Notes:",
         "The number of Romans per player color is limited to 15."),
    # ------------------------------------------------------------------ final scoring
    Rule("set-collection-scoring", "Sets of building cards of different buildings score 2, 6, 12 or 20 VP",
         "1. Set Collection Scoring",
         "Each set may include up to 4 cards and each card of that set must show a different building (a "
         "different color requirement is not enough). ... A set of four different building cards scores 20 "
         "victory points."),
    Rule("substitute-building-cards", "A substitute building card counts as a building card",
         "1. Set Collection Scoring",
         "Form sets of your collected building cards (including substitute building cards)."),
    Rule("final-scoring-cards", "Final scoring cards score their VP at the end",
         "2. Final Scoring Cards",
         "Score the victory points shown on any final scoring cards in your play area."),
    Rule("final-card-30-discards-4-buildings", "The 30 VP card needs 4 building cards of 4 different buildings",
         "2. Final Scoring Cards",
         "Note that you had to discard 4 building cards of 4 different buildings to receive the 30 victory points "
         "card in addition to paying 2 influence tokens."),
    Rule("final-card-chain", "The 42 VP card replaces the 30, the 56 VP card the 42",
         "2. Final Scoring Cards",
         "When you bought the 42 victory point card, you discarded the 30 points card and to buy the 56 points "
         "card you had to discard a 42 victory points card. Discarded cards are out of the game."),
    Rule("play-area-scoring", "Romans, every 3 sesterces, tokens and bricks left score 1 VP each",
         "3. Play Area Scoring",
         "You receive 1 victory point for each Roman, for every 3 sesterces, for each influence token, for each "
         "torch token, and for each brick on your player board."),
    Rule("majority-scoring", "In each scored part the most and second most bricks score",
         "4. Majority Scoring",
         "In each scored part, the player with the most bricks and the player with the second most bricks receive "
         "victory points."),
    Rule("majority-ties", "A majority tie goes to the most valuable building element",
         "4. Majority Scoring",
         "In the case of a tie, the tied player who has placed the most valued building element in the scored "
         "part of the building wins the tie. The most valued building element has the most and most valued "
         "bricks.",
         ruling=("Brick value first (the colour's cost: white highest, black lowest), then the number of bricks. "
                 "The scanned English rulebook reads \"the tied player who has placed the higher value bricks\", "
                 "the French \"le plus de briques de plus haute valeur\"; only this English text is ambiguous.")),
    Rule("majority-unbroken-tie", "An unbroken tie gives the tied players the next place's points",
         "PORTA NIGRA",
         "Si les ex-aequos ne peuvent pas être départagés, ils gagnent chacun les points du rang suivant",
         ruling=("Printed for the Porta Nigra's levels, the one rule for such a tie, so applied in every "
                 "building: tied first places score second place's points, a tied second place nothing."),
         language="fr"),
    Rule("majority-basilica", "The Basilica's rows A and B score 12 and 6 VP each",
         "BASILIQUE",
         "Les rangées A et B de la Basilique sont décomptées séparément. Le joueur qui a placé le plus de briques "
         "dans chaque rangée reçoit 12 Points de victoire",
         language="fr"),
    Rule("majority-amphitheatre", "The Amphitheatre's rows score 15/7, 10/5 and 5/2 VP",
         "AMPHITHEATRE",
         "Chaque rangée de l'Amphithéâtre est décomptée séparément. Les joueurs qui ont placé le plus de briques "
         "dans chaque rangée reçoivent des Points de victoire en fonction du tableau ci-dessous.",
         language="fr"),
    Rule("majority-city-wall", "The City Wall scores 20 and 10 VP",
         "MUR D'ENCEINTE",
         "Le joueur qui a placé le plus de briques sur le Mur d'Enceinte reçoit 20 Points de victoire",
         language="fr"),
    Rule("majority-porta-nigra-levels", "The Porta Nigra scores each height of element as a level",
         "PORTA NIGRA",
         "Pour chaque niveau, les joueurs comptent leurs éléments de construction de la hauteur correspondante. "
         "Le joueur qui a construit le plus d'éléments d'une taille donnée remporte la majorité.",
         language="fr"),
    Rule("reward-basilica", "The Basilica's reward: 1 torch token and 1 Roman",
         "BASILIQUE",
         "Prenez 1 jeton Torche et 1 Romain de votre couleur de la réserve générale et placez-les dans votre "
         "réserve personnelle.",
         language="fr"),
    Rule("reward-amphitheatre", "The Amphitheatre's reward: 5 sesterces and 1 Roman",
         "AMPHITHEATRE",
         "Prenez 5 sesterces et 1 Romain de votre couleur de la réserve générale et placez-les dans votre "
         "réserve personnelle.",
         language="fr"),
    Rule("reward-city-wall", "The City Wall's reward: 1 white brick from the reserve",
         "MUR D'ENCEINTE",
         "Prenez 1 brique de la réserve générale et placez-la dans votre réserve personnelle de briques blanches.",
         language="fr"),
    Rule("reward-porta-nigra", "The Porta Nigra's reward: 1 influence token and 2 Romans",
         "PORTA NIGRA",
         "Prenez 1 jeton Influence et 2 Romains de votre couleur de la réserve générale et placez-les dans votre "
         "réserve personnelle.",
         ruling=("The French text and Nicole's example (two rewards: 4 Romans and 2 influence tokens) agree; the "
                 "English line giving 1 Roman is a misprint."),
         language="fr"),
    Rule("winner", "The most VP wins; a tie gives several winners",
         "The Winner",
         "The player who collected the most victory points wins the game. In the case of a tie, there are "
         "multiple winners."),
)
