import AppConfig
import Foundation
import HeroList
import HeroesCore
import NetworkStubs
import NetworkStubsServer
import Testing

@Suite("Hero list, cached, against a stub Marvel server")
struct HeroListTests {
    @Test("the first page comes from the server, the second asking from the cache without a request")
    func cachedPage() async throws {
        let keys = MarvelCredentials(publicKey: "1234", privateKey: "abcd")
        let stub = MarvelServer(catalog: .synthetic(count: 45), credentials: keys)
        let server = try await MarvelHTTPServer.start(server: stub)
        let cache = FileManager.default.temporaryDirectory.appending(path: "hero-list-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: cache) }

        let first = try await heroNames(page: 3, baseURL: server.baseURL, credentials: keys, cacheFolder: cache)
        let second = try await heroNames(page: 3, baseURL: server.baseURL, credentials: keys, cacheFolder: cache)
        await server.shutdown()

        #expect(first.names == (40..<45).map { "Synthetic Hero 000\($0)" })
        #expect(first.origin == .network)
        #expect(second.names == first.names)
        if case .cache = second.origin {} else { Issue.record("the second page came from \(second.origin)") }
        #expect(stub.requests.map(\.url.path) == ["/v1/public/characters"])
    }
}
