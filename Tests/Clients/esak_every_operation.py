"""esak, unchanged, against a Marvel-compatible server: every GET operation of the API's spec.

    .venv/bin/python Tests/Clients/esak_every_operation.py BASE_URL PUBLIC_KEY PRIVATE_KEY SPEC_JSON

For each of the spec's operations (`apis[].path` of spec-1.0.json), in the spec's order, calls
the esak 2.x method that covers it (`characters_list`, `character`, `character_comics`, ...) with
the inputs of RESOURCES below and prints one tab-separated line:

    METHOD  TARGET  ok      COUNT  FIRST_ID  FIRST_LABEL  LAST_ID
    METHOD  TARGET  failed  WHAT_WENT_WRONG

TARGET is the path and query the call asks for (without ts, apikey and hash); FIRST_LABEL is
the first record's name, title or full name as a JSON string ("" when there is none), so no text from the server reaches
the terminal raw. A call that fails (the server's error, a record esak's schema rejects, a
method esak lacks) is a `failed` line and the next call goes on; the exit status is 0 once every
line is printed. The end-to-end test (Tests/EndToEndTests/EsakTests.swift) compares each line
with the same target answered in-process.

esak has no setting for its server: `Session.api_url` is a plain attribute set in `__init__`
("http://gateway.marvel.com:80/v1/public/{}"), so the script sets it on the session it made.
That is the only change; esak's signing (md5 of ts + private + public, with ts a local
"%Y-%m-%d%H:%M:%S"), its requests and its pydantic schemas are its own.
"""

import json
import sys
from urllib.parse import urlencode

import esak
from esak.session import Session
from pydantic import ValidationError

# The inputs, one resource a row: esak's singular name, the list's filter and ordering, and one
# id of the May 2017 snapshot whose every sub-resource is non-empty. The ids avoid the
# snapshot's records esak's schemas reject (385 stories with no originalIssue, 3 with a number
# as title, 2 creators with a null name part), in themselves and in every list they belong to:
# those are the data's quirks, not the server's (../shared/marvel-catalog/README.md).
RESOURCES = {
    "characters": ("character", {"nameStartsWith": "Spider", "orderBy": "-modified"}, 1009214),  # Cable
    "comics": ("comic", {"titleStartsWith": "X-Men", "orderBy": "-onsaleDate"}, 12386),  # X-Men: Alpha (1994) #1
    "creators": ("creator", {"lastName": "Buscema", "orderBy": "firstName"}, 105),  # Sal Buscema
    "events": ("event", {"nameStartsWith": "Secret", "orderBy": "-startDate"}, 227),  # Age of Apocalypse
    "series": ("series", {"titleStartsWith": "Uncanny X-Men", "orderBy": "-startYear"}, 2258),
    "stories": ("story", {"characters": "1009214", "orderBy": "-modified"}, 24495),  # Racing the Night
}
LIMIT = 100  # every list asks for a full page: more records through esak's schemas


def plan(spec_path):
    """(esak method name, arguments, params, target) for each of the spec's operations."""
    with open(spec_path, encoding="utf-8") as f:
        paths = [api["path"] for api in json.load(f)["apis"]]
    calls = []
    for path in paths:
        parts = path.strip("/").split("/")  # v1, public, resource[, {id}[, related]]
        resource = parts[2]
        singular, filters, record = RESOURCES[resource]
        if len(parts) == 3:
            method, args, params = f"{resource}_list", (), dict(filters, limit=LIMIT)
        elif len(parts) == 4:
            method, args, params = singular, (record,), {}
        else:
            method, args, params = f"{singular}_{parts[4]}", (record,), {"limit": LIMIT}
        target = "/".join(["", *parts[:3], *(str(a) for a in args), *parts[4:]])
        calls.append((method, args, params, target + ("?" + urlencode(params) if params else "")))
    return calls


def label(record):
    """The name a person knows a record by: a character's name, a creator's full name, a title."""
    for attribute in ("name", "full_name", "title"):
        if hasattr(record, attribute):
            return getattr(record, attribute)
    return None


def what_went_wrong(error):
    """One short line: for a record esak's schema rejects, which fields and why (pydantic's
    message repeats each record whole); otherwise the error's own text."""
    cause = error.args[0] if error.args else error
    if isinstance(cause, ValidationError):
        fields = {}
        for problem in cause.errors():
            where = ".".join(str(part) for part in problem["loc"] if not isinstance(part, int))
            fields.setdefault(where or "record", problem["type"])
        listed = ", ".join(f"{where} {kind}" for where, kind in sorted(fields.items()))
        return f"esak's {cause.title} schema rejects the answer ({cause.error_count()} errors): {listed}"[:600]
    return f"{type(error).__name__}: {' '.join(str(error).split())}"[:600]


def main():
    if len(sys.argv) != 5:
        sys.exit("usage: esak_every_operation.py BASE_URL PUBLIC_KEY PRIVATE_KEY SPEC_JSON")
    base, public, private, spec = sys.argv[1:]
    if not esak.__version__.startswith("2."):
        sys.exit(f"esak {esak.__version__} is not 2.x: run scripts/bootstrap")
    session = Session(public, private, timeout=20)  # no cache: every call reaches the server
    session.api_url = base.rstrip("/") + "/v1/public/{}"
    for method, args, params, target in plan(spec):
        call = getattr(session, method, None)
        if call is None:
            print(f"{method}\t{target}\tfailed\tesak {esak.__version__} has no method {method}", flush=True)
            continue
        try:
            got = call(*args, params=dict(params)) if params else call(*args)
        except Exception as error:  # esak's ApiError, a schema's rejection, a broken connection
            print(f"{method}\t{target}\tfailed\t{what_went_wrong(error)}", flush=True)
            continue
        records = got if isinstance(got, list) else [got]
        first, last = (records[0], records[-1]) if records else (None, None)
        print("\t".join([method, target, "ok", str(len(records)), str(first.id if first else ""),
                         json.dumps((label(first) if first else None) or ""), str(last.id if last else "")]),
              flush=True)


if __name__ == "__main__":
    main()
