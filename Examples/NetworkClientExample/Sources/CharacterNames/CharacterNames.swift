public import AppConfig
public import Foundation
public import NetworkClient
import NetworkClientCurl

/// The names of up to 100 characters whose name starts with `prefix`, in name order, asked of
/// the Marvel-compatible server at `baseURL`: each call signed with `credentials`, retried on a
/// 503 or a lost connection, within 20 seconds in all. The system's libcurl sends them unless
/// `transport` says otherwise.
public func characterNames(
    startingWith prefix: String, baseURL: URL, credentials: MarvelCredentials,
    transport: (any HTTPTransport)? = nil
) async throws -> [String] {
    let client = HTTPClient(
        transport: transport ?? CurlTransport(timeout: 10),
        middlewares: [
            TimeoutMiddleware(.seconds(20)),
            RetryMiddleware(maxAttempts: 3, baseDelay: .milliseconds(50)),
            MarvelSigningMiddleware(credentials: credentials),
        ]
    )
    var components = URLComponents(
        url: baseURL.appending(path: "v1/public/characters"), resolvingAgainstBaseURL: false)!
    components.queryItems = [
        URLQueryItem(name: "nameStartsWith", value: prefix), URLQueryItem(name: "orderBy", value: "name"),
        URLQueryItem(name: "limit", value: "100"),
    ]
    let response = try await client.sendChecked(HTTPRequest(url: components.url!))
    let answer = try JSONDecoder().decode(Answer.self, from: response.body)
    return answer.data.results.map(\.name)
}

/// The part of the API's envelope this example reads.
struct Answer: Decodable {
    struct Data: Decodable { let results: [Character] }
    struct Character: Decodable { let name: String }
    let data: Data
}
