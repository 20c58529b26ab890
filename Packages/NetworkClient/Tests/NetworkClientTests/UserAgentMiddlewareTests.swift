import Foundation
import Testing
@testable import NetworkClient

@Suite struct UserAgentMiddlewareTests {
    @Test func setsTheUserAgent() async throws {
        let next = ScriptedNext(statuses: [200])
        _ = try await UserAgentMiddleware("heroes/1.2.3 (Linux)").intercept(
            HTTPRequest(url: .test("http://h/")), next: next.next)
        #expect(next.requests.values.first?.headers["User-Agent"] == "heroes/1.2.3 (Linux)")
    }

    @Test func keepsAUserAgentTheRequestAlreadyHas() async throws {
        let next = ScriptedNext(statuses: [200])
        let request = HTTPRequest(url: .test("http://h/"), headers: ["user-agent": "custom/1"])
        _ = try await UserAgentMiddleware("heroes/1.2.3 (Linux)").intercept(request, next: next.next)
        #expect(next.requests.values.first?.headers.values(for: "User-Agent") == ["custom/1"])
    }
}
