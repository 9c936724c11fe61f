"""The colours that carry meaning, read where they are defined, against WCAG 2.2 AA and red-green
colour blindness (issue 34).

- Contrast: WCAG 2.2 relative luminance; text at least 4.5:1 on its background (1.4.3), and
  seat, brick and tile colours at least 3:1 (1.4.11) against the board's background, or,
  where a light colour cannot be (a white or yellow seat, a white brick), against INK, the
  outline and letter drawn on it.
- Colour blindness: each colour simulated for protanopia and deuteranopia with the matrices
  of Machado, Oliveira and Fernandes (2009) at severity 1.0, applied in linear RGB; every pair
  of a game's seat colours, and of its brick or tile colours, keeps a CIEDE2000 difference of
  at least 10. About 2 is just noticeable for large patches side by side; pieces on a board are
  small and apart and must be told apart at a glance, not compared, so the bar is set at
  several times that (the letters and initials drawn on them are the second cue).
"""

import itertools
import math
import re
from pathlib import Path

import pytest

from tabletop_widgets.carpe_diem import rules as cd_rules
from tabletop_widgets.magna_roma import rules as mr_rules
from tabletop_widgets.porta_nigra import rules as pn_rules

JS = Path(__file__).resolve().parents[1] / "js"
HEX = r"#[0-9a-fA-F]{6}"


def js_source(name: str) -> str:
    return (JS / name).read_text(encoding="utf-8")


def js_const(source: str, name: str) -> str:
    found = re.search(rf'export const {name} = "({HEX})"', source)
    assert found, f"{name} not found"
    return found.group(1)


def js_table(source: str, name: str) -> dict[str, list[str]]:
    """A board's colour table `const NAME = { key: ["#fill", "#other", ...], ... };` as key -> its colours."""
    body = re.search(rf"const {name} = \{{(.*?)\}};", source, re.S)
    assert body, f"{name} not found"
    return {key: re.findall(HEX, row) for key, row in re.findall(r"(\w+): \[([^\]]*)\]", body.group(1))}


def css_rule(source: str, selector: str) -> str:
    found = re.search(re.escape(selector) + r" \{(.*?)\}\n", source, re.S)  # a rule ends its line
    assert found, f"CSS rule {selector} not found"
    return found.group(1)


def css_colour(rule: str, prop: str) -> str:
    found = re.search(rf"(?<![-\w]){prop}: ({HEX})", rule)
    assert found, f"{prop} not in {rule!r}"
    return found.group(1)


# ---------------------------------------------------------------- colour science

def srgb(hexs: str) -> list[float]:
    return [int(hexs[i:i + 2], 16) / 255 for i in (1, 3, 5)]


def linear(c: float) -> float:
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def encode(c: float) -> float:
    c = min(1.0, max(0.0, c))
    return 12.92 * c if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055


def luminance(hexs: str) -> float:
    r, g, b = (linear(c) for c in srgb(hexs))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: str, b: str) -> float:
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


# Machado et al. 2009, severity 1.0 (their table), for linear RGB.
MACHADO = {
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216), (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413), (-0.011820, 0.042940, 0.968881)),
}
VISIONS = ("normal", *MACHADO)


def simulate(hexs: str, vision: str) -> str:
    if vision == "normal":
        return hexs
    rgb = [linear(c) for c in srgb(hexs)]
    out = [sum(m * c for m, c in zip(row, rgb, strict=True)) for row in MACHADO[vision]]
    return "#" + "".join(f"{round(encode(c) * 255):02x}" for c in out)


def lab(hexs: str) -> tuple[float, float, float]:
    r, g, b = (linear(c) for c in srgb(hexs))
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t):
        return t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116
    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def ciede2000(lab1, lab2) -> float:
    """Sharma, Wu and Dalal (2005)'s formulation."""
    (L1, a1, b1), (L2, a2, b2) = lab1, lab2
    cbar = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(cbar ** 7 / (cbar ** 7 + 25 ** 7)))
    a1, a2 = a1 * (1 + g), a2 * (1 + g)
    c1, c2 = math.hypot(a1, b1), math.hypot(a2, b2)
    h1 = math.degrees(math.atan2(b1, a1)) % 360 if c1 else 0.0
    h2 = math.degrees(math.atan2(b2, a2)) % 360 if c2 else 0.0
    dl, dc = L2 - L1, c2 - c1
    dh = 0.0 if not c1 * c2 else (h2 - h1 if abs(h2 - h1) <= 180 else h2 - h1 - 360 if h2 > h1 else h2 - h1 + 360)
    dH = 2 * math.sqrt(c1 * c2) * math.sin(math.radians(dh / 2))
    lm, cm = (L1 + L2) / 2, (c1 + c2) / 2
    if not c1 * c2:
        hm = h1 + h2
    elif abs(h1 - h2) <= 180:
        hm = (h1 + h2) / 2
    else:
        hm = (h1 + h2 + 360) / 2 if h1 + h2 < 360 else (h1 + h2 - 360) / 2
    t = (1 - 0.17 * math.cos(math.radians(hm - 30)) + 0.24 * math.cos(math.radians(2 * hm))
         + 0.32 * math.cos(math.radians(3 * hm + 6)) - 0.20 * math.cos(math.radians(4 * hm - 63)))
    sl = 1 + 0.015 * (lm - 50) ** 2 / math.sqrt(20 + (lm - 50) ** 2)
    sc, sh = 1 + 0.045 * cm, 1 + 0.015 * cm * t
    rt = (-2 * math.sqrt(cm ** 7 / (cm ** 7 + 25 ** 7))
          * math.sin(math.radians(60 * math.exp(-(((hm - 275) / 25) ** 2)))))
    return math.sqrt((dl / sl) ** 2 + (dc / sc) ** 2 + (dH / sh) ** 2 + rt * (dc / sc) * (dH / sh))


def delta_e(a: str, b: str) -> float:
    return ciede2000(lab(a), lab(b))


# ---------------------------------------------------------------- the palette, where it lives

PALETTE = js_source("palette.js")
FRAME_CSS = js_source("styles.js")
INK, MUTED, PAPER = (js_const(PALETTE, n) for n in ("INK", "MUTED", "PAPER"))
BOARD_BG = css_colour(css_rule(FRAME_CSS, ".tw-board"), "background")
BRICKS = js_table(js_source("porta_nigra.js"), "BRICK")
MR_TILES = js_table(js_source("magna_roma_look.js"), "MR_COLOURS")
CD_SOURCE = js_source("carpe_diem_look.js")
# Carpe Diem's features drawn as bands on a tile's grass (a market, bakery or fountain is a disc
# in the middle: told apart by its shape and code), and the grass itself.
CD_FEATURES = {kind: colours[0] for kind, colours in js_table(CD_SOURCE, "KINDS").items()
               if kind not in ("market", "bakery", "fountain")}
CD_GRASS = re.search(rf'const GRASS = "({HEX})"', CD_SOURCE).group(1)

SEATS = {
    "Porta Nigra": list(pn_rules.SEAT_COLOURS),
    "Magna Roma": [mr_rules.SEAT_HEX[c] for c in mr_rules.SEAT_COLOURS],
    "Carpe Diem": list(cd_rules.SEAT_COLOURS),
}
TILES = {  # the fills that say what a brick or tile is (each also carries a letter)
    "Porta Nigra bricks": [BRICKS[c][0] for c in ("black", "blue", "red", "yellow", "white")],
    "Magna Roma tiles": [fill for fill, *_ in MR_TILES.values()],
    "Magna Roma roofs": [roof for _, roof, *_ in MR_TILES.values()],
    "Carpe Diem features and grass": [*CD_FEATURES.values(), CD_GRASS],
}


def test_the_colour_science_is_right():
    assert contrast("#ffffff", "#000000") == pytest.approx(21)
    assert contrast("#777777", "#ffffff") == pytest.approx(4.48, abs=0.01)  # WCAG's well-known grey
    # Sharma et al.'s test data, pairs 1 and 17.
    assert ciede2000((50, 2.6772, -79.7751), (50, 0, -82.7485)) == pytest.approx(2.0425, abs=1e-4)
    assert ciede2000((50, 2.5, 0), (73, 25, -18)) == pytest.approx(27.1492, abs=1e-4)
    # Machado's protanope sees pure red as a dark olive, and keeps white white.
    assert simulate("#ffffff", "protanopia") == "#ffffff"
    r, g, b = srgb(simulate("#ff0000", "protanopia"))
    assert r < 0.5 and abs(r - g) < 0.15 and b < 0.1


TEXT_ON = [
    ("INK on PAPER", INK, PAPER),
    ("MUTED on PAPER", MUTED, PAPER),
    ("INK on the board", INK, BOARD_BG),
    ("MUTED on the board", MUTED, BOARD_BG),
    *[(f"the letter on a {c} brick", ink, fill) for c, (fill, ink) in BRICKS.items()],
    *[(f"INK on a {c} tile", INK, fill) for c, (fill, *_) in MR_TILES.items()],
    # carpe_diem_look.js draws a feature's code in INK or white, whichever contrasts more (textOn).
    *[(f"the code on a Carpe Diem {kind}", max((INK, "#ffffff"), key=lambda ink: contrast(ink, fill)), fill)
      for kind, fill in CD_FEATURES.items()],
]
# The frame's coloured text, on its background (the drop-down and a fold are white, the rest on the board).
for selector in (".tw-board .tw-error", ".tw-board .tw-lesson-note", ".tw-drop-error", ".tw-muted",
                 ".tw-fold-hot > summary::after", ".tw-lesson-count"):
    rule = css_rule(FRAME_CSS, selector)
    background = (css_colour(rule, "background") if "background" in rule
                  else "#ffffff" if selector.startswith((".tw-drop", ".tw-fold")) else BOARD_BG)
    TEXT_ON.append((selector, css_colour(rule, "color"), background))


@pytest.mark.parametrize("what, text, background", TEXT_ON, ids=[t[0] for t in TEXT_ON])
def test_text_has_aa_contrast(what, text, background):
    assert contrast(text, background) >= 4.5, f"{what}: {text} on {background} is {contrast(text, background):.2f}:1"


MEANING = [(f"{game} seat {i}", colour) for game, colours in SEATS.items() for i, colour in enumerate(colours)]
MEANING += [(f"{what} {i}", colour) for what, colours in TILES.items() for i, colour in enumerate(colours)]


@pytest.mark.parametrize("what, colour", MEANING, ids=[m[0] for m in MEANING])
def test_meaning_carrying_colours_stand_out(what, colour):
    """3:1 against the board, or, for a light colour, against the INK outline and letter drawn on it."""
    best = max(contrast(colour, BOARD_BG), contrast(colour, INK))
    assert best >= 3, (f"{what}: {colour} is {contrast(colour, BOARD_BG):.2f}:1 on the board, "
                       f"{contrast(colour, INK):.2f}:1 to INK")


SETS = {f"{game} seats": colours for game, colours in SEATS.items()} | TILES


@pytest.mark.parametrize("vision", VISIONS)
@pytest.mark.parametrize("name", list(SETS))
def test_colours_of_a_set_are_told_apart(name, vision):
    colours = SETS[name]
    close = [(a, b, round(delta_e(simulate(a, vision), simulate(b, vision)), 1))
             for a, b in itertools.combinations(colours, 2)
             if delta_e(simulate(a, vision), simulate(b, vision)) < 10]
    assert not close, f"{name} under {vision} vision: pairs closer than CIEDE2000 10: {close}"
