import Foundation
import NetworkStubsServer
import Testing

@Suite("Connection limit", .timeLimit(.minutes(1)))
struct ConnectionLimitTests {
    private let target = "/v1/public/characters/1009610?\(signature)"

    /// A connection the server has admitted: it answered a request on it.
    private func served(_ port: Int) async throws -> RawHTTPConnection {
        let connection = try RawHTTPConnection(port: port)
        try connection.send(RawHTTPConnection.request(target))
        #expect(try await connection.readResponse().statusCode == 200)
        return connection
    }

    @Test("over the cap a new connection is closed unanswered; those open go on; once one ends a new one is served")
    func cap() async throws {
        try await withHTTPServer(limits: .init(maximumConnections: 2)) { server in
            var first: RawHTTPConnection? = try await served(server.port)
            let second = try await served(server.port)

            let refused = try RawHTTPConnection(port: server.port)
            let (bytes, ending) = await refused.readToEnd()
            #expect(bytes.isEmpty)
            #expect(ending == .closed || ending == .reset)

            for connection in [first, second].compactMap({ $0 }) {
                try connection.send(RawHTTPConnection.request(target))
                #expect(try await connection.readResponse().statusCode == 200)
            }

            first = nil
            #expect(try await answersOnceAConnectionIsForgotten(port: server.port, target: target))
        }
    }
}
