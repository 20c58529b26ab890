import Foundation
import NetworkClient
import Testing
@testable import NetworkStubs

@Suite("Marvel server: what it was asked")
struct RequestHistoryTests {
    @Test("requests lists what was asked, oldest first, faulted requests included")
    func readsBackInOrder() async throws {
        let server = MarvelServer(api: openAPI, faults: try FaultPlan(parsing: "status=503:next1"))
        _ = server.reply(to: request("/v1/public/characters?offset=20"))
        _ = server.reply(to: request("/v1/public/characters/1009610/comics"))
        let asked = server.requests.map { $0.url.path + "?" + ($0.url.query ?? "") }
        #expect(asked.count == 2)
        #expect(asked.first?.hasPrefix("/v1/public/characters?offset=20") == true)
        #expect(asked.last?.hasPrefix("/v1/public/characters/1009610/comics?") == true)
    }

    @Test("past the limit, requests keeps the latest requestHistoryLimit, in order")
    func boundedHistory() async {
        let server = MarvelServer(api: openAPI)
        let limit = MarvelServer.requestHistoryLimit
        for offset in 0..<(2 * limit + 5) {
            _ = server.reply(to: request("/v1/public/characters?offset=\(offset)"))
        }
        let offsets = server.requests.map { QueryParameters(url: $0.url)["offset"] }
        #expect(offsets.count == limit)
        #expect(offsets.first == String(limit + 5))
        #expect(offsets.last == String(2 * limit + 4))
    }
}
