#!/usr/bin/env python3
"""The functions of one executable that callgrind profiles record as run, by their linkage
names, each once, in the order of their first appearance (profile by profile):

    called-functions.py EXECUTABLE PROFILE...

Callgrind compresses names: `ob=(N) path` and `fn=(M) name` give a name the first time and the
number alone after; `cob=`/`cfn=` name a call's target the same way. A function counts when a
`fn=` line opens its costs while the current object is EXECUTABLE. Recursion suffixes (`'2`)
are dropped, and so is code callgrind can only name by its address (`0x…`: no symbol covers
it, so no linker can place it by name). Used by scripts/order-file."""

import os
import re
import sys

ENTRY = re.compile(r"^(c?ob|c?fn)=\((\d+)\)(?: (.*))?$")


def called(executable, profiles):
    seen, names = set(), []
    for path in profiles:
        objects, functions, current = {}, {}, None
        with open(path, errors="replace") as profile:
            for line in profile:
                match = ENTRY.match(line.rstrip("\n"))
                if not match:
                    continue
                kind, number, name = match.groups()
                if kind in ("ob", "cob"):
                    if name:
                        objects[number] = name
                    if kind == "ob":
                        current = objects.get(number)
                    continue
                if name:
                    functions[number] = re.sub(r"'\d+$", "", name)
                if kind == "fn" and current and os.path.basename(current) == executable:
                    function = functions.get(number)
                    if function and not function.startswith("0x") and function not in seen:
                        seen.add(function)
                        names.append(function)
    return names


if __name__ == "__main__":
    if len(sys.argv) < 3:
        sys.exit("usage: called-functions.py EXECUTABLE PROFILE...")
    for function in called(os.path.basename(sys.argv[1]), sys.argv[2:]):
        print(function)
