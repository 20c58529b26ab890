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

    /// RFC 1321's test suite (appendix A.5), bytes and text alike.
    @Test func md5GivesRFC1321sTestSuite() {
        let suite = [
            ("a", "0cc175b9c0f1b6a831c399e269772661"),
            ("abc", "900150983cd24fb0d6963f7d28e17f72"),
            ("message digest", "f96b697d7cb7938d525a2f31aaf161d0"),
            ("abcdefghijklmnopqrstuvwxyz", "c3fcd3d76192e4007dfb496cca67e13b"),
            ("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", "d174ab98d277d9f5a5611c2c9f419d9f"),
            (String(repeating: "1234567890", count: 8), "57edf4a22be3c955ac49da2e2107b67a"),
        ]
        for (text, digest) in suite {
            #expect(MD5.hex(text) == digest, "\(text)")
            #expect(MD5.hex(Array(text.utf8)) == digest, "\(text)")
        }
        #expect(MD5.hex([]) == "d41d8cd98f00b204e9800998ecf8427e")
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
