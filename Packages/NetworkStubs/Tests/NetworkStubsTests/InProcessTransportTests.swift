import Foundation
import NetworkClient
import Testing
@testable import NetworkStubs
import NetworkStubsTesting
import TestingUtils

@Suite("In-process transport")
struct InProcessTransportTests {
    @Test("answers like the pure API, through NetworkClient's HTTPClient")
    func answers() async throws {
        let client = HTTPClient(transport: InProcessTransport(catalog: .sample2017))
        let response = try await client.send(request("/v1/public/characters/1009610"))
        #expect(response.statusCode == 200)
        #expect(try characters(response).data.results.first?.name == "Spider-Man")
        let envelope = try characters(try await client.sendChecked(request("/v1/public/characters?limit=3")))
        #expect(envelope.data.count == 3)
    }

    @Test("a reset is NetworkError.connectionLost")
    func reset() async throws {
        let transport = InProcessTransport(
            server: MarvelServer(api: openAPI, faults: try FaultPlan(parsing: "reset:next1")))
        await #expect(throws: NetworkError.connectionLost) {
            try await transport.send(request("/v1/public/characters"))
        }
        #expect(try await transport.send(request("/v1/public/characters")).statusCode == 200)
    }

    @Test("a truncated body arrives cut, shorter than its Content-Length")
    func truncated() async throws {
        let transport = InProcessTransport(
            server: MarvelServer(api: openAPI, faults: try FaultPlan(parsing: "truncate")))
        let response = try await transport.send(request("/v1/public/characters"))
        let declared = try #require(response.headers["Content-Length"].flatMap(Int.init))
        #expect(response.body.count == declared / 2)
        #expect(throws: (any Error).self) { try JSONSerialization.jsonObject(with: response.body) }
    }

    @Test("a stall waits until the task is cancelled, then throws NetworkError.cancelled")
    func stall() async throws {
        let transport = InProcessTransport(server: MarvelServer(api: openAPI, faults: try FaultPlan(parsing: "stall")))
        let task = Task { try await transport.send(request("/v1/public/characters")) }
        // Cancelled once the server has replied "stall", so that it is the stall that is cancelled.
        try #require(await eventually { transport.server.requestCount == 1 })
        task.cancel()
        await #expect(throws: NetworkError.cancelled) { try await task.value }
    }

    @Test("latency is waited out and can be cancelled")
    func latency() async throws {
        let transport = InProcessTransport(
            server: MarvelServer(api: openAPI, faults: try FaultPlan(parsing: "latency=30ms")))
        let start = ContinuousClock.now
        #expect(try await transport.send(request("/v1/public/characters")).statusCode == 200)
        #expect(ContinuousClock.now - start >= .milliseconds(30))

        let slow = InProcessTransport(server: MarvelServer(api: openAPI, faults: try FaultPlan(parsing: "latency=60s")))
        let task = Task { try await slow.send(request("/v1/public/characters")) }
        try #require(await eventually { slow.server.requestCount == 1 })
        task.cancel()
        await #expect(throws: NetworkError.cancelled) { try await task.value }
    }

    @Test("a task cancelled before sending never reaches the server")
    func cancelledBefore() async throws {
        let server = MarvelServer(api: openAPI)
        let transport = InProcessTransport(server: server)
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await transport.send(request("/v1/public/characters"))
        }
        await #expect(throws: NetworkError.cancelled) { try await task.value }
        #expect(server.requestCount == 0)
    }
}
