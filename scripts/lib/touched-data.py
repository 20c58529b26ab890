#!/usr/bin/env python3
"""The zero-initialised variables (.bss) of an executable that a run touched, by their symbols'
names, each once, in the order of their addresses:

    valgrind --tool=lackey --trace-mem=yes EXECUTABLE ARGS… 2>&1 >/dev/null | touched-data.py EXECUTABLE

lackey writes each load, store and modify as ` L|S|M ADDRESS,SIZE`. valgrind maps a
position-independent executable at 0x108000 on amd64; the script fails when no address falls in
the .bss so placed, rather than write nothing. Used by scripts/order-file."""

import bisect
import subprocess
import sys

LOAD_ADDRESS = 0x108000


def bss_range(executable):
    """The .bss section's start and end, as linked."""
    out = subprocess.run(["/usr/bin/readelf", "-SW", executable], capture_output=True, text=True, check=True).stdout
    for line in out.splitlines():
        fields = line.replace("[ ", "[").split()
        if len(fields) > 5 and fields[1] == ".bss":
            start, size = int(fields[3], 16), int(fields[5], 16)
            return start, start + size
    sys.exit(f"touched-data: {executable} has no .bss")


def bss_symbols(executable):
    """(address, size, name) of every .bss symbol, by address."""
    out = subprocess.run(["/usr/bin/nm", "-n", "-S", executable], capture_output=True, text=True, check=True).stdout
    symbols = []
    for line in out.splitlines():
        fields = line.split()
        if len(fields) == 4 and fields[2] in ("b", "B"):
            symbols.append((int(fields[0], 16), int(fields[1], 16), fields[3]))
    return symbols


def main():
    executable = sys.argv[1]
    low, high = bss_range(executable)
    low, high = low + LOAD_ADDRESS, high + LOAD_ADDRESS
    touched = set()
    for line in sys.stdin:
        if len(line) < 4 or line[1] not in "LSM" or line[0] != " ":
            continue
        address = int(line[3:].split(",", 1)[0], 16)
        if low <= address < high:
            touched.add(address - LOAD_ADDRESS)
    if not touched:
        sys.exit("touched-data: no access to the .bss: is the executable mapped elsewhere under valgrind?")
    symbols = bss_symbols(executable)
    starts = [symbol[0] for symbol in symbols]
    names = {}  # in the order of their addresses, each once
    for address in sorted(touched):
        index = bisect.bisect_right(starts, address) - 1
        if index >= 0:
            start, size, name = symbols[index]
            if start <= address < start + max(size, 1) and name not in names:
                names[name] = None
    for name in names:
        print(name)


if __name__ == "__main__":
    main()
