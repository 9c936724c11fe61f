"""The teacher's guide cannot go stale: every number its text quotes (an answer's percentages,
the homework's scores) is recomputed here by a fresh run and compared with the committed
notebook; every sentence of it that reads a number (above or below 50%, inside the interval or
not, overlapping or not, about half) is checked against the numbers, read from the executed
notebook's outputs or recomputed, and a wrong word in any of them fails; and the power figures
it teaches are checked against coin-toss experiments."""

import json
import math
import random
import re
import sys
from pathlib import Path

import pytest

from tabletop_widgets import metrics

REPO = Path(__file__).resolve().parents[1]
GUIDE = REPO / "notebooks" / "for_teachers.ipynb"
LAB = REPO / "notebooks" / "design_lab.ipynb"
sys.path.insert(0, str(REPO / "tools"))
import make_for_teachers  # noqa: E402

N = r"[-+]?\d+(?:\.\d+)?"  # a number as the guide writes it
INTERVAL = rf"({N}) \(({N}) to ({N})\)"  # "92.4 (90.0 to 94.8)"


@pytest.fixture(scope="module")
def fresh() -> dict:
    return make_for_teachers.figures()


def _read(path: Path) -> str:
    """A notebook as a reader sees it: each cell's markdown, or its printed and shown outputs."""
    parts = []
    for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
        if cell["cell_type"] == "markdown":
            parts.append("".join(cell["source"]))
        for output in cell.get("outputs", []):
            parts.append("".join(output.get("text") or output.get("data", {}).get("text/plain", "")))
    return "\n\n".join(parts)


def _one(pattern: str, text: str) -> re.Match:
    found = list(re.finditer(pattern, text, re.M))
    assert len(found) == 1, f"expected one sentence like {pattern!r}, found {len(found)}"
    return found[0]


def _overlap(a: tuple[float, ...], b: tuple[float, ...]) -> bool:
    return a[1] <= b[2] and b[1] <= a[2]


def _floats(match: re.Match, *groups: int) -> tuple[float, ...]:
    return tuple(float(match.group(g)) for g in groups)


def test_every_number_in_the_guides_text_is_what_a_fresh_run_gives(fresh):
    fresh = make_for_teachers.cells(fresh)  # stops with the sentence a number broke
    committed = json.loads((REPO / "notebooks" / "for_teachers.ipynb").read_text(encoding="utf-8"))["cells"]
    assert len(committed) == len(fresh)
    for cell, (kind, text, *_) in zip(committed, fresh, strict=True):
        assert cell["cell_type"] == {"md": "markdown", "code": "code"}[kind]
        assert "".join(cell["source"]) == text, (
            "notebooks/for_teachers.ipynb is stale: run tools/make_for_teachers.py, then "
            "tools/execute_notebooks.py on it")


READING = (rf"The first player won ({N})% of (\d+) games \(95% interval ({N})% to ({N})%\): "
           r"(exactly|just above|just below|above|below) 50%, (but|and) (50% is inside the interval|so is the whole "
           r"interval)[,:] (so these games cannot tell a first-player advantage from chance|these games show a "
           r"first-player advantage|these games show a first-player handicap)")


def check_advantage_readings(text: str, figures: dict[int, dict]) -> set[int]:
    """Every reading of AdvantageP1 quotes the figure of its games and says where it lies; the
    game counts read."""
    read = set()
    for match in re.finditer(READING, text):
        share, games, low, high = float(match[1]), int(match[2]), float(match[3]), float(match[4])
        p1 = figures[games]
        assert (share, low, high) == tuple(round(x * 100, 1) for x in (p1["advantage_p1"], *p1["ci95"])), match[0]
        share, (low, high) = p1["advantage_p1"], p1["ci95"]
        level = match[5].removeprefix("just ")
        assert level == ("exactly" if share == 0.5 else "above" if share > 0.5 else "below"), match[0]
        inside = low <= 0.5 <= high
        assert (match[7] == "50% is inside the interval") == inside, match[0]
        assert match[6] == ("but" if inside and share != 0.5 else "and"), match[0]
        meaning = "cannot tell" if inside else "advantage" if low > 0.5 else "handicap"
        assert meaning in match[8], match[0]
        read.add(games)
    return read


def check_part_1(text: str, p1: dict) -> None:
    """Exercise 1 and 2: the range that fits the games, and the students' interval."""
    fits = _one(rf"any true share from ({N})% \(the second player then winning ({N})%\) to ({N})% fits these games, "
                r"50% among them", text)
    low, rest, high = _floats(fits, 1, 2, 3)
    assert (low, high) == tuple(round(x * 100, 1) for x in p1["ci95"]) and round(100 - low, 1) == rest
    assert low <= 50 <= high
    student = _one(rf"between ({N})% and ({N})%, for sure", text)
    assert _floats(student, 1, 2) == (low, high)
    shown = int(_one(r"(\d+) of the 100 intervals contain the true value", text)[1])
    assert int(_one(r"above, (\d+) of the 100 did, the red ones", text)[1]) == 100 - shown


def check_part_2(text: str) -> None:
    """More games, narrower intervals: the widths the guide's cell reads are those it printed."""
    few = _one(rf"first (\d+) games: .*\(width ({N})%\)", text)
    every = _one(rf"all (\d+) games *: .*\(width ({N})%\)", text)
    said = _one(rf"All (\d+) games against the first (\d+): (\d+) times the games, ({N}) of the width \(({N}) points "
                rf"against ({N})\): about 1/√(\d+) = ({N})$", text)
    assert (int(said[1]), int(said[2])) == (int(every[1]), int(few[1]))
    times = int(every[1]) // int(few[1])
    assert int(said[3]) == times == int(said[7]) and _floats(said, 5, 6) == (float(every[2]), float(few[2]))
    assert float(said[4]) == pytest.approx(float(every[2]) / float(few[2]), abs=0.01)
    assert float(said[8]) == pytest.approx(1 / math.sqrt(times), abs=0.005)
    assert abs(float(said[4]) - float(said[8])) < 0.1, "'about' 1/√times"


def check_relation(text: str, guide: dict, lab: dict, here: str = "guide") -> None:
    """One notebook (``here``) on the other's figure: the guide's seeds are the lab's first, and
    the narrower interval is the more precise."""
    if here == "guide":
        more = _one(r"on these (\d+) seeds plus (\d+) more", text)
        assert (int(more[1]), int(more[1]) + int(more[2])) == (guide["games"], lab["games"])
    else:
        first = _one(r"plays the first (\d+) of these games, the same game, bots and seeds \((\d+) to (\d+)\)", text)
        assert (int(first[1]), int(first[3]) - int(first[2]) + 1) == (guide["games"], guide["games"])
    said = _one(rf"Its interval is ({N}) points wide against ({N}) here: ({N}) times the games give about 1/√({N}) = "
                rf"({N}) of the width \(({N}) with these games\), so the (lab|guide)'s figure is the more precise one",
                text)
    lab_width, guide_width = (100 * (p["ci95"][1] - p["ci95"][0]) for p in (lab, guide))
    theirs, mine = (lab_width, guide_width) if here == "guide" else (guide_width, lab_width)
    assert _floats(said, 1, 2) == (round(theirs, 1), round(mine, 1))
    assert float(said[3]) == float(said[4]) == lab["games"] / guide["games"]
    assert float(said[6]) == pytest.approx(lab_width / guide_width, abs=0.01)
    assert said[7] == ("lab" if lab_width < guide_width else "guide")
    holds = [p["ci95"][0] <= 0.5 <= p["ci95"][1] for p in (lab, guide)]
    if holds == [False, True]:
        _one(r"the lab's interval leaves out 50%, the guide's holds it", text)
    else:
        assert "leaves out 50%" not in said.string[said.end():said.end() + 80]


def check_power(text: str) -> None:
    power = _one(r"in only (\d+)% of runs: about half the time", text)
    assert int(power[1]) == round(100 * metrics.power(0.52, 2500)) and 40 <= int(power[1]) <= 60
    needed = _one(r"takes about ([\d,]+) games", text)
    assert int(needed[1].replace(",", "")) == round(metrics.games_for_power(0.52), -2)


def _table(text: str) -> dict[int, tuple[tuple[float, ...], tuple[float, ...]]]:
    """Part 3's printed table: sesterces -> (winning score, AdvantageP1), each (mean, low, high)."""
    rows = {int(m[1]): (_floats(m, 2, 3, 4), _floats(m, 5, 6, 7))
            for m in re.finditer(rf"^(\d+) +{INTERVAL} +{INTERVAL}$", text, re.M)}
    assert sorted(rows) == [15, 20, 25]
    return rows


def check_part_3(text: str) -> None:
    """Exercises 4 and 5 read part 3's table and the differences its next cell printed."""
    table = _table(text)
    gains = {(int(m[1]), int(m[2])): _floats(m, 3, 4, 5) for m in re.finditer(
        rf"(\d+) -> (\d+) sesterces: the winner scores ({N}) VP \(95% CI ({N}) to ({N})\)", text)}
    claim = _one(r"The intervals of 20 and 25 sesterces (overlap|do not overlap)\.", text)
    assert (claim[1] == "overlap") == _overlap(table[20][0], table[25][0])
    gain = _one(rf"from 20 to 25 sesterces, ({N}) VP, with an interval from ({N}) to ({N}), which (holds|leaves out) 0",
                text)
    assert _floats(gain, 1, 2, 3) == gains[(20, 25)]
    assert (gain[4] == "holds") == (gains[(20, 25)][1] <= 0 <= gains[(20, 25)][2])
    clear = _one(r"the intervals of 15 and 25 (overlap|do not overlap), and the difference's interval "
                 r"(excludes|holds) 0", text)
    assert (clear[1] == "overlap") == _overlap(table[15][0], table[25][0])
    assert (clear[2] == "excludes") == (gains[(15, 25)][1] > 0)
    money = _one(r"these games show it from (.+?) sesterces, not from (.+?) \(its interval holds 0\)", text)
    for said, shown in ((money[1], True), (money[2], False)):
        for a, b in re.findall(r"(\d+) to (\d+)", said):
            assert (gains[(int(a), int(b))][1] > 0) == shown, said
    _one(r"no variant changes the first-player advantage measurably \(their AdvantageP1 intervals all overlap\)", text)
    assert all(_overlap(a[1], b[1]) for a in table.values() for b in table.values())


def check_homework(text: str) -> None:
    said = _one(rf"winning score is {INTERVAL} VP with the star and {INTERVAL} with the circle, and AdvantageP1 "
                rf"{INTERVAL} and {INTERVAL}: the intervals (overlap|do not overlap)", text)
    star, circle, star_p1, circle_p1 = (_floats(said, i, i + 1, i + 2) for i in (1, 4, 7, 10))
    assert (said[13] == "overlap") == (_overlap(star, circle) and _overlap(star_p1, circle_p1))


def check_guide(text: str, figures: dict) -> None:
    guide, lab = figures["first_player"], figures["lab_first_player"]
    assert check_advantage_readings(text, {guide["games"]: guide, lab["games"]: lab}) == {guide["games"], lab["games"]}
    check_part_1(text, guide)
    check_part_2(text)
    check_relation(text, guide, lab)
    check_power(text)
    check_part_3(text)
    check_homework(text)


def test_every_sentence_of_the_guide_that_reads_a_number_says_what_the_number_says(fresh):
    check_guide(_read(GUIDE), fresh)


def test_the_design_lab_reads_its_first_player_figure_and_the_guides(fresh):
    guide, lab = fresh["first_player"], fresh["lab_first_player"]
    text = _read(LAB)
    assert check_advantage_readings(text, {guide["games"]: guide, lab["games"]: lab}) == {guide["games"], lab["games"]}
    check_relation(text, guide, lab, here="lab")


WRONG_WORDS = [  # (a sentence's words, wrong ones): each must make the guide's check fail
    ("games (95% interval 36.6% to 50.2%): below 50%", "games (95% interval 36.6% to 50.2%): above 50%"),
    ("is inside the interval, so these games cannot", "is outside the interval, so these games cannot"),
    ("these games show a first-player handicap", "these games show a first-player advantage"),
    ("second player then winning 63.4%", "second player then winning 36.6%"),
    ("4 times the games, 0.52 of the width", "4 times the games, 0.71 of the width"),
    ("of the width (13.6 points against 26.2)", "of the width (26.2 points against 13.6)"),
    ("so the lab's figure is the more precise", "so the guide's figure is the more precise"),
    ("plus 200 more", "plus 400 more"),
    ("about half the time", "about 4 times in 5"),
    ("The intervals of 20 and 25 sesterces overlap", "The intervals of 20 and 25 sesterces do not overlap"),
    ("which holds 0", "which leaves out 0"),
    ("intervals of 15 and 25 do not overlap", "intervals of 15 and 25 overlap"),
    ("show it from 15 to 20 and", "show it from 20 to 25 and"),
    ("the intervals overlap, so 200 games", "the intervals do not overlap, so 200 games"),
]


def test_a_wrong_word_in_the_labs_reading_fails_its_check(fresh):
    guide, lab = fresh["first_player"], fresh["lab_first_player"]
    text = _read(LAB)
    for right, wrong in (("49.8%): below 50%, and so", "49.8%): above 50%, and so"),
                         ("so the lab's figure is the more precise", "so the guide's figure is the more precise")):
        assert right in text, f"the lab no longer says {right!r}"
        with pytest.raises(AssertionError):
            wrong_text = text.replace(right, wrong)
            check_advantage_readings(wrong_text, {guide["games"]: guide, lab["games"]: lab})
            check_relation(wrong_text, guide, lab, here="lab")


@pytest.mark.parametrize("right, wrong", WRONG_WORDS, ids=[wrong for _, wrong in WRONG_WORDS])
def test_a_wrong_word_in_a_reading_fails_the_check(fresh, right, wrong):
    text = _read(GUIDE)
    assert text.count(right) == 1, f"the guide no longer says {right!r}: update WRONG_WORDS"
    with pytest.raises(AssertionError):
        check_guide(text.replace(right, wrong), fresh)


def _detected(advantage: float, games: int, runs: int, rng: random.Random) -> float:
    """The share of ``runs`` coin-toss experiments whose 95% interval leaves out 0.5."""
    found = 0
    for _ in range(runs):
        low, high = metrics.wilson(sum(rng.random() < advantage for _ in range(games)), games)
        found += low > 0.5
    return found / runs


def test_power_matches_experiments_with_a_biased_coin():
    rng = random.Random(3)
    assert metrics.power(0.52, 2500) == pytest.approx(0.52, abs=0.01)
    assert _detected(0.52, 2500, 400, rng) == pytest.approx(metrics.power(0.52, 2500), abs=0.08)
    needed = metrics.games_for_power(0.52)
    assert 4800 < needed < 5000
    assert _detected(0.52, needed, 300, rng) == pytest.approx(0.8, abs=0.08)


@pytest.mark.parametrize("call, words", [
    (lambda: metrics.power(1.2, 100), "advantage must be a share of the games between 0 and 1, not 1.2"),
    (lambda: metrics.power(0.6, 0), "games must be a positive whole number, not 0"),
    (lambda: metrics.games_for_power(0.5), "no number of games detects no difference"),
    (lambda: metrics.games_for_power(0.55, power=80), "power must be a share"),
])
def test_power_refuses_what_is_not_a_share(call, words):
    with pytest.raises(ValueError, match=words):
        call()
