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

    @Test func anIPv6HostIsShownInBracketsInTheStartLine() throws {
        let result = try heroes.run(
            ["serve", "--port", "0", "--host", "::1", "--synthetic", "10", "--stop-after", "1"], timeout: 20)
        let port = try #require(result.stdout.split(separator: "\n").first.flatMap { Int($0) }, "\(result)")
        #expect(result.stderr.contains("characters on http://[::1]:\(port), "), "\(result)")
        #expect(!result.stderr.contains("http://::1"), "\(result)")
    }

    @Test func theStartIsOneLineNamingTheKeysOfTheConfigFileItChecks() throws {
        let folder = heroes.home.appendingPathComponent("config/heroes")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("config").path
        #expect(
            FileManager.default.createFile(
                atPath: file, contents: Data("public_key = e2e-public\nprivate_key = e2e-private\n".utf8),
                attributes: [.posixPermissions: 0o600]))
        let result = try heroes.run(["serve", "--port", "0", "--synthetic", "10", "--stop-after", "1"], timeout: 20)
        let port = try #require(result.stdout.split(separator: "\n").first.flatMap { Int($0) }, "\(result)")
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(
            lines.first
                == "heroes: serving 10 characters on http://127.0.0.1:\(port), checking signatures with public_key and private_key of the config file \(file) (Ctrl-C to stop)",
            "\(result)")
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("heroes: stopping") }, "\(result)")
    }
}
