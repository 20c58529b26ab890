import HeroesCore
import NetworkClient
import Testing
@testable import HeroesCLI

/// Which exit status each failure ends `heroes` with (BSD sysexits, as `heroes exit-codes` lists them).
/// (`HeroesCLI.` tells it from Swift Testing's own `ExitStatus`.)
struct ExitStatusTests {
    @Test(arguments: [
        (HeroesError.notFound(id: 1), HeroesCLI.ExitStatus.notFound),
        (.notFoundNamed("Nobody"), .notFound),
        (.tooManyCalls(heroes: 1, calls: 2, allowed: 1), .usage),
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

    @Test func theStatusesAreTheSysexitsCodesTheReadmeLists() {
        #expect(HeroesCLI.ExitStatus.allCases.map(\.rawValue) == [0, 1, 64, 65, 66, 69, 77, 74, 78, 130])
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
