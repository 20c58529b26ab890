import Foundation
import Logging
import NetworkClient
import NetworkClientCurl
import Testing
import TestingUtils

// The example in README.md, word for word between the markers, so that it keeps compiling.
// README-EXAMPLE-BEGIN
struct Hero: Decodable, Sendable {
    let id: Int
    let name: String
}

func makeClient(transport: any HTTPTransport = CurlTransport(timeout: 15)) -> HTTPClient {
    HTTPClient(
        transport: transport,
        middlewares: [
            TimeoutMiddleware(.seconds(20)),  // outermost: one deadline, retries included
            LoggingMiddleware(logger: Logger(label: "heroes.http")),  // one line per exchange, secrets redacted
            RetryMiddleware(maxAttempts: 3),  // 408, 429, 5xx, lost connections
            UserAgentMiddleware("heroes/1.0.0 (Linux)"),
            // a signing middleware goes last, so every retry is signed afresh
        ]
    )
}

func fetchHero(id: Int, from baseURL: URL, client: HTTPClient = makeClient()) async throws -> Hero {
    let response = try await client.sendChecked(HTTPRequest(url: baseURL.appendingPathComponent("heroes/\(id)")))
    do {
        return try JSONDecoder().decode(Hero.self, from: response.body)  // or the JSON reader of your choice
    } catch let error as DecodingError {
        throw NetworkError(decoding: error)  // says which field did not decode, and where
    }
}
// README-EXAMPLE-END

@Suite struct ReadmeExampleTests {
    @Test func theReadmeExampleFetchesAndDecodes() async throws {
        let userAgents = Recorder<String?>()
        let client = makeClient(
            transport: InMemoryTransport { request in
                userAgents.append(request.headers["User-Agent"])
                guard request.url.path == "/heroes/1009610" else { return HTTPResponse(statusCode: 404) }
                return HTTPResponse(
                    statusCode: 200, headers: ["ETag": "\"1\""], body: Data(#"{"id":1009610,"name":"Spider-Man"}"#.utf8)
                )
            })
        let hero = try await fetchHero(id: 1009610, from: .test("http://127.0.0.1:8080"), client: client)
        #expect(hero.id == 1009610 && hero.name == "Spider-Man")
        #expect(userAgents.values == ["heroes/1.0.0 (Linux)"])
        await #expect(throws: NetworkError.httpStatus(code: 404, headers: [:], body: Data())) {
            try await fetchHero(id: 1, from: .test("http://127.0.0.1:8080"), client: client)
        }
    }

    @Test func theReadmeShowsThisExactCode() throws {
        // Both files sit in the package, so the package checks its own README.
        func example(in file: URL) throws -> String? {
            ReadmeExample.text(
                in: try String(contentsOf: file, encoding: .utf8), from: "// README-EXAMPLE-BEGIN\n",
                to: "// README-EXAMPLE-END")
        }
        let inTest = try #require(try example(in: URL(fileURLWithPath: #filePath)))
        let inReadme = try #require(try example(in: ReadmeExample.readme(besideTestsOf: #filePath)))
        #expect(inReadme == inTest)
    }
}
