import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The live transport: `URLSession` (libcurl on Linux), with gzip, keep-alive and cancellation.
public final class URLSessionTransport: HTTPTransport, @unchecked Sendable {
    private let session: URLSession

    /// Creates a transport over a session of its own. `timeout` bounds how long a request may
    /// wait for data.
    public init(timeout: TimeInterval = 30) {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        configuration.httpCookieStorage = nil
        self.session = URLSession(configuration: configuration)
    }

    /// Creates a transport over `session`.
    public init(session: URLSession) { self.session = session }

    deinit { session.finishTasksAndInvalidate() }

    /// Sends `request` with `URLSession`; failures below HTTP become ``NetworkError``.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        guard let scheme = request.url.scheme?.lowercased(), scheme == "http" || scheme == "https", request.url.host != nil else {
            throw NetworkError.invalidURL(request.url.absoluteString)
        }
        var urlRequest = URLRequest(url: request.url)
        urlRequest.httpMethod = request.method.rawValue
        urlRequest.httpBody = request.body
        for field in request.headers { urlRequest.addValue(field.value, forHTTPHeaderField: field.name) }
        try Task.checkCancellation()
        do {
            let (data, response) = try await session.data(for: urlRequest)
            guard let http = response as? HTTPURLResponse else { throw NetworkError.connectionLost }
            var headers = HTTPHeaders()
            for (name, value) in http.allHeaderFields {
                headers.add(name: String(describing: name), value: String(describing: value))
            }
            return HTTPResponse(statusCode: http.statusCode, headers: headers, body: data)
        } catch {
            if Task.isCancelled { throw NetworkError.cancelled }
            throw NetworkError(error)
        }
    }
}
