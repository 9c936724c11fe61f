"""Writes notebooks/design_lab.ipynb (unexecuted); then run tools/execute_notebooks.py on it."""

from pathlib import Path

from first_player_figure import GUIDE_GAMES, SEED, figure, in_the_lab
from first_player_figure import LAB_GAMES as GAMES
from notebook_cells import CHECK_OUTPUT, notebook, write

OUT = Path(__file__).resolve().parent.parent / "notebooks" / "design_lab.ipynb"
MOVEMENT_GAMES = GAMES // 20  # section 5: the notebook's GAMES // 20


def movement_reading() -> str:
    """Section 5's reading of its table, written from the same games when the notebook is
    written (nbval compares the table with a fresh run, so the words cannot fall behind it)."""
    import tabletop_widgets as tw
    from tabletop_widgets import metrics

    found = {}
    for rule in ("star", "circle"):
        rows = tw.simulate("carpe_diem", MOVEMENT_GAMES, players=2, bots="greedy", seed=0,
                           options={"movement": rule}, progress=False, as_frame=False)
        p1 = metrics.advantage_p1(rows)
        found[rule] = (metrics.mean_ci(max(r["scores"]) for r in rows), (p1["advantage_p1"], *p1["ci95"]))
    (ws, ps), (wc, pc) = found["star"], found["circle"]
    overlap = ws[1] <= wc[2] and wc[1] <= ws[2]
    fair = [rule for rule, (_, p) in found.items() if p[1] <= 0.5 <= p[2]]
    winning = (f"The winning scores' intervals overlap ({ws[0]:.1f} against {wc[0]:.1f}): {MOVEMENT_GAMES} games a "
               "rule cannot tell whether the movement rule changes what the winner scores." if overlap else
               f"The winning scores' intervals do not overlap ({ws[0]:.1f} against {wc[0]:.1f}): the movement rule "
               "changes what the winner scores, even in these few games.")
    starts = (f"The player who starts won {ps[0]:.0%} of the games under the star and {pc[0]:.0%} under the circle; "
              f"the intervals are {ps[1]:.3f} to {ps[2]:.3f} and {pc[1]:.3f} to {pc[2]:.3f}. ")
    if len(fair) == 2:
        starts += ("Both hold a fair 0.5: these games show no first-player advantage under either rule, and a gap of "
                   f"{abs(ps[0] - pc[0]) * 100:.0f} percentage points between the rules is within chance.")
    else:
        unfair = [rule for rule in found if rule not in fair]
        starts += (f"Under the {' and the '.join(unfair)} the interval leaves out 0.5: a first-player "
                   f"{'advantage' if found[unfair[0]][1][0] > 0.5 else 'handicap'} that these games do show.")
    return (f"*What the table says.* {winning} {starts} Raise `GAMES` (and with it these {MOVEMENT_GAMES} games) "
            "before concluding: that is how a designer tests a change.")


MOVEMENT_READING = "{movement reading}"  # main() writes movement_reading() here
FIRST_PLAYER_READING = "{first-player reading}"  # and first_player_reading() here


def first_player_reading() -> str:
    """Section 1's word on the teacher's guide's figure, written from both figures."""
    return in_the_lab(figure(GUIDE_GAMES), figure(GAMES))

CELLS = [
    ("md", "# The game-design lab\n\n"
           "A designer asks: *is the game fair to the player who starts? What does a rule change do?* One game "
           "answers nothing; thousands do. Here bots play Porta Nigra many times, with fixed seeds so every figure "
           "below can be reproduced, and we measure.\n\n"
           "- **AdvantageP1** (as in Ludii): the share of the wins that went to the player who took the first "
           "turn, a win shared by k players giving each of them 1/k. With 2 players, 0.5 means no first-player advantage.\n"
           "- **Balance** (as in Ludii): 1 minus the largest gap between the win rates of two turn positions; "
           "1.0 means every position wins equally often.\n\n"
           "Every estimate comes with a 95% confidence interval: with few games, differences are often noise. "
           "The default sizes run in under two minutes on a two-core machine; raise `GAMES` for sharper answers."),
    # tw.require ends its cell: when something is missing it says so and skips the later cells,
    # but does not stop the rest of its own. The imports before it are what make JupyterLite's
    # kernel fetch the packages (tabletop_widgets/core/needs.py).
    ("code", "import tabletop_widgets as tw\n\n"
             "# The lab tabulates with pandas and draws with matplotlib (in the JupyterLite site, importing\n"
             "# them is what fetches them). If either is missing (say, in the site offline), tw.require says\n"
             "# so and where the lab runs, and the notebook stops: the later cells are skipped.\n"
             "try:\n"
             "    import matplotlib.pyplot as plt\n"
             "    import pandas as pd\n"
             "except ImportError:\n"
             "    pass\n"
             "tw.require(\"pandas\", \"matplotlib\", notebook=\"The design lab\", path=\"design_lab.ipynb\")"),
    ("code", "from tabletop_widgets import metrics\n\n"
             f"GAMES = {GAMES}   # games per experiment\n"
             "plt.rcParams.update({\"figure.figsize\": (9, 3.6), \"font.size\": 11})"),
    ("md", "## 1. First-player advantage and balance\n\n"
           "Two random bots play `GAMES` two-player games. `tw.simulate` returns one row per game: the seed, the bots "
           "in seat order, who started, the scores and their breakdown, the winner and the number of moves. It runs on "
           "all local cores and shows a progress bar."),
    ("code", f"games = tw.simulate(\"porta_nigra\", GAMES, players=2, bots=\"random\", seed={SEED})\n"
             "games[[\"seed\", \"bots\", \"first_player\", \"scores\", \"winner\", \"length\"]].head()"),
    ("code", "p1 = metrics.advantage_p1(games)\n"
             "print(f\"AdvantageP1 {p1['advantage_p1']:.3f}  (95% CI {p1['ci95'][0]:.3f} to {p1['ci95'][1]:.3f}, {p1['games']} games)\")\n"
             "print(f\"Balance     {metrics.balance(games):.3f}\")\n"
             "print(metrics.words_for_advantage(p1))", CHECK_OUTPUT),
    ("md", FIRST_PLAYER_READING),
    ("md", "## 2. Where the points come from\n\n"
           "Each category of the score breakdown, over all seats of all games, in the rulebook's scoring order:"),
    ("code", "long = pd.DataFrame([(cat, pts) for b in games[\"breakdown\"] for cat, seats in b.items() for pts in seats],\n"
             "                    columns=[\"category\", \"points\"])\n"
             "order = list(games[\"breakdown\"][0])\n"
             "fig, ax = plt.subplots()\n"
             "ax.boxplot([long.loc[long.category == c, \"points\"] for c in order], showfliers=False)\n"
             "ax.set_xticks(range(1, len(order) + 1), order, rotation=25, ha=\"right\")\n"
             "ax.set_ylabel(\"VP per player\")\n"
             "ax.set_title(\"Porta Nigra score categories, random bots\")\n"
             "plt.tight_layout()"),
    ("md", "*How to read this plot:* one box per category. The box holds the middle half of the players' points in "
           "that category, the line across it is the median, and the whiskers reach out to the rest (the rare "
           "extremes are left out). A high box is a category that gives many points; a tall box, one where players "
           "differ a lot, which is where a game is won. Boxes are spreads of single players, not confidence "
           "intervals: two boxes that overlap can still have clearly different means."),
    ("md", "And how long a game lasts, in decisions (every click a player makes counts as one):"),
    ("code", "fig, ax = plt.subplots()\n"
             "ax.hist(games[\"length\"], bins=30, color=\"#6a1b9a\")\n"
             "ax.set_xlabel(\"decisions per game\")\n"
             "ax.set_ylabel(\"games\")\n"
             "ax.set_title(f\"Game length, {len(games)} two-player games\")\n"
             "plt.tight_layout()"),
    ("md", "*How to read this plot:* each bar counts the games whose length fell in its range of decisions. A "
           "narrow hill means games last about the same; a long tail to the right, that some games drag on (the "
           "longest one is replayed below)."),
    ("md", "### Watch a game\n\n"
           "Every row is a whole game, and `tw.replay` opens it on the board with a timeline: step through it "
           "by move, turn or round (the buttons, the slider or the arrow keys), read each move in words and the score so far (nothing can be played on a "
           "replay). Here is the longest game, at its end:"),
    ("code", "longest = games.loc[games[\"length\"].idxmax()]\n"
             "tw.replay(longest)"),
    ("md", "And a game the first player lost by 30 points or more, from its start: where did it go wrong?"),
    ("code", "rival_best = games.apply(lambda g: max(s for seat, s in enumerate(g.scores) if seat != g.first_player), axis=1)\n"
             "lost_by = rival_best - games.apply(lambda g: g.scores[g.first_player], axis=1)\n"
             "print(f\"{(lost_by >= 30).sum()} of {len(games)} games were lost by the first player by 30 or more\")\n"
             "tw.replay(games[lost_by >= 30].iloc[0], at=0)"),
    ("md", "## 3. Bot strength\n\n"
           "Three bots, which the boards name by their level: **random** (*beginner*) picks any legal move; "
           "**greedy** (*steady*) looks one move ahead and keeps the move after which its projected final score "
           "margin is best; **search** (*strong*) redraws the hidden information it cannot see (the other hands, "
           "the deck orders) into one sampled world, tries its 16 best-looking moves there, plays the rest of its "
           "own turn greedily after each, and keeps the move that ends its turn best. Bots only ever see what their "
           "seat may see. Beating random says little (almost any plan does), so search plays greedy head to head, "
           "swapping seats every game so neither has the first turn more often: 20 games of each pairing (search thinks "
           "for about a hundredth of a second a move, but a game has hundreds of moves)."),
    ("code", "pairings = {\"greedy vs random\": ([\"greedy\", \"random\"], 20), \"search vs greedy\": ([\"search\", \"greedy\"], 20)}\n"
             "duels = {label: tw.simulate(\"porta_nigra\", games, players=2, bots=bots, seed=1000)\n"
             "         for label, (bots, games) in pairings.items()}"),
    ("code", "for label, rows in duels.items():\n"
             "    first, second = label.split(\" vs \")\n"
             "    rate = metrics.bot_win_rate(rows, first)\n"
             "    wins = round(rate['win_rate'] * rate['games'])\n"
             "    print(f\"{label}: {first} wins {wins} of {rate['games']} games, {rate['win_rate']:.0%} \"\n"
             "          f\"(95% CI {rate['ci95'][0]:.0%} to {rate['ci95'][1]:.0%})\")", CHECK_OUTPUT),
    ("code", "fig, ax = plt.subplots(figsize=(7, 3))\n"
             "for i, (label, rows) in enumerate(duels.items()):\n"
             "    rate = metrics.bot_win_rate(rows, label.split(\" vs \")[0])\n"
             "    ax.bar(i, rate[\"win_rate\"], color=\"#2e7d32\")\n"
             "    ax.errorbar(i, rate[\"win_rate\"], yerr=[[rate[\"win_rate\"] - rate[\"ci95\"][0]], [rate[\"ci95\"][1] - rate[\"win_rate\"]]],\n"
             "                color=\"black\", capsize=6)\n"
             "ax.axhline(0.5, ls=\"--\", color=\"grey\")\n"
             "ax.set_xticks(range(len(duels)), list(duels))\n"
             "ax.set_ylim(0, 1)\n"
             "ax.set_ylabel(\"first-named bot's win rate\")\n"
             "plt.tight_layout()"),
    ("md", "*How to read this plot:* each bar is how often the first-named bot won its pairing; the black whisker is "
           "the 95% confidence interval of that rate (the 95% belongs to the method: intervals made this way hold the "
           "true rate in 19 runs out of 20, and nobody can tell whether this one does). The dashed "
           "line at 0.5 is two equally strong bots. A whisker wholly above the line means the first bot is really "
           "stronger; a whisker that crosses the line means these games cannot tell the two apart, and more games "
           "are needed before saying which is better. A shared win counts for neither bot. Twenty games leave a wide "
           "whisker; `benchmarks/bots.py` plays 200 games of search against greedy in each game (the same seating, "
           "each bot first in half of them):\n\n"
           "| game | search wins against greedy | 95% interval | greedy wins against random | search's time a move (median / 9 in 10 moves under / slowest) |\n| --- | --- | --- | --- | --- |\n| Porta Nigra | 142 of 200 (71%) | 64% to 77% | 39 of 40 | 6 ms / 18 ms / 0.32 s |\n| Carpe Diem | 189 of 200 (94%) | 90% to 97% | 31 of 40 | 10 ms / 36 ms / 0.25 s |\n| Magna Roma | 142 of 200 (71%) | 64% to 77% | 37 of 40 | 5 ms / 11 ms / 0.24 s |\n\n(`python benchmarks/bots.py --json`, 2026-11-24, Magna Roma 2026-11-29, on 2 cores.)"),
    ("md", "## 4. Comparing rule variants\n\n"
           "What if players started with fewer or more sesterces, or the intermediate scoring of a 3-player game "
           "were not doubled? Every variant plays the same seeds, so the only difference is the rule. We compare "
           "the winner's score and the first-player advantage, each with its 95% interval in brackets."),
    ("code", "variants = {\n"
             "    \"15 sesterces\": {\"start_coins\": 15},\n"
             "    \"20 (rulebook)\": {},\n"
             "    \"25 sesterces\": {\"start_coins\": 25},\n"
             "    \"3p, x1 intermediate\": {\"intermediate_multiplier\": 1},\n"
             "    \"3p, x2 (rulebook)\": {},\n"
             "}\n"
             "summary = []\n"
             "for label, options in variants.items():\n"
             "    players = 3 if label.startswith(\"3p\") else 2\n"
             "    if players == 2 and not options:\n"
             "        rows = games  # section 1's games: the rulebook's rules, the same seeds\n"
             "    else:\n"
             "        rows = tw.simulate(\"porta_nigra\", GAMES, players=players, bots=\"random\", seed=0, options=options)\n"
             "    mean, low, high = metrics.mean_ci(rows[\"scores\"].map(max))\n"
             "    p1 = metrics.advantage_p1(rows)\n"
             "    summary.append({\"variant\": label, \"winning score\": mean, \"low\": low, \"high\": high,\n"
             "                    \"AdvantageP1\": p1[\"advantage_p1\"], \"p1 low\": p1[\"ci95\"][0], \"p1 high\": p1[\"ci95\"][1]})\n"
             "summary = pd.DataFrame(summary).set_index(\"variant\")\n"
             "pd.DataFrame({\n"
             "    \"winning score\": summary.apply(lambda r: f\"{r['winning score']:.1f} ({r['low']:.1f} to {r['high']:.1f})\", axis=1),\n"
             "    \"AdvantageP1\": summary.apply(lambda r: f\"{r['AdvantageP1']:.3f} ({r['p1 low']:.3f} to {r['p1 high']:.3f})\", axis=1),\n"
             "})"),
    ("code", "fig, (left, right) = plt.subplots(1, 2, figsize=(11, 3.6))\n"
             "y = range(len(summary))\n"
             "left.errorbar(summary[\"winning score\"], y, xerr=[summary[\"winning score\"] - summary[\"low\"], summary[\"high\"] - summary[\"winning score\"]],\n"
             "              fmt=\"o\", capsize=5, color=\"#e65100\")\n"
             "left.set_yticks(list(y), summary.index)\n"
             "left.set_xlabel(\"mean winning score (VP)\")\n"
             "right.errorbar(summary[\"AdvantageP1\"], y, xerr=[summary[\"AdvantageP1\"] - summary[\"p1 low\"], summary[\"p1 high\"] - summary[\"AdvantageP1\"]],\n"
             "               fmt=\"o\", capsize=5, color=\"#00838f\")\n"
             "right.axvline(1 / 2, ls=\"--\", color=\"grey\", label=\"fair, 2 players\")\n"
             "right.axvline(1 / 3, ls=\":\", color=\"grey\", label=\"fair, 3 players\")\n"
             "right.set_yticks(list(y), [])\n"
             "right.set_xlabel(\"AdvantageP1\")\n"
             "right.legend(loc=\"upper center\", bbox_to_anchor=(0.5, -0.22), ncol=2, fontsize=9)\n"
             "left.invert_yaxis()\n"
             "right.invert_yaxis()\n"
             "plt.tight_layout()"),
    ("md", "*How to read this plot:* each dot is a variant's mean (left: the winner's score; right: AdvantageP1) "
           "and its whiskers are the 95% confidence interval. On the right the dashed line is a fair start with 2 "
           "players (0.5) and the dotted one with 3 (1/3): a whisker that misses its line shows a first-player "
           "advantage (or handicap). Two variants whose whiskers do not overlap really differ; whiskers that "
           "overlap mean the data cannot tell the variants apart at this size (not that they are equal): run more "
           "games before concluding. Random bots are a blunt instrument: try `bots=\"greedy\"` to see whether a "
           "rule matters when players play sensibly."),
    ("md", "## 5. Carpe Diem: the star or the circle?\n\n"
           "In the first edition of Carpe Diem the patrician jumps along the lines of a star to one of two opposite "
           "spaces; the second edition moves it along the circle instead. Does the change matter? Greedy bots play "
           f"the same seeds under both rules, `GAMES // 20` = {MOVEMENT_GAMES} games each (a greedy Carpe Diem game takes longer "
           "than a random Porta Nigra one)."),
    ("code", "movement = []\n"
             "for rule in (\"star\", \"circle\"):\n"
             "    rows = tw.simulate(\"carpe_diem\", GAMES // 20, players=2, bots=\"greedy\", seed=0, options={\"movement\": rule})\n"
             "    mean, low, high = metrics.mean_ci(rows[\"scores\"].map(max))\n"
             "    p1 = metrics.advantage_p1(rows)\n"
             "    movement.append({\"movement\": rule, \"winning score\": f\"{mean:.1f} ({low:.1f} to {high:.1f})\",\n"
             "                     \"AdvantageP1\": f\"{p1['advantage_p1']:.3f} ({p1['ci95'][0]:.3f} to {p1['ci95'][1]:.3f})\",\n"
             "                     \"decisions per game\": round(rows[\"length\"].mean(), 1)})"),
    # its own cell, compared by nbval (the cell above also shows the progress bars)
    ("code", "pd.DataFrame(movement).set_index(\"movement\")", CHECK_OUTPUT),
    ("md", MOVEMENT_READING),
    ("md", 'Why is the number of decisions per game (nearly) the same under both rules? A Carpe Diem game has a fixed number of turns (with two players, 28 tiles each), and every turn is the same few decisions: move the patrician, take a tile, place or store it. The movement rule changes *where* the patrician may go, so it can change the scores, but not how many decisions a game takes; what varies by a few is how often a player stores a tile or fulfils a scoring card.'),
    ("md", "## 6. Change a rule in front of the class\n\n"
           "`tw.lab_panel()` puts the lab behind controls: the game, the players, a bot for each seat, the number of "
           "games, the seed, and every rule option of the chosen game (for Porta Nigra the starting sesterces, the "
           "intermediate scoring multiplier, the rounds and a components file of your own; for Carpe Diem the star "
           "or circle movement; for Magna Roma the tile decks and the solo level). An empty box means the "
           "rulebook's value. Change a rule, press **Run**, and the new run joins the table and the plots beside "
           "the earlier ones. Run plays in the background: while it goes Run is disabled and **Stop** (or Kernel > "
           "Interrupt) ends it (the stopped run is not kept); a run that takes a while says how long as it starts; "
           "**Remove** takes a run out again. The players, games and seed boxes take a whole number as typed "
           "(games: 1 to 100,000), never \"2.5\" read as 25. A value the rules refuse, or one far beyond the "
           "rulebook's that would squash every plot, is said in red under the button. Here the panel has already "
           "played the rulebook's 20 sesterces and then 10, 40 games each:"),
    ("code", "lab = tw.lab_panel(\"porta_nigra\", games=40)\n"
             "lab.run()                                   # what the Run button does: the rulebook's 20 sesterces\n"
             "lab.options[\"start_coins\"].value = \"10\"    # as if typed into \"starting sesterces\"\n"
             "lab.run()\n"
             "lab"),
    ("md", "*How to read the panel's plots:* one row per run, the latest at the bottom. Top left, the dot is the "
           "mean winning score and the whiskers its 95% confidence interval; top right, the same for AdvantageP1, "
           "with a dashed mark at a fair start (1 / players). Rows whose whiskers do not overlap really differ: the rule "
           "change did something; whiskers that overlap mean these few games cannot tell (press Run with more "
           "games). Below, each score category's mean points per player, the latest run (purple) beside the "
           "latest rulebook run of the same game, players and bots (grey), with the same 95% whiskers: the bars "
           "that moved are where the rule change acts."),
    ("md", "## Scaling out\n\n"
           "`tw.simulate` accepts any `concurrent.futures.Executor`. With a Dask cluster, the same call runs on "
           "every machine of the class: `tw.simulate(..., executor=client.get_executor())`. Every game works the "
           "same way: try `tw.simulate(\"magna_roma\", 100, players=1)` for the solo mode. A solo game has no "
           "first player to compare with the others, so AdvantageP1 and Balance do not apply (the metrics say "
           "so): compare its scores, `rows[\"scores\"].map(max)`, between levels instead."),
]


def main() -> None:
    written = {MOVEMENT_READING: movement_reading(), FIRST_PLAYER_READING: first_player_reading()}
    write(notebook([(kind, written.get(text, text), *rest) for kind, text, *rest in CELLS]), OUT)
    print("wrote", OUT)


if __name__ == "__main__":
    main()
