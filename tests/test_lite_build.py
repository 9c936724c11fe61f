"""The site build's wheel surgery (tools/build_lite.py), without building a site."""

from __future__ import annotations

import sys
import zipfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))
import build_lite  # noqa: E402

FILES = {
    "demo/__init__.py": b"x = 1\n",
    "demo/stubs/a.pyi": b"def f() -> int: ...\n",
    "demo/stubs/b/c.pyi": b"y: str\n",
    "demo/stubsy.py": b"# a sibling whose name only starts alike\n",
    "demo-1.0.dist-info/METADATA": b"Name: demo\nVersion: 1.0\n",
    "demo-1.0.dist-info/RECORD": b"demo/__init__.py,sha256=abc,6\ndemo/stubs/a.pyi,sha256=def,20\n"
                                 b"demo/stubs/b/c.pyi,sha256=ghi,7\ndemo/stubsy.py,sha256=jkl,41\n"
                                 b"demo-1.0.dist-info/METADATA,,\ndemo-1.0.dist-info/RECORD,,\n",
}


def a_wheel(path: Path) -> Path:
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as whl:
        for name, data in FILES.items():
            whl.writestr(zipfile.ZipInfo(name, date_time=(2024, 5, 6, 7, 8, 10)), data)
    return path


def test_a_wheel_without_unread_files_keeps_the_rest_as_it_was(tmp_path):
    wheel = a_wheel(tmp_path / "demo-1.0-py3-none-any.whl")
    build_lite.without(wheel, ("demo/stubs/",))
    with zipfile.ZipFile(wheel) as whl:
        assert whl.namelist() == ["demo/__init__.py", "demo/stubsy.py", "demo-1.0.dist-info/METADATA",
                                  "demo-1.0.dist-info/RECORD"]
        assert {name: whl.read(name) for name in whl.namelist() if not name.endswith("RECORD")} == {
            name: data for name, data in FILES.items() if name in whl.namelist() and not name.endswith("RECORD")}
        assert whl.read("demo-1.0.dist-info/RECORD").decode().splitlines() == [
            "demo/__init__.py,sha256=abc,6", "demo/stubsy.py,sha256=jkl,41",
            "demo-1.0.dist-info/METADATA,,", "demo-1.0.dist-info/RECORD,,"]
        assert {info.date_time for info in whl.infolist()} == {(2024, 5, 6, 7, 8, 10)}
    assert not list(tmp_path.glob("*.part")), "the rewrite left its temporary file"


def test_the_same_wheel_makes_the_same_bytes(tmp_path):
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    one, two = (a_wheel(tmp_path / d / "demo-1.0-py3-none-any.whl") for d in "ab")
    for wheel in (one, two):
        build_lite.without(wheel, ("demo/stubs/",))
    assert one.read_bytes() == two.read_bytes()


def test_unread_files_are_keyed_by_a_pin_the_site_carries():
    """A file list is true of one version: a new pin must be checked again (the build stops)."""
    assert set(build_lite.UNREAD_FILES) <= set(build_lite.WHEELS)
