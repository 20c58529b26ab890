import Foundation
import NetworkClient
import Testing
@testable import NetworkStubs

@Suite("Request targets: from the request line to the request")
struct RequestTargetTests {
    let origin = "http://127.0.0.1:8080"

    @Test("an origin-form target becomes an absolute URL on the origin, with its method, headers and body")
    func originForm() throws {
        let request = try #require(
            RequestTarget.request(
                method: "head", target: "/v1/public/characters?name=Spider-Man+(Peter+Parker)&limit=5",
                headers: [(name: "If-None-Match", value: "\"abc\"")], body: Data("x".utf8), origin: origin
            ))
        #expect(request.method == .head)
        #expect(
            request.url.absoluteString
                == "http://127.0.0.1:8080/v1/public/characters?name=Spider-Man+(Peter+Parker)&limit=5")
        #expect(request.headers["if-none-match"] == "\"abc\"")
        #expect(request.body == Data("x".utf8))
    }

    @Test(
        "a target not starting with / (absolute form, asterisk, empty) is refused",
        arguments: [
            "", "*", "v1/public/characters", "http://127.0.0.1:8080/v1/public/characters", "?limit=5",
        ])
    func refused(target: String) {
        #expect(RequestTarget.request(method: "GET", target: target, origin: origin) == nil)
    }

    @Test("bytes a URL may not hold are percent-encoded, and the query still reads as sent")
    func encoded() throws {
        let request = try #require(
            RequestTarget.request(method: "GET", target: "/v1/public/characters?name=a b|%zz", origin: origin))
        #expect(request.url.absoluteString == "http://127.0.0.1:8080/v1/public/characters?name=a%20b%7C%25zz")
        #expect(QueryParameters(url: request.url)["name"] == "a b|%zz")
    }
}
