"""A message from the browser to a board, without a browser: handed to the board as
ipywidgets hands it a comm's custom message (js/README.md, "The widget protocol")."""

from __future__ import annotations

from typing import Any


def send(board: Any, content: object) -> None:
    """The browser sends ``board`` this message (any shape: the browser is not trusted)."""
    board._handle_custom_msg(content, [])
