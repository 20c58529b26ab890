"""esak, unchanged, against a Marvel-compatible server: the ids of one page of a resource's list.

    .venv/bin/python Tests/Clients/esak_list_ids.py BASE_URL PUBLIC_KEY PRIVATE_KEY RESOURCE PARAMS_JSON

Calls esak 2.x's `RESOURCE_list` (`comics_list`, `series_list`, ...) with the query parameters
PARAMS_JSON names (an object of the API's parameter names and their values as the API writes
them, `{"titleStartsWith": "Hulk", "limit": 100}`) and prints the ids of the records, one a
line, in the order esak returns them. The exit status is 1 with the error on stderr when the
call fails. The end-to-end test (Tests/EndToEndTests/ResourceCommandsTests.swift) compares the
ids with those `heroes RESOURCE list --json` prints for the same filters.

As in esak_every_operation.py, the only change to esak is its session's `api_url`.
"""

import json
import sys

import esak
from esak.session import Session


def main():
    if len(sys.argv) != 6:
        sys.exit("usage: esak_list_ids.py BASE_URL PUBLIC_KEY PRIVATE_KEY RESOURCE PARAMS_JSON")
    base, public, private, resource, params = sys.argv[1:]
    if not esak.__version__.startswith("2."):
        sys.exit(f"esak {esak.__version__} is not 2.x: run scripts/bootstrap")
    session = Session(public, private, timeout=20)  # no cache: every call reaches the server
    session.api_url = base.rstrip("/") + "/v1/public/{}"
    try:
        records = getattr(session, f"{resource}_list")(params=json.loads(params))
    except Exception as error:  # esak's ApiError, a schema's rejection, a broken connection
        sys.exit(f"{type(error).__name__}: {' '.join(str(error).split())}"[:600])
    for record in records:
        print(record.id)


if __name__ == "__main__":
    main()
