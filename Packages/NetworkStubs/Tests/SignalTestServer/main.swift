import Foundation
import Logging
import NetworkStubs
import NetworkStubsServer
import NetworkStubsTesting

// A child process for the signal tests of NetworkStubsServerTests, which send it real signals:
// it starts a server on 127.0.0.1 (a free port), prints the port once SIGINT and SIGTERM are
// handled, runs until one arrives, prints `stopped SIGNAL` and exits 0.

let server = try await MarvelHTTPServer.start(
    server: MarvelServer(api: MarvelAPI(catalog: .sample2017)),
    logger: Logger(label: "signal-test-server") { _ in SwiftLogNoOpLogHandler() }
)
let received = await server.runUntilSignalled {
    FileHandle.standardOutput.write(Data("\(server.port)\n".utf8))
}
FileHandle.standardOutput.write(Data("stopped \(received.map { String($0) } ?? "nil")\n".utf8))
exit(0)
