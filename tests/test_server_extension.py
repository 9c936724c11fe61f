"""The server extension that sends kernel messages without delay (tabletop_widgets/server.py)."""

import subprocess
import sys
from types import SimpleNamespace

from tabletop_widgets.server import _jupyter_server_extension_points, _load_jupyter_server_extension, without_delay


class Connection:
    """Stands in for jupyter_server's websocket connection: connect() returns a future."""

    def __init__(self, handler):
        self.websocket_handler = handler

    def connect(self):
        return "connected"


class Handler:
    def __init__(self, open_socket=True):
        self.ws_connection = object() if open_socket else None
        self.nodelay = []

    def set_nodelay(self, value):
        self.nodelay.append(value)


def test_a_connection_sets_no_delay_on_its_websocket_then_connects_as_before():
    handler = Handler()
    connection = without_delay(Connection)(handler)
    assert connection.connect() == "connected"
    assert handler.nodelay == [True]
    assert isinstance(connection, Connection)


def test_a_websocket_not_open_yet_is_left_alone():
    handler = Handler(open_socket=False)
    assert without_delay(Connection)(handler).connect() == "connected"
    assert handler.nodelay == []


def test_loading_wraps_the_configured_class_once():
    logged = []
    app = SimpleNamespace(web_app=SimpleNamespace(settings={"kernel_websocket_connection_class": Connection}),
                          log=SimpleNamespace(info=logged.append))
    _load_jupyter_server_extension(app)
    _load_jupyter_server_extension(app)  # a second load must not wrap twice
    wrapped = app.web_app.settings["kernel_websocket_connection_class"]
    assert wrapped.__mro__[1] is Connection and wrapped.sends_without_delay
    assert "TCP_NODELAY" in logged[0]


def test_a_server_without_kernel_websockets_is_left_alone():
    app = SimpleNamespace(web_app=SimpleNamespace(settings={}), log=SimpleNamespace(info=print))
    _load_jupyter_server_extension(app)
    assert app.web_app.settings == {}


def test_the_server_imports_the_extension_without_the_boards():
    """A Jupyter server imports the extension at every start: not anywidget, IPython or a game."""
    code = "import sys, tabletop_widgets.server; print(sorted(m for m in sys.modules if m.split('.')[0] in " \
           "('anywidget', 'IPython', 'ipywidgets') or m.startswith('tabletop_widgets.')))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True)
    assert out.stdout.strip() == "['tabletop_widgets.server']", out.stdout


def test_jupyter_finds_the_extension_enabled():
    assert _jupyter_server_extension_points() == [{"module": "tabletop_widgets.server"}]
    listed = subprocess.run([sys.executable, "-m", "jupyter", "server", "extension", "list"],
                            capture_output=True, text=True, timeout=120)
    text = listed.stdout + listed.stderr
    assert "tabletop_widgets.server" in text and "enabled" in text.split("tabletop_widgets.server", 1)[1][:40], text
