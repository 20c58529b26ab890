import Foundation
import Testing
import TestingUtils

/// The README's promises for `heroes serve`'s options, each with the client that uses them:
/// `--daily-limit N` (429 past N calls a key a day), `--catalog FILE` (a saved page of real
/// results; a regular file of at most 64 MiB, checked before it is read), and `--host` beyond
/// loopback with keys set or `--allow-public-without-keys`.
@Suite struct ServeOptionsTests {
    let heroes: Heroes
    init() throws { heroes = try Heroes() }

    static let otherKeys = ["MARVEL_PUBLIC_KEY": "e2e-public-other", "MARVEL_PRIVATE_KEY": "e2e-private-9c2a"]

    @Test func aDailyLimitOfTwoAnswersTwoCallsAKeyAndRefusesTheThirdWith429() throws {
        let server = try ServeProcess(heroes, arguments: ["--daily-limit", "2"])
        defer { server.stop() }
        func list(_ page: Int, keys: [String: String]) throws -> ProcessResult {
            try heroes.run(
                ["list", "--page", String(page), "--refresh"],
                env: keys.merging(["HEROES_BASE_URL": server.baseURL]) { $1 })
        }
        for page in [1, 2] {
            let result = try list(page, keys: LoopbackServeTests.keys)
            #expect(result.status == 0, "call \(page): \(result)")
        }
        let third = try list(3, keys: LoopbackServeTests.keys)
        #expect(third.status == 69, "\(third)")
        #expect(third.stderr.contains("rate limit"), "\(third)")
        #expect(server.waitForLog(containing: " 429 ") != nil, "\(server.child.errorOutput(timeout: 0))")
        let otherKey = try list(3, keys: Self.otherKeys)
        #expect(otherKey.status == 0, "another key has calls of its own: \(otherKey)")
    }

    /// A page of three heroes as the API sends it, fetched from `heroes serve` and saved.
    private func savedPage(in folder: TemporaryFolder) async throws -> URL {
        let server = try ServeProcess(heroes)
        defer { server.stop() }
        let connection = try RawHTTPConnection(port: server.port, receiveTimeout: 30)
        try connection.send(RawHTTPConnection.request("/v1/public/characters?limit=3&ts=1&apikey=e2e&hash=0"))
        let response = try await connection.readResponse()
        try #require(response.statusCode == 200, "\(response.statusLine)")
        let file = folder.url.appendingPathComponent("page.json")
        try Data(response.body).write(to: file)
        return file
    }

    @Test func aSavedPageOfRealResultsIsServedAsTheCatalog() async throws {
        let folder = try TemporaryFolder(prefix: "heroes-catalog")
        let file = try await savedPage(in: folder)
        let server = try ServeProcess(heroes, arguments: ["--catalog", file.path])
        defer { server.stop() }
        let served = try heroes.run(
            ["list"], env: ["HEROES_BASE_URL": server.baseURL, "MARVEL_PUBLIC_KEY": "k", "MARVEL_PRIVATE_KEY": "p"])
        let embedded = try heroes.run(["list", "-n", "3"])
        #expect(served.status == 0, "\(served)")
        #expect(served.stdout == embedded.stdout && served.stdout.split(separator: "\n").count == 3, "\(served)")
        server.stop()
        #expect(server.child.errorOutput().contains("serving 3 characters"))
    }

    @Test func aCatalogFileOf64MiBIsReadAndOneByteMoreIsRefusedBeforeItIsRead() throws {
        let folder = try TemporaryFolder(prefix: "heroes-catalog")
        for (size, refused) in [(64 << 20, false), ((64 << 20) + 1, true)] {
            let file = folder.url.appendingPathComponent("catalog-\(size).json")
            // Spaces around an empty array: read whole, it is valid JSON with no character in it.
            var bytes = [UInt8](repeating: UInt8(ascii: " "), count: size)
            bytes.replaceSubrange(0..<2, with: Array("[]".utf8))
            try Data(bytes).write(to: file)
            let result = try heroes.run(
                ["serve", "--port", "0", "--catalog", file.path, "--stop-after", "1"], timeout: 60)
            #expect(result.status == 78, "\(size) bytes: \(result)")
            #expect(result.stderr.contains("64 MiB") == refused, "\(size) bytes: \(result.stderr)")
        }
    }

    /// Runs `heroes serve` with `arguments` in a network namespace of its own (its loopback
    /// the only interface: bound to 0.0.0.0 it is reachable from nowhere else), then
    /// `heroes list -n 3` against it there, signed with `CLIENT_PUBLIC_KEY` and
    /// `CLIENT_PRIVATE_KEY`; prints the list, and the server's log on stderr.
    static let serveBeyondLoopback = #"""
        set -eu
        heroes=$1 log=$2; shift 2
        ip link set lo up
        coproc SERVER { exec "$heroes" serve --port 0 --stop-after 60 "$@" 2>"$log"; }
        read -r -t 30 port <&"${SERVER[0]}"
        MARVEL_PUBLIC_KEY=$CLIENT_PUBLIC_KEY MARVEL_PRIVATE_KEY=$CLIENT_PRIVATE_KEY \
            HEROES_BASE_URL="http://127.0.0.1:$port" "$heroes" list -n 3
        kill "$SERVER_PID"; wait "$SERVER_PID" || true
        cat "$log" >&2
        """#

    @Test(
        .enabled(if: Unshared.isPossible, "a network namespace needs root (or user namespaces)"),
        arguments: [["--host", "0.0.0.0"], ["--host", "0.0.0.0", "--allow-public-without-keys"]])
    func aHostBeyondLoopbackIsServedWithKeysOrWhenAllowedWithout(arguments: [String]) throws {
        let folder = try TemporaryFolder(prefix: "heroes-host")
        // The server has the keys unless it is allowed without; the client signs with them.
        let keys = LoopbackServeTests.keys
        var env = [
            "CLIENT_PUBLIC_KEY": keys["MARVEL_PUBLIC_KEY"]!, "CLIENT_PRIVATE_KEY": keys["MARVEL_PRIVATE_KEY"]!,
        ]
        if !arguments.contains("--allow-public-without-keys") { env.merge(keys) { $1 } }
        let result = try Unshared.run(
            Self.serveBeyondLoopback, [heroes.path, folder.url.appendingPathComponent("log").path] + arguments,
            in: [.network], environment: heroes.environment(env))
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout == (try heroes.run(["list", "-n", "3"])).stdout, "\(result)")
        #expect(result.stderr.contains(" stories on http://0.0.0.0:"), "\(result)")
    }
}
