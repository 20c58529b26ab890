import Foundation
import Testing
import TestingUtils

/// The built binary against a server that lies: escape sequences in its text, absurd numbers,
/// another hero than the one asked for. Nothing it sends drives the terminal, traps, or is
/// cached; every case ends with a clear message and exit code.
@Suite struct HostileServerTests {
    let heroes: Heroes
    init() throws { heroes = try Heroes() }

    /// A hero whose every text carries OSC 52 (clipboard), OSC 0 (title), a screen clear and a
    /// right-to-left override.
    static func hostileHero(id: Int) -> [String: Any] {
        [
            "id": id, "name": "Evil\u{1B}]0;pwned\u{07}\u{202E}Name",
            "description": "Bitten\u{1B}]52;c;cm0gLXJmIH4=\u{07} by a radioactive \u{1B}[2J\u{1B}[Hspider.",
            "modified": "2014-04-29T14:18:17-0400",
            "comics": [
                "available": 1, "returned": 1,
                "items": [["resourceURI": "http://x/v1/public/comics/1", "name": "Comic\u{1B}[5m #1"]],
            ],
        ]
    }

    static func envelope(
        offset: Int = 0, limit: Int = 20, total: Int, results: [[String: Any]],
        attribution: String = "Data\u{1B}]0;t\u{07} provided by Marvel."
    ) -> String {
        let body: [String: Any] = [
            "code": 200, "status": "Ok", "attributionText": attribution,
            "data": ["offset": offset, "limit": limit, "total": total, "count": results.count, "results": results],
        ]
        return String(decoding: try! JSONSerialization.data(withJSONObject: body), as: UTF8.self)
    }

    /// A server on 127.0.0.1 that answers every request with `status` and `body`, or the body
    /// `answer` gives for the request's target, and counts them.
    final class ScriptedServer: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        private(set) var server: LoopbackServer!

        convenience init(status: Int = 200, body: String) throws {
            try self.init(status: status) { _ in body }
        }

        init(status: Int = 200, answer: @escaping @Sendable (_ target: String) -> String) throws {
            server = try LoopbackServer(lifetime: Patience.seconds(30), maxConnections: 32) { [self] connection in
                while let request = connection.readRequest() {
                    lock.withLock { count += 1 }
                    connection.respond(
                        status: status, headers: [("Content-Type", "application/json")],
                        body: Array(answer(request.target).utf8))
                }
            }
        }

        var requests: Int { lock.withLock { count } }
        var env: [String: String] { ["HEROES_BASE_URL": "http://127.0.0.1:\(server.port)"] }
        deinit { server.stop() }
    }

    /// Whether `output` holds nothing of the hostile server's that a terminal would act on,
    /// looked at raw (``RawOutput/isNeutral(_:)``); the server's own colour sequence, a blink
    /// that heroes' styles never draw, is looked for by name, as the raw check lets colours by.
    static func isClean(_ output: String) -> Bool {
        RawOutput.isNeutral(output) && !output.contains("\u{1B}[5m")
    }

    @Test func aHerosEscapeSequencesReachNeitherTheTerminalNorAPipeNorTheOfflineReplay() throws {
        let server = try ScriptedServer(body: Self.envelope(total: 1, results: [Self.hostileHero(id: 5)]))
        let onTerminal = try heroes.runOnTerminal(["show", "5"], env: server.env)
        #expect(onTerminal.status == 0, "\(onTerminal)")
        #expect(Self.isClean(onTerminal.stdout), "\(onTerminal)")
        #expect(onTerminal.stdout.contains("Bitten by a radioactive spider."))
        #expect(onTerminal.stdout.contains("EvilName"))
        let piped = try heroes.run(["show", "5"], env: server.env)
        #expect(piped.status == 0 && Self.isClean(piped.stdout + piped.stderr), "\(piped)")
        #expect(piped.stdout.contains("description\tBitten by a radioactive spider.\n"))
        let offline = try heroes.runOnTerminal(["show", "5", "--offline"], env: server.env)
        #expect(offline.status == 0 && Self.isClean(offline.stdout), "\(offline)")
        #expect(offline.stdout.contains("Bitten by a radioactive spider."))
        let json = try heroes.run(["show", "5", "--json"], env: server.env)
        #expect(json.stdout.contains(#"\u001b]52;c;"#), "JSON keeps the text exact, escaped: \(json)")
    }

    @Test func aListsEscapeSequencesNeverReachTheTerminal() throws {
        let server = try ScriptedServer(body: Self.envelope(total: 1, results: [Self.hostileHero(id: 5)]))
        let result = try heroes.runOnTerminal(["list"], env: server.env)
        #expect(result.status == 0 && Self.isClean(result.stdout), "\(result)")
        #expect(result.stdout.contains("EvilName") && result.stdout.contains("Data provided by Marvel."), "\(result)")
    }

    @Test func aServersErrorTextIsNeutralisedOnStderr() throws {
        let body = #"{"code":"Bad\u001b]0;x\u0007Thing","message":"bad\u001b]52;c;cm0=\u0007 thing\u202e"}"#
        let server = try ScriptedServer(status: 409, body: body)
        let result = try heroes.run(["list"], env: server.env)
        #expect(result.status == 65, "\(result)")
        #expect(
            result.stderr
                == "heroes: the server refused GET /v1/public/characters?limit=20&offset=0 (HTTP 409: bad thing).\n",
            "\(result)")
    }

    /// Pages no request could have been answered with (named, so test logs stay short).
    enum AbsurdPage: String, CaseIterable, Sendable {
        case totalOf2To63, negativeTotal, offsetOf2To63, limitOf2To63, tenThousandResultsForTwenty, sameIdTwice

        var body: String {
            switch self {
            case .totalOf2To63: envelope(total: Int.max, results: [["id": 1]])
            case .negativeTotal: envelope(total: -5, results: [["id": 1]])
            case .offsetOf2To63: envelope(offset: Int.max, total: 1, results: [["id": 1]])
            case .limitOf2To63: envelope(limit: Int.max, total: 1, results: [["id": 1]])
            case .tenThousandResultsForTwenty: envelope(total: 10_000, results: (1...10_000).map { ["id": $0] })
            case .sameIdTwice: envelope(total: 2, results: [["id": 1], ["id": 1]])
            }
        }

        var reason: String {
            switch self {
            case .totalOf2To63: "its total 9223372036854775807 is not between 0 and 100000000"
            case .negativeTotal: "its total -5 is not between 0 and 100000000"
            case .offsetOf2To63: "it answered offset 9223372036854775807 to a request for offset 0"
            case .limitOf2To63: "it answered limit 9223372036854775807 to a request for limit 20"
            case .tenThousandResultsForTwenty: "it sent 10000 results for limit 20"
            case .sameIdTwice: "it sent id 1 twice"
            }
        }
    }

    @Test(arguments: AbsurdPage.allCases)
    func anAbsurdPageIsRefusedAndNotCached(page: AbsurdPage) throws {
        let server = try ScriptedServer(body: page.body)
        let result = try heroes.run(["list"], env: server.env)
        #expect(result.status == 65, "\(result)")
        #expect(
            result.stderr
                == "heroes: the answer from http://127.0.0.1:\(server.server.port) to GET /v1/public/characters?limit=20&offset=0 was not a Marvel API response (\(page.reason)). Check HEROES_BASE_URL.\n",
            "\(result)")
        let offline = try heroes.run(["list", "--offline"], env: server.env)
        #expect(offline.status == 69, "nothing was cached: \(offline)")
    }

    @Test func anotherHeroThanTheOneAskedForIsRefusedAndNotCached() throws {
        let server = try ScriptedServer(
            body: Self.envelope(total: 1, results: [["id": 1_009_610, "name": "Spider-Man"]]))
        let result = try heroes.run(["show", "5"], env: server.env)
        #expect(result.status == 65, "\(result)")
        #expect(
            result.stderr.hasSuffix("(it sent hero 1009610 when asked for hero 5). Check HEROES_BASE_URL.\n"),
            "\(result)")
        #expect(try heroes.run(["show", "5", "--offline"], env: server.env).status == 69)
    }

    @Test func allStopsAfterOneCallWhenTheServerClaimsTenMillionHeroes() throws {
        let server = try ScriptedServer(
            body: Self.envelope(limit: 100, total: 10_000_000, results: (1...100).map { ["id": $0] }))
        let result = try heroes.run(["list", "--all"], env: server.env)
        #expect(result.status == 64, "\(result)")
        #expect(
            result.stderr
                == "heroes: the server lists 10000000 heroes, which takes 100000 calls; the limit is 100. Narrow the list with a filter, or raise the limit with --max-calls 100000.\n",
            "\(result)")
        #expect(server.requests == 1)
    }

    @Test func aPortAbove65535IsAConfigurationErrorAndThePasswordIsNeverShown() throws {
        let result = try heroes.run(["list"], env: ["HEROES_BASE_URL": "http://me:s3cret@127.0.0.1:99999"])
        #expect(result.status == 78, "\(result)")
        #expect(
            result.stderr
                == "heroes: HEROES_BASE_URL \"http://me:REDACTED@127.0.0.1:99999\" has port 99999; ports are 1 to 65535. Fix the port, or unset it to use the embedded catalog.\n"
        )
        let malformed = try heroes.run(["list"], env: ["HEROES_BASE_URL": "http://me:s3cret@bad host"])
        #expect(malformed.status == 78 && !malformed.stderr.contains("s3cret"), "\(malformed)")
    }

    @Test(arguments: [
        (
            "exec \"$0\" exit-codes >/dev/full",
            "heroes: could not write to standard output (No space left on device).\n"
        ),
        ("exec \"$0\" exit-codes >&-", "heroes: could not write to standard output (it is closed).\n"),
        ("exec \"$0\" list --page 2 >&-", "heroes: could not write to standard output (it is closed).\n"),
        ("exec \"$0\" --help >/dev/full", "heroes: could not write to standard output.\n"),
    ])
    func aWriteThatFailsEndsWithExit74(script: String, message: String) throws {
        let result = try ProcessRunner.run(
            "/bin/sh", ["-c", script, heroes.path], environment: heroes.environment(["HEROES_DEBUG": ""]), timeout: 30)
        #expect(result.status == 74, "\(result)")
        #expect(result.stderr.hasSuffix(message), "\(result)")
    }

    @Test func theNextHintKeepsTheFiltersOfTheCommand() throws {
        let result = try heroes.runOnTerminal([
            "list", "--modified-since", "2000-01-01", "--order-by", "-modified", "--per-page", "2",
        ])
        #expect(result.status == 0, "\(result)")
        #expect(
            result.stdout.contains(
                "heroes list --page 2 --per-page 2 --order-by -modified --modified-since 2000-01-01"), "\(result)")
    }
}
