"""What changed between two views, as a small JSON delta (js/shared.js ``applyDelta`` is its twin).

A board sends its whole view once and then, after each move, only the delta from the view
the browser holds: a few spots, a seat's coins, the new log lines. A delta is a list:

    ["=", value]                  replace with ``value``
    ["o", {key: delta}, [keys]]   an object: change these keys, delete those
    ["l", drop, [[i, delta]], new]   a list: drop ``drop`` items from the front, change these
                                     indices, append ``new`` (a log window that slides on)
    ["s", at, removed, [items]]   a list: replace ``removed`` items from index ``at`` by these
                                  (a tile put into a sorted city)

At every level the smaller of the patch and the plain replacement is kept.
"""

from __future__ import annotations

import json

_MISSING = object()


def size(value) -> int:
    """The length of a value as JSON on the wire."""
    return len(json.dumps(value, separators=(",", ":")))


def diff(old, new):
    """The delta that turns ``old`` into ``new`` (None when they are equal)."""
    if old is not _MISSING and type(old) is type(new) and old == new:
        return None
    patch = None
    if isinstance(old, dict) and isinstance(new, dict):
        changed = {}
        for key, value in new.items():
            sub = diff(old.get(key, _MISSING), value)
            if sub is not None:
                changed[key] = sub
        patch = ["o", changed, [key for key in old if key not in new]]
    elif isinstance(old, list) and isinstance(new, list):
        patch = _list_patch(old, new)
    replace = ["=", new]
    return patch if patch is not None and size(patch) < size(replace) else replace


def _list_patch(old: list, new: list):
    # A window that slid on: the end of the old list starts the new one.
    for drop in range(len(old)):
        kept = len(old) - drop
        if kept <= len(new) and old[drop:] == new[:kept]:
            return ["l", drop, [], new[kept:]]
    # One stretch replaced: what is equal at both ends stays.
    start = 0
    while start < min(len(old), len(new)) and old[start] == new[start]:
        start += 1
    end = 0
    while end < min(len(old), len(new)) - start and old[-1 - end] == new[-1 - end]:
        end += 1
    splice = ["s", start, len(old) - start - end, new[start:len(new) - end]]
    if len(old) != len(new):
        return splice
    changes = ["l", 0, [[i, d] for i, (a, b) in enumerate(zip(old, new)) if (d := diff(a, b)) is not None], []]
    return min(changes, splice, key=size)


def apply(value, delta):
    """``value`` changed by ``delta`` (``value`` itself is not changed)."""
    if delta is None:
        return value
    op = delta[0]
    if op == "=":
        return delta[1]
    if op == "o":
        out = dict(value)
        for key, sub in delta[1].items():
            out[key] = apply(value.get(key), sub)
        for key in delta[2]:
            out.pop(key, None)
        return out
    if op == "l":
        out = list(value[delta[1]:])
        for index, sub in delta[2]:
            out[index] = apply(out[index], sub)
        return out + list(delta[3])
    if op == "s":
        at, removed = delta[1], delta[2]
        return list(value[:at]) + list(delta[3]) + list(value[at + removed:])
    raise ValueError(f"unknown delta operation {op!r}")
