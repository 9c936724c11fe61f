"""A lab run in a few numbers with their 95% intervals, and the figure that puts runs side by
side, so a class sees what a rule change did (the lab panel's table and plots)."""

from __future__ import annotations

import html
import io
import textwrap
from typing import TYPE_CHECKING

from . import metrics
from .types import JSON

if TYPE_CHECKING:
    from matplotlib.axes import Axes
    from matplotlib.figure import Figure

SHOWN_RUNS = 6  # the plots keep the latest runs; more rows would crowd a projector

# Text readable on a projector: at least 16 CSS px when the notebook fills a 1920 px screen.
# The PNG is FIGURE_INCHES wide at PNG_DPI: 13 x 80 = 1,040 px. JupyterLab (and Voila) show
# an image at its own size, one image px per CSS px, scaling it down only when it is wider
# than the output area, which at 1920 px is about 1,750 px (1,450 with a side panel open;
# Voila's page about 1,100): 1,040 px fits, so it is never scaled there. A point is 1/72
# inch, so at 80 px an inch TEXT_POINTS = 15 pt is 15 x 80 / 72 = 16.7 px.
FIGURE_INCHES = 13.0
PNG_DPI = 80
TEXT_POINTS = 15
LABEL_CHARACTERS = 26  # a run's label wraps at this width, leaving the plots room beside it


def summarise(rows: list[JSON], number: int, game: str, bots: list[str], options: JSON) -> JSON:
    """Run ``number``: what was played, the mean winning score and AdvantageP1 (95% intervals;
    AdvantageP1 None for solo games, which have no first player to compare), and each score
    category's mean points per player (with its interval)."""
    winning = metrics.mean_ci(max(r["scores"]) for r in rows)
    p1 = metrics.advantage_p1(rows) if rows[0]["players"] > 1 else None
    categories = {cat: metrics.mean_ci(pts for r in rows for pts in r["breakdown"][cat])
                  for cat in rows[0]["breakdown"]}
    rules = ", ".join(f"{name}={value}" for name, value in options.items()) or "rulebook"
    return {"run": number, "game": game, "players": rows[0]["players"], "bots": ", ".join(bots), "rules": rules,
            "games": len(rows), "winning score": winning,
            "AdvantageP1": (p1["advantage_p1"], *p1["ci95"]) if p1 else None,
            "decisions": sum(r["length"] for r in rows) / len(rows), "categories": categories}


def label(run: JSON) -> str:
    return f"{run['run']}. {run['game']} {run['players']}p, {run['rules']}"


def _interval(values: tuple[float, float, float], digits: int) -> str:
    mean, low, high = values
    return f"{mean:.{digits}f} ({low:.{digits}f} to {high:.{digits}f})"


def runs_table_html(runs: list[JSON]) -> str:
    """Every run so far, the latest in bold: the table a class reads the change from."""
    head = ["run", "game", "players", "bots", "rules", "games", "winning score (95% CI)", "AdvantageP1 (95% CI)",
            "decisions per game"]
    body = []
    for run in reversed(runs):
        cells = [run["run"], run["game"], run["players"], run["bots"], run["rules"], run["games"],
                 _interval(run["winning score"], 1),
                 _interval(run["AdvantageP1"], 3) if run["AdvantageP1"] else "none (solo)", f"{run['decisions']:.0f}"]
        style = ' style="font-weight:bold"' if run is runs[-1] else ""
        body.append(f"<tr{style}>" + "".join(f"<td>{html.escape(str(c))}</td>" for c in cells) + "</tr>")
    header = "".join(f"<th>{h}</th>" for h in head)
    return f"<table><thead><tr>{header}</tr></thead><tbody>{''.join(body)}</tbody></table>"


def _whiskers(ax: Axes, values: list[tuple[float, float, float]], y: list[int], colour: str) -> None:
    means = [v[0] for v in values]
    ax.errorbar(means, y, xerr=[[m - v[1] for m, v in zip(means, values, strict=True)],
                                [v[2] - m for m, v in zip(means, values, strict=True)]],
                fmt="o", capsize=5, color=colour)


def comparison_figure(runs: list[JSON]) -> Figure:
    """Winning score and AdvantageP1 of the latest runs (dots with 95% whiskers; the dashed
    marks are a fair AdvantageP1, 1 / players, said in its axis label: a legend would hide a
    run), and below, the score categories of the latest run beside its rulebook run (see
    ``rulebook_run``): what the rule change moved. Every text is TEXT_POINTS (see there: 16
    px or more on a 1920 px screen)."""
    from matplotlib import rc_context
    from matplotlib.figure import Figure  # no pyplot: no global state, nothing shown twice

    shown = runs[-SHOWN_RUNS:]
    rows = max(len(shown), 4)
    names = list(shown[-1]["categories"])
    run_inches, category_inches = 1.3 + 0.8 * rows, 1.5 + 0.45 * len(names)  # room for 2-3 line labels
    with rc_context({"font.size": TEXT_POINTS, "axes.titlesize": TEXT_POINTS, "axes.labelsize": TEXT_POINTS,
                     "xtick.labelsize": TEXT_POINTS, "ytick.labelsize": TEXT_POINTS,
                     "legend.fontsize": TEXT_POINTS}):  # read as each text is made
        fig = Figure(figsize=(FIGURE_INCHES, run_inches + category_inches), layout="constrained")
        axes = fig.subplot_mosaic([["score", "advantage"], ["categories", "categories"]],
                                  height_ratios=[run_inches, category_inches])
        _runs_plots(axes["score"], axes["advantage"], shown, rows)
        _categories_plot(axes["categories"], runs, names)
    return fig


def _runs_plots(score: Axes, advantage: Axes, shown: list[JSON], rows: int) -> None:
    y = list(range(len(shown)))
    _whiskers(score, [r["winning score"] for r in shown], y, "#e65100")
    score.set_yticks(y, [textwrap.fill(label(r), LABEL_CHARACTERS) for r in shown])
    score.set_xlabel("mean winning score (VP)")
    versus = [(i, r) for i, r in zip(y, shown, strict=True) if r["AdvantageP1"]]  # solo runs have none
    if versus:
        _whiskers(advantage, [r["AdvantageP1"] for _, r in versus], [i for i, _ in versus], "#00838f")
        advantage.vlines([1 / r["players"] for _, r in versus], [i - 0.4 for i, _ in versus],
                         [i + 0.4 for i, _ in versus], linestyles="--", color="grey")
    advantage.set_yticks(y, [])
    advantage.set_xlim(0, 1)
    solo = " (none for solo runs)" if len(versus) < len(shown) else ""
    advantage.set_xlabel(f"AdvantageP1{solo}; dashed: fair, 1 / players")
    for ax, title in ((score, "winning score"), (advantage, "first-player advantage")):
        ax.set_ylim(rows - 0.5, -0.5)  # rows a fixed step apart, the latest at the bottom, as in a log
        ax.set_title(title)


def _categories_plot(categories: Axes, runs: list[JSON], names: list[str]) -> None:
    latest = runs[-1]
    reference = rulebook_run(runs)
    pair = [reference, latest] if reference else [latest]
    height = 0.8 / len(pair)
    for k, (run, colour) in enumerate(zip(pair, ("#9e9e9e", "#6a1b9a")[-len(pair):], strict=True)):
        values = [run["categories"].get(name, (0, 0, 0)) for name in names]
        rows = [i + (k - (len(pair) - 1) / 2) * height for i in range(len(names))]
        categories.barh(rows, [v[0] for v in values], height=height, color=colour, label=f"run {run['run']}",
                        xerr=[[v[0] - v[1] for v in values], [v[2] - v[0] for v in values]], capsize=3)
    categories.set_yticks(range(len(names)), names)
    categories.invert_yaxis()
    categories.set_xlabel("mean VP per player")
    categories.legend(loc="best")
    categories.set_title(f"score categories of run {latest['run']} against the rulebook's run {reference['run']}"
                         if reference else "score categories (no rulebook run of this setup to compare)")


def rulebook_run(runs: list[JSON]) -> JSON | None:
    """The latest earlier run that played the latest run's game, players and bots by the
    rulebook (no option changed): what its rule change is measured against. None if there is
    none, or if the latest run is itself by the rulebook."""
    latest = runs[-1]
    if latest["rules"] == "rulebook":
        return None
    same = [r for r in runs[:-1] if r["rules"] == "rulebook"
            and (r["game"], r["players"], r["bots"]) == (latest["game"], latest["players"], latest["bots"])]
    return same[-1] if same else None


def figure_png(fig: Figure) -> bytes:
    buffer = io.BytesIO()
    fig.savefig(buffer, format="png", dpi=PNG_DPI)
    return buffer.getvalue()
