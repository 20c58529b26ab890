import Foundation
import MarvelWire
import NetworkClient
import Testing
@testable import HeroesCore

/// `heroes doctor`'s server checks, from one signed call's answer.
@Suite struct ServerProbeTests {
    struct Answering: HTTPTransport {
        let status: Int
        let date: String?
        var body = ServerProbeTests.envelope
        func send(_ request: HTTPRequest) async throws -> HTTPResponse {
            var headers: HTTPHeaders = [:]
            if let date { headers.add(name: "Date", value: date) }
            return HTTPResponse(statusCode: status, headers: headers, body: Data(body.utf8))
        }
    }

    /// The API's answer to `/v1/public/characters?limit=1&offset=0`.
    static let envelope =
        #"{"code":200,"status":"Ok","data":{"offset":0,"limit":1,"total":1485,"count":1,"results":[{"id":1011334,"name":"3-D Man"}]}}"#
    /// The API's refusal of a signature.
    static let refusal =
        #"{"code":"InvalidCredentials","message":"That hash, timestamp and key combination is invalid."}"#
    static let webPage = "<!doctype html><html><head><title>It works</title></head><body>It works!</body></html>"

    struct Refusing: HTTPTransport {
        func send(_ request: HTTPRequest) async throws -> HTTPResponse {
            throw NetworkError.cannotConnect(host: "127.0.0.1")
        }
    }

    static let base = URL(string: "http://127.0.0.1:9")!
    static let now = Date(timeIntervalSince1970: 1_391_486_069)  // Tue, 04 Feb 2014 03:54:29 GMT

    @Test func anAcceptedCallPassesTheURLTheKeysAndTheClock() async {
        let client = HTTPClient(
            transport: Answering(status: 200, date: MarvelDate.httpDate(Self.now.addingTimeInterval(-2))))
        let checks = await ServerProbe.checks(client: client, baseURL: Self.base, now: { Self.now })
        #expect(checks.map(\.name) == ["base URL", "keys", "clock"])
        #expect(checks.allSatisfy { $0.outcome == .pass }, "\(checks)")
        #expect(checks[2].detail == "this machine's clock is 2 s ahead of the server")
    }

    @Test func aRefusedSignatureFailsTheKeysWithAFix() async {
        let client = HTTPClient(transport: Answering(status: 401, date: nil, body: Self.refusal))
        let checks = await ServerProbe.checks(client: client, baseURL: Self.base, now: { Self.now })
        #expect(checks.map(\.outcome) == [.pass, .fail, .skip])
        #expect(checks[1].fix?.contains("heroes config set public_key") == true)
    }

    @Test(arguments: [
        (200, webPage, "answered HTTP 200, but this is not a Marvel API: "),
        (
            200, #"{"code":200,"data":{"offset":0,"limit":20,"count":0,"results":[]}}"#,
            "answered HTTP 200, but this is not a Marvel API: it answered limit 20 to a request for limit 1"
        ),
        (200, "", "answered HTTP 200, but this is not a Marvel API: the body is empty"),
        (404, webPage, "answered HTTP 404 without the API's error body: this is not a Marvel API"),
        (401, webPage, "answered HTTP 401 without the API's error body: this is not a Marvel API"),
    ])
    func anAnswerThatIsNotTheAPIsFailsTheURLAsNotAMarvelAPIAndSkipsTheRest(status: Int, body: String, detail: String)
        async
    {
        let client = HTTPClient(transport: Answering(status: status, date: MarvelDate.httpDate(Self.now), body: body))
        let checks = await ServerProbe.checks(client: client, baseURL: Self.base, now: { Self.now })
        #expect(checks.map(\.outcome) == [.fail, .skip, .skip], "\(checks)")
        #expect(checks[0].detail.hasPrefix("http://127.0.0.1:9 " + detail), "\(checks[0])")
        #expect(checks[0].fix?.contains("Marvel-compatible server") == true)
        #expect(checks[1].detail == "not checked: the server is not a Marvel API")
    }

    @Test func aServerErrorWithoutTheAPIsBodyFailsTheURLAndSkipsTheRest() async {
        let client = HTTPClient(transport: Answering(status: 503, date: nil, body: Self.webPage))
        let checks = await ServerProbe.checks(client: client, baseURL: Self.base, now: { Self.now })
        #expect(checks.map(\.outcome) == [.fail, .skip, .skip], "\(checks)")
        #expect(checks[0].detail == "http://127.0.0.1:9 answered HTTP 503, a server error")
    }

    @Test func noAnswerFailsTheURLAndSkipsTheRest() async {
        let checks = await ServerProbe.checks(client: HTTPClient(transport: Refusing()), baseURL: Self.base)
        #expect(checks.map(\.outcome) == [.fail, .skip, .skip])
        #expect(checks[0].detail.hasPrefix("http://127.0.0.1:9 did not answer"), "\(checks[0])")
    }

    /// The edge of `largestSkew` (5 minutes), either way: at it the clock passes, a second past
    /// it fails (the server's date comes as an HTTP `Date` header, to the second).
    @Test(arguments: [
        (-300, Check.Outcome.pass, "300 s behind"), (300, .pass, "300 s ahead of"), (-301, .fail, "301 s behind"),
        (301, .fail, "301 s ahead of"), (0, .pass, "in step with"),
    ])
    func aClockAtTheLargestSkewPassesAndASecondPastItFails(ahead seconds: Int, outcome: Check.Outcome, text: String) {
        let server = MarvelDate.httpDate(Self.now.addingTimeInterval(TimeInterval(-seconds)))
        let check = ServerProbe.clock(dateHeader: server, now: Self.now)
        #expect(ServerProbe.largestSkew == 300)
        #expect(check.outcome == outcome, "\(check)")
        #expect(check.detail == "this machine's clock is \(text) the server")
    }

    @Test func aClockMinutesAwayFails() {
        let check = ServerProbe.clock(dateHeader: "Tue, 04 Feb 2014 04:04:29 GMT", now: Self.now)
        #expect(check.outcome == .fail)
        #expect(check.detail == "this machine's clock is 600 s behind the server")
        #expect(ServerProbe.clock(dateHeader: "yesterday", now: Self.now).outcome == .skip)
    }
}
