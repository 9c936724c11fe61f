"""A board's session without its widget (core/session.py), for the tests of what a board
decides: seats, bots, undo, lessons, replays and where the pieces are. Built as the game's
board builds it, with that game's pieces (test_board_widget checks that each board does)."""

from __future__ import annotations

from typing import Any

from tabletop_widgets.carpe_diem.pieces import CarpeDiemPieces
from tabletop_widgets.core.pieces import Pieces
from tabletop_widgets.core.session import Answer, Session
from tabletop_widgets.magna_roma.pieces import MagnaRomaPieces
from tabletop_widgets.porta_nigra.pieces import PortaNigraPieces

PIECES: dict[str, type[Pieces]] = {"porta_nigra": PortaNigraPieces, "carpe_diem": CarpeDiemPieces,
                                   "magna_roma": MagnaRomaPieces}


def session_for(game: Any, **options: Any) -> Session:
    """The session the game's board would hold: ``Board(game, **options).session``."""
    return Session(game, pieces=PIECES[game.NAME], **options)


def said(session: Session) -> str:
    """What the board says went wrong ("" when all is well): the ``error`` its frame sends."""
    return session.refusal.text if session.refusal else ""


def intent(session: Session, action: object) -> Answer:
    """The browser asks to play ``action`` (a click on a choice, or anything at all)."""
    return session.handle({"kind": "intent", "action": action})


def explain(session: Session, target: object) -> str:
    """The browser asks why a click on ``target`` does nothing: what the board then says."""
    session.handle({"kind": "explain", "target": target})
    return said(session)


def finish_turn(player: Any) -> None:
    """Play a Porta Nigra player's turn on a session or a board (both have ``game`` and
    ``play``): master builder, the first card, end of turn."""
    game = player.game
    if game.state["phase"] == "master_builder":
        player.play({"type": "place_master_builder", "quarter": "red"})
    player.play({"type": "play_card", "card": game.state["seats"][game.current_player]["hand"][0]})
    player.play({"type": "end_turn"})
