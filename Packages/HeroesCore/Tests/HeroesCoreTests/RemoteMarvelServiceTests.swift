import MarvelWire
import Foundation
import NetworkClient
import Testing
import TestingUtils
@testable import HeroesCore

/// Status and failure mapping of ``RemoteMarvelService`` over an ``InMemoryTransport``.
@Suite struct RemoteMarvelServiceTests {
    private let server = "http://127.0.0.1:8080"
    /// The call `heroes(HeroesQuery())` makes, which every error it throws names.
    private static let firstPage = MarvelRoute(.characters, query: [.limit: .integer(20), .offset: .integer(0)])

    private func service(_ handler: @escaping @Sendable (HTTPRequest) async throws -> HTTPResponse)
        -> RemoteMarvelService
    {
        RemoteMarvelService(
            client: HTTPClient(transport: InMemoryTransport(handler)), baseURL: FakeMarvelServer.baseURL)
    }

    private func answering(_ status: Int, _ body: String, headers: HTTPHeaders = [:]) -> RemoteMarvelService {
        service { _ in HTTPResponse(statusCode: status, headers: headers, body: Data(body.utf8)) }
    }

    @Test func notFoundForAHero() async {
        let service = answering(404, #"{"code":404,"status":"We couldn't find that character"}"#)
        await #expect(throws: HeroesError.notFound(.characters, id: 42)) { try await service.hero(id: 42) }
    }

    @Test func notFoundForAListIsARejection() async {
        let service = answering(404, #"{"code":404,"status":"Nothing here"}"#)
        await #expect(throws: HeroesError.rejected(status: 404, message: "Nothing here", route: Self.firstPage)) {
            try await service.heroes(HeroesQuery())
        }
    }

    @Test func invalidCredentialsAreUnauthorized() async {
        let service = answering(401, #"{"code":"InvalidCredentials","message":"The passed API key is invalid."}"#)
        await #expect(throws: HeroesError.unauthorized(message: "The passed API key is invalid.")) {
            try await service.heroes(HeroesQuery())
        }
    }

    @Test func missingParameterIsUnauthorized() async {
        let service = answering(409, #"{"code":"MissingParameter","message":"You must provide a hash."}"#)
        await #expect(throws: HeroesError.unauthorized(message: "You must provide a hash.")) {
            try await service.hero(id: 1)
        }
    }

    @Test func limitErrorIsARejection() async {
        let service = answering(409, #"{"code":409,"status":"You may not request more than 100 items."}"#)
        await #expect(
            throws: HeroesError.rejected(
                status: 409, message: "You may not request more than 100 items.",
                route: MarvelRoute(.characters, query: [.limit: .integer(100), .offset: .integer(0)]))
        ) {
            try await service.heroes(HeroesQuery(limit: 101))
        }
    }

    @Test func tooManyRequestsCarriesRetryAfter() async {
        let service = answering(
            429,
            #"{"code":"RequestThrottled","message":"You have exceeded your rate limit.  Please try again later."}"#,
            headers: ["Retry-After": "120"])
        await #expect(throws: HeroesError.rateLimited(retryAfter: 120)) { try await service.heroes(HeroesQuery()) }
        let bare = answering(429, "")
        await #expect(throws: HeroesError.rateLimited(retryAfter: nil)) { try await bare.heroes(HeroesQuery()) }
    }

    /// A `Retry-After` date is turned into the seconds to wait (it was printed as "try again in
    /// <date> seconds"); one past, or one that cannot be read, is no wait at all.
    @Test func retryAfterAsADateIsTheSecondsUntilIt() async throws {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        func waited(_ value: String) async -> Int?? {
            let service = answering(429, "", headers: ["Retry-After": value])
            do {
                _ = try await service.heroes(HeroesQuery())
                return nil
            } catch {
                guard case .rateLimited(let seconds) = error else { return nil }
                return .some(seconds)
            }
        }
        let inAnHour = try #require(await waited(formatter.string(from: Date().addingTimeInterval(3_600))))
        #expect((3_598...3_600).contains(try #require(inAnHour)))
        #expect(await waited("Sun, 06 Nov 1994 08:49:37 GMT") == .some(nil))
        #expect(await waited("Fri, 31 Dec 9999 23:59:59 GMT") == .some(Int(Int32.max)))
        #expect(await waited("99999999999999999999999") == .some(Int(Int32.max)))
        #expect(await waited("soon") == .some(nil))
    }

    @Test(
        arguments: [
            (nil, "the server's rate limit was reached; try again later."),
            (1, "the server's rate limit was reached; try again in 1 second."),
            (119, "the server's rate limit was reached; try again in 119 seconds."),
            (120, "the server's rate limit was reached; try again in 2 minutes."),
            (3_599, "the server's rate limit was reached; try again in 60 minutes."),
            (7_201, "the server's rate limit was reached; try again in 3 hours."),
        ] as [(Int?, String)])
    func rateLimitedSaysTheWaitInWords(seconds: Int?, message: String) {
        #expect(HeroesError.rateLimited(retryAfter: seconds).description == message)
    }

    @Test(arguments: [500, 502, 503])
    func serverFailures(status: Int) async {
        let service = answering(status, "<html>Bad gateway</html>")
        await #expect(throws: HeroesError.serverError(status: status, route: Self.firstPage)) {
            try await service.heroes(HeroesQuery())
        }
    }

    @Test(arguments: [
        ("<html>not json</html>", "the body is not valid JSON"),
        (
            #"{"code":200,"status":"Ok","data":{"offset":0,"limit":20,"total":1,"count":1,"results":[{"id":1,"na"#,
            "the body is not valid JSON"
        ),
        ("", "the body is empty"),
        (#"{"code":200,"status":"Ok"}"#, "the field \"data\" is missing"),
        (
            #"{"code":"InvalidCredentials","message":"The passed API key is invalid."}"#,
            #"its body is an error, not data: InvalidCredentials, "The passed API key is invalid.""#
        ),
        (
            #"{"code":409,"status":"Limit greater than 100."}"#,
            #"its body is an error, not data: 409, "Limit greater than 100.""#
        ),
        (#"{"code":200,"data":{"results":[{"name":"No id"}]}}"#, "the field \"id\" is missing at data.results[0]"),
    ])
    func garbageAndTruncatedBodiesAreInvalidResponses(body: String, reason: String) async {
        let service = answering(200, body)
        await #expect(throws: HeroesError.invalidResponse(reason: reason, server: server, route: Self.firstPage)) {
            try await service.heroes(HeroesQuery())
        }
    }

    /// A redirect names where it points, by origin only (the location may carry the keys).
    @Test func aRedirectIsAnInvalidResponseNamingWhereItPoints() async {
        let service = answering(
            302, "", headers: ["Location": "http://me:pw@elsewhere.example:8081/v1/public/characters?apikey=k&hash=h"])
        await #expect(
            throws: HeroesError.invalidResponse(
                reason: "it redirected to http://elsewhere.example:8081, and heroes follows no redirect",
                server: server,
                route: MarvelRoute(.characters, id: 1))
        ) {
            try await service.hero(id: 1)
        }
        let relative = answering(307, "", headers: ["Location": "/v2/public/characters"])
        await #expect(
            throws: HeroesError.invalidResponse(
                reason: "it redirected to \(server), and heroes follows no redirect", server: server,
                route: Self.firstPage)
        ) {
            try await relative.heroes(HeroesQuery())
        }
        let nowhere = answering(301, "")
        await #expect(
            throws: HeroesError.invalidResponse(
                reason: "it answered HTTP 301, a redirect, and heroes follows no redirect", server: server,
                route: Self.firstPage)
        ) {
            try await nowhere.heroes(HeroesQuery())
        }
    }

    @Test func otherStatusWithoutAnAPIBodyIsInvalid() async {
        let service = answering(418, "teapot")
        await #expect(
            throws: HeroesError.invalidResponse(
                reason: "HTTP 418 without an API error body", server: server, route: Self.firstPage)
        ) {
            try await service.heroes(HeroesQuery())
        }
    }

    /// A body over the transport's cap is the server's fault, not the network's (it was "the
    /// request failed: … Try again", exit 69).
    @Test func aBodyOverTheTransportsCapIsAnInvalidResponse() async {
        let service = service { _ in throw NetworkError.bodyTooLarge(limit: 99) }
        await #expect(
            throws: HeroesError.invalidResponse(
                reason: "its body is larger than 99 bytes", server: server, route: Self.firstPage)
        ) {
            try await service.heroes(HeroesQuery())
        }
    }

    @Test(arguments: [
        NetworkError.cannotConnect(host: "127.0.0.1:8080"), .timedOut, .connectionLost, .dnsFailure(host: "nowhere"),
    ])
    func transportErrorsAreNetworkErrors(error: NetworkError) async {
        let service = service { _ in throw error }
        await #expect(throws: HeroesError.network(error, server: server)) { try await service.heroes(HeroesQuery()) }
        #expect(HeroesError.network(error, server: server).isConnectivityFailure)
    }

    @Test func conditionalFetchSendsIfNoneMatchAndReads304() async throws {
        let sent = Recorder<String?>()
        let service = service { request in
            sent.append(request.headers["If-None-Match"])
            return request.headers["If-None-Match"] == "abc"
                ? HTTPResponse(statusCode: 304)
                : HTTPResponse(statusCode: 200, headers: ["ETag": "abc"], body: Data("{}".utf8))
        }
        #expect(
            try await service.fetch(MarvelRoute(.characters, id: 5), ifNoneMatch: nil)
                == .fresh(body: Data("{}".utf8), etag: "abc"))
        #expect(try await service.fetch(MarvelRoute(.characters, id: 5), ifNoneMatch: "abc") == .notModified)
        #expect(sent.values == [nil, "abc"])
    }

    @Test func a304ToAnUnconditionalRequestIsInvalid() async {
        let service = answering(304, "")
        await #expect(
            throws: HeroesError.invalidResponse(
                reason: "HTTP 304 Not Modified to a request that sent no ETag", server: server, route: Self.firstPage)
        ) {
            try await service.heroes(HeroesQuery())
        }
    }

    @Test func notFoundForAHerosListIsTheHeroNotFoundWithTheListAskedFor() async {
        let service = answering(404, #"{"code":404,"status":"We couldn't find that character"}"#)
        await #expect(throws: HeroesError.notFound(.characters, id: 42, related: .comics)) {
            try await service.fetch(MarvelRoute(.characters, id: 42, related: .comics), ifNoneMatch: nil)
        }
    }

    /// Every resource's 404 names that resource and its id, for the record and its lists alike.
    @Test(arguments: [
        (MarvelRoute(.comics, id: 5), HeroesError.notFound(.comics, id: 5)),
        (MarvelRoute(.creators, id: 7), .notFound(.creators, id: 7)),
        (MarvelRoute(.events, id: 8), .notFound(.events, id: 8)),
        (MarvelRoute(.series, id: 9), .notFound(.series, id: 9)),
        (MarvelRoute(.stories, id: 10), .notFound(.stories, id: 10)),
        (MarvelRoute(.comics, id: 5, related: .characters), .notFound(.comics, id: 5, related: .characters)),
        (MarvelRoute(.creators, id: 7, related: .comics), .notFound(.creators, id: 7, related: .comics)),
    ])
    func notFoundForAnyRecordOrItsListNamesItsResourceItsIDAndTheListAskedFor(
        route: MarvelRoute, error: HeroesError
    ) async {
        let service = answering(404, #"{"code":404,"status":"We couldn't find that comic"}"#)
        await #expect(throws: error) { try await service.fetch(route, ifNoneMatch: nil) }
    }

    @Test func bodiesLoseTheAPIKeyAsTheyArrive() async throws {
        let service = answering(200, #"{"url":"http://marvel.com/x?utm_campaign=apiRef&utm_source=PUBKEY123"}"#)
        #expect(
            try await service.fetch(MarvelRoute(.characters, id: 5), ifNoneMatch: nil)
                == .fresh(body: Data(#"{"url":"http://marvel.com/x?utm_campaign=apiRef"}"#.utf8), etag: nil))
    }

    @Test func requestsGoToTheEndpointPathWithTheQuery() async throws {
        let urls = Recorder<String>()
        let service = RemoteMarvelService(
            client: HTTPClient(
                transport: InMemoryTransport { request in
                    urls.append(request.url.absoluteString)
                    return HTTPResponse(statusCode: 500)
                }),
            baseURL: URL(string: "https://gateway.example/v1/public/")!
        )
        _ = try? await service.heroes(HeroesQuery(offset: 40, limit: 20, nameStartsWith: "Spi"))
        _ = try? await service.hero(id: 1009610)
        #expect(
            urls.values == [
                "https://gateway.example/v1/public/characters?nameStartsWith=Spi&limit=20&offset=40",
                "https://gateway.example/v1/public/characters/1009610",
            ])
    }
}
