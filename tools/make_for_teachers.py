"""Writes notebooks/for_teachers.ipynb (unexecuted); then run tools/execute_notebooks.py on it.

A 45-minute lesson on game balance. Its simulations stay small (a few seconds each) so the
guide and the design lab together run in CI within their time budget.

Every number the guide's text quotes (an answer's percentages, the homework's scores) is
computed here, by the same calls its code cells make, when the notebook is written: a rule
change cannot leave the text behind its own code. A sentence that reads a number (below 50%,
inside the interval, about half) is written from the number: the first player's share by
``metrics.words_for_advantage``, its relation to the design lab's figure by
tools/first_player_figure.py, the others by the helpers here; a claim in fixed words that the numbers must support ("the
intervals overlap") is checked, and writing stops if it no longer holds.
tests/test_for_teachers.py recomputes everything, compares it with the committed guide and
checks every such sentence's words against its numbers.
"""

import math
import random
import sys
from pathlib import Path

import first_player_figure
from first_player_figure import GUIDE_GAMES as GAMES
from first_player_figure import LAB_GAMES, SEED
from notebook_cells import CHECK_OUTPUT, notebook, write

OUT = Path(__file__).resolve().parent.parent / "notebooks" / "for_teachers.ipynb"
FEW = 50  # part 2: the first games alone, for a wider interval
COIN_SEED = 1  # the coin experiment of part 2
HOMEWORK = ("star", "circle")  # Carpe Diem's movement rules, first and second edition


def answer(text: str) -> str:
    """An exercise's answer, folded away until the class has tried."""
    return f"<details><summary>Answer</summary>\n\n{text}\n\n</details>"


def _interval(mean: float, low: float, high: float, digits: int = 1, sign: str = "") -> str:
    return f"{mean:{sign}.{digits}f} ({low:{sign}.{digits}f} to {high:{sign}.{digits}f})"


def _overlap(a: tuple, b: tuple) -> bool:
    """Whether two (mean, low, high) intervals overlap."""
    return a[1] <= b[2] and b[1] <= a[2]


def _claim(holds: bool, words: str) -> None:
    """Stop writing the guide if a sentence of it no longer fits the numbers."""
    if not holds:
        sys.exit(f"make_for_teachers: the guide says {words!r}, which the numbers no longer support: "
                 "rewrite that sentence in tools/make_for_teachers.py.")


def _check_narrower(times: int, few_width: float, width: float) -> None:
    """Part 2's cell prints "about 1/√times" of the width: stop if the widths no longer say so."""
    _claim(abs(width / few_width - 1 / math.sqrt(times)) < 0.1, "the width is about 1/√(times the games)")


def _more_money(gains: dict) -> str:
    """Exercise 5's reading of the winning score's differences: which ones these games show."""
    shown = [f"{a} to {b}" for (a, b), (_, low, _high) in gains.items() if low > 0]
    unclear = [f"{a} to {b}" for (a, b), (_, low, high) in gains.items() if low <= 0 <= high]
    _claim(len(shown) + len(unclear) == len(gains), "more money never lowers the winning score measurably")
    said = f"More money gives higher winning scores: these games show it from {' and from '.join(shown)} sesterces"
    return said + (f", not from {' or '.join(unclear)} (its interval holds 0)." if unclear else ".")


def figures() -> dict:
    """Every number the guide's text quotes, from the same calls as its code cells."""
    import tabletop_widgets as tw
    from tabletop_widgets import metrics

    def play(game, **options):
        return tw.simulate(game, GAMES, players=2, bots="random", seed=SEED, options=options, progress=False,
                           as_frame=False)

    def winning(rows):
        return metrics.mean_ci(max(r["scores"]) for r in rows)

    def advantage(rows):
        p = metrics.advantage_p1(rows)
        return (p["advantage_p1"], *p["ci95"])

    def width(rows):
        low, high = metrics.advantage_p1(rows)["ci95"]
        return high - low

    rulebook_coins = tw.porta_nigra.new_game(players=2, seed=SEED).state["seats"][0]["coins"]
    variants = {15: play("porta_nigra", start_coins=15), 20: play("porta_nigra"),
                25: play("porta_nigra", start_coins=25)}
    rng = random.Random(COIN_SEED)
    intervals = [metrics.wilson(sum(rng.random() < 0.5 for _ in range(GAMES)), GAMES) for _ in range(100)]
    homework = {rule: play("carpe_diem", movement=rule) for rule in HOMEWORK}
    gains = {(a, b): metrics.mean_ci(max(y["scores"]) - max(x["scores"])
                                     for x, y in zip(variants[a], variants[b], strict=True))
             for a, b in ((15, 20), (20, 25), (15, 25))}
    return {
        "rulebook_coins": rulebook_coins,
        "p1": advantage(variants[20]),
        "first_player": metrics.advantage_p1(variants[20]),
        "lab_first_player": first_player_figure.figure(LAB_GAMES),
        "widths": (width(variants[20][:FEW]), width(variants[20])),
        "coin_missed": sum(not low <= 0.5 <= high for low, high in intervals),
        "winning": {coins: winning(rows) for coins, rows in variants.items()},
        "advantage": {coins: advantage(rows) for coins, rows in variants.items()},
        "gains": gains,
        "power_2500": metrics.power(0.52, 2500),
        "games_for_power": metrics.games_for_power(0.52),
        "homework": {rule: {"winning": winning(rows), "advantage": advantage(rows)} for rule, rows in homework.items()},
    }


def cells(f: dict) -> list:
    """The guide's cells, its text written from the figures ``f``."""
    from tabletop_widgets import metrics

    p1, low, high = f["p1"]
    _claim(f["rulebook_coins"] == 20, "the rulebook gives each player 20 sesterces")
    _claim(low <= 0.5 <= high, "exercise 1: the shares that fit these games hold 50%")
    half = (high - low) / 2
    w20, w25, w15 = f["winning"][20], f["winning"][25], f["winning"][15]
    _claim(_overlap(w20, w25), "the intervals of 20 and 25 sesterces overlap")
    _claim(not _overlap(w15, w25) and f["gains"][(15, 25)][1] > 0,
           "from 15 to 25 the intervals do not overlap and the difference's interval excludes 0")
    _claim(all(_overlap(a, b) for a in f["advantage"].values() for b in f["advantage"].values()),
           "no variant changes the first-player advantage measurably (their intervals overlap)")
    gain, gain_low, gain_high = f["gains"][(20, 25)]
    if gain_low <= 0:
        gain_words = (f"{gain_low:+.1f} to {gain_high:+.1f}, which holds 0: these {GAMES} games cannot rule out "
                      "that five sesterces change nothing, nor pin the change down.")
    else:
        gain_words = (f"{gain_low:+.1f} to {gain_high:+.1f}, which leaves out 0: measured game by game, the "
                      "difference shows even though the two intervals overlap. That is the lesson.")
    _check_narrower(GAMES // FEW, *f["widths"])
    star, circle = (f["homework"][rule] for rule in HOMEWORK)
    _claim(0.4 <= f["power_2500"] <= 0.6, "2,500 games detect a true 52% about half the time")
    _claim(_overlap(star["winning"], circle["winning"]) and _overlap(star["advantage"], circle["advantage"]),
           "the homework's intervals overlap")
    needed = f["games_for_power"]
    return [
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
        # tw.require ends its cell: when something is missing it says so and skips the later
        # cells, but does not stop the rest of its own. The imports before it are what make
        # JupyterLite's kernel fetch the packages (tabletop_widgets/core/needs.py).
        ("code", "import tabletop_widgets as tw\n\n"
                 "try:  # in the JupyterLite site, importing them is what fetches them\n"
                 "    import matplotlib.pyplot as plt\n"
                 "    import pandas as pd\n"
                 "except ImportError:\n"
                 "    pass\n"
                 "tw.require(\"pandas\", \"matplotlib\", notebook=\"The teacher's guide\", path=\"for_teachers.ipynb\")"),
        ("code", "import random\n\n"
                 "from tabletop_widgets import metrics\n\n"
                 f"GAMES = {GAMES}   # games per experiment: a few seconds each\n"
                 "plt.rcParams.update({\"figure.figsize\": (9, 3.2), \"font.size\": 12})"),
        ("md", "## 0. A game on the projector (5 minutes)\n\n"
               "Start with the game itself: play the first turns of Porta Nigra against a bot with the class calling the "
               "moves. To show only the board, without code, present it with Voilà: `voila notebooks/present.ipynb` "
               "opens a Porta Nigra board against a bot, and nothing else (the README's *In class: a board on the "
               "projector* says how to make the type large).\n\n"
               "Every board a learner plays has a **Hint** button (the rule, then the moves worth weighing, then "
               "one move); the Log and the score table say who asked. For a test or a tournament, turn it off for "
               "the boards made afterwards with `tw.settings.hints = False`, or for a whole class server by starting "
               "it with `TABLETOP_WIDGETS_HINTS=0`.\n\n"
               "Then ask the question of the lesson: **the player who starts has an extra turn's head start. Is the game "
               "unfair to the second player?** Let the class guess, and write the guesses down."),
        ("md", "## 1. Does the first player win more often? (10 minutes)\n\n"
               "One game answers nothing: anyone can win one game. So two bots that pick a legal move at random play "
               "`GAMES` games. Each game has its own seed (a fixed shuffle), so anyone can repeat the experiment and get "
               "the same games. One row per game:"),
        ("code", f"games = tw.simulate(\"porta_nigra\", GAMES, players=2, bots=\"random\", seed={SEED})\n"
                 "games[[\"seed\", \"first_player\", \"scores\", \"winner\", \"length\"]].head()"),
        ("md", "**AdvantageP1** (a measure from the Ludii game system) is the share of games won by the player who "
               "started, a win shared by two counting half for each. With two players, 0.5 means no advantage. It comes with a **95% confidence "
               "interval**: the range of true values that fit these games."),
        ("code", "p1 = metrics.advantage_p1(games)\n"
                 "print(f\"The first player won {p1['advantage_p1']:.1%} of {p1['games']} games \"\n"
                 "      f\"(95% CI {p1['ci95'][0]:.1%} to {p1['ci95'][1]:.1%})\")", CHECK_OUTPUT),
        ("md", "**Exercise 1.** Is Porta Nigra unfair to the second player? What does this result say, and what does "
               "it not say?\n\n"
               + answer(f"{metrics.words_for_advantage(f['first_player'])} Nor do they show that the game is *fair*: "
                        f"any true share from {low:.1%} (the second player then winning {1 - low:.1%}) to {high:.1%} "
                        "fits these games, 50% among them. And random bots are not people: a real first player may use the "
                        "head start better. A result is always *for these players, with this many games* (part 2 "
                        f"shows what {LAB_GAMES} games say).")),
        ("md", "## 2. What a confidence interval says (10 minutes)\n\n"
               f"Fewer games give a wider interval. The first {FEW} games alone:"),
        ("code", f"few = metrics.advantage_p1(games.head({FEW}))\n"
                 f"for label, p in ((\"first {FEW} games\", few), (f\"all {{GAMES}} games\", p1)):\n"
                 "    low, high = p[\"ci95\"]\n"
                 "    print(f\"{label:14}: {p['advantage_p1']:.1%}, 95% CI {low:.1%} to {high:.1%} (width {high - low:.1%})\")\n"
                 f"times, (narrow, wide) = GAMES // {FEW}, [(p[\"ci95\"][1] - p[\"ci95\"][0]) * 100 for p in (p1, few)]\n"
                 f"print(f\"All {{GAMES}} games against the first {FEW}: {{times}} times the games, {{narrow / wide:.2f}} of \"\n"
                 "      f\"the width ({narrow:.1f} points against {wide:.1f}): about 1/√{times} = {times ** -0.5:.2f}\")",
         CHECK_OUTPUT),
        ("md", "The width shrinks with the square root of the number of games.\n\n"
               f"{first_player_figure.in_the_guide(f['first_player'], f['lab_first_player'])}\n\n"
               "What does **95%** mean? We cannot check it on Porta Nigra, since nobody knows its true AdvantageP1. "
               "But we can on a game whose answer we know: a fair coin, heads for the first player. The class plays "
               "100 experiments of `GAMES` coin tosses each, and each experiment gets its interval:"),
        ("code", f"rng = random.Random({COIN_SEED})\n"
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
        ("md", f"**Exercise 2.** A student says: *\"the true AdvantageP1 of Porta Nigra is between {low:.1%} and "
               f"{high:.1%}, for sure\"*. Another: *\"...between {low:.1%} and {high:.1%} with 95% probability\"*. "
               "What would you answer?\n\n"
               + answer(f"Neither is right. Not *for sure*: about 1 interval in 20 misses the truth (above, "
                        f"{f['coin_missed']} of the 100 did, the red ones), and nothing tells us whether ours is one of "
                        "them. Nor *with 95% probability*, the misreading to catch: the true AdvantageP1 is one fixed "
                        "number, and this interval either contains it or not; we cannot know which. The *95%* belongs "
                        "to the method, not to one interval: intervals made this way contain the true value 95 times "
                        "in 100, as the coin showed. Said correctly: *\"we are 95% confident\"*, meaning that and "
                        "nothing more.") + "\n\n"
               "**Exercise 3.** How many games would it take to tell a first-player advantage of 52% from none?\n\n"
               + answer(f"More than it seems. An interval's half-width is about 1/√(number of games) (here 1/√{GAMES} "
                        f"≈ {half * 100:.0f} points), and 1/√n = 0.02 gives n = 2,500 games. But that only makes an "
                        "exact 52% just leave out 50%; a run's result scatters around the true 52% as much, so with "
                        f"2,500 games a real 52% advantage shows (its interval leaves out 50%) in only "
                        f"{f['power_2500']:.0%} of runs: about half the time. To detect it 4 times in 5 (a *power* of "
                        f"80%, the usual target) takes about {round(needed, -2):,} games: `metrics.games_for_power(0.52)` "
                        f"says {needed:,}, and `metrics.power(0.52, 2500)` the {f['power_2500']:.2f} above. Ask how many "
                        "games a question needs *before* running them.")),
        ("md", "## 3. A rule change: the starting sesterces (12 minutes)\n\n"
               f"The rulebook gives each player {f['rulebook_coins']} sesterces. What if it were 15, or 25? The designer's question: "
               "does the change matter, and to what? Every variant plays **the same seeds**, so the rule is the only "
               "difference. The 20-sesterce games are those of part 1."),
        ("code", "variants = {\n"
                 f"    15: tw.simulate(\"porta_nigra\", GAMES, players=2, bots=\"random\", seed={SEED}, options={{\"start_coins\": 15}}),\n"
                 "    20: games,  # the rulebook's 20: the games of part 1\n"
                 f"    25: tw.simulate(\"porta_nigra\", GAMES, players=2, bots=\"random\", seed={SEED}, options={{\"start_coins\": 25}}),\n"
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
                        f"seeds): from 20 to 25 sesterces, {gain:+.1f} VP, with an interval from " + gain_words + " "
                        "From 15 to 25 the difference is clear: the intervals of 15 and 25 do not overlap, and the difference's interval excludes 0. "
                        "(Intervals that do not overlap do show a difference; overlapping ones show nothing either way.)")),
        ("code", "for fewer, more in ((15, 20), (20, 25), (15, 25)):\n"
                 "    gain = variants[more][\"scores\"].map(max) - variants[fewer][\"scores\"].map(max)\n"
                 "    mean, low, high = metrics.mean_ci(gain)\n"
                 "    print(f\"{fewer} -> {more} sesterces: the winner scores {mean:+.1f} VP (95% CI {low:+.1f} to {high:+.1f})\")",
         CHECK_OUTPUT),
        ("md", "**Exercise 5.** You are the designer. Which starting money would you print in the rulebook, and what "
               "would you still want to know?\n\n"
               + answer("There is no single right answer; that is the point of the discussion. "
                        f"{_more_money(f['gains'])} But a higher score is not a better game, and no variant changes "
                        "the first-player advantage measurably (their AdvantageP1 intervals all overlap). What to ask next: do *good* players (try `bots=\"greedy\"`) show the same? "
                        "Does the game get longer or shorter (`results[\"length\"]`)? Do the choices become less "
                        "interesting when money is no longer scarce? Numbers inform a design decision; they do not make "
                        "it.")),
        ("md", "## 4. One game, discussed (5 minutes)\n\n"
               "Every row is a whole game, and `tw.replay` opens it on its board with a timeline: step through it "
               "move by move, turn by turn or round by round (the buttons, the slider or the arrow keys), read each move in words and the score so far. Here is the most lopsided game "
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
               f"edition along the circle. Play {GAMES} games of random bots under each rule with the same seeds "
               f"(`tw.simulate(\"carpe_diem\", {GAMES}, players=2, bots=\"random\", seed={SEED}, "
               f"options={{\"movement\": \"{HOMEWORK[0]}\"}})`, then `\"{HOMEWORK[1]}\"`), and say whether the change matters to the winning score or to the first player.\n\n"
               + answer(f"With these seeds the winning score is {_interval(*star['winning'])} VP with the star and "
                        f"{_interval(*circle['winning'])} with the circle, and AdvantageP1 "
                        f"{_interval(*star['advantage'], digits=3)} and {_interval(*circle['advantage'], digits=3)}: the "
                        f"intervals overlap, so {GAMES} games of random bots cannot tell the rules apart (which does "
                        "not mean they are the same). The design lab (`design_lab.ipynb`) asks the same with greedy bots, "
                        "and goes further: bot strength, score categories, game length.")),
        ]


def main() -> None:
    write(notebook(cells(figures())), OUT)
    print("wrote", OUT)


if __name__ == "__main__":
    main()
