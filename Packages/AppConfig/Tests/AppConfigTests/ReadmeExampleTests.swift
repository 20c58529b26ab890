import Foundation
import NetworkClient
import NetworkClientURLSession
import Testing
import AppConfig

@Suite struct ReadmeExampleTests {
    @Test func theReadmeExampleWorks() throws {
        let settings = try Settings.resolve(environment: ["HOME": "/home/me", "MARVEL_PUBLIC_KEY": "1234", "MARVEL_PRIVATE_KEY": "abcd"])
        let signing = MarvelSigningMiddleware(credentials: settings.credentials!)  // innermost in the chain
        let client = HTTPClient(transport: URLSessionTransport(), middlewares: [RetryMiddleware(), signing])
        #expect(settings.paths.cacheDirectory.path == "/home/me/.cache/heroes")
        #expect(client.middlewares.count == 2)
    }
}
