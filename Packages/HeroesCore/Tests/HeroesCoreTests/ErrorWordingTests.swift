import HeroesCore
import MarvelWire
import NetworkClient
import Testing

/// HeroesCore says what happened; the command line that uses it adds what to type. So no
/// description names a command, a flag or an environment variable.
struct ErrorWordingTests {
    static let heroesErrors: [HeroesError] = [
        .notFound(.characters, id: 1), .notFound(.comics, id: 5, related: .creators), .notFoundNamed("Nobody"),
        .unauthorized(message: "bad hash"), .rateLimited(retryAfter: 3),
        .rateLimited(retryAfter: nil), .rejected(status: 409, message: "no"), .serverError(status: 503),
        .network(.cannotConnect(host: "h"), server: "http://h"), .network(.dnsFailure(host: "h"), server: "http://h"),
        .network(.timedOut, server: "http://h"), .network(.cancelled, server: "http://h"),
        .network(.connectionLost, server: "http://h"), .network(.invalidURL("x"), server: "x"),
        .network(.tls(reason: "r"), server: "http://h"), .invalidResponse(reason: "r", server: "http://h"),
        .notCached(what: "page 2"), .tooManyCalls(items: 10_000_000, calls: 100_000, allowed: 100),
    ]

    static let storeErrors: [HeroesStoreError] = [
        .cannotCreateFolder(path: "/c", reason: "r"), .readOnly(path: "/c"), .diskFull(path: "/c"),
        .corrupt(path: "/c", reason: "r"), .busy(path: "/c"), .untrustedFile(path: "/c", found: "a folder"),
        .entryTooLarge(path: "/c", bytes: 2, limit: 1), .failed(path: "/c", reason: "r"),
    ]

    static func namesCommandLine(_ text: String) -> Bool {
        ["`heroes", "--", "HEROES_", "MARVEL_", "XDG_"].contains { text.contains($0) }
    }

    @Test("a refused, failed or unreadable call names its route as sent: path and query")
    func aFailedCallNamesItsRoute() {
        let route = MarvelRoute(.comics, query: [.titleStartsWith: .text("X & Y"), .limit: .integer(20)])
        #expect(
            HeroesError.rejected(status: 409, message: "no", route: route).description
                == "the server refused GET /v1/public/comics?titleStartsWith=X%20%26%20Y&limit=20 (HTTP 409: no).")
        #expect(
            HeroesError.serverError(status: 503, route: MarvelRoute(.comics, id: 5)).description
                == "the server failed on GET /v1/public/comics/5 (HTTP 503). Try again in a moment.")
        #expect(
            HeroesError.invalidResponse(
                reason: "r", server: "http://h", route: MarvelRoute(.series, id: 7, related: .comics)
            )
            .description
                == "the answer from http://h to GET /v1/public/series/7/comics was not a Marvel API response (r).")
    }

    @Test("a stale notice's cause names the status a failed call got, not its route")
    func aStaleCauseNamesTheStatusAlone() {
        let route = MarvelRoute(.characters, query: [.limit: .integer(20)])
        #expect(StaleCause.words(.serverError(status: 503, route: route)) == "the server failed (HTTP 503)")
        #expect(
            StaleCause.words(.invalidResponse(reason: "r", server: "s", route: route))
                == "the server's answer was not a Marvel API response")
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

    /// A record not found is named by its own resource and id, a hero as a hero, whatever list
    /// below it was asked for.
    @Test(arguments: [
        (HeroesError.notFound(.characters, id: 99_999_999), "no hero with id 99999999."),
        (.notFound(.characters, id: 42, related: .comics), "no hero with id 42."),
        (.notFound(.comics, id: 5), "no comic with id 5."),
        (.notFound(.comics, id: 5, related: .characters), "no comic with id 5."),
        (.notFound(.creators, id: 7), "no creator with id 7."),
        (.notFound(.events, id: 8), "no event with id 8."),
        (.notFound(.series, id: 9), "no series with id 9."),
        (.notFound(.stories, id: 10, related: .comics), "no story with id 10."),
    ])
    func notFoundNamesTheResourceAndTheIDOfTheRecord(error: HeroesError, description: String) {
        #expect(error.description == description)
    }

    @Test func descriptionsSayWhatHappened() {
        #expect(HeroesError.notFound(.characters, id: 42).description == "no hero with id 42.")
        #expect(
            HeroesError.notCached(what: "page 4 of the hero list").description
                == "page 4 of the hero list is not cached yet.")
        #expect(
            HeroesStoreError.diskFull(path: "/c/heroes.sqlite").description
                == "the disk holding the cache at /c/heroes.sqlite is full")
    }
}
