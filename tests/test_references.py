"""Every document the repository refers to is in the repository: a clone has no design notes,
rulings file or rulebook texts beside it (the rulings are docs/rulings.md; the rulebooks are
cited by game and section, never by file). Relative Markdown links resolve to tracked files,
and a citation of a section ("docs/rulings.md, 'Seal tiles'") names a heading that exists.
A shipped notebook links to nothing outside notebooks/: Binder and the JupyterLite site serve
that folder alone."""

import functools
import json
import posixpath
import re
import subprocess
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent

# Built from parts, so that this file does not name what it looks for.
OUTSIDE = re.compile("|".join([
    r"\b(?:RULINGS|DESIGN|JUPYTERLITE)" + r"\.md\b",  # the design notes beside the project
    r"(?<![\w.])shared" + "/",  # the folder that holds them
    r"\b(?:porta_nigra|carpe_diem|magna_roma)_(?:en|fr|en_scan)" + r"\.txt\b",  # the rulebook texts
]))
DOCS_WITH_LINKS = ["README.md", "js/README.md", "benchmarks/README.md"]
LINK = re.compile(r"!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
FENCE = re.compile(r"^```.*?^```", re.M | re.S)
CODE = re.compile(r"`[^`\n]*`")
# A section cited as: docs/rulings.md, "Seal tiles" or README, "The rules contract" (across a
# line break too).
CITATION = re.compile(r"""(docs/rulings\.md|js/README\.md|README)(?:\.md)?,\s*["'“]([^"'”]+)["'”]""")
CITED_FILE = {"docs/rulings.md": "docs/rulings.md", "js/README.md": "js/README.md", "README": "README.md"}


def tracked() -> list[str]:
    out = subprocess.run(["git", "ls-files", "-z"], cwd=REPO, check=True, capture_output=True, text=True).stdout
    return [p for p in out.split("\0") if p and (REPO / p).is_file()]


# In a notebook: markdown links and reference definitions, and HTML's href and src.
NOTEBOOK_LINK = re.compile(r"""\]\(\s*<?([^)\s>]+)|^\s{0,3}\[[^\]]+\]:\s*<?([^\s>]+)"""
                           r"""|\b(?:href|src)\s*=\s*["']?([^"'\s>]+)""", re.M | re.I)


def text_of(path: str) -> str:
    return (REPO / path).read_bytes().decode("utf-8", errors="ignore")


@functools.cache
def headings(path: str) -> list[str]:
    return [" ".join(m.split()) for m in re.findall(r"^#+\s+(.+?)\s*$", text_of(path), re.M)]


FILES = tracked()


def test_this_check_finds_what_it_looks_for():
    """The patterns match the names they are for (else the tests below pass vacuously)."""
    names = ["see RULINGS" + ".md", "(DESIGN" + ".md, front end)", "JUPYTERLITE" + ".md", "../shared" + "/rules",
             "rules/carpe_diem_en" + ".txt", "porta_nigra_fr" + ".txt", "porta_nigra_en_scan" + ".txt"]
    assert all(OUTSIDE.search(n) for n in names)
    assert not any(OUTSIDE.search(n) for n in ["docs/rulings.md", "js/shared.js", "the shared harness"])
    assert LINK.findall("[a](docs/x.md) ![b](y.png) [c](https://z)") == ["docs/x.md", "y.png", "https://z"]
    assert CITATION.findall('(docs/rulings.md,\n    "Seal tiles")') == [("docs/rulings.md", "Seal tiles")]
    assert len(FILES) > 100 and "docs/rulings.md" in FILES
    assert links_out("notebooks/porta_nigra/01.ipynb", '[a](../../docs/rules.md#x) [b](02.ipynb) [c](#top)\n'
                     '[d]: ../../x.md\n<a href="/files/y">e</a> <img src=../../z.png> [f](https://g)') == [
        "../../docs/rules.md#x", "../../x.md", "/files/y", "../../z.png"]


def links_out(notebook: str, text: str) -> list[str]:
    """The targets of links in ``text`` (from ``notebook``) that resolve outside notebooks/."""
    out = []
    for target in ("".join(groups) for groups in NOTEBOOK_LINK.findall(text)):
        if re.match(r"[a-z][a-z0-9+.-]*:|#", target, re.I):  # an address (https:, attachment:) or an anchor
            continue
        resolved = posixpath.normpath(posixpath.join(posixpath.dirname(notebook), target.split("#")[0]))
        if not resolved.startswith("notebooks/"):
            out.append(target)
    return out


def test_no_tracked_file_refers_to_a_document_outside_the_repository():
    found = []
    for path in FILES:
        text = text_of(path)
        if not OUTSIDE.search(text):
            continue
        for number, line in enumerate(text.splitlines(), 1):
            if OUTSIDE.search(line):
                found.append(f"{path}:{number}: {OUTSIDE.search(line)[0]}")
    assert not found, "files that cite documents a clone does not have (cite docs/rulings.md):\n" + "\n".join(found)


@pytest.mark.parametrize("doc", DOCS_WITH_LINKS + sorted(p for p in FILES if re.fullmatch(r"docs/[^/]+\.md", p)))
def test_relative_markdown_links_resolve_to_tracked_files(doc):
    text = CODE.sub("", FENCE.sub("", text_of(doc)))
    broken = []
    for target in LINK.findall(text):
        if re.match(r"[a-z][a-z0-9+.-]*:|#", target):  # an address (https:, mailto:) or an anchor here
            continue
        resolved = posixpath.normpath(posixpath.join(posixpath.dirname(doc), target.split("#")[0]))
        if resolved not in FILES and not any(f.startswith(resolved + "/") for f in FILES):  # a file or a folder
            broken.append(target)
    assert not broken, f"{doc} links to files that are not tracked: {broken}"


def test_every_cited_section_exists():
    """'docs/rulings.md, "Seal tiles"' in a docstring or a component's provenance names a
    heading of that document (the headings are stable: renaming one breaks its citations)."""
    missing = []
    for path in FILES:
        for where, title in CITATION.findall(text_of(path)):
            title = " ".join(title.split())
            if not any(h == title or h.startswith(title + " (") for h in headings(CITED_FILE[where])):
                missing.append(f"{path}: {where}, {title!r}")
    assert not missing, "citations of sections that do not exist:\n" + "\n".join(missing)


def test_no_shipped_notebook_links_outside_the_notebooks_folder():
    """Binder (its server rooted at notebooks/) and the JupyterLite site (which ships notebooks/
    only) cannot open a file beside that folder, offline neither: a notebook's markdown and its
    HTML or markdown outputs link only within it (rules are quoted, not linked: make_rules_doc)."""
    found = []
    for path in (p for p in FILES if p.startswith("notebooks/") and p.endswith(".ipynb")):
        for number, cell in enumerate(json.loads(text_of(path))["cells"]):
            texts = ["".join(cell["source"])] if cell["cell_type"] == "markdown" else [
                "".join(output.get("data", {}).get(mime, "")) for output in cell.get("outputs", [])
                for mime in ("text/html", "text/markdown")]
            found += [f"{path}, cell {number}: {target}" for text in texts for target in links_out(path, text)]
    assert not found, "notebook links that Binder and the JupyterLite site cannot follow:\n" + "\n".join(found)
