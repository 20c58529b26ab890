import Foundation
import Logging
import NetworkClient
import NetworkStubs
import NetworkStubsServer
import NetworkStubsTesting
import NIOCore
import TestingUtils

/// Collects log lines, for checking what the server writes.
final class LogCapture: Sendable {
    private let recorded = Recorder<String>()

    var lines: [String] { recorded.values }

    func append(_ line: String) { recorded.append(line) }

    var logger: Logger {
        Logger(label: "stubs.test") { _ in CapturingLogHandler(capture: self) }
    }
}

struct CapturingLogHandler: LogHandler {
    let capture: LogCapture
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .trace

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        capture.append(event.message.description)
    }
}

/// Starts an HTTP server on 127.0.0.1, port 0, in front of `stub` (`Catalog.sample2017` with
/// `faults` by default) on `threads` event loops, runs `body`, and always shuts it down.
@discardableResult
func withHTTPServer<T>(
    faults: FaultPlan = .none,
    stub: MarvelServer? = nil,
    threads: Int = System.coreCount,
    limits: MarvelHTTPServer.Limits = MarvelHTTPServer.Limits(),
    logger: Logger = Logger(label: "stubs.test") { _ in SwiftLogNoOpLogHandler() },
    _ body: (MarvelHTTPServer) async throws -> T
) async throws -> T {
    let stub = stub ?? MarvelServer(api: MarvelAPI(catalog: .sample2017), faults: faults)
    let server = try await MarvelHTTPServer.start(server: stub, logger: logger, threads: threads, limits: limits)
    do {
        let result = try await body(server)
        await server.shutdown()
        return result
    } catch {
        await server.shutdown()
        throw error
    }
}

/// A signed request to the server at `base`.
func signedRequest(
    _ base: URL, _ pathAndQuery: String, method: NetworkClient.HTTPMethod = .get, headers: HTTPHeaders = [:]
) -> HTTPRequest {
    let separator = pathAndQuery.contains("?") ? "&" : "?"
    let url = URL(
        string: base.absoluteString + pathAndQuery + separator + "apikey=pub-key-123&ts=ts-456&hash=hash-789")!
    return HTTPRequest(method: method, url: url, headers: headers)
}

/// A query string that signs a raw request.
let signature = "apikey=pub-key-123&ts=ts-456&hash=hash-789"

/// Whether a new connection to `port` is answered `200` for `target` once the server has
/// forgotten a closed one, which it does on its own time: new connections are tried until one is
/// answered (``eventually``; a connection over the cap is closed at once).
func answersOnceAConnectionIsForgotten(port: Int, target: String) async -> Bool {
    await eventually {
        guard let next = try? RawHTTPConnection(port: port) else { return false }
        try? next.send(RawHTTPConnection.request(target))
        return (try? await next.readResponse().statusCode) == 200
    }
}
