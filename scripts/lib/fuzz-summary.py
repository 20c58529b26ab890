#!/usr/bin/env python3
"""One line about a libFuzzer run, from its log: scripts/fuzz prints it for each target.

Usage: scripts/lib/fuzz-summary.py LOG TARGET STATUS ARTIFACTS TIMES
(TIMES: /usr/bin/time's `%e %U %S` of the run: wall, user and system seconds.)
"""
import re, sys

log, target, status, artifacts, times = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4], sys.argv[5]
try:
    wall, user, system = (float(x) for x in open(times).read().split()[-3:])
    timing = f"{wall:.0f} s wall, {user + system:.0f} s CPU ({100 * (user + system) / max(wall, 1):.0f}%)"
except (OSError, ValueError):
    timing = "time unknown"
text = open(log, errors="replace").read()
pcs = re.search(r"Loaded \d+ PC tables \((\d+) PCs\)", text)
lines = re.findall(r"^#(\d+)\s+\S+\s+cov: (\d+) ft: (\d+) corp: (\d+)/(\S+)", text, re.M)
speed = re.search(r"stat::average_exec_per_sec:\s+(\d+)", text)
runs = re.search(r"stat::number_of_executed_units:\s+(\d+)", text)
if lines:
    _, cov, ft, corp, size = lines[-1]
    figures = (f"{int(runs.group(1) if runs else lines[-1][0]):,} runs in {timing}, "
               f"{speed.group(1) if speed else '?'} execs/s, cov {cov}"
               + (f" of {pcs.group(1)} PCs" if pcs else "") + f", ft {ft}, corpus {corp} inputs ({size})")
else:
    figures = f"no figures in {timing} (see {log})"
if status == 0:
    print(f"{target}: {figures}, no finding")
else:
    saved = re.findall(r"Test unit written to (\S+)", text)
    kinds = (re.search(pattern, text, re.M) for pattern in (
        r"^.*Fatal error: .*", r"^==\d+==ERROR: \S+: .*", r"^==\d+== ERROR: libFuzzer: .*", r"^ALARM: .*"))
    kind = next((found.group(0) for found in kinds if found), f"exit status {status}")
    print(f"{target}: {figures}; FOUND: {kind}" + (f"; input: {saved[-1]}" if saved else f"; see {artifacts}"))
