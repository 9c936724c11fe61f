"""The teacher's list of seats: each seat's name, its link and QR code (segno, pure Python),
and whether a device has joined or a bot plays it."""

from __future__ import annotations

from html import escape

import segno

from ..core.game import Game


def qr_svg(url: str) -> str:
    """A QR code of ``url`` as inline SVG (a phone's camera opens it)."""
    return str(segno.make(url, error="m").svg_inline(scale=3, border=2))


def roster_html(game: Game, urls: dict[int, str], table: str, joined: dict[int, int], bots: list[int],
                closed: bool) -> str:
    rows = []
    for seat, url in urls.items():
        who = "a bot plays" if seat in bots else "joined" if joined.get(seat) else "waiting"
        colour = game.seat_colour(seat)
        rows.append(
            f"<tr><td style='padding:4px 12px;border-left:6px solid {colour}'><b>{escape(game.name(seat))}</b>"
            f"<br>seat {seat}: {who}</td><td>{qr_svg(url)}</td>"
            f"<td style='font-family:monospace;font-size:11px;word-break:break-all'>"
            f"<a href='{escape(url)}' target='_blank'>{escape(url)}</a></td></tr>")
    state = "closed: the pages are no longer served" if closed else (
        f"the table, for the projector: <a href='{escape(table)}' target='_blank'>{escape(table)}</a>")
    return (f"<div class='tw-class-roster'><p><b>{escape(game.TITLE)}: a class at one table</b> ({state})</p>"
            f"<table>{''.join(rows)}</table></div>")
