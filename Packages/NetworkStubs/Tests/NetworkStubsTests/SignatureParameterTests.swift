import MarvelWire
import Testing
@testable import NetworkStubs

/// The operations' own parameters are MarvelWire's (MarvelOperationTests checks them against the
/// spec); the signature's are the signer's.
@Suite("Signature parameters: the signer's names, accepted by every operation")
struct SignatureParameterTests {
    @Test("the signature's names are the signer's, accepted by every operation")
    func signature() {
        #expect(MarvelAPI.signature == ["ts", "apikey", "hash"])
        #expect(get("/v1/public/comics/1?apikey=a&ts=1&hash=h", signed: false).statusCode == 404)
        #expect(get("/v1/public/comics?apikey=a&ts=1&hash=h", signed: false).statusCode == 200)
    }
}
