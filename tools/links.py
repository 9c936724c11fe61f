"""The notebooks the project ships, and where each one opens: Binder and the JupyterLite site.

    python tools/links.py          # rewrite README.md's badges, notebook table and Voila address

Discovered, not listed: a new game's tutorials (notebooks/<game>/<game>_<n>_<topic>.ipynb,
see tutorial_name) appear in the README, the start-here notebook (tools/make_start_here.py),
the site and its test as soon as they are committed. Used by tools/make_start_here.py,
tools/build_lite.py, the tutorials' writers and the tests.
"""

from __future__ import annotations

import importlib.util
import json
import posixpath
import re
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
NOTEBOOKS = REPO / "notebooks"
START_HERE = "00_start_here.ipynb"
PRESENT = "present.ipynb"  # one board against a bot, made for Voila


def _addresses():
    """tabletop_widgets/core/addresses.py, the one place for the public addresses, loaded
    from this checkout as a file (the tools run without the package installed)."""
    spec = importlib.util.spec_from_file_location("_tw_addresses", REPO / "tabletop_widgets/core/addresses.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


addresses = _addresses()
binder_url, site_url = addresses.binder_url, addresses.site_url



def markers(name: str) -> tuple[str, str]:
    """The comments around a block of README.md this script writes."""
    return f"<!-- {name}: written by tools/links.py -->", f"<!-- /{name} -->"


README_START, README_END = markers("notebook-links")


def shipped_files() -> list[Path]:
    """Files under notebooks/ the project ships: git-tracked (a learner's own notebook or a
    checkpoint is never one), or, outside a git checkout, everything but caches."""
    try:
        listed = subprocess.run(["git", "ls-files", "-z", "--", "notebooks"], cwd=REPO, check=True,
                                capture_output=True, text=True).stdout.split("\0")
        files = [REPO / f for f in listed if f]
    except (OSError, subprocess.CalledProcessError):
        files = [p for p in NOTEBOOKS.rglob("*")
                 if ".ipynb_checkpoints" not in p.parts and "__pycache__" not in p.parts]
    return sorted(p for p in files if p.is_file())


def _notebooks() -> list[str]:
    return [p.relative_to(NOTEBOOKS).as_posix() for p in shipped_files() if p.suffix == ".ipynb"]


def tutorial_name(game: str, number: int, topic: str) -> str:
    """A tutorial's file name without ".ipynb", e.g. "porta_nigra_1_setup": its game first,
    because JupyterLab's (and JupyterLite's) tab shows the file name, cut at its end when
    long: two games' tutorials open side by side must never read the same (issue 51)."""
    return f"{game}_{number}_{topic}"


def tutorial_number(path: str) -> int | None:
    """The part number of the tutorial at ``path`` (relative to notebooks/, e.g. 1 for
    "porta_nigra/porta_nigra_1_setup.ipynb"), or None if ``path`` is not one."""
    parts = path.split("/")
    if len(parts) != 2:
        return None
    match = re.fullmatch(rf"{re.escape(parts[0])}_(\d+)_\w+\.ipynb", parts[1])
    return int(match[1]) if match else None


def tutorials() -> dict[str, list[str]]:
    """{game folder: [its tutorial notebooks, in order]}, e.g.
    {"porta_nigra": ["porta_nigra/porta_nigra_1_setup.ipynb", ...]}."""
    games: dict[str, list[str]] = {}
    for path in _notebooks():
        if tutorial_number(path) is not None:
            games.setdefault(path.split("/")[0], []).append(path)
    return {game: sorted(paths, key=tutorial_number) for game, paths in sorted(games.items())}


def others() -> list[str]:
    """The notebooks beside the tutorials (the design lab, ...), start-here excluded."""
    return [p for p in _notebooks() if "/" not in p and p != START_HERE]


def every_notebook() -> list[str]:
    """Start-here, every game's tutorials, then the rest: every notebook a link should reach."""
    return [START_HERE, *(p for paths in tutorials().values() for p in paths), *others()]


def game_name(folder: str) -> str:
    return folder.replace("_", " ").title()


def title(path: str) -> str:
    """A notebook's title: its first heading."""
    if not (NOTEBOOKS / path).is_file():
        return Path(path).stem.replace("_", " ")
    nb = json.loads((NOTEBOOKS / path).read_text(encoding="utf-8"))
    for cell in nb["cells"]:
        if cell["cell_type"] == "markdown":
            match = re.search(r"^#\s+(.+)$", "".join(cell["source"]), re.M)
            if match:
                return match.group(1).strip()
    return Path(path).stem.replace("_", " ")


def table(local: bool) -> str:
    """A markdown table of every notebook with its Binder and site links; ``local`` adds a
    column that opens it where the reader already is (the start-here notebook). Until the
    project is published, a sentence before it says the links do not open yet."""
    note = "" if addresses.PUBLISHED else f"*{addresses.not_yet_published()}*\n\n"
    head = note + "| notebook | " + ("open here | " if local else "") + "Binder | in your browser |\n"
    head += "| --- | " + ("--- | " if local else "") + "--- | --- |\n"
    rows = []
    for path in every_notebook():
        name = title(path)
        if "/" in path and not name.startswith(game_name(path.split("/")[0])):
            name = f"{game_name(path.split('/')[0])}: {name}"
        cells = [name]
        if local:
            cells.append(f"[open]({path})")
        cells += [f"[Binder]({binder_url(path)})", f"[JupyterLite]({site_url(path)})"]
        rows.append("| " + " | ".join(cells) + " |")
    return head + "\n".join(rows) + "\n"


def in_the_site(text: str, notebook: str) -> str:
    """``text`` (a markdown cell of ``notebook``) as the site shows it: its links to the public
    site's notebooks become links to the site's own copies, relative to ``notebook``'s folder
    (JupyterLab opens them in the same page; the public site may be another one, or none)."""
    here = posixpath.dirname(notebook) or "."
    prefix = re.escape(site_url(""))
    return re.sub(rf"\]\({prefix}([^)\s]+\.ipynb)\)", lambda m: f"]({posixpath.relpath(m[1], here)})", text)


def badges() -> str:
    """README's top badges: Binder and the site, each opening the start-here notebook; until
    the project is published, the sentence that says they do not open yet follows them."""
    text = (f"[![Launch on Binder]({addresses.BINDER_BADGE})]({binder_url(START_HERE)})\n"
            f"[![Try it in your browser with JupyterLite]({addresses.SITE_BADGE})]({site_url(START_HERE)})\n")
    return text if addresses.PUBLISHED else text + f"\n*{addresses.not_yet_published()}*\n"


def voila_on_binder() -> str:
    """README's sentence on Voila on Binder (a bullet's continuation, hence the indent)."""
    note = "" if addresses.PUBLISHED else " (not published yet: this address does not open until then)"
    return (f"  `{addresses.voila_url(PRESENT)}`\n"
            "  presents `present.ipynb`, the board against a bot; any notebook's path works the same\n"
            f"  way{note}.\n")


# README's blocks this script writes, each between its markers.
README_BLOCKS = {"badges": badges, "notebook-links": lambda: "\n" + table(local=False) + "\n",
                 "voila-on-binder": voila_on_binder}


def readme_text(text: str) -> str:
    """``text`` (README.md) with every block of README_BLOCKS written anew."""
    for name, write in README_BLOCKS.items():
        begin, end = markers(name)
        start, stop = text.index(begin), text.index(end)
        indent = text[text.rindex("\n", 0, start) + 1:start]  # a block inside a list item keeps its indent
        text = text[:start] + begin + "\n" + write() + indent + text[stop:]
    return text


def write_readme(readme: Path = REPO / "README.md") -> bool:
    """Rewrite README's blocks; True if README.md changed."""
    text = readme.read_text(encoding="utf-8")
    new = readme_text(text)
    if new != text:
        readme.write_text(new, encoding="utf-8")
    return new != text


if __name__ == "__main__":
    print("README.md", "updated" if write_readme() else "already up to date")
    sys.exit(0)
