"""The project's public addresses, in one place: the repository, its JupyterLite site, Binder.

Used by the offline messages (core/needs.py) and by tools/links.py, which writes them into
README.md and the start-here notebook. Pure Python with no imports, so the tools load this
file from a checkout without installing the package.

None of these addresses exists yet: they are where the project will be published (a GitHub
repository, its GitHub Pages site built by .github/workflows/lite.yml, Binder on that
repository). Until PUBLISHED is True the texts that show them say so, and the install hint
is the one that works from a clone. Change the names here if the project is published
elsewhere, then run tools/links.py and tools/make_start_here.py.
"""

GITHUB = "tabletop-widgets/tabletop-widgets"  # owner/name on GitHub
REPOSITORY = f"https://github.com/{GITHUB}"
SITE = "https://tabletop-widgets.github.io/tabletop-widgets"  # GitHub Pages of the repository
BINDER = f"https://mybinder.org/v2/gh/{GITHUB}/HEAD"
PYPI_NAME = "tabletop-widgets"
BINDER_BADGE = "https://mybinder.org/badge_logo.svg"
SITE_BADGE = "https://jupyterlite.rtfd.io/en/latest/_static/badge.svg"

# Whether the repository, the site and Binder are online; and whether PYPI_NAME is on PyPI.
PUBLISHED = False
ON_PYPI = False

# On Binder the Jupyter server's root is the notebooks folder (binder/postBuild sets it, so
# the learner's file browser shows the notebooks only): the paths below are relative to it.


def binder_url(path: str) -> str:
    """Binder's JupyterLab with ``path`` (relative to notebooks/) open."""
    return f"{BINDER}?urlpath=lab/tree/{path}"


def voila_url(path: str) -> str:
    """Binder's Voila presenting ``path`` (relative to notebooks/) without its code."""
    return f"{BINDER}?urlpath=voila/render/{path}"


def site_url(path: str) -> str:
    """The JupyterLite site with ``path`` (relative to notebooks/) open."""
    return f"{SITE}/lab/index.html?path={path}"


def install_hint(extra: str = "lab") -> str:
    """The command that installs the package with ``extra``, from where it can be had."""
    if ON_PYPI:
        return f'pip install "{PYPI_NAME}[{extra}]"'
    where = f"a clone of {REPOSITORY}" if PUBLISHED else "a copy of the project's source"
    return f'pip install -e ".[{extra}]"  (in {where})'


def not_yet_published() -> str:
    """One plain sentence for texts that show the public addresses while PUBLISHED is False."""
    return (f"Not published yet: the Binder and JupyterLite links point where the project will be "
            f"published ({REPOSITORY} and its site {SITE}); until then they do not open. "
            "Meanwhile run the notebooks from the project's source, or build the site yourself "
            "(tools/build_lite.py).")
