import Foundation
import HeroesCore
import NetworkClient
import Testing
@testable import HeroesCLI

/// Which exit status each failure ends `heroes` with (BSD sysexits, as `heroes exit-codes` lists them).
/// (`HeroesCLI.` tells it from Swift Testing's own `ExitStatus`.)
struct ExitStatusTests {
    @Test(arguments: [
        (HeroesError.notFound(.characters, id: 1), HeroesCLI.ExitStatus.notFound),
        (.notFound(.comics, id: 5), .notFound),
        (.notFoundNamed("Nobody"), .notFound),
        (.tooManyCalls(items: 1, calls: 2, allowed: 1), .usage),
        (.unauthorized(message: "no"), .permission),
        (.invalidResponse(reason: "r", server: "s"), .dataError),
        (.rejected(status: 409, message: "m"), .dataError),
        (.network(.invalidURL("x"), server: "x"), .configuration),
        (.network(.cannotConnect(host: "h"), server: "s"), .unavailable),
        (.network(.timedOut, server: "s"), .unavailable),
        (.serverError(status: 503), .unavailable),
        (.rateLimited(retryAfter: 1), .unavailable),
        (.notCached(what: "page 1"), .unavailable),
    ])
    func eachFailureEndsWithItsStatus(error: HeroesError, status: HeroesCLI.ExitStatus) {
        #expect(HeroesCLI.ExitStatus(error) == status)
    }

    /// The README's table of exit codes, read from the README itself: each row's code.
    static func readmeCodes() throws -> [Int32] {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        let table = try #require(text.range(of: "### Exit codes")).upperBound
        return text[table...].split(separator: "\n").drop { !$0.hasPrefix("|") }.prefix { $0.hasPrefix("|") }
            .compactMap { Int32($0.dropFirst().prefix { $0 != "|" }.trimmingCharacters(in: .whitespaces)) }
    }

    @Test func theStatusesAreExactlyTheCodesOfTheReadmesTable() throws {
        #expect(HeroesCLI.ExitStatus.allCases.map(\.rawValue).sorted() == (try Self.readmeCodes()).sorted())
        #expect(HeroesCLI.ExitStatus.notFound.exitCode.rawValue == 66)
    }

    @Test func theExitCodesTableHasOneLineEachCodeFirst() {
        let lines = ExitCodesCommand.table.split(separator: "\n")
        #expect(lines.count == HeroesCLI.ExitStatus.allCases.count)
        #expect(lines.first == "0   success (an empty page past the end included)")
        #expect(
            lines.contains(
                "66  no hero with that id or name, or several (\"did you mean\" lists them), or none to pick at random")
        )
    }
}
