"""The first-player figure the teacher's guide and the design lab share, and how they relate.

Both play Porta Nigra with two random bots, game ``i`` on seed ``SEED + i``: the guide plays
``GUIDE_GAMES`` of them, the lab ``LAB_GAMES``, so the guide's games are the lab's first ones.
Each notebook says so in a sentence written here from both figures (one place for each fact:
make_for_teachers.py and make_design_lab.py take their game counts from here).
"""

import math

SEED = 0
GUIDE_GAMES = 200  # the guide's games per experiment: a few seconds each
LAB_GAMES = 400  # the lab's games per experiment
GAME, PLAYERS, BOTS = "porta_nigra", 2, "random"


def figure(games: int) -> dict:
    """``metrics.advantage_p1`` of the first ``games`` games, as both notebooks' code computes it."""
    import tabletop_widgets as tw
    from tabletop_widgets import metrics

    rows = tw.simulate(GAME, games, players=PLAYERS, bots=BOTS, seed=SEED, progress=False, as_frame=False)
    return metrics.advantage_p1(rows)


def _width(p1: dict) -> float:
    return p1["ci95"][1] - p1["ci95"][0]


def _holds_fair(p1: dict) -> bool:
    return p1["ci95"][0] <= 0.5 <= p1["ci95"][1]


def _precision(guide: dict, lab: dict, here: str) -> str:
    """How the two intervals' widths compare, from the side of the notebook ``here``."""
    mine, theirs = (guide, lab) if here == "guide" else (lab, guide)
    times = lab["games"] / guide["games"]
    ratio = _width(lab) / _width(guide)
    precise = "lab's" if _width(lab) < _width(guide) else "guide's"
    return (f"Its interval is {_width(theirs) * 100:.1f} points wide against {_width(mine) * 100:.1f} here: "
            f"{times:g} times the games give about 1/√{times:g} = {1 / math.sqrt(times):.2f} of the width "
            f"({ratio:.2f} with these games), so the {precise} figure is the more precise one")


def _conclusion(guide: dict, lab: dict) -> str:
    if _holds_fair(guide) and not _holds_fair(lab):
        return (f"; the lab's interval leaves out 50%, the guide's holds it: {lab['games']} games show what "
                f"{guide['games']} could not tell from chance.")
    if _holds_fair(guide) and _holds_fair(lab):
        return "; both intervals hold 50%: neither can tell a first-player advantage from chance."
    return "."


def in_the_guide(guide: dict, lab: dict) -> str:
    """The guide's sentence on the lab's figure."""
    from tabletop_widgets import metrics

    return (f"The design lab (`design_lab.ipynb`, section 1) plays the same game with the same random bots on these "
            f"{guide['games']} seeds plus {lab['games'] - guide['games']} more. "
            f"{metrics.words_for_advantage(lab)} {_precision(guide, lab, 'guide')}{_conclusion(guide, lab)}")


def in_the_lab(guide: dict, lab: dict) -> str:
    """The lab's sentence on the guide's figure."""
    from tabletop_widgets import metrics

    return (f"*The teacher's guide* (`for_teachers.ipynb`) plays the first {guide['games']} of these games, the "
            f"same game, bots and seeds ({SEED} to {SEED + guide['games'] - 1}). "
            f"{metrics.words_for_advantage(guide)} {_precision(guide, lab, 'lab')}{_conclusion(guide, lab)}")
