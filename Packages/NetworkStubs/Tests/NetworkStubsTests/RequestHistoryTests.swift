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

    @Test(
        "past the byte limit, requests keeps only the latest requests whose headers fit in requestHistoryByteLimit, in order"
    )
    func historyBoundedInBytes() {
        let server = MarvelServer(api: openAPI)
        let pad = String(repeating: "x", count: 16 << 10)
        let sent = 200
        for offset in 0..<sent {
            var asked = request("/v1/public/characters?offset=\(offset)")
            asked.headers.add(name: "X-Pad", value: pad)
            _ = server.reply(to: asked)
        }
        let kept = server.requests
        let limit = MarvelServer.requestHistoryByteLimit
        // The pads alone are within the limit, and no more was dropped than it takes: one more
        // request, with a generous kilobyte for its URL and name, would not have fit.
        #expect(kept.count * pad.utf8.count <= limit)
        #expect((kept.count + 1) * (pad.utf8.count + 1024) > limit)
        #expect(kept.allSatisfy { $0.headers["X-Pad"] == pad })
        let offsets = kept.map { QueryParameters(url: $0.url)["offset"] }
        #expect(offsets == (sent - kept.count..<sent).map { String($0) })
    }

    @Test("a request larger than requestHistoryByteLimit is kept alone, as the latest")
    func oversizedRequestKeptAlone() {
        let server = MarvelServer(api: openAPI)
        _ = server.reply(to: request("/v1/public/characters?offset=1"))
        var large = request("/v1/public/characters?offset=2")
        large.headers.add(name: "X-Pad", value: String(repeating: "x", count: MarvelServer.requestHistoryByteLimit))
        _ = server.reply(to: large)
        #expect(server.requests.map { QueryParameters(url: $0.url)["offset"] } == ["2"])
    }
}
