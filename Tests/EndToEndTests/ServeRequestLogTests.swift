import Foundation
import Testing
import TestingUtils

/// `heroes serve` writes one line on stderr per request, and none with `--quiet`, whose
/// start-up and stop lines still say what the server does.
@Suite struct ServeRequestLogTests {
    let heroes: Heroes
    init() throws { heroes = try Heroes() }

    /// The server's stderr once it has answered one list request and stopped.
    private func stderrAfterOneRequest(_ arguments: [String]) throws -> String {
        let keys = LoopbackServeTests.keys
        let server = try ServeProcess(heroes, arguments: arguments, env: keys)
        let result = try heroes.run(
            ["list", "--page", "2", "--refresh"], env: keys.merging(["HEROES_BASE_URL": server.baseURL]) { $1 })
        #expect(result.status == 0, "\(result)")
        server.stop()
        return server.child.errorOutput()
    }

    @Test func eachRequestIsLoggedWithItsTargetAndStatus() throws {
        let log = try stderrAfterOneRequest([])
        #expect(log.contains("GET /v1/public/characters?"), "\(log)")
        #expect(log.contains(" 200 "), "\(log)")
    }

    @Test func quietLogsNoRequestButStillSaysWhereItServesAndWhenItStops() throws {
        let log = try stderrAfterOneRequest(["--quiet"])
        #expect(!log.contains("/v1/public/characters"), "\(log)")
        #expect(log.contains("heroes: serving "), "\(log)")
        #expect(log.contains("heroes: stopping"), "\(log)")
    }

    @Test func anIPv6HostIsShownInBracketsInTheStartLines() throws {
        let result = try heroes.run(
            ["serve", "--port", "0", "--host", "::1", "--synthetic", "10", "--stop-after", "1"], timeout: 20)
        let port = try #require(result.stdout.split(separator: "\n").first.flatMap { Int($0) }, "\(result)")
        #expect(result.stderr.contains("characters on http://[::1]:\(port) (Ctrl-C to stop)"), "\(result)")
        #expect(!result.stderr.contains("http://::1"), "\(result)")
    }
}
