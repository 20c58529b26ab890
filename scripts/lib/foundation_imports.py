"""Shipping code imports FoundationEssentials, never Foundation (issue 14).

Foundation (swift-corelibs-foundation) links CoreFoundation, FoundationInternationalization and
ICU's 34 MB of data into `heroes`; FoundationEssentials (swift-foundation) has Data, Date, URL,
JSON coding, FileManager and ProcessInfo without them. A file that imports Foundation could call
its Foundation-only API again (CharacterSet, DateFormatter, NSLock, Thread...), so scripts/check-graph
fails naming each Swift file that does, outside the exceptions below.

An import is any spelling: `import Foundation`, `public`/`package`/`internal` ones,
`@preconcurrency`/`@_exported` ones, `import struct Foundation.X`, and the modules that bring
the same libraries (FoundationNetworking, FoundationXML, FoundationInternationalization,
CoreFoundation).
"""
import os
import re

# Files that never ship in `heroes`, each with why: they may keep Foundation.
EXCEPTIONS = [
    (re.compile(r"(^|/)Tests/"), "tests (and the test helpers under a Tests folder)"),
    (re.compile(r"^Packages/TestingUtils/"), "TestingUtils, a helper of tests alone"),
    (re.compile(r"(^|/)Package\.swift$"), "package manifests"),
    (re.compile(r"^App/Plugins/"), "build plugins"),
    (re.compile(r"^benchmarks/"), "benchmarks"),
    (re.compile(r"^App/Sources/browse-bench/"), "scripts/bench-browse's benchmark program"),
    (re.compile(r"^Fuzz/"), "fuzz targets"),
    (re.compile(r"^Examples/"), "the example packages"),
    (re.compile(r"^Packages/NetworkClient/Sources/NetworkClientURLSession/"),
     "URLSessionTransport: URLSession is FoundationNetworking's; heroes uses NetworkClientCurl"),
    (re.compile(r"^Packages/NetworkStubs/Sources/GenerateSnapshot/"),
     "generate-snapshot, scripts/generate-catalog's tool (no product names it)"),
]

IMPORT = re.compile(
    r"^\s*(?:@[\w.]+(?:\([^)]*\))?\s+)*"
    r"(?:(?:public|package|internal|fileprivate|private|open)\s+)?"
    r"import\s+(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?"
    r"(Foundation|FoundationNetworking|FoundationXML|FoundationInternationalization|CoreFoundation)"
    r"(?:\.[\w.]+)?\s*(?://.*)?$")

SKIPPED_FOLDERS = {".git", ".swiftpm", ".venv", "node_modules"}


def exception_for(path):
    """Why `path` (relative to the root) may import Foundation, or None."""
    for pattern, why in EXCEPTIONS:
        if pattern.search(path):
            return why
    return None


def foundation_imports(root):
    """One line per shipping Swift file under `root` that imports Foundation: path:line: text."""
    problems = []
    for folder, folders, files in os.walk(root):
        folders[:] = sorted(f for f in folders if f not in SKIPPED_FOLDERS and not f.startswith(".build"))
        for name in sorted(files):
            if not name.endswith(".swift"):
                continue
            path = os.path.relpath(os.path.join(folder, name), root)
            if exception_for(path):
                continue
            with open(os.path.join(root, path), encoding="utf-8", errors="replace") as handle:
                for number, line in enumerate(handle, 1):
                    if IMPORT.match(line):
                        problems.append(f"{path}:{number}: `{line.strip()}` in code that ships in heroes: "
                                        "import FoundationEssentials (the exceptions are listed in "
                                        "scripts/lib/foundation_imports.py)")
    return problems
