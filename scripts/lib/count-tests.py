#!/usr/bin/env python3
"""Reads `swift test` output on stdin and prints "<passed> <failed> <skipped>" for XCTest and
Swift Testing together, then (on later lines) each skipped test as swift-testing named it.
XCTest's total is its last "Executed N tests, with F failures" line (this suite has no XCTest
skips). Swift Testing's "Test run with N tests" counts skipped tests too (a test skipped by
`.enabled(if:)`, or inside a skipped suite, prints one "Test NAME skipped" line): they are
taken out of the passed ones and counted apart, so that a skip never reads as a pass."""
import re, sys

text = sys.stdin.read()
passed = failed = skipped = 0
xctest = re.findall(r"Executed (\d+) tests?, with (\d+) failures?", text)
if xctest:
    total, failures = map(int, xctest[-1])
    passed += total - failures
    failed += failures
run = re.findall(r"Test run with (\d+) tests?", text)
skips = []
if run:
    total = int(run[-1])
    failures = len(set(re.findall(r"^\S* ?Test (?!run with)(.+?) failed after", text, re.M)))
    # "➜ Test NAME skipped." or "… skipped: "reason"." ends the line; a name that holds the word
    # ("◇ Test "… is skipped) …" started.") is not a skip.
    skips = re.findall(r'^\S* ?(Test .+ skipped(?:: ".*")?\.?)$', text, re.M)
    skipped = len(skips)
    passed += max(total - failures - skipped, 0)
    failed += failures
print(passed, failed, skipped)
for line in skips:
    print(line)
