import AppConfig
import Foundation
import NetworkClient
import Testing
import TestingUtils
@testable import HeroesCore

/// `heroes doctor`'s checks that need no server, and their lines.
@Suite struct DoctorTests {
    @Test func eachCheckIsOneLineAndAFailureItsFixBelow() {
        let lines = Doctor.lines([
            Check("config file", .pass, "/home/u/.config/heroes/config, yours, mode 600"),
            Check("keys", .fail, "the server refused a signed call (HTTP 401)", fix: "set the keys"),
            Check("clock", .skip, "no server to compare with"),
            Check("cache", .pass, "a\u{1B}[2Jb"),
        ])
        #expect(
            lines == """
                pass  config file: /home/u/.config/heroes/config, yours, mode 600
                FAIL  keys: the server refused a signed call (HTTP 401)
                      fix: set the keys
                skip  clock: no server to compare with
                pass  cache: ab

                """)
    }

    @Test func noConfigFilePassesAndSaysTheSettingsComeFromTheEnvironment() throws {
        let folder = try TemporaryFolder()
        let path = folder.url.appendingPathComponent("config").path
        #expect(
            Doctor.configFile(atPath: path)
                == Check("config file", .pass, "none at \(path) (settings come from the environment)"))
    }

    @Test func aConfigFileOfYoursPassesAndOneOpenToOthersFailsWithTheChmodThatMendsIt() throws {
        let folder = try TemporaryFolder()
        let path = folder.url.appendingPathComponent("config").path
        #expect(FileManager.default.createFile(atPath: path, contents: Data("color = never\n".utf8)))
        #expect(chmod(path, 0o600) == 0)
        #expect(Doctor.configFile(atPath: path) == Check("config file", .pass, "\(path), yours, mode 600"))
        #expect(chmod(path, 0o644) == 0)
        let check = Doctor.configFile(atPath: path)
        #expect(check.outcome == .fail)
        #expect(check.fix == "run `chmod 600 \(path)`")
    }

    @Test func theEmbeddedCatalogPassesAndTheServerAndCacheChecksDoNotApply() {
        let paths = XDGPaths(environment: ["HOME": "/h"])
        let checks = Doctor.embeddedCatalog(heroes: 1485, paths: paths, keysSet: true)
        #expect(
            Doctor.lines(checks) == """
                pass  data source: the embedded 2017 catalog (1,485 heroes) in \(paths.dataDirectory), every page checked by SQLite
                skip  base URL: not set: the embedded catalog answers in-process
                skip  keys: set; not needed by the embedded catalog
                skip  clock: no server to compare with
                skip  cache: not used with the embedded catalog (\(paths.cacheDirectory))

                """)
        let withoutKeys = Doctor.embeddedCatalog(heroes: 1, paths: paths, keysSet: false)
        #expect(withoutKeys[2] == Check("keys", .skip, "not needed by the embedded catalog"))
    }

    @Test func aNewCachePassesWithWhatItHolds() async throws {
        let folder = try TemporaryFolder()
        let check = await Doctor.cache(in: folder.path)
        #expect(check.outcome == .pass)
        #expect(check.detail.hasPrefix("\(folder.path): 0 pages, 0 heroes, "))
        #expect(check.detail.hasSuffix(" MiB"))
    }

    @Test func aCacheThatCannotBeOpenedFailsWithTheVariableThatMovesIt() async throws {
        let folder = try TemporaryFolder()
        let file = folder.url.appendingPathComponent("not-a-folder").path
        #expect(FileManager.default.createFile(atPath: file, contents: Data()))
        let check = await Doctor.cache(in: file)
        #expect(check.outcome == .fail)
        #expect(check.detail.hasPrefix("\(file) cannot be opened: "))
        #expect(check.fix == "point HEROES_CACHE_DIR at a folder of yours")
    }

    @Test func aServerIsTheDataSourceWithItsPasswordRedactedThenTheProbesChecks() async {
        let client = HTTPClient(transport: ServerProbeTests.Answering(status: 200, date: nil))
        let base = URL(string: "http://me:secret@127.0.0.1:9")!
        let checks = await Doctor.server(at: base, client: client, keysSet: true)
        #expect(checks.map(\.name) == ["data source", "base URL", "keys", "clock"])
        #expect(checks[0] == Check("data source", .pass, "the server at http://me:REDACTED@127.0.0.1:9"))
        #expect(checks[2] == Check("keys", .pass, "a signed call was accepted"))
    }

    @Test func aVerdictOnTheKeysSaysWhenNoneAreSet() async {
        let accepted = HTTPClient(transport: ServerProbeTests.Answering(status: 200, date: nil))
        let checks = await Doctor.server(at: ServerProbeTests.base, client: accepted, keysSet: false)
        #expect(checks[2].detail == "a signed call was accepted without keys (none are set)")
        let unanswered = HTTPClient(transport: ServerProbeTests.Refusing())
        let skipped = await Doctor.server(at: ServerProbeTests.base, client: unanswered, keysSet: false)
        #expect(skipped[2] == Check("keys", .skip, "not checked: the server did not answer"))
    }

    @Test(arguments: [(0.0, "0.0"), (1.5, "1.5"), (12.34, "12.3"), (255.96, "256.0")])
    func aSizeHasOneDecimalAsPrintfWritesIt(value: Double, text: String) {
        #expect(Doctor.oneDecimal(value) == text)
    }
}
