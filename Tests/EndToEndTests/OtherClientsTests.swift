import Foundation
import Testing
import TestingUtils

/// Clients that are not Swift talk to `heroes serve` as they talked to Marvel's gateway.
@Suite struct OtherClientsTests {
    let heroes: Heroes
    init() throws { heroes = try Heroes() }

    /// How a typical Python Marvel client signs and pages (md5(ts + private + public)).
    static let pythonClient = #"""
        import hashlib, json, sys, time, urllib.request, urllib.parse
        base, public, private = sys.argv[1], sys.argv[2], sys.argv[3]
        names, offset, total = [], 0, None
        for _ in range(20):
            ts = str(time.time())
            params = {"limit": 100, "offset": offset, "ts": ts, "apikey": public,
                      "hash": hashlib.md5((ts + private + public).encode()).hexdigest()}
            with urllib.request.urlopen(base + "/v1/public/characters?" + urllib.parse.urlencode(params), timeout=10) as r:
                data = json.load(r)["data"]
            total = data["total"]
            names += [c["name"] for c in data["results"]]
            offset += data["count"]
            if offset >= total:
                break
        print(total, len(names), names[0])
        """#

    @Test func aPythonClientSignsAndPagesThroughEverything() throws {
        let server = try ServeProcess(heroes, env: LoopbackServeTests.keys)
        defer { server.stop() }
        let keys = LoopbackServeTests.keys
        let result = try ProcessRunner.run(
            "/usr/bin/env",
            [
                "python3", "-c", Self.pythonClient, server.baseURL, keys["MARVEL_PUBLIC_KEY"]!,
                keys["MARVEL_PRIVATE_KEY"]!,
            ],
            environment: ["PATH": "/usr/local/bin:/usr/bin:/bin"]
        )
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout == "1485 1485 3-D Man\n")
    }

    @Test func curlGetsGzipAnETagAndA304() throws {
        let server = try ServeProcess(heroes)
        defer { server.stop() }
        let url = server.baseURL + "/v1/public/characters/1009610?apikey=a&ts=1&hash=b"
        let first = try ProcessRunner.run(
            "/usr/bin/curl", ["-s", "-D", "-", "-o", "/dev/null", "-H", "Accept-Encoding: gzip", url], environment: [:])
        #expect(first.status == 0, "\(first)")
        let headers = first.stdout.lowercased()
        #expect(headers.hasPrefix("http/1.1 200"))
        #expect(headers.contains("content-encoding: gzip"))
        let etag = try #require(
            first.stdout.split(separator: "\r\n").first { $0.lowercased().hasPrefix("etag:") }?.dropFirst(5)
                .trimmingCharacters(in: .whitespaces))
        let second = try ProcessRunner.run(
            "/usr/bin/curl",
            ["-s", "-o", "/dev/null", "-w", "%{http_code} %{size_download}", "-H", "If-None-Match: \(etag)", url],
            environment: [:])
        #expect(second.stdout == "304 0")
        let post = try ProcessRunner.run(
            "/usr/bin/curl", ["-s", "-o", "/dev/null", "-w", "%{http_code}", "-X", "POST", url], environment: [:])
        #expect(post.stdout == "405")
        let bad = try ProcessRunner.run(
            "/usr/bin/curl", ["-s", server.baseURL + "/v1/public/characters?limit=101&apikey=a&ts=1&hash=b"],
            environment: [:])
        #expect(bad.stdout == #"{"code":409,"status":"You may not request more than 100 items."}"#)
    }
}
