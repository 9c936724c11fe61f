"""No text cut, none small (issue 45): in JupyterLab's default layout (1280x800, the file browser
open), at every decision of a whole game at 2 and at 4 players of each game (one human against
bots, by random legal clicks, now and then a provoked refusal), and at each step of a lesson
with a refusal beside the lesson's note, no text the board shows is cut or small:

- no element that clips its text (overflow other than visible, or text-overflow: ellipsis)
  holds text wider than its box (scrollWidth > clientWidth), nor, where it clips downwards,
  taller (a line clamp): the bar's status line, messages, buttons and tabs hold their words;
- no SVG text ends with an ellipsis (fitText cut it);
- no text is drawn under 12 px (textsOf: HTML text by its computed size, SVG text by its font
  size times its SVG's scale on the screen).

One page per game (support.board_notebook): its 2-player, 4-player and lesson boards in one
notebook, in the session's JupyterLab. The notebook is written through the server's contents
API, so notebooks/ stays as it is.
"""

import time

import pytest
from support.board_clicks import look, play, random_pick, refuse_now_and_then, take_lesson_step
from support.board_notebook import board_notebook

pytestmark = pytest.mark.browser

GAMES = ["porta_nigra", "carpe_diem", "magna_roma"]
LEAST_PX = 12
# players -> the bots' seats (one human, so a whole game is a few hundred clicks)
BOTS = {2: "{1: 'greedy'}", 4: "{1: 'random', 2: 'random', 3: 'random'}"}
# A lesson of three steps, each the first legal move, its texts as long as a tutorial's.
LESSON = ("trial, steps = game.copy(), []\n"
          "for n in range(3):\n"
          "    move = trial.legal_actions()[0]\n"
          "    steps.append(tw.Step(f'{trial.describe(move)}: the move this step asks for, told in words as long'\n"
          "                         ' as a tutorial step tells it.', move,\n"
          "                         after='A red buy icon buys only from the red market stall, as the lesson says.'))\n"
          "    trial.apply(move)\n"
          "tw.{game}.Board(game, steps=steps, teacher=True)")

# Every text the board shows that is cut: [what cuts it, its class, its text]. An HTML element
# that clips (overflow, ellipsis) with text wider than its box, or, clipping downwards, taller;
# an SVG text that fitText ended with an ellipsis. Folded content and screen-reader text are not
# shown, so not counted.
CUT = """(b) => {
  const win = b.ownerDocument.defaultView;
  const hidden = (el) => el.closest('details:not([open]) > :not(summary), .tw-sr, title, style');
  const shown = (el) => { const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && win.getComputedStyle(el).visibility !== 'hidden'; };
  const name = (el) => `${el.tagName.toLowerCase()}.${el.getAttribute('class') || ''}`;
  const text = (el) => el.textContent.replace(/\\s+/g, ' ').trim().slice(0, 60);
  const cut = [];
  for (const el of b.querySelectorAll('*')) {
    if (el.namespaceURI !== 'http://www.w3.org/1999/xhtml' || !el.textContent.trim() || hidden(el)) continue;
    const cs = win.getComputedStyle(el);
    const clipsX = cs.overflowX !== 'visible' || cs.textOverflow === 'ellipsis';
    const clipsY = cs.overflowY === 'hidden' || cs.overflowY === 'clip';
    if (!(clipsX || clipsY) || !shown(el)) continue;
    if (clipsX && el.scrollWidth > el.clientWidth + 1) cut.push(['wide', name(el), text(el)]);
    else if (clipsY && el.scrollHeight > el.clientHeight + 1) cut.push(['tall', name(el), text(el)]);
  }
  for (const t of b.querySelectorAll('svg text')) {
    if (!hidden(t) && t.textContent.trim().endsWith('…') && shown(t)) cut.push(['fitText', 'svg text', text(t)]);
  }
  return cut;
}"""
EXTRA = f"(b) => ({CUT})(b)"
OPTIONS = {"top": True, "min_text": LEAST_PX, "extra": EXTRA}


def text_problems(now: dict, where: str) -> dict[str, str]:
    """What a look (OPTIONS) found cut or small at a decision: each problem -> where."""
    if not now["deciding"]:
        return {}
    small = [f"{text!r} is drawn at {px} px" for text, px in now["layout"]["small"]]
    return dict.fromkeys(small + [f"cut ({how}) {name}: {text!r}" for how, name, text in now["extra"]], where)


@pytest.fixture(params=GAMES)
def game(request, browser, jupyter_lab):
    """A game's page: its 2-player and 4-player boards against bots and a lesson board."""
    name = request.param
    boards = {f"{players}p": (f"tw.{name}.new_game(players={players}, seed={players + 10}, first_player=0)",
                              f"tw.{name}.Board(game, bots={bots})") for players, bots in BOTS.items()}
    boards["lesson"] = (f"tw.{name}.new_game(players=2, seed=2026, first_player=0)", LESSON.replace("{game}", name))
    with board_notebook(browser, jupyter_lab, f"whole_texts_{name}.ipynb", boards) as opened:
        opened.name = name
        yield opened


def test_no_text_is_cut_or_small_at_any_decision_of_a_whole_game(game, artifacts):
    page, problems, shots = game.page, {}, set()
    for players in BOTS:
        started, index, decisions, refusals = time.monotonic(), game.index(f"{players}p"), [0], []

        def check(now, kind, players=players, index=index, decisions=decisions, refusals=refusals):
            if not now["deciding"]:
                return None
            decisions[0] += 1
            found = text_problems(now, f"{players} players, decision {decisions[0]} ({kind})")
            if found and players not in shots:
                shots.add(players)
                page.screenshot(path=str(artifacts / f"whole_texts_{game.name}_{players}p_problem_1280x800.png"))
            problems.update({p: w for p, w in found.items() if p not in problems})
            refused = refuse_now_and_then(page, index, decisions[0], refusals,
                                          artifacts / f"whole_texts_{game.name}_{players}p_refusal_1280x800.png",
                                          every=9, to_top=True, **OPTIONS)
            if refused:
                found = text_problems(refused, f"{players} players, a refusal at decision {decisions[0]}")
                problems.update({p: w for p, w in found.items() if p not in problems})
            return refused

        play(page, index, random_pick(players), check, limit=1500, **OPTIONS)
        assert refusals, "no refusal was provoked"
        print(f"\n{game.name}, {players} players: {decisions[0]} decisions, {len(refusals)} refusals,"
              f" {time.monotonic() - started:.0f} s")
    found = lesson_problems(page, game.index("lesson"), artifacts / f"whole_texts_{game.name}_lesson_1280x800.png")
    problems.update({p: w for p, w in found.items() if p not in problems})
    listed = [f"{where}: {problem}" for problem, where in problems.items()]
    assert listed == [], "\n".join(listed[:60]) + f"\n({len(listed)} texts cut or small)"
    assert page.js_errors == [], page.js_errors


def lesson_problems(page, index: int, shot) -> dict[str, str]:
    """A lesson's steps, each followed by a refusal: the lesson's note and the refusal share the
    message line, and the lesson's step is in its row; none cut or small."""
    problems = text_problems(look(page, index, **OPTIONS), "the lesson's first step")
    for step in range(3):
        take_lesson_step(page, index)
        refused = refuse_now_and_then(page, index, 0, [], shot, to_top=True, **OPTIONS)
        assert refused and refused["error"], "no refusal was provoked beside the lesson's note"
        problems = text_problems(refused, f"the lesson after step {step + 1}, with a refusal") | problems
    return problems
