"""One spelling of "honour" in everything the project says in its own words (issue 45).

The clean English rulebook spells "honor", its scan "honour"; the project writes "honour"
(as it writes "colour"). The American spelling stays only inside quotes from the rulebook:
a rule's ``quote``, a quoted line of docs/rules.md (``> ...``) and a tutorial's “...”.
"""

import json
import random
import re

import pytest
from support.notebooks import REPO, shipped_notebooks

import tabletop_widgets as tw
from tabletop_widgets.core.saves import words_of
from tabletop_widgets.porta_nigra.rulebook import RULES

OTHER = re.compile(r"\bhonor", re.IGNORECASE)  # "honour" does not match: the word goes on with "u"
QUOTED = re.compile(r"“[^”]*”")


def other_spelling(texts):
    return [t for t in texts if isinstance(t, str) and OTHER.search(t)]


def test_the_scan_catches_the_other_spelling():
    assert other_spelling(["Honor cards", "one honor card", "Honors"]) == ["Honor cards", "one honor card", "Honors"]
    assert other_spelling(["Honour cards", "honour-once-per-turn", QUOTED.sub("", "buy “1 honor card” a turn")]) == []


def test_rule_titles_and_rulings_say_honour():
    assert other_spelling(r.title for r in RULES.values()) == []
    assert other_spelling(r.ruling for r in RULES.values()) == []


def test_refusals_view_and_choices_of_a_game_say_honour():
    """Every word a board shows over a random game: the views, the choices in words, and the
    refusals of every action that was legal a move before (and of buying honour cards)."""
    rng = random.Random(3)
    game = tw.porta_nigra.new_game(players=2, seed=3)
    said, earlier = [], []
    for _ in range(300):
        if game.is_over:
            break
        legal = game.legal_actions()
        said += words_of(game.view(game.current_player))
        said += [game.describe(a) for a in legal]
        said += [game.why_illegal(a) for a in earlier if a not in legal]
        said += [game.why_illegal({"type": "honour", "card": c}) for c in game.state["honour_display"][:3]]
        earlier = legal
        game.apply(rng.choice(legal))
    said += [*words_of(game.view(None)), game.summary()]
    assert len(said) > 1000
    assert other_spelling(said) == []


SOURCES = [*sorted((REPO / "tabletop_widgets").rglob("*.py")), *sorted((REPO / "js").glob("*.js")),
           *sorted((REPO / "tools").glob("*.py"))]


@pytest.mark.parametrize("path", [p for p in SOURCES if p.name != "rulebook.py"], ids=lambda p: p.name)
def test_source_says_honour(path):
    """The code's own words (a rulebook.py holds the quotes; its titles and rulings are checked above)."""
    assert other_spelling(path.read_text(encoding="utf-8").splitlines()) == []


def test_docs_and_tutorials_say_honour_outside_quotes():
    lines = [line for line in (REPO / "docs" / "rules.md").read_text(encoding="utf-8").splitlines()
             if not line.startswith(">")]
    lines += (REPO / "README.md").read_text(encoding="utf-8").splitlines()
    for path in shipped_notebooks():
        for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
            lines.append(QUOTED.sub("", "".join(cell["source"])))
            for output in cell.get("outputs", []):
                lines += words_of(output.get("text", "") if "text" in output else output.get("data", {}))
    assert other_spelling(lines) == []
