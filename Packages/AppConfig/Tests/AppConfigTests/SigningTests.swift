import Foundation
import NetworkClient
import Testing
@testable import AppConfig

@Suite struct SigningTests {
    @Test func md5MatchesTheAPIsTestVector() {
        #expect(
            MarvelCredentials(publicKey: "1234", privateKey: "abcd").hash(timestamp: "1")
                == "ffd275c5130566a2916217b101f26150")
    }

    @Test func md5OfEmptyAndLongInput() {
        #expect(MD5.hex("") == "d41d8cd98f00b204e9800998ecf8427e")
        #expect(MD5.hex("The quick brown fox jumps over the lazy dog") == "9e107d9d372bb6826bd81d3542a419d6")
    }

    @Test(arguments: [true, false])
    func md5ThroughTheOneShotAndThroughEVPDigestGiveTheTestVectors(oneShot: Bool) {
        #expect(MD5.hex([], oneShot: oneShot) == "d41d8cd98f00b204e9800998ecf8427e")
        #expect(MD5.hex(Array("abc".utf8), oneShot: oneShot) == "900150983cd24fb0d6963f7d28e17f72")
    }

    @Test func middlewareAddsTsApikeyAndHashAndReplacesOldOnes() async throws {
        let middleware = MarvelSigningMiddleware(
            credentials: MarvelCredentials(publicKey: "1234", privateKey: "abcd"), timestamp: { "1" })
        let request = HTTPRequest(url: URL(string: "http://h/v1/public/characters?limit=5&ts=old&hash=old")!)
        let seen = Captured()
        _ = try await middleware.intercept(request) { request in
            await seen.set(request)
            return HTTPResponse(statusCode: 200)
        }
        let sent = try #require(await seen.request)
        #expect(
            sent.url.absoluteString
                == "http://h/v1/public/characters?limit=5&ts=1&apikey=1234&hash=ffd275c5130566a2916217b101f26150")
    }

    @Test func credentialsNeverPrintTheirKeys() {
        let text = "\(MarvelCredentials(publicKey: "pub-123", privateKey: "priv-456"))"
        #expect(!text.contains("pub-123") && !text.contains("priv-456"))
    }
}

actor Captured {
    var request: HTTPRequest?
    func set(_ request: HTTPRequest) { self.request = request }
}
