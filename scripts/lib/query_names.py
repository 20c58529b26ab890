"""Marvel query parameter names are written once, in MarvelWire (issue 34, item 2).

Every parameter of the API is a case of `MarvelParameter` (DEFINITION below): the client prints
queries from it and the server parses them with it, so a name written as a string literal
anywhere else in shipping code is a second definition that can drift. scripts/check-graph fails
naming each such literal.

How it works: the names are read from the enum's `case` lines (the case name is the wire name);
every shipping Swift file (scripts/lib/foundation_imports.py's exceptions: tests, manifests,
tools, benchmarks, fuzz targets, examples) is scanned, comments aside, for a string literal whose
whole text is one of them (`"nameStartsWith"`, not `"\\(name)"`). Many parameters share their
name with a record's field, a catalog column or a command-line word, so the literals below are
allowed where they name those instead; each says what it names. Anything else fails.
"""
import os
import re

from foundation_imports import exception_for, SKIPPED_FOLDERS

DEFINITION = "Packages/HeroesCore/Sources/MarvelWire/Query/MarvelParameter.swift"

# (file, line) patterns where such a literal names something other than a query parameter.
ALLOWED = [
    (r"", r"writer\.key\(", "a JSON member of a record or an envelope"),
    (r"^Packages/NetworkStubs/Sources/NetworkStubs/Store/", r"", "the catalog's SQLite columns and record fields"),
    (r"^Packages/HeroesCore/Sources/MarvelWire/MarvelResource\.swift$", r"case \.series:", "a singular noun"),
    (r"^Packages/AppConfig/Sources/AppConfig/(ConfigFile\+Preferences|Settings)\.swift$", r"\"format\"",
     "the config file's `format` key"),
    (r"^Packages/AppConfig/Sources/AppConfig/EnvironmentVariables\.swift$", r"ConfigFile\.choices\[\"format\"\]",
     "the config file's `format` key"),
    (r"^App/Sources/HeroesCLI/(Commands|Resources)/", r"customLong\(\"limit\"\)|ConfigFile\.choices\[\"format\"\]",
     "a command-line option or a config key"),
    (r"^Packages/HeroDetailsFeature/Sources/HeroDetailsFeature/HeroDetailsSpec\.swift$",
     r"\(\"(name|comics|series|stories|events)\", hero\.|key == \"comics\"", "a details line's label"),
    (r"^Packages/HeroDetailsFeature/Sources/HeroDetailsFeature/ComicDetails\.swift$",
     r"\(\"(title|format|issueNumber|series)\", comic\.", "a details line's label"),
    (r"^Packages/HeroDetailsFeature/Sources/HeroDetailsFeature/CreatorDetails\.swift$",
     r"\(\"(\w+)\", (String\()?creator\.", "a details line's label"),
    (r"^Packages/HeroDetailsFeature/Sources/HeroDetailsFeature/EventDetails\.swift$",
     r"\(\"(\w+)\", (String\()?event\.", "a details line's label"),
    (r"^Packages/HeroDetailsFeature/Sources/HeroDetailsFeature/SeriesDetails\.swift$",
     r"\(\"(title|startYear|comics|characters)\", (String\()?series\.|resource: \"series\"",
     "a details line's label, or the record's noun for the stale notice"),
    (r"^Packages/HeroDetailsFeature/Sources/HeroDetailsFeature/StoryDetails\.swift$",
     r"\(\"(title|comics)\", (String\()?story\.", "a details line's label"),
    (r"^Packages/(HeroesFeature|HeroDetailsFeature)/Sources/\w+/\w+List\.swift$",
     r"field: \"|plural: \"|jsonKey: \"|owner: \(\"", "a list spec's TSV/CSV field, noun or JSON key"),
    (r"^Packages/HeroDetailsFeature/Sources/HeroDetailsFeature/\w+Browser\.swift$",
     r"\.labelled\(\"(series|creators)\"|noun: \"series\"", "a summary line's label, or the record's noun"),
]

CASE = re.compile(r"^\s*case ([A-Za-z, ]+)$")
LITERAL = re.compile(r'"([A-Za-z]+)"')


def parameter_names(root):
    """The wire names of MarvelParameter's cases (those before its nested `Kind`)."""
    with open(os.path.join(root, DEFINITION), encoding="utf-8") as handle:
        text = handle.read()
    top = text[:text.index("public enum Kind")]
    return {name.strip() for line in top.splitlines() if (match := CASE.match(line))
            for name in match.group(1).split(",") if name.strip()}


def allowed(path, line):
    return any(re.search(file, path) and re.search(pattern, line) for file, pattern, _ in ALLOWED)


def code_of(line):
    """`line` without its `//` comment (a `//` inside a string literal is kept)."""
    quoted = False
    for index, char in enumerate(line):
        if char == '"' and (index == 0 or line[index - 1] != "\\"):
            quoted = not quoted
        elif not quoted and line.startswith("//", index):
            return line[:index]
    return line


def query_name_literals(root):
    """One line per string literal of a parameter name outside the definition: path:line: text."""
    names = parameter_names(root)
    problems = []
    for folder, folders, files in os.walk(root):
        folders[:] = sorted(f for f in folders if f not in SKIPPED_FOLDERS and not f.startswith(".build"))
        for file in sorted(files):
            path = os.path.relpath(os.path.join(folder, file), root)
            if not file.endswith(".swift") or path == DEFINITION or exception_for(path):
                continue
            with open(os.path.join(root, path), encoding="utf-8", errors="replace") as handle:
                for number, line in enumerate(handle, 1):
                    code = code_of(line)
                    found = [name for name in LITERAL.findall(code) if name in names]
                    if found and not allowed(path, code):
                        problems.append(f"{path}:{number}: the Marvel query parameter name \"{found[0]}\" as a "
                                        f"string literal: use MarvelParameter (MarvelWire), or add the line to "
                                        f"scripts/lib/query_names.py's ALLOWED with what it names instead")
    return problems
