import AppConfig
import FoundationEssentials
import HeroesCore
import NetworkClient
import Testing

/// Every error line `heroes` writes, composed from HeroesCore's description and its advice
/// (``ErrorAdvice``): the exact lines the end-to-end tests expect.
struct ErrorAdviceTests {
    @Test(arguments: [
        (HeroesError.notFound(.characters, id: 42), "no hero with id 42. Try `heroes list` to see the ids."),
        (
            .notFound(.characters, id: 42, related: .comics),
            "no hero with id 42. Try `heroes list` to see the ids."
        ),
        (
            .notFound(.comics, id: 5),
            "no comic with id 5. Try `heroes comics list` to see the ids."
        ),
        (.notFound(.creators, id: 7), "no creator with id 7. Try `heroes creators list` to see the ids."),
        (.notFoundNamed("Nobody Here"), "no hero named \"Nobody Here\". Try `heroes list --name-starts-with Nob`."),
        (
            .notFoundNamed("O'Z $(nobody)"),
            "no hero named \"O'Z $(nobody)\". Try `heroes list --name-starts-with 'O'\\''Z'`."
        ),
        (
            .unauthorized(message: "You must provide a user key."),
            "the server refused the API keys (You must provide a user key.). Check MARVEL_PUBLIC_KEY and MARVEL_PRIVATE_KEY."
        ),
        (
            .invalidResponse(reason: "the body is not valid JSON", server: "http://127.0.0.1:9"),
            "the answer from http://127.0.0.1:9 was not a Marvel API response (the body is not valid JSON). Check HEROES_BASE_URL."
        ),
        (
            .notCached(what: "page 4 of the hero list"),
            "page 4 of the hero list is not cached yet. Run the command once without --offline while online."
        ),
        (
            .tooManyCalls(items: 10_000_000, calls: 100_000, allowed: 100),
            "the server lists 10000000 heroes, which takes 100000 calls; the limit is 100. Narrow the list with a filter, or raise the limit with --max-calls 100000."
        ),
        (
            .network(.cannotConnect(host: "127.0.0.1"), server: "http://127.0.0.1:9"),
            "could not connect to http://127.0.0.1:9. Check that the server is running and HEROES_BASE_URL is right, then try again."
        ),
        (
            .network(.dnsFailure(host: "nowhere"), server: "http://nowhere"),
            "could not find the host of http://nowhere. Check HEROES_BASE_URL and your network, then try again."
        ),
        (
            .network(.invalidURL("x"), server: "x"),
            "the server address x is not a valid http(s) URL. Fix HEROES_BASE_URL."
        ),
        (
            .network(.timedOut, server: "http://127.0.0.1:9"),
            "http://127.0.0.1:9 did not answer in time. Try again, or check your network."
        ),
        (.serverError(status: 503), "the server failed (HTTP 503). Try again in a moment."),
        (.rateLimited(retryAfter: 1), "the server's rate limit was reached; try again in 1 second."),
        (.rejected(status: 409, message: "bad"), "the server refused the request (HTTP 409: bad)."),
    ])
    func anErrorLineIsTheDescriptionThenTheAdvice(error: HeroesError, line: String) {
        #expect(ErrorAdvice.message(for: error) == line)
    }

    /// Settings of a server at `base_url` of the config file `/h/config`, with `keys` if any.
    static func settings(keys: [String: SettingSource]) -> Settings {
        let file = SettingSource.configFile(path: "/h/config", key: "base_url")
        return Settings(
            baseURL: URL(string: "http://127.0.0.1:9"),
            credentials: keys.isEmpty ? nil : MarvelCredentials(publicKey: "p", privateKey: "q"),
            paths: XDGPaths(environment: ["HOME": "/h"]), logsAPI: false,
            sources: keys.merging(["base_url": file]) { $1 })
    }

    @Test func aRefusalWithNoKeysSetSaysNoneAreSetAndHowToSetThem() {
        let line = ErrorAdvice.message(
            for: .unauthorized(message: "You must provide a user key."), settings: Self.settings(keys: [:]))
        #expect(
            line
                == "the server wants API keys and none are set (You must provide a user key.). Set MARVEL_PUBLIC_KEY and MARVEL_PRIVATE_KEY, or run `heroes config set public_key` and `heroes config set private_key`."
        )
    }

    @Test func aRefusalOfKeysNamesWhereEachKeyCameFrom() {
        let settings = Self.settings(keys: [
            "public_key": .configFile(path: "/h/config", key: "public_key"),
            "private_key": .environment("MARVEL_PRIVATE_KEY"),
        ])
        let line = ErrorAdvice.message(for: .unauthorized(message: "That hash is invalid."), settings: settings)
        #expect(
            line
                == "the server refused the API keys (That hash is invalid.). Check the public key (public_key in the config file /h/config) and the private key (MARVEL_PRIVATE_KEY)."
        )
    }

    @Test func aBaseURLFromTheConfigFileIsNamedAsTheFilesKeyNotAsAVariable() {
        let line = ErrorAdvice.message(
            for: .network(.cannotConnect(host: "127.0.0.1"), server: "http://127.0.0.1:9"),
            settings: Self.settings(keys: [:]))
        #expect(
            line
                == "could not connect to http://127.0.0.1:9. Check that the server is running and base_url in the config file /h/config is right, then try again."
        )
    }

    @Test func aFailureOfTheEmbeddedCatalogSendsToTheDoctorNotToTryAgain() {
        let embedded = Settings(
            baseURL: nil, credentials: nil, paths: XDGPaths(environment: ["HOME": "/h"]), logsAPI: false)
        let line = ErrorAdvice.message(for: .serverError(status: 500), settings: embedded)
        #expect(
            line
                == "the embedded catalog could not be read. Run `heroes doctor`: it checks the catalog file and writes it again when it is damaged."
        )
        #expect(
            ErrorAdvice.message(for: .serverError(status: 500), settings: Self.settings(keys: [:]))
                == "the server failed (HTTP 500). Try again in a moment.")
    }
}
