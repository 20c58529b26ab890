import AppConfig
import Foundation
import NetworkClient
import Testing
@testable import NetworkStubs
import NetworkStubsTesting

@Suite("Gateway signature")
struct AuthenticationTests {
    private func response(_ query: String, api: MarvelAPI = openAPI) -> HTTPResponse {
        get("/v1/public/characters/1009610" + query, api: api, signed: false)
    }

    @Test("without keys: any apikey, ts and hash pass")
    func anyKey() {
        #expect(response("?apikey=x&ts=anything&hash=y").statusCode == 200)
        #expect(response("?ts=2025-01-01T00:00:00&hash=whatever&apikey=k").statusCode == 200)
    }

    @Test(
        "all three are required, in the gateway's words",
        arguments: [
            ("", #"{"code":"MissingParameter","message":"You must provide a user key."}"#),
            ("?ts=1&hash=h", #"{"code":"MissingParameter","message":"You must provide a user key."}"#),
            ("?apikey=&ts=1&hash=h", #"{"code":"MissingParameter","message":"You must provide a user key."}"#),
            ("?apikey=k&ts=1", #"{"code":"MissingParameter","message":"You must provide a hash."}"#),
            ("?apikey=k&hash=h", #"{"code":"MissingParameter","message":"You must provide a timestamp."}"#),
            ("?apikey=k&hash=h&ts=", #"{"code":"MissingParameter","message":"You must provide a timestamp."}"#),
        ])
    func missing(query: String, body: String) {
        let reply = response(query)
        #expect(reply.statusCode == 409)
        #expect(text(reply) == body)
        #expect(reply.headers["Content-Type"] == "application/json; charset=utf-8")
    }

    @Test("with keys: the README's check value passes")
    func validSignature() {
        let api = MarvelAPI(catalog: .sample2017, configuration: MarvelAPIConfiguration(credentials: readmeCredentials))
        #expect(response("?apikey=1234&ts=1&hash=\(readmeHash)", api: api).statusCode == 200)
        let ts = "2025-04-01T12:00:00"
        let hash = readmeCredentials.hash(timestamp: ts)
        #expect(response("?apikey=1234&ts=\(ts)&hash=\(hash)", api: api).statusCode == 200)
    }

    @Test("with keys: another public key is a 401")
    func wrongKey() {
        let api = MarvelAPI(catalog: .sample2017, configuration: MarvelAPIConfiguration(credentials: readmeCredentials))
        let reply = response("?apikey=9999&ts=1&hash=\(readmeHash)", api: api)
        #expect(reply.statusCode == 401)
        #expect(text(reply) == #"{"code":"InvalidCredentials","message":"The passed API key is invalid."}"#)
    }

    @Test(
        "with keys: a wrong hash, a hash for another ts or an upper-case hash is a 401",
        arguments: ["0" + String(readmeHash.dropFirst()), readmeHash.uppercased(), "nothex"])
    func wrongHash(hash: String) {
        let api = MarvelAPI(catalog: .sample2017, configuration: MarvelAPIConfiguration(credentials: readmeCredentials))
        let reply = response("?apikey=1234&ts=1&hash=\(hash)", api: api)
        #expect(reply.statusCode == 401)
        #expect(
            text(reply)
                == #"{"code":"InvalidCredentials","message":"That hash, timestamp and key combination is invalid."}"#)
        #expect(response("?apikey=1234&ts=2&hash=\(readmeHash)", api: api).statusCode == 401)
    }

    @Test("the signature is checked before the path and the query")
    func order() {
        #expect(get("/v1/public/nothing", signed: false).statusCode == 409)
        #expect(get("/v1/public/characters?limit=500", signed: false).statusCode == 409)
        #expect(openAPI.authenticationFailure(for: request("/x", signed: false)) == .missingAPIKey)
        #expect(openAPI.authenticationFailure(for: request("/x")) == nil)
    }
}
