"""A Jupyter server extension: kernel messages reach the browser as soon as they are sent.

A board answers a click a few milliseconds after the kernel's "busy" status, in a second
small message. Tornado's websockets, which jupyter_server keeps as they come, use Nagle's
algorithm: the server holds that answer until the browser acknowledges "busy", and browsers
delay acknowledgements (40 ms on Linux, up to 200 ms on Windows). Measured on this project's
machine, a click on a board took about 56 ms to redraw with the delay and about 16 ms without
it (benchmarks/README.md). A bare widget that answers within a millisecond often escapes the
delay because both messages leave together; any widget with real work to do pays it.

pip installs ``etc/jupyter/jupyter_server_config.d/tabletop_widgets.json``, which enables
this extension in every Jupyter server of the environment (JupyterLab, Notebook, Voila).
It sets TCP_NODELAY on each kernel websocket by wrapping the configured websocket connection
class, whichever it is. Turn it off with
``jupyter server extension disable tabletop_widgets.server``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from jupyter_server.serverapp import ServerApp


def _jupyter_server_extension_points() -> list[dict[str, str]]:
    return [{"module": "tabletop_widgets.server"}]


def without_delay(base: type) -> type:
    """``base`` (a kernel websocket connection class) with TCP_NODELAY set on connecting."""
    if getattr(base, "sends_without_delay", False):
        return base

    class WithoutDelay(base):  # type: ignore[misc]  # mypy cannot check a base chosen at run time
        sends_without_delay = True

        def connect(self) -> Any:
            handler: Any = getattr(self, "websocket_handler", None)
            if getattr(handler, "ws_connection", None) is not None:
                handler.set_nodelay(True)
            return super().connect()

    WithoutDelay.__name__ = WithoutDelay.__qualname__ = f"{base.__name__}WithoutDelay"
    return WithoutDelay


def _load_jupyter_server_extension(serverapp: ServerApp) -> None:
    settings = serverapp.web_app.settings
    base = settings.get("kernel_websocket_connection_class")
    if base is None:  # a server without kernels over websockets: nothing to do
        return
    settings["kernel_websocket_connection_class"] = without_delay(base)
    serverapp.log.info("tabletop_widgets: kernel websockets send without delay (TCP_NODELAY), "
                       "so a board's answer to a click is not held back")
