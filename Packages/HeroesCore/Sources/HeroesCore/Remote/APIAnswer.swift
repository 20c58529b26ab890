public import FoundationEssentials
public import MarvelWire
import NetworkClient

/// One answer of the API as it came, for `heroes api`: its status and its body, the caller's
/// public key scrubbed from it as from every body the client keeps.
public struct APIAnswer: Sendable, Hashable {
    /// The HTTP status.
    public var status: Int
    /// The body.
    public var body: Data

    /// An answer.
    public init(status: Int, body: Data) {
        self.status = status
        self.body = body
    }

    /// A 2xx.
    public var isSuccess: Bool { (200...299).contains(status) }
}

extension RemoteMarvelService {
    /// `GET route`, signed and sent as every call is, answered whatever its status: only a
    /// failure below HTTP, or a body larger than the transport takes, throws.
    public func answer(_ route: MarvelRoute) async throws(HeroesError) -> APIAnswer {
        let response = try await send(route.request(baseURL: baseURL), for: route)
        return APIAnswer(status: response.statusCode, body: APIKeyScrubber.scrub(response.body))
    }

    /// What an answer that is not a 2xx means, as every other call reads it: "no comic with id
    /// 5", a refusal with the API's message, a server failure, …
    public func failure(of answer: APIAnswer, to route: MarvelRoute) -> HeroesError {
        mapFailure(HTTPResponse(statusCode: answer.status, headers: HTTPHeaders(), body: answer.body), route: route)
    }
}
