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
        "a target in neither origin nor absolute form (asterisk, authority, relative, empty, no authority) is refused",
        arguments: [
            "", "*", "v1/public/characters", "127.0.0.1:8080", "?limit=5", "http:///v1/public/characters",
            "ftp://127.0.0.1/v1/public/characters", "http:/v1/public/characters",
        ])
    func refused(target: String) {
        #expect(RequestTarget.request(method: "GET", target: target, origin: origin) == nil)
    }

    @Test(
        "an absolute-form target (RFC 9112 §3.2.2) is the request for its path and query on the origin",
        arguments: [
            ("http://127.0.0.1:8080/v1/public/characters?limit=5", "/v1/public/characters?limit=5"),
            ("HTTPS://example.com/v1/public/comics", "/v1/public/comics"),
            ("http://[::1]:8080?limit=5", "/?limit=5"),
            ("http://example.com", "/"),
        ])
    func absoluteForm(target: String, pathAndQuery: String) throws {
        let request = try #require(RequestTarget.request(method: "GET", target: target, origin: origin))
        #expect(request.url.absoluteString == origin + pathAndQuery)
    }

    @Test("bytes a URL may not hold are percent-encoded, and the query still reads as sent")
    func encoded() throws {
        let request = try #require(
            RequestTarget.request(method: "GET", target: "/v1/public/characters?name=a b|%zz", origin: origin))
        #expect(request.url.absoluteString == "http://127.0.0.1:8080/v1/public/characters?name=a%20b%7C%25zz")
        #expect(QueryParameters(url: request.url)["name"] == "a b|%zz")
    }
}
