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
from functools import lru_cache
from typing import Any, TypeAlias

_MISSING = object()
_COMPACT = json.JSONEncoder(separators=(",", ":"))  # json.dumps would build one at every call

Delta: TypeAlias = list[Any]  # one of the forms above
_Patch: TypeAlias = tuple[Delta, int, int, list[Any]]  # (delta, its size, least, kept): see diff_sized


def size(value: Any) -> int:
    """The length of a value as JSON on the wire."""
    return len(_COMPACT.encode(value))


def diff(old: Any, new: Any) -> Delta | None:
    """The delta that turns ``old`` into ``new`` (None when they are equal)."""
    found = diff_sized(old, new)
    return None if found is None else found[0]


def diff_sized(old: Any, new: Any) -> tuple[Delta, int] | None:
    """``(delta, size(delta))``, or None when they are equal. The sizes of a patch are summed
    from its parts, and a value is measured (dumped as JSON) only when a patch might not be
    smaller than it: a move changes a few leaves of a large view, and dumping every level
    above them was most of the time a redraw took in Python."""
    if old is not _MISSING and type(old) is type(new) and old == new:
        return None
    patch: _Patch | None = None
    if isinstance(old, dict) and isinstance(new, dict):
        changed: dict[Any, Delta]
        kept: list[Any]
        changed, inner, least, kept = {}, 0, 0, []
        for key, value in new.items():
            sub = diff_sized(old.get(key, _MISSING), value)
            if sub is None:
                kept.append(value)
                least += len(str(key)) + 4  # "k": and a comma, at the least
            else:
                changed[key] = sub[0]
                key_size = _key_size(key)
                inner += key_size + 1 + sub[1]
                least += key_size + 2 + sub[1] - 6  # a value is no smaller than its delta less ["=",]
        gone = [key for key in old if key not in new]
        # ["o",{k:d,...},[k,...]]
        patch = (["o", changed, gone], 11 + inner + max(len(changed) - 1, 0)
                 + sum(map(_key_size, gone)) + max(len(gone) - 1, 0), 1 + least, kept)
    elif isinstance(old, list) and isinstance(new, list):
        patch = _list_patch(old, new)
    if patch is not None:
        delta, patch_size, least, kept = patch
        # The patch is surely smaller than ["=",new] when new is: ``least`` is a lower bound on
        # the size of new without the parts that did not change (``kept``), which are measured
        # only as far as it takes.
        need = patch_size - 6 - least
        if need < 0 or (kept and larger_than(kept, need + len(kept) + 1)):
            return delta, patch_size
    replace = (["=", new], size(new) + 6)
    return (delta, patch_size) if patch is not None and patch_size < replace[1] else replace


@lru_cache(maxsize=4096, typed=True)  # few distinct keys, met at every move; True and 1.0 differ on the wire
def _key_size(key: Any) -> int:
    return size(key if isinstance(key, str) else str(key))


def larger_than(value: Any, limit: int) -> bool:
    """True when ``size(value) > limit`` is sure from a look at only as much of ``value`` as
    it takes (a large view against a small patch: a few keys); False when it is not sure."""
    total, todo = 0, [value]
    while todo:
        item = todo.pop()
        if isinstance(item, dict):
            total += 1 + sum(len(str(key)) + 4 for key in item) if item else 2  # {"k":v,...}
            todo.extend(item.values())
        elif isinstance(item, list):
            total += len(item) + 1 if item else 2  # [v,...]
            todo.extend(item)
        elif isinstance(item, str):
            total += len(item) + 2
        else:
            total += 1
        if total > limit:
            return True
    return False


def _list_patch(old: list[Any], new: list[Any]) -> _Patch:
    """The smaller list patch, with a lower bound on the size of ``new`` without the items
    kept from ``old`` (as diff_sized needs it) and those items."""
    # A window that slid on: the end of the old list starts the new one.
    for drop in range(len(old)):
        overlap = len(old) - drop
        if overlap <= len(new) and old[drop] == new[0] and old[drop:] == new[:overlap]:
            tail = new[overlap:]
            tail_size = size(tail)
            # ["l",drop,[],[...]]; new is its kept items and commas, then the tail's items
            least = tail_size + overlap if tail else overlap + 1
            return ["l", drop, [], tail], 10 + len(str(drop)) + tail_size, least, new[:overlap]
    # One stretch replaced: what is equal at both ends stays.
    start = 0
    while start < min(len(old), len(new)) and old[start] == new[start]:
        start += 1
    end = 0
    while end < min(len(old), len(new)) - start and old[-1 - end] == new[-1 - end]:
        end += 1
    kept = new[:start] + new[len(new) - end:]
    least = 1 + 2 * len(new) - len(kept)  # brackets, commas, and at least a byte for every other item
    spliced: Delta = ["s", start, len(old) - start - end, new[start:len(new) - end]]
    splice = spliced, size(spliced), least, kept
    if len(old) != len(new):
        return splice
    changes: list[Any]
    changes, inner = [], 0
    for i, (a, b) in enumerate(zip(old, new, strict=True)):
        sub = diff_sized(a, b)
        if sub is not None:
            changes.append([i, sub[0]])
            inner += 3 + len(str(i)) + sub[1]  # [i,d]
    # ["l",0,[[i,d],...],[]]
    patched = ["l", 0, changes, []], 13 + inner + max(len(changes) - 1, 0), least, kept
    return min(patched, splice, key=lambda found: found[1])


def apply(value: Any, delta: Delta | None) -> Any:
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
        items = list(value[delta[1]:])
        for index, sub in delta[2]:
            items[index] = apply(items[index], sub)
        return items + list(delta[3])
    if op == "s":
        at, removed = delta[1], delta[2]
        return list(value[:at]) + list(delta[3]) + list(value[at + removed:])
    raise ValueError(f"unknown delta operation {op!r}")
