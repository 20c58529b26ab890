import Foundation
import Testing
@testable import NetworkClient

@Suite struct HTTPClientTests {
    @Test func middlewaresRunInArrayOrder() async throws {
        struct Tag: HTTPMiddleware {
            let name: String
            func intercept(_ request: HTTPRequest, next: HTTPNext) async throws -> HTTPResponse {
                var request = request
                request.headers.add(name: "X-Order", value: name)
                var response = try await next(request)
                response.headers.add(name: "X-Back", value: name)
                return response
            }
        }
        let transport = InMemoryTransport { request in
            HTTPResponse(
                statusCode: 200, headers: ["X-Seen": request.headers.values(for: "x-order").joined(separator: ",")])
        }
        let client = HTTPClient(transport: transport, middlewares: [Tag(name: "a"), Tag(name: "b")])
        let response = try await client.send(HTTPRequest(url: URL(string: "http://h/")!))
        #expect(response.headers["x-seen"] == "a,b")
        #expect(response.headers.values(for: "X-Back") == ["b", "a"])
    }

    @Test func sendCheckedThrowsHTTPStatus() async {
        let client = HTTPClient(
            transport: InMemoryTransport { _ in HTTPResponse(statusCode: 503, body: Data("x".utf8)) })
        await #expect(throws: NetworkError.httpStatus(code: 503, headers: [:], body: Data("x".utf8))) {
            _ = try await client.sendChecked(HTTPRequest(url: URL(string: "http://h/")!))
        }
    }

    @Test func queryValuesKeepPlusAndAmpersand() {
        let url = URL(string: "http://h/p?a=1")!.appendingQueryItems([URLQueryItem(name: "name", value: "A+B & C/#é")])
        #expect(url.absoluteString == "http://h/p?a=1&name=A%2BB%20%26%20C%2F%23%C3%A9")
        #expect(HTTPRequest(url: url).queryValue("name") == "A+B & C/#é")
    }

    @Test func headersAreCaseInsensitive() {
        var headers: HTTPHeaders = ["ETag": "abc"]
        #expect(headers["etag"] == "abc")
        headers["ETAG"] = "def"
        #expect(headers.count == 1)
        #expect(headers["ETag"] == "def")
    }
}
