// compile_wheels.mjs: the site's wheels with the bytecode of what a notebook's start imports,
// compiled by the site's own Python (Pyodide in Node): the browser's Python then imports those
// modules without compiling them, in every new kernel (issue 49).
//
//     node tools/compile_wheels.mjs RUNTIME_DIR OUT_DIR IMPORTS WHEEL...
//
// IMPORTS is Python run once every wheel is unpacked (e.g. "import IPython, tabletop_widgets");
// each module it imported from a wheel gets `__pycache__/<name>.cpython-314.pyc` in that wheel,
// written to OUT_DIR under its own name: "unchecked-hash" pycs (PEP 552), which Python uses
// without comparing them with the source (an unpacked file's time says nothing of when it was
// compiled). RECORD lists them; their entries carry a fixed date, so a build is reproducible.
// Modules nothing imported at start (most of pygments' lexers, tests) stay source only: a
// visitor downloads no bytecode a board does not use. Called by tools/build_lite.py.

import fs from "node:fs";
import path from "node:path";

const [runtime, out, imports, ...wheels] = process.argv.slice(2);
if (!runtime || !out || imports == null || !wheels.length) {
  console.error("usage: node tools/compile_wheels.mjs RUNTIME_DIR OUT_DIR IMPORTS WHEEL...");
  process.exit(2);
}
const { loadPyodide } = await import(path.resolve(runtime, "pyodide.mjs"));
const py = await loadPyodide({ indexURL: path.resolve(runtime) + "/" });
py.FS.mkdirTree("/wheels/in");
py.FS.mkdirTree("/wheels/out");
for (const wheel of wheels) py.FS.writeFile(`/wheels/in/${path.basename(wheel)}`, fs.readFileSync(wheel));
py.globals.set("IMPORTS", imports);
py.runPython(`
import importlib.util, os, py_compile, sys, zipfile

site = next(p for p in sys.path if p.endswith("site-packages"))
names = sorted(os.listdir("/wheels/in"))
for name in names:
    with zipfile.ZipFile(f"/wheels/in/{name}") as whl:
        whl.extractall(site)
before = set(sys.modules)
exec(IMPORTS, {})
imported = {os.path.relpath(m.__file__, site) for key in set(sys.modules) - before
            if (m := sys.modules[key]) and (getattr(m, "__file__", None) or "").startswith(site + "/")}

for name in names:
    with zipfile.ZipFile(f"/wheels/in/{name}") as whl, \\
            zipfile.ZipFile(f"/wheels/out/{name}", "w", zipfile.ZIP_DEFLATED) as new:
        pycs = {}
        for module in sorted(set(whl.namelist()) & imported):
            pyc = importlib.util.cache_from_source(module)
            py_compile.compile(os.path.join(site, module), cfile=os.path.join(site, pyc), doraise=True,
                               invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
            pycs[pyc] = open(os.path.join(site, pyc), "rb").read()
        for entry in whl.infolist():
            data = whl.read(entry)
            if entry.filename.endswith(".dist-info/RECORD"):
                data += "".join(f"{p},,\\n" for p in pycs).encode()
            new.writestr(entry, data)
        for pyc, data in pycs.items():
            info = zipfile.ZipInfo(pyc, date_time=(1980, 1, 1, 0, 0, 0))
            info.external_attr = 0o644 << 16
            new.writestr(info, data, zipfile.ZIP_DEFLATED)
        print(f"{name}: {len(pycs)} modules compiled")
`);
fs.mkdirSync(out, { recursive: true });
for (const name of py.FS.readdir("/wheels/out")) {
  if (name.endsWith(".whl")) fs.writeFileSync(path.join(out, name), py.FS.readFile(`/wheels/out/${name}`));
}
