import Foundation
import NetworkClient
import MarvelWire

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
            // The API's error shape sent with a success status: say so, rather than which field
            // did not decode. (Its code is never 200: `{"code":200}` alone is an envelope without data.)
            if let apiError = try? JSONDecoder().decode(MarvelErrorDTO.self, from: body), apiError.code != "200" {
                throw .invalidResponse(reason: "its body is an error, not data: \(apiError.code), \"\(apiError.message)\"", server: server)
            }
            throw .invalidResponse(reason: plainReason(NetworkError(decoding: error)), server: server)
        } catch {
            throw .invalidResponse(reason: String(describing: error), server: server)
        }
    }

    /// Decodes a page of heroes and checks it answers `query` (``AnswerCheck``); `query`
    /// supplies the offset and the limit when the envelope omits them.
    public static func page(_ body: Data, query: HeroesQuery, server: String) throws(HeroesError) -> HeroPage {
        try page(from: try envelope(body, server: server), query: query, server: server)
    }

    /// Decodes a single hero's response and checks it is the hero asked for.
    ///
    /// - Throws: ``HeroesError/notFound(id:)`` when the envelope holds no result.
    public static func hero(_ body: Data, id: Int, server: String) throws(HeroesError) -> Hero {
        try hero(from: try envelope(body, server: server), id: id, server: server)
    }

    /// The page of an envelope, once it is checked against `query`.
    static func page(from wrapper: DataWrapperDTO<CharacterDTO>, query: HeroesQuery, server: String) throws(HeroesError) -> HeroPage {
        let results = wrapper.data.results
        try AnswerCheck.page(wrapper.data, for: query, ids: results.map(\.id), server: server)
        for dto in results { try AnswerCheck.counts(dto.resourceCounts, server: server) }
        return HeroPage(dto: wrapper, fallbackOffset: query.offset, fallbackLimit: query.limit)
    }

    /// The hero of a single-character envelope, once its count and total are checked and it is
    /// checked to be hero `id`.
    static func hero(from wrapper: DataWrapperDTO<CharacterDTO>, id: Int, server: String) throws(HeroesError) -> Hero {
        let results = wrapper.data.results
        try AnswerCheck.size(wrapper.data, server: server)
        try AnswerCheck.hero(ids: results.map(\.id), asked: id, server: server)
        try AnswerCheck.counts(results[0].resourceCounts, server: server)
        return Hero(dto: results[0])
    }

    static func plainReason(_ error: NetworkError) -> String {
        switch error {
        case .decoding(let path, let reason): path.isEmpty ? reason : "\(reason) at \(path)"
        default: error.description
        }
    }
}
