#!/usr/bin/env python3
"""Reads `swift test` output on stdin and prints "<passed> <failed>" for XCTest and Swift
Testing together. XCTest's total is its last "Executed N tests, with F failures" line;
Swift Testing's is its "Test run with N tests" line, failures counted per failed test."""
import re, sys

text = sys.stdin.read()
passed = failed = 0
xctest = re.findall(r"Executed (\d+) tests?, with (\d+) failures?", text)
if xctest:
    total, failures = map(int, xctest[-1])
    passed += total - failures
    failed += failures
run = re.findall(r"Test run with (\d+) tests?", text)
if run:
    total = int(run[-1])
    failures = len(set(re.findall(r"^\S* ?Test (?!run with)(.+?) failed after", text, re.M)))
    passed += total - failures
    failed += failures
print(passed, failed)
