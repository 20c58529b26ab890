import Foundation
import NetworkClient

/// The one place where Marvel response bodies are decoded, for the network and the cache alike.
public enum MarvelResponseDecoder {
    /// Decodes a response body as the API's envelope around characters.
    ///
    /// - Throws: ``HeroesError/invalidResponse(reason:server:)`` when the body is empty, is not
    ///   JSON or does not have the envelope's shape.
    public static func envelope(_ body: Data, server: String) throws(HeroesError) -> DataWrapperDTO<CharacterDTO> {
        guard !body.isEmpty else { throw .invalidResponse(reason: "the body is empty", server: server) }
        do {
            return try JSONDecoder().decode(DataWrapperDTO<CharacterDTO>.self, from: body)
        } catch let error as DecodingError {
            throw .invalidResponse(reason: plainReason(NetworkError(decoding: error)), server: server)
        } catch {
            throw .invalidResponse(reason: String(describing: error), server: server)
        }
    }

    /// Decodes a page of heroes; `query` supplies the limit when the envelope omits it.
    public static func page(_ body: Data, query: HeroesQuery, server: String) throws(HeroesError) -> HeroPage {
        HeroPage(dto: try envelope(body, server: server), fallbackLimit: query.limit)
    }

    /// Decodes a single hero's response.
    ///
    /// - Throws: ``HeroesError/notFound(id:)`` when the envelope holds no result.
    public static func hero(_ body: Data, id: Int, server: String) throws(HeroesError) -> Hero {
        try hero(from: try envelope(body, server: server), id: id)
    }

    /// The hero of a single-character envelope: the result with that id, else the first one.
    static func hero(from wrapper: DataWrapperDTO<CharacterDTO>, id: Int) throws(HeroesError) -> Hero {
        let results = wrapper.data.results
        guard let dto = results.first(where: { $0.id == id }) ?? results.first else { throw .notFound(id: id) }
        return Hero(dto: dto)
    }

    static func plainReason(_ error: NetworkError) -> String {
        switch error {
        case .decoding(let path, let reason): path.isEmpty ? reason : "\(reason) at \(path)"
        default: error.description
        }
    }
}
