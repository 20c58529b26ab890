import HeroesCore
import NetworkClient
import Testing

/// HeroesCore says what happened; the command line that uses it adds what to type. So no
/// description names a command, a flag or an environment variable.
struct ErrorWordingTests {
    static let heroesErrors: [HeroesError] = [
        .notFound(id: 1), .notFoundNamed("Nobody"), .unauthorized(message: "bad hash"), .rateLimited(retryAfter: 3),
        .rateLimited(retryAfter: nil), .rejected(status: 409, message: "no"), .serverError(status: 503),
        .network(.cannotConnect(host: "h"), server: "http://h"), .network(.dnsFailure(host: "h"), server: "http://h"),
        .network(.timedOut, server: "http://h"), .network(.cancelled, server: "http://h"),
        .network(.connectionLost, server: "http://h"), .network(.invalidURL("x"), server: "x"),
        .network(.tls(reason: "r"), server: "http://h"), .invalidResponse(reason: "r", server: "http://h"),
        .notCached(what: "page 2"), .tooManyCalls(heroes: 10_000_000, calls: 100_000, allowed: 100),
    ]

    static let storeErrors: [HeroesStoreError] = [
        .cannotCreateFolder(path: "/c", reason: "r"), .readOnly(path: "/c"), .diskFull(path: "/c"),
        .corrupt(path: "/c", reason: "r"), .busy(path: "/c"), .untrustedFile(path: "/c", found: "a folder"),
        .entryTooLarge(path: "/c", bytes: 2, limit: 1), .failed(path: "/c", reason: "r"),
    ]

    static func namesCommandLine(_ text: String) -> Bool {
        ["`heroes", "--", "HEROES_", "MARVEL_", "XDG_"].contains { text.contains($0) }
    }

    @Test(arguments: heroesErrors)
    func aHeroesErrorNamesNoCommandFlagOrVariable(error: HeroesError) {
        #expect(!Self.namesCommandLine(error.description), "\(error.description)")
    }

    @Test(arguments: storeErrors)
    func aStoreErrorNamesNoCommandFlagOrVariable(error: HeroesStoreError) {
        #expect(!Self.namesCommandLine(error.description), "\(error.description)")
    }

    @Test(arguments: [
        CacheWarning.movedAside(path: "/c", movedTo: "/c.1", reason: "r"), .sharedFolder(path: "/tmp"),
        .unavailable(.busy(path: "/c")), .operationFailed(.diskFull(path: "/c")),
    ])
    func aCacheWarningNamesNoCommandFlagOrVariable(warning: CacheWarning) {
        #expect(!Self.namesCommandLine(warning.description), "\(warning.description)")
    }

    @Test func descriptionsSayWhatHappened() {
        #expect(HeroesError.notFound(id: 42).description == "no hero with id 42.")
        #expect(
            HeroesError.notCached(what: "page 4 of the hero list").description
                == "page 4 of the hero list is not cached yet.")
        #expect(
            HeroesStoreError.diskFull(path: "/c/heroes.sqlite").description
                == "the disk holding the cache at /c/heroes.sqlite is full")
    }
}
