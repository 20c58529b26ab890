import AppConfig
import Foundation
import NetworkClient
import NetworkClientCurl
import NetworkStubs
import NetworkStubsServer

// marvel-stub [--synthetic N | --file CHARACTERS.json] [--faults PLAN] [--port N] [--check]
// Serves the Marvel API on 127.0.0.1 from the catalog picked (the 2017 snapshot by default,
// written once under $XDG_DATA_HOME/heroes), with the faults of PLAN ("status=503:0.1, seed=1"),
// until Ctrl-C. --check asks it for one page over HTTP, prints the answer's total and stops.
let arguments = Array(CommandLine.arguments.dropFirst())
@MainActor func value(of flag: String) -> String? {
    guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("marvel-stub: \(message)\n".utf8))
    exit(64)
}

let catalog: Catalog
if let count = value(of: "--synthetic") {
    guard let count = Int(count), (1...Catalog.maximumSyntheticCount).contains(count) else {
        fail("--synthetic takes a count from 1 to \(Catalog.maximumSyntheticCount)")
    }
    catalog = .synthetic(count: count)
} else if let path = value(of: "--file") {
    catalog = try Catalog.load(contentsOf: URL(fileURLWithPath: path))
} else {
    catalog = try Catalog.snapshot()
}
let faults = try value(of: "--faults").map { try FaultPlan(parsing: $0) } ?? .none
let port = value(of: "--port").flatMap(Int.init) ?? 0
let stub = MarvelServer(catalog: catalog, faults: faults)
let server = try await MarvelHTTPServer.start(server: stub, port: port)

if arguments.contains("--check") {
    struct Envelope: Decodable {
        struct Data: Decodable { let total: Int }
        let data: Data
    }
    let client = HTTPClient(
        transport: CurlTransport(timeout: 10),
        middlewares: [
            RetryMiddleware(maxAttempts: 3, baseDelay: .milliseconds(50)),
            MarvelSigningMiddleware(credentials: MarvelCredentials(publicKey: "check", privateKey: "check")),
        ]
    )
    let response = try await client.sendChecked(
        HTTPRequest(url: server.baseURL.appending(path: "v1/public/characters")))
    let answer = try JSONDecoder().decode(Envelope.self, from: response.body)
    print(
        "marvel-stub: \(server.baseURL) answered \(answer.data.total) characters in \(stub.requestCount) request(s)"
    )
    await server.shutdown()
} else {
    print("marvel-stub: serving the Marvel API on \(server.baseURL) (Ctrl-C stops)")
    await server.runUntilSignalled()
}
