import Foundation
import NetworkClient
import Testing
import TestingUtils
@testable import NetworkStubs
import NetworkStubsTesting

@Suite("Marvel server: rate limit and faults")
struct MarvelServerTests {
    /// 2025-01-01T23:59:00Z, one minute before a UTC midnight.
    static let lateEvening = Date(timeIntervalSince1970: 1_735_775_940)

    private func status(
        _ server: MarvelServer, _ pathAndQuery: String = "/v1/public/characters/1009610", signed: Bool = true
    ) async -> Int? {
        server.reply(to: request(pathAndQuery, signed: signed)).response?.statusCode
    }

    @Test("past the daily budget: the real 429 with Retry-After to the next UTC midnight")
    func rateLimit() async throws {
        let clock = TestClock(start: Self.lateEvening)
        let server = MarvelServer(api: openAPI, rateLimit: RateLimit(callsPerDay: 3), clock: clock.now)
        for _ in 0..<3 { #expect(await status(server) == 200) }
        let reply = try #require(server.reply(to: request("/v1/public/characters")).response)
        #expect(reply.statusCode == 429)
        #expect(
            text(reply)
                == #"{"code":"RequestThrottled","message":"You have exceeded your rate limit.  Please try again later."}"#
        )
        #expect(reply.headers["Retry-After"] == "60")
        #expect(server.callsToday(for: "anykey") == 3)

        // Another key has its own budget.
        let other = HTTPRequest(url: URL(string: "http://stubs.test/v1/public/characters?apikey=other&ts=1&hash=h")!)
        #expect(server.reply(to: other).response?.statusCode == 200)

        // Unsigned requests are refused by the gateway before they count.
        #expect(await status(server, signed: false) == 409)

        // After midnight UTC the budget is whole again.
        clock.advance(by: 61)
        #expect(await status(server) == 200)
        #expect(server.callsToday(for: "anykey") == 1)
        server.resetUsage()
        #expect(server.callsToday(for: "anykey") == 0)
    }

    @Test("Retry-After counts the seconds to the next UTC midnight")
    func retryAfter() {
        #expect(RateLimit.secondsUntilNextUTCMidnight(from: Self.lateEvening) == 60)
        #expect(RateLimit.secondsUntilNextUTCMidnight(from: Date(timeIntervalSince1970: 1_735_689_600)) == 86_400)
        #expect(RateLimit.secondsUntilNextUTCMidnight(from: Date(timeIntervalSince1970: 1_735_775_999.5)) == 1)
    }

    @Test("a status for the next N requests, then normal answers")
    func statusNext() async throws {
        let server = MarvelServer(api: openAPI, faults: try FaultPlan(parsing: "status=503:next2"))
        let first = try #require(server.reply(to: request("/v1/public/characters")).response)
        #expect(first.statusCode == 503)
        #expect(text(first) == #"{"code":"ServiceUnavailable","message":"The service is temporarily unavailable."}"#)
        #expect(first.headers["Retry-After"] == "1")
        #expect(await status(server) == 503)
        #expect(await status(server) == 200)
        #expect(server.requestCount == 3)
    }

    @Test("injected statuses come before the signature check, with gateway-style bodies")
    func injectedBodies() async throws {
        let server = MarvelServer(
            api: openAPI, faults: try FaultPlan(parsing: "status=500:next1, status=429:next1, status=418:next1"))
        let a = try #require(server.reply(to: request("/", signed: false)).response)
        #expect(text(a) == #"{"code":"InternalServerError","message":"An internal server error occurred."}"#)
        let b = try #require(server.reply(to: request("/")).response)
        #expect(b.statusCode == 429)
        #expect(b.headers["Retry-After"] == "1")
        let c = try #require(server.reply(to: request("/")).response)
        #expect(c.statusCode == 418)
        #expect(text(c) == #"{"code":418,"status":"HTTP status 418"}"#)
    }

    @Test("a share of requests, the same ones for the same seed")
    func shareDeterministic() async throws {
        func codes(seed: UInt64) async throws -> [Int] {
            let server = MarvelServer(api: openAPI, faults: try FaultPlan(parsing: "status=500:0.3, seed=\(seed)"))
            var codes: [Int] = []
            for _ in 0..<60 { codes.append(await status(server) ?? 0) }
            return codes
        }
        let first = try await codes(seed: 11)
        #expect(try await codes(seed: 11) == first)
        #expect(Set(first) == [200, 500])
        #expect(try await codes(seed: 12) != first)
    }

    @Test("a truncated body keeps the whole response and sends half")
    func truncated() async throws {
        let server = MarvelServer(api: openAPI, faults: try FaultPlan(parsing: "truncate"))
        let reply = server.reply(to: request("/v1/public/characters"))
        guard case .truncate(let response, let sentBytes) = reply.action else { Issue.record("got \(reply)"); return }
        #expect(response.statusCode == 200)
        #expect(response.body == get("/v1/public/characters").body)
        #expect(sentBytes == response.body.count / 2)
    }

    @Test("malformed JSON is a 200 whose body does not parse")
    func malformed() async throws {
        let server = MarvelServer(api: openAPI, faults: try FaultPlan(parsing: "malformed"))
        let response = try #require(server.reply(to: request("/v1/public/characters")).response)
        #expect(response.statusCode == 200)
        #expect(response.headers["Content-Length"] == String(response.body.count))
        #expect(throws: (any Error).self) { try JSONSerialization.jsonObject(with: response.body) }
    }

    @Test("reset and stall are connection actions; latency is the reply's delay")
    func connectionFaults() async throws {
        let server = MarvelServer(
            api: openAPI, faults: try FaultPlan(parsing: "latency=25ms, reset:next1, stall:next1"))
        #expect(server.reply(to: request("/")) == ServerReply(delay: .milliseconds(25), action: .resetConnection))
        #expect(server.reply(to: request("/")) == ServerReply(delay: .milliseconds(25), action: .stall))
        let normal = server.reply(to: request("/v1/public/characters"))
        #expect(normal.delay == .milliseconds(25))
        #expect(normal.response?.statusCode == 200)
    }

    @Test("setFaults starts a new plan from its first request")
    func setFaults() async throws {
        let server = MarvelServer(api: openAPI)
        #expect(await status(server) == 200)
        server.setFaults(try FaultPlan(parsing: "status=502:next1"))
        #expect(server.faults.rules.count == 1)
        #expect(await status(server) == 502)
        #expect(await status(server) == 200)
    }

    @Test("keys configured through the server's convenience initialiser")
    func credentials() async {
        let server = MarvelServer(catalog: .sample2017, credentials: readmeCredentials)
        let good = HTTPRequest(
            url: URL(string: "http://stubs.test/v1/public/characters?apikey=1234&ts=1&hash=\(readmeHash)")!)
        #expect(server.reply(to: good).response?.statusCode == 200)
        #expect(await status(server) == 401)
    }
}
