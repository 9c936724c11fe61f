"""Writes notebooks/for_teachers.ipynb (unexecuted); then run tools/execute_notebooks.py on it.

A 45-minute lesson on game balance. Its simulations stay small (a few seconds each) so the
guide and the design lab together run in CI within their time budget.
"""

from pathlib import Path

import nbformat as nbf
from notebook_cells import CHECK_OUTPUT, notebook

OUT = Path(__file__).resolve().parent.parent / "notebooks" / "for_teachers.ipynb"


def answer(text: str) -> str:
    """An exercise's answer, folded away until the class has tried."""
    return f"<details><summary>Answer</summary>\n\n{text}\n\n</details>"


CELLS = [
    ("md", "# A teacher's guide: is this game fair?\n\n"
           "A 45-minute lesson on **game balance** for a class that has never simulated a game. Bots play Porta "
           "Nigra a few hundred times, and the class learns to read what the numbers say, and what they do not.\n\n"
           "| part | minutes | the class learns |\n| --- | --- | --- |\n"
           "| 0. A game on the projector | 5 | the game, and the question |\n"
           "| 1. Does the first player win more often? | 10 | AdvantageP1 and its confidence interval |\n"
           "| 2. What a confidence interval says | 10 | what *95%* means; more games, narrower intervals |\n"
           "| 3. A rule change: the starting sesterces | 12 | comparing variants; what overlapping intervals do *not* say |\n"
           "| 4. One game, discussed | 5 | a replay: what the numbers hide |\n"
           "| Wrap-up and homework | 3 | Carpe Diem: the star or the circle? |\n\n"
           "Run the cells from top to bottom before class (about half a minute); each experiment uses fixed seeds, "
           "so the numbers below are the ones you will see. Exercises have their answers folded away: open "
           "*Answer* once the class has tried."),
    ("code", "import random\n\n"
             "import tabletop_widgets as tw\n"
             "from tabletop_widgets import metrics\n\n"
             "tw.require(\"pandas\", \"matplotlib\", notebook=\"The teacher's guide\", path=\"for_teachers.ipynb\")\n"
             "import matplotlib.pyplot as plt\n"
             "import pandas as pd\n\n"
             "GAMES = 200   # games per experiment: a few seconds each\n"
             "plt.rcParams.update({\"figure.figsize\": (9, 3.2), \"font.size\": 12})"),
    ("md", "## 0. A game on the projector (5 minutes)\n\n"
           "Start with the game itself: play the first turns of Porta Nigra against a bot with the class calling the "
           "moves. To show only the board, without code, present it with Voilà (`voila notebooks/00_start_here.ipynb`; "
           "the README's *In class: a board on the projector* says how, and how to make the type large).\n\n"
           "Then ask the question of the lesson: **the player who starts has an extra turn's head start. Is the game "
           "unfair to the second player?** Let the class guess, and write the guesses down."),
    ("md", "## 1. Does the first player win more often? (10 minutes)\n\n"
           "One game answers nothing: anyone can win one game. So two bots that pick a legal move at random play "
           "`GAMES` games. Each game has its own seed (a fixed shuffle), so anyone can repeat the experiment and get "
           "the same games. One row per game:"),
    ("code", "games = tw.simulate(\"porta_nigra\", GAMES, players=2, bots=\"random\", seed=0)\n"
             "games[[\"seed\", \"first_player\", \"scores\", \"winner\", \"length\"]].head()"),
    ("md", "**AdvantageP1** (a measure from the Ludii game system) is the share of games won by the player who "
           "started, a win shared by two counting half for each. With two players, 0.5 means no advantage. It comes with a **95% confidence "
           "interval**: the range of true values that fit these games."),
    ("code", "p1 = metrics.advantage_p1(games)\n"
             "print(f\"The first player won {p1['advantage_p1']:.1%} of {p1['games']} games \"\n"
             "      f\"(95% CI {p1['ci95'][0]:.1%} to {p1['ci95'][1]:.1%})\")", CHECK_OUTPUT),
    ("md", "**Exercise 1.** Is Porta Nigra unfair to the second player? What does this result say, and what does "
           "it not say?\n\n"
           + answer("The first player won 48% of the games, and the interval, 41% to 55%, contains 50%: these games "
                    "show **no first-player advantage**, either way. They do not show that the game is *fair*: an "
                    "advantage of a few points (say 53%) fits in the interval just as well. And random bots are not "
                    "people: a real first player may use the head start better. A result is always *for these "
                    "players, with this many games*.")),
    ("md", "## 2. What a confidence interval says (10 minutes)\n\n"
           "Fewer games give a wider interval. The first 50 games alone:"),
    ("code", "few = metrics.advantage_p1(games.head(50))\n"
             "for label, p in ((\"first 50 games\", few), (f\"all {GAMES} games\", p1)):\n"
             "    low, high = p[\"ci95\"]\n"
             "    print(f\"{label:14}: {p['advantage_p1']:.1%}, 95% CI {low:.1%} to {high:.1%} (width {high - low:.1%})\")",
     CHECK_OUTPUT),
    ("md", "Four times the games, half the width: the width shrinks with the square root of the number of games.\n\n"
           "What does **95%** mean? We cannot check it on Porta Nigra, since nobody knows its true AdvantageP1. "
           "But we can on a game whose answer we know: a fair coin, heads for the first player. The class plays "
           "100 experiments of `GAMES` coin tosses each, and each experiment gets its interval:"),
    ("code", "rng = random.Random(1)\n"
             "intervals = [metrics.wilson(sum(rng.random() < 0.5 for _ in range(GAMES)), GAMES) for _ in range(100)]\n"
             "missed = [i for i, (low, high) in enumerate(intervals) if not low <= 0.5 <= high]\n"
             "print(f\"{100 - len(missed)} of the 100 intervals contain the true value, 0.5\")", CHECK_OUTPUT),
    ("code", "fig, ax = plt.subplots()\n"
             "for i, (low, high) in enumerate(intervals):\n"
             "    ax.plot([i, i], [low, high], color=\"#c62828\" if i in missed else \"#9e9e9e\", lw=2)\n"
             "ax.axhline(0.5, color=\"black\", ls=\"--\")\n"
             "ax.set_xlabel(\"experiment\")\n"
             "ax.set_ylabel(\"share won by the first player\")\n"
             "ax.set_title(\"100 experiments with a fair coin: the red intervals miss the truth\")\n"
             "plt.tight_layout()"),
    ("md", "**Exercise 2.** A student says: *\"the true AdvantageP1 of Porta Nigra is between 41% and 55%, for "
           "sure\"*. Another: *\"...with 95% probability\"*. What would you answer?\n\n"
           + answer("Not *for sure*: about 1 interval in 20 misses the truth (above, a few red ones), and nothing "
                    "tells us whether ours is one of them. The *95%* belongs to the method: made this way, 95 "
                    "intervals in 100 contain the true value. The second student's shorthand is what most people "
                    "say, and a fair one for class, as long as it is said of the method.") + "\n\n"
           "**Exercise 3.** How many games would it take to tell a first-player advantage of 52% from none?\n\n"
           + answer("The interval must be narrower than 2 points on each side. Its half-width is about "
                    "1/√(number of games) (here 1/√200 ≈ 7 points), so 1/√n = 0.02 gives n = 2,500 games: about a "
                    "minute on two cores, `tw.simulate(\"porta_nigra\", 2500, ...)`.")),
    ("md", "## 3. A rule change: the starting sesterces (12 minutes)\n\n"
           "The rulebook gives each player 20 sesterces. What if it were 15, or 25? The designer's question: "
           "does the change matter, and to what? Every variant plays **the same seeds**, so the rule is the only "
           "difference. The 20-sesterce games are those of part 1."),
    ("code", "variants = {\n"
             "    15: tw.simulate(\"porta_nigra\", GAMES, players=2, bots=\"random\", seed=0, options={\"start_coins\": 15}),\n"
             "    20: games,  # the rulebook's 20: the games of part 1\n"
             "    25: tw.simulate(\"porta_nigra\", GAMES, players=2, bots=\"random\", seed=0, options={\"start_coins\": 25}),\n"
             "}"),
    ("code", "rows = []\n"
             "for coins, results in variants.items():\n"
             "    mean, low, high = metrics.mean_ci(results[\"scores\"].map(max))\n"
             "    p = metrics.advantage_p1(results)\n"
             "    rows.append({\"sesterces\": coins, \"winning score\": f\"{mean:.1f} ({low:.1f} to {high:.1f})\",\n"
             "                 \"AdvantageP1\": f\"{p['advantage_p1']:.3f} ({p['ci95'][0]:.3f} to {p['ci95'][1]:.3f})\"})\n"
             "print(pd.DataFrame(rows).set_index(\"sesterces\").to_string())", CHECK_OUTPUT),
    ("code", "fig, ax = plt.subplots(figsize=(7, 2.6))\n"
             "for y, (coins, results) in enumerate(variants.items()):\n"
             "    mean, low, high = metrics.mean_ci(results[\"scores\"].map(max))\n"
             "    ax.errorbar(mean, y, xerr=[[mean - low], [high - mean]], fmt=\"o\", capsize=6, color=\"#e65100\")\n"
             "ax.set_yticks(range(len(variants)), [f\"{coins} sesterces\" for coins in variants])\n"
             "ax.set_xlabel(\"mean winning score (VP), 95% CI\")\n"
             "ax.invert_yaxis()\n"
             "plt.tight_layout()"),
    ("md", "**Exercise 4.** The intervals of 20 and 25 sesterces overlap. Does that mean five more sesterces make "
           "no difference to the winning score?\n\n"
           + answer("No. Overlapping intervals say only that these games *cannot tell* the two apart; they do not say "
                    "the variants are the same. The next cell measures the difference itself, game by game (the same "
                    "seeds): from 20 to 25 sesterces, about +3 VP, with an interval from a little below 0 to about "
                    "+6. A real effect is likely, but 200 games cannot pin it down. From 15 to 25 the difference is "
                    "clear: the intervals of 15 and 25 do not overlap, and the difference's interval excludes 0. "
                    "(Intervals that do not overlap do show a difference; overlapping ones show nothing either way.)")),
    ("code", "for fewer, more in ((15, 20), (20, 25), (15, 25)):\n"
             "    gain = variants[more][\"scores\"].map(max) - variants[fewer][\"scores\"].map(max)\n"
             "    mean, low, high = metrics.mean_ci(gain)\n"
             "    print(f\"{fewer} -> {more} sesterces: the winner scores {mean:+.1f} VP (95% CI {low:+.1f} to {high:+.1f})\")",
     CHECK_OUTPUT),
    ("md", "**Exercise 5.** You are the designer. Which starting money would you print in the rulebook, and what "
           "would you still want to know?\n\n"
           + answer("There is no single right answer; that is the point of the discussion. More money gives higher "
                    "scores, but a higher score is not a better game, and no variant changes the first-player "
                    "advantage measurably. What to ask next: do *good* players (try `bots=\"greedy\"`) show the same? "
                    "Does the game get longer or shorter (`results[\"length\"]`)? Do the choices become less "
                    "interesting when money is no longer scarce? Numbers inform a design decision; they do not make "
                    "it.")),
    ("md", "## 4. One game, discussed (5 minutes)\n\n"
           "Every row is a whole game, and `tw.replay` opens it on its board with a timeline: step through it with "
           "the buttons or the slider, read each move in words and the score so far. Here is the most lopsided game "
           "with 15 sesterces, from its start. Ask the class: *where did the loser fall behind, and was it the "
           "money?*"),
    ("code", "poor = variants[15]\n"
             "margin = poor[\"scores\"].map(max) - poor[\"scores\"].map(min)\n"
             "tw.replay(poor.loc[margin.idxmax()], at=0)"),
    ("md", "A mean hides every story: the same averages come from close games and from runaways. "
           "Designers look at both, the numbers and single games."),
    ("md", "## Wrap-up and homework (3 minutes)\n\n"
           "- One game proves nothing; many games give an estimate, **with** an interval.\n"
           "- A 95% interval comes from a method that catches the truth 95 times in 100.\n"
           "- Overlapping intervals do not mean *no difference*: measure the difference, or play more games.\n"
           "- Bots are not people: the result holds for the players who played.\n\n"
           "**Homework.** Carpe Diem's first edition moves the patrician along the lines of a star; the second "
           "edition along the circle. Play 200 games of random bots under each rule with the same seeds "
           "(`tw.simulate(\"carpe_diem\", 200, players=2, bots=\"random\", seed=0, options={\"movement\": \"star\"})`, "
           "then `\"circle\"`), and say whether the change matters to the winning score or to the first player.\n\n"
           + answer("With these seeds the winning score is 8.3 VP (6.4 to 10.1) with the star and 8.8 (7.1 to 10.6) "
                    "with the circle, and AdvantageP1 0.470 (0.402 to 0.539) and 0.455 (0.387 to 0.524): the "
                    "intervals overlap widely, so 200 games of random bots cannot tell the rules apart (which does "
                    "not mean they are the same). The design lab (`design_lab.ipynb`) asks the same with greedy bots, "
                    "and goes further: bot strength, score categories, game length.")),
]


def main() -> None:
    nbf.write(notebook(CELLS), OUT)
    print("wrote", OUT)


if __name__ == "__main__":
    main()
