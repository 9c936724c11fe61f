"""README and the start-here notebook link every shipped notebook on Binder and on the
JupyterLite site (tools/links.py discovers them, so a new game's tutorials are included).
The public addresses have one place (tabletop_widgets/core/addresses.py); until the project
is published there the texts that show them say so, and the site links to its own copies.
On Binder the server's root is the notebooks folder (binder/postBuild), so the links' paths
are relative to it: a server started with that configuration opens each of them."""

import json
import os
import socket
import subprocess
import sys
import time
import urllib.parse
import urllib.request
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "tools"))
import links  # noqa: E402

NOTEBOOKS = links.every_notebook()


def test_every_game_folder_with_notebooks_counts_as_tutorials():
    assert "porta_nigra/porta_nigra_1_setup.ipynb" in NOTEBOOKS
    assert NOTEBOOKS[0] == links.START_HERE
    for path in NOTEBOOKS:
        assert (links.NOTEBOOKS / path).is_file()


def test_every_notebook_in_a_game_folder_carries_its_game_in_its_file_name():
    """JupyterLab's and JupyterLite's tab shows a notebook's file name (cut at its end when
    long): two games' tutorials once both read "01_setup.ipynb" (issue 51). Every shipped
    notebook under a game's folder starts with that folder's name and is one of its tutorials,
    so README and start-here link it; no two shipped notebooks share a file name."""
    shipped = [p for p in links.shipped_files() if p.suffix == ".ipynb"]
    in_games = [p.relative_to(links.NOTEBOOKS) for p in shipped if p.parent != links.NOTEBOOKS]
    assert len(in_games) >= 3, "no game's tutorials found"
    for path in in_games:
        assert path.name.startswith(path.parts[0] + "_"), f"{path.as_posix()}: name it for its game"
    tutorials = [p for paths in links.tutorials().values() for p in paths]
    assert sorted(p.as_posix() for p in in_games) == sorted(tutorials)
    names = [p.name for p in shipped]
    assert sorted({n for n in names if names.count(n) > 1}) == []


def test_a_tutorials_number_is_read_from_its_name_for_its_own_game_only():
    name = links.tutorial_name("porta_nigra", 10, "more")
    assert name == "porta_nigra_10_more"
    assert links.tutorial_number(f"porta_nigra/{name}.ipynb") == 10  # ordered as 10, after 9
    for path in ("porta_nigra/01_setup.ipynb", "carpe_diem/porta_nigra_1_setup.ipynb",
                 "porta_nigra_1_setup.ipynb", "porta_nigra/porta_nigra_1_setup.py"):
        assert links.tutorial_number(path) is None, path


def test_readme_blocks_are_up_to_date():
    """The badges, the notebook table and the Voila address are what tools/links.py writes."""
    text = (REPO / "README.md").read_text(encoding="utf-8")
    block = text[text.index(links.README_START):text.index(links.README_END)]
    assert links.table(local=False) in block, "run: python tools/links.py"
    assert links.readme_text(text) == text, "run: python tools/links.py"
    assert f"]({links.binder_url(links.START_HERE)})" in links.badges()
    assert f"]({links.site_url(links.START_HERE)})" in links.badges()
    assert links.addresses.voila_url(links.PRESENT) in links.voila_on_binder()
    assert (links.NOTEBOOKS / links.PRESENT).is_file()


@pytest.mark.parametrize("path", NOTEBOOKS)
def test_readme_and_start_here_link_the_notebook_on_binder_and_the_site(path):
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    nb = json.loads((links.NOTEBOOKS / links.START_HERE).read_text(encoding="utf-8"))
    start_here = "\n".join("".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "markdown")
    for where, text in (("README.md", readme), ("the start-here notebook", start_here)):
        assert f"({links.binder_url(path)})" in text, f"{where} has no Binder link to {path}"
        assert f"({links.site_url(path)})" in text, f"{where} has no JupyterLite link to {path}"
    assert f"[open]({path})" in start_here


def test_binder_and_site_links_open_the_notebook_path():
    """Paths are relative to the notebooks folder: the site ships it as its root, and on Binder
    it is the server's root (binder/postBuild; the next test starts such a server)."""
    first = "porta_nigra/porta_nigra_1_setup.ipynb"
    assert links.binder_url(first).endswith(f"?urlpath=lab/tree/{first}")
    assert links.addresses.voila_url("present.ipynb").endswith("?urlpath=voila/render/present.ipynb")
    assert links.site_url("00_start_here.ipynb").endswith("/lab/index.html?path=00_start_here.ipynb")


def urlpath_file(url: str, route: str) -> str:
    """The file a Binder link opens: its urlpath after ``route`` (e.g. "lab/tree/")."""
    urlpath = urllib.parse.parse_qs(urllib.parse.urlsplit(url).query)["urlpath"][0]
    assert urlpath.startswith(route), url
    return urlpath[len(route):]


@pytest.fixture(scope="module")
def binder_server(tmp_path_factory):
    """A Jupyter server configured as Binder's: binder/postBuild run into an empty config
    folder, the server started from elsewhere (Binder starts it in the repository's root; the
    default root would be where it starts). Yields (base URL, token)."""
    home = tmp_path_factory.mktemp("binder")
    env = {**os.environ, "JUPYTER_CONFIG_DIR": str(home / ".jupyter"), "REPO_DIR": str(REPO)}
    subprocess.run([str(REPO / "binder" / "postBuild")], env=env, check=True, capture_output=True, timeout=60)
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    token = "binder-root-test"
    server = subprocess.Popen([sys.executable, "-m", "jupyter_server", "--no-browser", f"--port={port}",
                               "--ServerApp.ip=127.0.0.1", "--allow-root", f"--IdentityProvider.token={token}"],
                              cwd=home, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                urllib.request.urlopen(f"{base}/api/status?token={token}", timeout=2)
                break
            except OSError:
                assert server.poll() is None and time.monotonic() < deadline, "the Jupyter server did not start"
                time.sleep(0.3)
        yield base, token
    finally:
        server.terminate()
        server.wait(timeout=30)


def contents(server, path: str = "") -> dict:
    base, token = server
    with urllib.request.urlopen(f"{base}/api/contents/{urllib.parse.quote(path)}?token={token}", timeout=10) as r:
        return json.load(r)


def test_on_binder_the_file_browser_lists_the_notebooks_folder(binder_server):
    listed = {item["name"] for item in contents(binder_server)["content"]}
    shipped = {p.relative_to(links.NOTEBOOKS).parts[0] for p in links.shipped_files()}
    assert shipped <= listed, "the server's root is not the notebooks folder"
    machinery = {"tests", "tools", "conftest.py", "pyproject.toml", "binder", "js", "notebooks"}
    assert not listed & machinery, f"the learner's file browser shows {sorted(listed & machinery)}"


@pytest.mark.parametrize("path", NOTEBOOKS)
def test_binder_links_open_a_notebook_of_that_server(binder_server, path):
    for url, route in ((links.binder_url(path), "lab/tree/"), (links.addresses.voila_url(path), "voila/render/")):
        opened = contents(binder_server, urlpath_file(url, route))
        assert opened["type"] == "notebook" and opened["path"] == path, url


def test_the_public_addresses_have_one_place():
    """No other file of the package or the tools spells out Binder's or the site's address."""
    addresses = REPO / "tabletop_widgets" / "core" / "addresses.py"
    assert links.addresses.__file__ == str(addresses)
    for path in [*(REPO / "tabletop_widgets").rglob("*.py"), *(REPO / "tools").glob("*.py")]:
        if path != addresses:
            text = path.read_text(encoding="utf-8")
            for host in ("mybinder.org", "github.io", "github.com/tabletop-widgets"):
                assert host not in text, f"{path.relative_to(REPO)} names {host}: use core/addresses.py"


def test_unpublished_addresses_say_so_and_the_install_hint_works_from_a_clone():
    from tabletop_widgets.core import addresses, needs

    assert needs.addresses is addresses
    assert not addresses.PUBLISHED and not addresses.ON_PYPI, "published: update these tests and the texts"
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    assert addresses.not_yet_published() in readme
    assert links.table(local=True).startswith(f"*{addresses.not_yet_published()}*")
    hint = addresses.install_hint("lab")
    assert hint.startswith('pip install -e ".[lab]"') and "tabletop-widgets[" not in hint


@pytest.mark.parametrize("notebook, prefix",
                         [(links.START_HERE, ""), ("porta_nigra/porta_nigra_3_scoring.ipynb", "../")])
def test_inside_the_site_links_to_the_site_lead_to_its_own_notebooks(notebook, prefix):
    text = links.table(local=True)
    site = links.in_the_site(text, notebook)
    assert f"]({links.addresses.SITE}" not in site
    assert f"[JupyterLite]({prefix}magna_roma/magna_roma_2_turns.ipynb)" in site
    assert f"[Binder]({links.binder_url('magna_roma/magna_roma_2_turns.ipynb')})" in site  # Binder is elsewhere
