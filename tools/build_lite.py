"""Build the JupyterLite site: the notebooks, playable in a browser with no server at all.

    python tools/build_lite.py DIR [--cache CACHE]

DIR becomes a static site (any web server, GitHub Pages, a USB stick with a local
server): JupyterLab as static files and the Pyodide kernel, whose Python (CPython compiled
to WebAssembly) runs in the visitor's browser. Its contents root mirrors notebooks/, so
``lab/index.html?path=00_start_here.ipynb`` opens the start-here notebook, with the kernel
started and this project's package importable: no install cell, no server.

Everything comes from the package registries at build time, nothing from anywhere when
the site runs (the boards and tutorials):

- the JupyterLab app, the kernel's extension and the widgets' front ends: the Python
  packages jupyterlite-core, jupyterlite-pyodide-kernel, anywidget and ipywidgets, which
  this script installs into a build-only virtualenv in the cache (beside JupyterLab, the
  kernel's extension would load into JupyterLab itself);
- the Pyodide runtime (pyodide.mjs, the WebAssembly CPython, its standard library):
  the npm package ``pyodide`` at the version the kernel targets (``npm pack``);
- the Python wheels the kernel and the boards import: pure-Python wheels from PyPI
  (``pip download``), the kernel's own shims from its extension, and this project's wheel
  built from the working tree (``pip wheel``).

Every wheel carries the bytecode of the modules a notebook's start imports (compiled by
the site's own Python, Pyodide in Node: tools/compile_wheels.mjs), so a new kernel imports
them without compiling them first. Files nothing in the site reads (jedi's stubs for packages
the site does not carry: UNREAD_FILES) are left out of their wheels, which a new kernel would
otherwise unpack every time.

The site carries its own ``pyodide-lock.json`` listing exactly the wheels it carries (name,
version, file, sha256, imports, dependencies), so Python never asks a CDN or PyPI for them.
The design lab's pandas and matplotlib (WebAssembly builds that exist only in the Pyodide
release) are listed with their CDN address: a deployed site with internet loads them when
the lab imports them; offline the lab's first cell says what it needs, and its saved tables
and plots stay readable in Markdown cells that Run All does not clear (saved_outputs_kept).

Downloads and the build's virtualenv are cached (default: build/lite-cache), so a rebuild
takes seconds. Needs: Python >= 3.10 with pip and venv, npm and Node (Debian: apt-get install npm).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
import zipfile
from email.parser import Parser
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import links  # tools/links.py: the notebooks the project ships

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
NOTEBOOKS = REPO / "notebooks"

# The kernel version fixes the Pyodide version: keep these three in step (and the
# pyproject "lite" extra). Pyodide 314.0.6 runs CPython 3.14.
KERNEL_VERSION = "0.8.6"
PYODIDE_VERSION = "314.0.6"
PYTHON_IN_BROWSER = "3.14"

# Pure-Python wheels from PyPI for the kernel (micropip, IPython, jedi, comm and their
# dependencies) and the boards (anywidget, ipywidgets, traitlets). Pinned: the set the
# site was tested with. Dependencies a browser kernel never imports are left out.
WHEELS = [
    "anywidget==0.11.0", "asttokens==3.0.2", "comm==0.2.3", "decorator==5.3.1", "executing==2.3.0",
    "ipython==9.12.0", "ipython_pygments_lexers==1.1.1", "ipywidgets==8.1.9", "jedi==0.20.1",
    "matplotlib_inline==0.2.2", "micropip==0.11.1", "packaging==26.3", "parso==0.8.7",
    "prompt_toolkit==3.0.53", "psygnal==0.16.1", "pure_eval==0.2.4", "pygments==2.21.0",
    "stack_data==0.6.3", "traitlets==5.16.1", "typing_extensions==4.16.0", "wcwidth==0.9.4",
]
# Files of a wheel nothing in the site ever reads, left out of its copy (and its RECORD): every
# new kernel unpacks every file of every preloaded wheel, one by one, into its memory.
# jedi 0.20's third-party stubs (4,314 files, 9.6 MB unpacked: 84% of its files with Django's) are
# never looked at: its stub map lists typeshed/stubs/<name>/__init__.pyi where typeshed keeps
# stubs/<distribution>/<module>/ (typeshed.py, _create_stub_map), so it maps none of them; Django's
# stubs serve only a Django the site cannot import. Completion keeps the standard library's stubs.
# Keyed by the pin: another version may read them (the build stops until this is checked again).
UNREAD_FILES = {"jedi==0.20.1": ("jedi/third_party/typeshed/stubs/", "jedi/third_party/django-stubs/")}
LEFT_OUT = {  # required by some wheel's metadata, never imported in the browser
    "widgetsnbextension", "jupyterlab-widgets",  # the classic/lab front ends (the site has its own)
    "pexpect", "ptyprocess",  # terminals
}
# The build's tools, installed by this script into a virtualenv of their own. The anywidget
# and ipywidgets front ends must match the wheels the site carries.
# hatchling (pyproject's build backend) builds this project's wheel there too, with no index
# asked: an isolated build would download it on every build (most of a build's time).
BUILD_TOOLS = [f"jupyterlite-core=={KERNEL_VERSION}", f"jupyterlite-pyodide-kernel=={KERNEL_VERSION}",
               "jupyter-server>=2,<3", "anywidget==0.11.0", "ipywidgets==8.1.9", "hatchling==1.33.0"]
# The site's front-end extensions, from that virtualenv.
FRONT_ENDS = ["@jupyterlite/pyodide-kernel-extension", "@jupyter-widgets/jupyterlab-manager", "anywidget"]
# The kernel's own shims, shipped inside its extension (static/pypi).
KERNEL_SHIMS = ("piplite", "pyodide_kernel", "ipykernel")
# Loaded while the kernel starts, so notebooks open with everything ready. Naming the
# kernel's packages here also tells it not to look them up with piplite.
PRELOAD = ["micropip", "piplite", "ipykernel", "comm", "pyodide-kernel", "jedi", "ipython",
           "tabletop-widgets"]
# What a notebook's start imports (the kernel's Python and a board of each game): the modules
# tools/compile_wheels.mjs compiles into the wheels, so no new kernel compiles them again.
# (The kernel's own shims, ipykernel and pyodide_kernel, run only inside the kernel.)
STARTUP_IMPORTS = """import IPython, micropip, piplite, comm, ipywidgets, anywidget
import tabletop_widgets as tw
tw.porta_nigra.Board, tw.carpe_diem.Board, tw.magna_roma.Board"""
# The design lab's extras: WebAssembly builds from the Pyodide release, fetched from its
# CDN only when a notebook imports them.
FROM_CDN = ["pandas", "matplotlib"]
# Pyodide's runtime files (the npm package holds these and a lock file, no wheels).
RUNTIME = ["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json"]

# Markers are evaluated as in the browser.
BROWSER_ENV = {"sys_platform": "emscripten", "platform_system": "Emscripten", "os_name": "posix",
               "platform_machine": "wasm32", "implementation_name": "cpython",
               "platform_python_implementation": "CPython", "python_version": PYTHON_IN_BROWSER,
               "python_full_version": PYTHON_IN_BROWSER + ".0", "extra": ""}

SETTINGS = {
    # Notebooks are saved with the "python3" kernelspec: start the site's default kernel
    # for them instead of asking (the Select Kernel dialog).
    "@jupyterlab/notebook-extension:tracker": {"autoStartDefaultKernel": True, "windowingMode": "none"},
    # Python in WebAssembly takes 1.4 s for jedi's first completion (it reads the standard
    # library's stubs; on a busy two-core laptop several times that) where JupyterLab drops a
    # kernel's answer after 1 s: a learner's first Tab offered nothing. (The cost: a Tab pressed
    # while a cell runs shows the notebook's own words only when the cell is done, or after this.)
    "@jupyterlab/completer-extension:manager": {"providerTimeout": 10000},
    # No news or update checks: the site asks nobody for anything.
    "@jupyterlab/apputils-extension:notification": {"fetchNews": "false", "checkForUpdates": False},
}


def log(*args) -> None:
    # On stderr: benchmarks/lite.py builds a site and prints its JSON on stdout.
    print("build_lite:", *args, file=sys.stderr, flush=True)


def run(cmd: list[str], **kwargs) -> None:
    try:
        subprocess.run(cmd, check=True, stdin=subprocess.DEVNULL, **kwargs)
    except FileNotFoundError:
        sys.exit(f"build_lite: {cmd[0]} is not installed")
    except subprocess.CalledProcessError as err:
        sys.exit(f"build_lite: {' '.join(map(str, cmd))} failed with exit code {err.returncode}")


def build_tools(cache: Path) -> Path:
    """A virtualenv of the build's own tools (created once, cached); returns its folder.

    Kept apart on purpose: installed beside JupyterLab, the kernel's extension would load
    into JupyterLab itself, where it does not belong (and logs errors)."""
    key = hashlib.sha256("\n".join([sys.version, *BUILD_TOOLS]).encode()).hexdigest()[:12]
    venv = cache / f"tools-{key}"
    if not (venv / ".complete").is_file():
        log(f"a build-only virtualenv with {', '.join(BUILD_TOOLS)}")
        shutil.rmtree(venv, ignore_errors=True)
        run([sys.executable, "-m", "venv", str(venv)])
        run([str(python_in(venv)), "-m", "pip", "install", "--quiet", "--disable-pip-version-check", *BUILD_TOOLS])
        (venv / ".complete").touch()
    return venv


def python_in(venv: Path) -> Path:
    return venv / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def labextension(venv: Path, name: str) -> Path:
    path = venv / "share/jupyter/labextensions" / name
    if not (path / "package.json").is_file():
        sys.exit(f"build_lite: the front end {name} is not in {path.parent}; delete {venv} and build again")
    return path


def cdn_of_the_kernel(venv: Path) -> str:
    """Where the Pyodide release lives by default for this kernel (its settings schema says)."""
    schema = labextension(venv, FRONT_ENDS[0]) / "static/schema/kernel.v0.schema.json"
    default = json.loads(schema.read_text(encoding="utf-8"))["properties"]["pyodideUrl"]["default"]
    if f"v{PYODIDE_VERSION}/" not in default:
        sys.exit(f"build_lite: the kernel targets {default}, not Pyodide {PYODIDE_VERSION}: keep the pins in step")
    return default.rsplit("/", 1)[0]


# ---------------------------------------------------------------- downloads (cached)

def pyodide_runtime(cache: Path) -> Path:
    """The npm package pyodide@PYODIDE_VERSION, unpacked once into the cache."""
    target = cache / f"pyodide-{PYODIDE_VERSION}"
    if all((target / name).is_file() for name in RUNTIME):
        return target
    npm = shutil.which("npm")
    if not npm:
        sys.exit("build_lite: npm is needed to fetch the Pyodide runtime (Debian: apt-get install npm)")
    with tempfile.TemporaryDirectory() as tmp:
        log(f"npm pack pyodide@{PYODIDE_VERSION}")
        run([npm, "pack", f"pyodide@{PYODIDE_VERSION}", "--pack-destination", tmp, "--silent"],
            stdout=subprocess.DEVNULL)
        (tarball,) = Path(tmp).glob("pyodide-*.tgz")
        part = Path(tmp) / "unpacked"
        with tarfile.open(tarball) as tar:
            members = [m for m in tar.getmembers() if m.isfile() and m.name.removeprefix("package/") in RUNTIME]
            tar.extractall(part, members=members, filter="data")
        shutil.rmtree(target, ignore_errors=True)
        shutil.move(part / "package", target)
    return target


def pypi_wheels(cache: Path) -> list[Path]:
    """The pinned pure-Python wheels, downloaded once into the cache, less UNREAD_FILES."""
    if set(UNREAD_FILES) - set(WHEELS):
        sys.exit(f"build_lite: UNREAD_FILES names {sorted(set(UNREAD_FILES) - set(WHEELS))}, which WHEELS no "
                 "longer pins: check what the new version reads, then key its entry by the new pin")
    key = hashlib.sha256("\n".join([PYTHON_IN_BROWSER, *WHEELS, repr(UNREAD_FILES)]).encode()).hexdigest()[:12]
    target = cache / f"wheels-{key}"
    if not (target / ".complete").is_file():
        log(f"pip download {len(WHEELS)} wheels for Python {PYTHON_IN_BROWSER} in the browser")
        shutil.rmtree(target, ignore_errors=True)
        run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--dest", str(target),
             "--only-binary=:all:", "--python-version", PYTHON_IN_BROWSER, "--platform", "any",
             "--implementation", "py", "--abi", "none", *WHEELS])
        for pin, unread in UNREAD_FILES.items():
            (wheel,) = target.glob(pin.replace("==", "-") + "-*.whl")
            without(wheel, unread)
        (target / ".complete").touch()
    return sorted(target.glob("*.whl"))


def without(wheel: Path, prefixes: tuple[str, ...]) -> None:
    """Rewrite ``wheel`` without its files under ``prefixes`` (its RECORD too); entries keep
    their dates, so the same input makes the same bytes."""
    kept = wheel.with_suffix(".part")
    with zipfile.ZipFile(wheel) as old, zipfile.ZipFile(kept, "w", zipfile.ZIP_DEFLATED) as new:
        for entry in old.infolist():
            if entry.filename.startswith(prefixes):
                continue
            data = old.read(entry)
            if entry.filename.endswith(".dist-info/RECORD"):
                data = b"".join(line for line in data.splitlines(keepends=True) if not line.startswith(
                    tuple(p.encode() for p in prefixes)))
            new.writestr(entry, data)
    kept.replace(wheel)


def project_wheel(out: Path, tools: Path) -> Path:
    """This working tree's own wheel (with the boards' JavaScript inside), built by the build
    tools' hatchling, offline."""
    log("pip wheel . (tabletop-widgets)")
    run([str(python_in(tools)), "-m", "pip", "wheel", "--quiet", "--no-deps", "--no-build-isolation", "--no-index",
         "--disable-pip-version-check", "--wheel-dir", str(out), str(REPO)])
    (wheel,) = out.glob("tabletop_widgets-*.whl")
    return wheel


def compiled_wheels(runtime: Path, wheels: list[Path], cache: Path) -> list[Path]:
    """The wheels with the bytecode of what a notebook's start imports (STARTUP_IMPORTS),
    compiled by the site's own Python in Node (tools/compile_wheels.mjs); cached by what goes in."""
    key = hashlib.sha256(STARTUP_IMPORTS.encode() + b"".join(w.read_bytes() for w in wheels)
                         + (HERE / "compile_wheels.mjs").read_bytes()).hexdigest()[:12]
    target = cache / f"compiled-{key}"
    if not (target / ".complete").is_file():
        node = shutil.which("node")
        if not node:
            sys.exit("build_lite: Node is needed to compile the wheels (Debian: apt-get install nodejs)")
        log(f"compile what a notebook's start imports into {len(wheels)} wheels (Pyodide in Node)")
        for old in cache.glob("compiled-*"):  # one build's wheels kept: the project's changes with its code
            shutil.rmtree(old, ignore_errors=True)
        run([node, str(HERE / "compile_wheels.mjs"), str(runtime), str(target), STARTUP_IMPORTS,
             *map(str, wheels)], stdout=subprocess.DEVNULL)
        (target / ".complete").touch()
    return [target / w.name for w in wheels]


# ---------------------------------------------------------------- the lock file

def wheel_entry(wheel: Path) -> dict:
    """A pyodide-lock.json package entry for a wheel: what it is, what it imports, what it needs."""
    try:
        from packaging.requirements import Requirement
        from packaging.utils import canonicalize_name, parse_wheel_filename
    except ImportError:  # a bare Python: pip carries its own copy
        from pip._vendor.packaging.requirements import Requirement
        from pip._vendor.packaging.utils import canonicalize_name, parse_wheel_filename

    name, version, _, _ = parse_wheel_filename(wheel.name)
    with zipfile.ZipFile(wheel) as zf:
        names = zf.namelist()
        meta_name = next(n for n in names if n.endswith(".dist-info/METADATA") and n.count("/") == 1)
        meta = Parser().parsestr(zf.read(meta_name).decode("utf-8"))
        top = next((n for n in names if n.endswith(".dist-info/top_level.txt")), None)
        if top:
            imports = [line.strip() for line in zf.read(top).decode().splitlines() if line.strip()]
        else:
            imports = sorted({n.split("/", 1)[0].removesuffix(".py") for n in names
                              if not n.split("/", 1)[0].endswith((".dist-info", ".data"))
                              and (n.endswith(".py") or "/" in n)})
    depends = set()
    for line in meta.get_all("Requires-Dist") or []:
        req = Requirement(line)
        if req.marker is None or req.marker.evaluate(BROWSER_ENV):
            depends.add(str(canonicalize_name(req.name)))
    digest = hashlib.sha256(wheel.read_bytes()).hexdigest()
    return {"name": str(canonicalize_name(name)), "version": str(version), "file_name": wheel.name,
            "install_dir": "site", "sha256": digest, "package_type": "package",
            "imports": [i for i in imports if i.isidentifier() and not i.startswith("_")] or imports,
            "depends": sorted(depends - LEFT_OUT), "unvendored_tests": False, "shared_library": False}


def write_lock(runtime_lock: Path, wheels: list[Path], cdn_base: str, out: Path) -> dict:
    """The site's pyodide-lock.json: the runtime's info, the carried wheels, the CDN extras."""
    upstream = json.loads(runtime_lock.read_text(encoding="utf-8"))
    packages = {}
    for wheel in wheels:
        entry = wheel_entry(wheel)
        packages[entry["name"]] = entry
    # The design lab's extras with everything they need that the site does not carry.
    todo = list(FROM_CDN)
    while todo:
        name = todo.pop()
        if name in packages:
            continue
        entry = dict(upstream["packages"][name])
        entry["file_name"] = f"{cdn_base}/{entry['file_name']}"
        packages[name] = entry
        todo.extend(entry.get("depends", []))
    missing = {dep for p in packages.values() for dep in p["depends"]} - set(packages)
    if missing:
        sys.exit(f"build_lite: the lock would be incomplete; no wheel for {sorted(missing)} "
                 "(add it to WHEELS or LEFT_OUT)")
    lock = {"info": upstream["info"], "packages": dict(sorted(packages.items()))}
    out.write_text(json.dumps(lock, indent=1), encoding="utf-8")
    return lock


# ---------------------------------------------------------------- the site

def site_copy(notebook: Path) -> str:
    """The notebook as the site carries it: its links to the public site's notebooks lead to
    the site's own (tools/links.py, in_the_site), so a reader stays where they are; a notebook
    that checks for packages the site may lack keeps its outputs readable (saved_outputs_kept)."""
    nb = json.loads(notebook.read_text(encoding="utf-8"))
    rel = notebook.relative_to(NOTEBOOKS).as_posix()
    for cell in nb["cells"]:
        if cell["cell_type"] == "markdown":
            text = "".join(cell["source"])
            cell["source"] = links.in_the_site(text, rel).splitlines(keepends=True)
    if any(cell["cell_type"] == "code" and "tw.require(" in "".join(cell["source"]) for cell in nb["cells"]):
        saved_outputs_kept(nb)
    return json.dumps(nb, indent=1, ensure_ascii=False) + "\n"


# A notebook that calls tw.require (the design lab: pandas, matplotlib) cannot run in the site
# offline, and JupyterLab's Run All clears every cell's outputs as it sends the cell, whatever
# the kernel answers (no cell metadata stops that in JupyterLab 4): a teacher pressing it lost
# every table and plot the notebook was saved with. So the site's copy moves each code cell's
# saved outputs into a Markdown cell right below it, which no run clears; tw.require makes the
# code cells after it answer at once with a note (tabletop_widgets/core/needs.py).
SAVED_OUTPUTS_LABEL = "*The cell above's output, saved with the notebook:*"
_STYLE = re.compile(r"<style.*?</style>", re.DOTALL)  # pandas' scoped CSS: Markdown would show it as text


def saved_outputs_kept(nb: dict) -> None:
    """Replace each code cell's outputs in ``nb`` by a Markdown cell below it showing them."""
    cells = []
    for cell in nb["cells"]:
        cells.append(cell)
        if cell["cell_type"] != "code":
            continue
        cell["execution_count"] = None  # no cell has run in this copy
        if not cell.get("outputs"):
            continue
        parts, attachments = [SAVED_OUTPUTS_LABEL], {}
        for output in cell["outputs"]:
            part = _output_as_markdown(output, f"{cell.get('id', len(cells))}-{len(attachments)}.png", attachments)
            if part:
                parts.append(part)
        cell["outputs"] = []
        saved = {"cell_type": "markdown", "metadata": {"tabletop_widgets": "saved outputs"},
                 "source": "\n\n".join(parts).splitlines(keepends=True)}
        if "id" in cell:
            saved["id"] = f"{cell['id']}-saved"
        if attachments:
            saved["attachments"] = attachments
        cells.append(saved)
    nb["cells"] = cells


def _output_as_markdown(output: dict, image_name: str, attachments: dict) -> str | None:
    def text(value) -> str:
        return "".join(value) if isinstance(value, list) else value

    def fenced(value: str) -> str:
        return "```text\n" + value.rstrip("\n") + "\n```"

    if output["output_type"] == "stream":
        return fenced(text(output["text"]))
    data = output.get("data", {})
    if "application/vnd.jupyter.widget-view+json" in data:  # a live board: nothing to show unrun
        return "*(When it runs, the cell shows a live board or panel here.)*"
    if "image/png" in data:
        attachments[image_name] = {"image/png": text(data["image/png"]).strip()}
        return f"![a saved plot](attachment:{image_name})"
    if "text/html" in data:  # a table; blank lines would end Markdown's HTML block
        html = _STYLE.sub("", text(data["text/html"]))
        return "\n".join(line for line in html.splitlines() if line.strip())
    if "text/markdown" in data:
        return text(data["text/markdown"])
    if "text/plain" in data:
        return fenced(text(data["text/plain"]))
    return None  # errors are not saved outputs worth reading


# JupyterLite's session client (@jupyterlite/services, LiteSessionClient.startNew, 0.8.6 and
# its main branch) looks for a running session by the notebook's *file name*, where Jupyter
# Server looks by path. A second same-named notebook in one page (a link, or the workspace
# restoring the one opened before) was handed the first one's session and its kernel stayed at
# "Initializing": so it was when every game named its tutorials 01_setup, 02_turns, ...; their
# names now carry their game, but a learner's notebooks in two folders (two Untitled.ipynb) can
# still share one. The build patches that one comparison to the path, in the bundle it wrote.
_SESSION_BY_NAME = re.compile(
    r"let\{path:([\w$]+),name:([\w$]+)\}=([\w$]+),([\w$]+)=this\._sessions\.find\(([\w$]+)=>\5\.name===\2\)")


def same_name_sessions_fix(site: Path) -> None:
    """Make the site's session client find a running session by path (see _SESSION_BY_NAME)."""
    hits = []
    for js in sorted((site / "build").glob("*.js")):
        text = js.read_text(encoding="utf-8")
        found = _SESSION_BY_NAME.findall(text)
        if found:
            hits.append(js.name)
            js.write_text(_SESSION_BY_NAME.sub(
                lambda m: f"let{{path:{m[1]},name:{m[2]}}}={m[3]},"
                          f"{m[4]}=this._sessions.find({m[5]}=>{m[5]}.path==={m[1]})",
                text), encoding="utf-8")
    if len(hits) != 1:
        sys.exit(f"build_lite: expected JupyterLite's session lookup by name in one bundle, found it in "
                 f"{hits or 'none'}; check whether jupyterlite-core {KERNEL_VERSION} still looks sessions up by "
                 "name (see _SESSION_BY_NAME)")


# JupyterLab keeps one workspace (the open tabs) in the browser and reopens it on every page
# load, so a link to one notebook also reopened every notebook opened before, each starting
# a Pyodide kernel of its own: the second link waited for two kernels, the third for three.
# A link (lab/index.html?path=...) gets the workspace of its notebook instead (JupyterLab's
# ?workspace= parameter): it opens that notebook alone, and a reload restores what was open.
_WORKSPACE_PER_LINK = """
        const params = new URLSearchParams(search);
        if (params.has('path') && !params.has('workspace') && !params.has('clone')) {
          params.set('workspace', params.get('path').replace(/\\.ipynb$/, '').replace(/[^A-Za-z0-9]+/g, '-'));
          window.history.replaceState(null, '', `${pathname}?${params}${hash}`);
        }
"""
_BEFORE_APP = "        await import("


def one_workspace_per_link(index_html: Path) -> None:
    """Put _WORKSPACE_PER_LINK into the lab page's start-up script, before the app loads."""
    text = index_html.read_text(encoding="utf-8")
    if text.count(_BEFORE_APP) != 1:
        sys.exit(f"build_lite: {index_html} no longer loads the app as expected ({_BEFORE_APP.strip()!r})")
    index_html.write_text(text.replace(_BEFORE_APP, _WORKSPACE_PER_LINK.lstrip("\n") + _BEFORE_APP), encoding="utf-8")


def build(out: Path, cache: Path, extra: dict[str, str] | None = None) -> dict:
    """Build the site into ``out``; ``extra`` adds files to its contents ({relative path: text}),
    e.g. the benchmark's own notebook."""
    started = time.monotonic()
    cache.mkdir(parents=True, exist_ok=True)
    tools = build_tools(cache)
    ext = labextension(tools, FRONT_ENDS[0])
    cdn = cdn_of_the_kernel(tools)
    runtime = pyodide_runtime(cache)
    wheels = pypi_wheels(cache)
    with tempfile.TemporaryDirectory(prefix="lite-") as tmp:
        tmp = Path(tmp)
        own = project_wheel(tmp / "own", tools)
        shims = [w for w in sorted((ext / "static/pypi").glob("*.whl")) if w.name.startswith(KERNEL_SHIMS)]
        if len(shims) != len(KERNEL_SHIMS):
            sys.exit(f"build_lite: expected the kernel's shims {KERNEL_SHIMS} in {ext / 'static/pypi'}")

        contents = tmp / "contents"
        for path in links.shipped_files():
            if path.suffix == ".py":  # test settings (conftest.py), not for learners
                continue
            dest = contents / path.relative_to(NOTEBOOKS)
            dest.parent.mkdir(parents=True, exist_ok=True)
            if path.suffix == ".ipynb":
                dest.write_text(site_copy(path), encoding="utf-8")
            else:
                shutil.copy2(path, dest)
        for rel, text in (extra or {}).items():
            (contents / rel).parent.mkdir(parents=True, exist_ok=True)
            (contents / rel).write_text(text, encoding="utf-8")

        lite = tmp / "lite"
        lite.mkdir()
        plugin = {"pyodideUrl": "./static/pyodide/pyodide.mjs", "disablePyPIFallback": True,
                  "pipliteUrls": [], "loadPyodideOptions": {"packages": PRELOAD}}
        (lite / "jupyter-lite.json").write_text(json.dumps({
            "jupyter-lite-schema-version": 0,
            "jupyter-config-data": {"appName": "tabletop-widgets",
                                    "litePluginSettings": {"@jupyterlite/pyodide-kernel-extension:kernel": plugin}},
        }, indent=1))
        (lite / "overrides.json").write_text(json.dumps(SETTINGS, indent=1))
        (lite / "jupyter_lite_config.json").write_text(json.dumps({"LiteBuildConfig": {
            "ignore_sys_prefix": True,
            "federated_extensions": [str(labextension(tools, name)) for name in FRONT_ENDS]}}))
        if out.exists():
            shutil.rmtree(out)
        log(f"jupyter lite build -> {out}")
        run([str(python_in(tools)), "-m", "jupyterlite_core", "build", "--lite-dir", str(lite),
             "--contents", str(contents), "--output-dir", str(out.resolve()),
             "--apps", "lab", "--apps", "notebooks", "--apps", "tree",
             "--no-sourcemaps", "--no-unused-shared-packages"],
            cwd=lite, stdout=subprocess.DEVNULL, env=dict(os.environ, JUPYTERLITE_NO_LIBARCHIVE="1"))

        same_name_sessions_fix(out)
        one_workspace_per_link(out / "lab" / "index.html")
        if (out / "lab" / "favicon.ico").is_file():  # browsers ask for /favicon.ico on their own
            shutil.copy2(out / "lab" / "favicon.ico", out / "favicon.ico")
        site_pyodide = out / "static" / "pyodide"
        site_pyodide.mkdir(parents=True, exist_ok=True)
        for name in RUNTIME[:-1]:
            shutil.copy2(runtime / name, site_pyodide / name)
        carried = compiled_wheels(runtime, [*wheels, *shims, own], cache)
        for wheel in carried:
            shutil.copy2(wheel, site_pyodide / wheel.name)
        lock = write_lock(runtime / "pyodide-lock.json", carried, cdn, site_pyodide / "pyodide-lock.json")

    missing = set(PRELOAD) - set(lock["packages"])
    if missing:
        sys.exit(f"build_lite: packages to preload are not in the lock: {sorted(missing)}")
    size = sum(p.stat().st_size for p in out.rglob("*") if p.is_file())
    summary = {"site": str(out), "bytes": size, "wheels": len(carried),
               "seconds": round(time.monotonic() - started, 1),
               "open": "lab/index.html?path=00_start_here.ipynb"}
    log(f"built {out} ({size / 1e6:.1f} MB, {len(carried)} wheels) in {summary['seconds']} s; "
        f"serve it with: python -m http.server -d {out} -b 127.0.0.1 8000")
    return summary


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("dir", type=Path, help="where to build the site (replaced if it exists)")
    parser.add_argument("--cache", type=Path, default=REPO / "build" / "lite-cache",
                        help="where downloads are kept between builds (default: build/lite-cache)")
    args = parser.parse_args(argv)
    if args.dir.exists() and any(args.dir.iterdir()) and not (args.dir / "jupyter-lite.json").is_file():
        parser.error(f"refusing to replace {args.dir}: it is not empty and holds no earlier site")
    build(args.dir, args.cache)
    return 0


if __name__ == "__main__":
    sys.exit(main())
