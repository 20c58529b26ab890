import AsyncHTTPClient
import Testing
@testable import NetworkClient
@testable import NetworkClientNIO

@Suite("ClientPool: one client per proxy, from any number of tasks")
struct ClientPoolTests {
    /// Many tasks at once asking for clients get one client per proxy (and, run under
    /// `scripts/sanitize thread`, no race in the pool).
    @Test func clientsAskedForAtOnceAreOnePerProxy() async throws {
        let pool = ClientPool(
            timeout: .seconds(5), maxConnectionsPerHost: 1, maxBodyBytes: 1024, followsRedirects: false)
        let proxy = AHCConfiguration.Proxy.server(host: "127.0.0.1", port: 9)
        let clients = try await withThrowingTaskGroup(of: [Bool: Set<ObjectIdentifier>].self) { group in
            for _ in 0..<8 {
                group.addTask {
                    var seen: [Bool: Set<ObjectIdentifier>] = [:]
                    for call in 0..<500 {
                        let viaProxy = call.isMultiple(of: 2)
                        seen[viaProxy, default: []].insert(
                            ObjectIdentifier(try pool.client(proxy: viaProxy ? proxy : nil)))
                    }
                    return seen
                }
            }
            return try await group.reduce(into: [:]) { all, seen in all.merge(seen) { $0.union($1) } }
        }
        #expect(clients[true]?.count == 1)
        #expect(clients[false]?.count == 1)
        #expect(clients[true] != clients[false])
        await pool.shutdown()
        #expect(throws: NetworkError.other("the transport was shut down")) { try pool.client(proxy: nil) }
    }
}
