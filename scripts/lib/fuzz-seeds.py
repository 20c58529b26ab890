#!/usr/bin/env python3
"""Writes the seed inputs of the fuzz targets that read real data (see Fuzz/FUZZING.md) into
OUT/json-reader, OUT/server and OUT/http-framing, from ../shared: the real captures, a few
records of the 2017 catalog snapshot and the request targets of the server's tests, plus a few
hostile variants made from them. Nothing it writes is committed: scripts/fuzz runs it into
.build-fuzz/seeds before a long run; what the seeds reach ends up in the committed corpus
(Fuzz/Corpus/) when it is merged.

Usage: scripts/lib/fuzz-seeds.py OUT [MAX_LEN]    (json-reader seeds are kept under MAX_LEN bytes)
"""
import gzip, hashlib, json, os, re, sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SHARED = os.path.join(os.path.dirname(ROOT), "shared")
CAPTURES = os.path.join(SHARED, "marvel-api", "captures")
SNAPSHOT = os.path.join(SHARED, "marvel-catalog", "2017-05", "characters.jsonl.gz")
SERVER_TESTS = os.path.join(ROOT, "Packages", "NetworkStubs", "Tests")
SIGNATURE = "apikey=k&ts=1&hash=h"


def compact(value):
    return json.dumps(value, ensure_ascii=False, separators=(",", ":")).encode()


def envelope(results, offset=0, limit=20, total=None, year="2017"):
    return {"code": 200, "status": "Ok", "copyright": f"© {year} MARVEL",
            "attributionText": f"Data provided by Marvel. © {year} MARVEL",
            "attributionHTML": f"<a href=\"http://marvel.com\">Data provided by Marvel. © {year} MARVEL</a>",
            "etag": "0" * 40,
            "data": {"offset": offset, "limit": limit, "total": len(results) if total is None else total,
                     "count": len(results), "results": results}}


def shrunk(wrapper, keep):
    """`wrapper` with only its first `keep` results, its count following."""
    wrapper = json.loads(json.dumps(wrapper))
    data = wrapper["data"]
    data["results"] = data["results"][:keep]
    if "count" in data:
        data["count"] = len(data["results"])
    return wrapper


def client_seeds(max_len):
    seeds = {}
    records = []
    for name in sorted(os.listdir(CAPTURES)):
        path = os.path.join(CAPTURES, name)
        raw = open(path, "rb").read()
        stem = name.split(".")[0]
        if name.endswith(".txt"):  # a raw HTTP response: its body
            raw = raw.split(b"\r\n\r\n", 1)[-1] if b"\r\n\r\n" in raw else raw.split(b"\n\n", 1)[-1]
        try:
            value = json.loads(raw)
        except ValueError:
            continue
        if isinstance(value, list):  # results only: put back in an envelope
            records += value[:3]
            value = envelope(value[:100], limit=100, total=1562, year="2020")
        if isinstance(value, dict) and "response" in value:  # a recorded exchange: its body
            seeds[stem] = value["response"].get("body_raw", "").encode()
            continue
        if isinstance(value, dict) and isinstance(value.get("data"), dict):
            records += value["data"].get("results", [])[:2]
            for keep in (len(value["data"].get("results", [])), 3, 1, 0):
                body = compact(shrunk(value, keep))
                if len(body) <= max_len:
                    seeds[f"{stem}-{keep}"] = body
                    break
    records += snapshot_records()
    unique = {}
    for record in records:
        unique.setdefault(record.get("id"), record)
    records = list(unique.values())
    for index, record in enumerate(records):
        body = compact(envelope([record], limit=20, total=1))
        if len(body) <= max_len:
            seeds[f"record-{index:02}-{record['id']}"] = body
    seeds["page-of-three"] = compact(envelope(records[:3], total=1485))
    # The API's other bodies: gateway errors (string code) and application errors (integer code).
    seeds["error-401"] = b'{"code":"InvalidCredentials","message":"The passed API key is invalid."}'
    seeds["error-409-limit"] = b'{"code":409,"status":"You may not request more than 100 items."}'
    seeds["error-429"] = b'{"code":"RequestThrottled","message":"You have exceeded your rate limit.  Please try again later."}'
    seeds["empty-page"] = compact(envelope([], offset=1600, total=1562))
    seeds.update(hostile(records[0]))
    return {name: body for name, body in seeds.items() if 0 < len(body) <= max_len}


def hostile(record):
    """Variants of one real record with what a hostile server would send."""
    def variant(change):
        copy = json.loads(json.dumps(record))
        change(copy)
        return compact(envelope([copy], total=1))
    seeds = {}
    seeds["hostile-escapes"] = variant(lambda r: r.update(
        name="Hulk\u001b]52;c;cm0gLXJm\u0007 \u001b[2J\u009b31m\r\nsmash\u202e\u2066",
        description="line\u2028two\ttab\u0000nul\u001bPdcs\u001b\\ end"))
    seeds["hostile-links"] = variant(lambda r: r.update(urls=[
        {"type": "detail", "url": "http://marvel.com/x?utm_source=KEY&utm_campaign=apiRef"},
        {"type": "wiki\u001b[31m", "url": "javascript:alert(1)"}, {"type": None, "url": "not a url"}]))
    seeds["hostile-counts"] = variant(lambda r: r["comics"].update(available=-1, returned=2 ** 63 - 1))
    seeds["hostile-types"] = variant(lambda r: r.update(id="1009610", modified=12))
    seeds["hostile-dates"] = variant(lambda r: r.update(modified="-0001-11-30T00:00:00-0500"))
    twice = envelope([record, record], total=2)
    seeds["hostile-duplicate-ids"] = compact(twice)
    huge = envelope([record], total=2 ** 62)
    huge["data"]["offset"] = 2 ** 62
    seeds["hostile-huge-numbers"] = compact(huge)
    return seeds


def snapshot_records():
    """A few characters of the 2017 snapshot, chosen for what is unusual in them."""
    if not os.path.exists(SNAPSHOT):
        return []
    with gzip.open(SNAPSHOT, "rt", encoding="utf-8") as lines:
        all_records = [json.loads(line) for line in lines]
    picks = {}
    def pick(label, test):
        for record in all_records:
            if record["id"] not in picks.values() and test(record):
                picks[label] = record["id"]
                return
    pick("no date", lambda r: r.get("modified", "").startswith("-0001"))
    pick("epoch", lambda r: r.get("modified", "").startswith("1969"))
    pick("null description", lambda r: r.get("description") is None)
    pick("no image", lambda r: "image_not_available" in (r.get("thumbnail") or {}).get("path", ""))
    pick("not ASCII", lambda r: any(ord(c) > 127 for c in r["name"]))
    pick("no comics", lambda r: r["comics"]["available"] == 0)
    pick("gif", lambda r: (r.get("thumbnail") or {}).get("extension") == "gif")
    longest = max(all_records, key=lambda r: len(r["name"]))
    most = max(all_records, key=lambda r: r["comics"]["available"])
    chosen = [r for r in all_records if r["id"] in picks.values()] + [longest, most]
    for record in chosen:  # lists trimmed to keep the seeds small (available stays true)
        for kind in ("comics", "series", "stories", "events"):
            record[kind]["items"] = record[kind]["items"][:4]
            record[kind]["returned"] = len(record[kind]["items"])
    return chosen


def server_seeds():
    targets = set()
    for folder, _, files in os.walk(SERVER_TESTS):
        for name in files:
            if name.endswith(".swift"):
                text = open(os.path.join(folder, name), encoding="utf-8").read()
                targets.update(t for t in re.findall(r'"(/v1/[^"\\]*)"', text))
    targets |= {"/v1/public/characters?name=3-D+Man", "/v1/public/characters?nameStartsWith=%C3%A9",
                "/v1/public/characters?comics=21366,24571&series=1945", "/v1/public/characters?orderBy=-modified,name",
                "/v1/public/characters?modifiedSince=2014-04-29T14:18:17-0400", "/v1/public/characters/1011334/stories?limit=1",
                "/v1/public/characters/1009610/comics?startYear=1963&issueNumber=1&orderBy=-onsaleDate",
                "/v1/public/characters/1009610/series?contains=comic&seriesType=ongoing",
                "/v1/public/characters?limit=%2B5", "/v1/public/characters?offset=9223372036854775807",
                "/v1/public/characters?name=%ZZ&name=%E2%80%AE", "/v1/public/characters#fragment",
                "/v1/public/../public/characters", "/v1/public/characters?&&=&a"}
    seeds = {}
    for index, target in enumerate(sorted(targets)):
        signed = target + ("&" if "?" in target else "?") + SIGNATURE
        seeds[f"get-{index:03}"] = f"GET {signed}".encode()
    base = "/v1/public/characters/1009610?" + SIGNATURE
    seeds["head"] = f"HEAD {base}".encode()
    seeds["post"] = f"POST {base}\r\nContent-Type: application/json".encode()
    seeds["if-none-match-star"] = f"GET {base}\r\nIf-None-Match: *".encode()
    seeds["if-none-match-list"] = f'GET {base}\nIf-None-Match: W/"x", "{hashlib.md5(b"x").hexdigest()}"'.encode()
    seeds["unsigned"] = b"GET /v1/public/characters"
    seeds["keyed-right"] = b"GET /v1/public/characters?limit=3&apikey=1234&ts=1&hash=@"
    seeds["keyed-wrong"] = b"GET /v1/public/characters?apikey=1234&ts=1&hash=ffd275c5130566a2916217b101f26150"
    seeds["bare-target"] = ("/v1/public/characters?nameStartsWith=spi&" + SIGNATURE).encode()
    return seeds


def request_bytes(seed):
    """A server seed (request line without version, then header lines) as an HTTP/1.1 request."""
    lines = seed.decode("utf-8", "replace").replace("\r\n", "\n").split("\n")
    first = lines[0] if " " in lines[0] else "GET " + lines[0]
    head = [first + " HTTP/1.1", "Host: 127.0.0.1:8080"] + lines[1:]
    return ("\r\n".join(head) + "\r\n\r\n").encode()


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    out = sys.argv[1]
    max_len = int(sys.argv[2]) if len(sys.argv) > 2 else 32768
    if not os.path.isdir(CAPTURES):
        sys.exit(f"fuzz-seeds: no captures at {CAPTURES} (../shared is expected beside the project)")
    server = server_seeds()
    # http-framing reads a byte of read cuts first (0: none), then the connection's bytes.
    framing = {name: b"\x00" + request_bytes(text) for name, text in server.items()}
    framing["pipelined"] = b"\x00" + b"".join(request_bytes(text) for text in list(server.values())[:3])
    framing["head-split"] = b"\x02\x00\x05\x00\x30" + request_bytes(server["head"])
    for target, seeds in (("server", server), ("json-reader", client_seeds(max_len)), ("http-framing", framing)):
        folder = os.path.join(out, target)
        os.makedirs(folder, exist_ok=True)
        for old in os.listdir(folder):
            os.remove(os.path.join(folder, old))
        for name, body in seeds.items():
            with open(os.path.join(folder, name), "wb") as file:
                file.write(body)
        print(f"fuzz-seeds: {len(seeds)} {target} seeds, {sum(map(len, seeds.values()))} bytes, in {folder}", file=sys.stderr)


if __name__ == "__main__":
    main()
