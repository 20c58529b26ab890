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
        func send(_ request: HTTPRequest) async throws -> HTTPResponse {
            var headers: HTTPHeaders = [:]
            if let date { headers.add(name: "Date", value: date) }
            return HTTPResponse(statusCode: status, headers: headers)
        }
    }

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
        let client = HTTPClient(transport: Answering(status: 401, date: nil))
        let checks = await ServerProbe.checks(client: client, baseURL: Self.base, now: { Self.now })
        #expect(checks.map(\.outcome) == [.pass, .fail, .skip])
        #expect(checks[1].fix?.contains("heroes config set public_key") == true)
    }

    @Test func noAnswerFailsTheURLAndSkipsTheRest() async {
        let checks = await ServerProbe.checks(client: HTTPClient(transport: Refusing()), baseURL: Self.base)
        #expect(checks.map(\.outcome) == [.fail, .skip, .skip])
        #expect(checks[0].detail.hasPrefix("http://127.0.0.1:9 did not answer"), "\(checks[0])")
    }

    @Test func aClockMinutesAwayFails() {
        let check = ServerProbe.clock(dateHeader: "Tue, 04 Feb 2014 04:04:29 GMT", now: Self.now)
        #expect(check.outcome == .fail)
        #expect(check.detail == "this machine's clock is 600 s behind the server")
        #expect(ServerProbe.clock(dateHeader: "yesterday", now: Self.now).outcome == .skip)
    }
}
