import AsyncHTTPClient
import Foundation
import NetworkClient
import NIOCore
import NIOHTTP1

extension AsyncHTTPClientTransport {
    /// The codings the transport decodes, asked for with `Accept-Encoding` unless the request
    /// names its own.
    static let acceptedEncodings = "gzip, deflate"

    /// `request` as AsyncHTTPClient's request: same method, URL, header fields and body.
    static func outgoing(_ request: HTTPRequest) -> HTTPClientRequest {
        var outgoing = HTTPClientRequest(url: request.url.absoluteString)
        outgoing.method = NIOHTTP1.HTTPMethod(rawValue: request.method.rawValue)
        for field in request.headers { outgoing.headers.add(name: field.name, value: field.value) }
        if !request.headers.contains("Accept-Encoding") {
            outgoing.headers.add(name: "Accept-Encoding", value: acceptedEncodings)
        }
        if let body = request.body { outgoing.body = .bytes(ByteBuffer(bytes: body)) }
        return outgoing
    }

    /// The response's header fields in the order they came; when the body came gzip- or
    /// deflate-encoded (and so was decoded) `Content-Encoding` and `Content-Length` are dropped.
    static func headers(of response: HTTPClientResponse) -> NetworkClient.HTTPHeaders {
        let coding = response.headers.first(name: "Content-Encoding")?.lowercased()
        let decoded =
            coding.map { ["gzip", "x-gzip", "deflate"].contains($0.trimmingCharacters(in: .whitespaces)) } ?? false
        var headers = NetworkClient.HTTPHeaders()
        for (name, value) in response.headers {
            if decoded, ["content-encoding", "content-length"].contains(name.lowercased()) { continue }
            headers.add(name: name, value: value)
        }
        return headers
    }

    /// Reads the whole body, at most `limit` bytes, by `deadline` (checked as each part arrives;
    /// silence is the read timeout's to end). Leaving early cancels the rest of the exchange.
    static func collect(_ response: HTTPClientResponse, limit: Int, deadline: NIODeadline) async throws -> Data {
        var data = Data()
        if let length = response.headers.first(name: "Content-Length").flatMap(Int.init), length <= limit {
            data.reserveCapacity(length)
        }
        for try await part in response.body {
            guard data.count + part.readableBytes <= limit else {
                throw NetworkError.bodyTooLarge(limit: limit)
            }
            data.append(contentsOf: part.readableBytesView)
            if NIODeadline.now() > deadline { throw NetworkError.timedOut }
        }
        return data
    }
}
