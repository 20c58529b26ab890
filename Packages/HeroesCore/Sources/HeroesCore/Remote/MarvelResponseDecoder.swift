public import FoundationEssentials
public import MarvelWire
import NetworkClient

/// The one place where Marvel response bodies are decoded, for the network and the cache alike,
/// for every resource: the envelope, then the answer checks (`AnswerCheck`), then the mapping
/// to the domain (``MarvelModel``).
public enum MarvelResponseDecoder {
    /// Decodes a response body as the API's envelope around results of type `T`, reading the
    /// items of the records' linked lists or not as `linkedItems` says.
    ///
    /// - Throws: ``HeroesError/invalidResponse(reason:server:route:)`` when the body is empty, is not
    ///   JSON or does not have the envelope's shape.
    public static func envelope<T: Decodable & Sendable>(
        _ body: Data, of type: T.Type = T.self, server: String, linkedItems: LinkedItems = .read
    ) throws(HeroesError) -> DataWrapperDTO<T> {
        guard !body.isEmpty else { throw .invalidResponse(reason: "the body is empty", server: server) }
        do {
            var decoder = MarvelJSONDecoder()
            if linkedItems != .read { decoder.userInfo[LinkedItems.userInfoKey] = linkedItems }
            return try decoder.decode(DataWrapperDTO<T>.self, from: body)
        } catch let error as DecodingError {
            // The API's error shape sent with a success status: say so, rather than which field
            // did not decode. (Its code is never 200: `{"code":200}` alone is an envelope without data.)
            if let apiError = try? MarvelJSONDecoder().decode(MarvelErrorDTO.self, from: body), apiError.code != "200" {
                throw .invalidResponse(
                    reason: "its body is an error, not data: \(apiError.code), \"\(apiError.message)\"", server: server)
            }
            throw .invalidResponse(reason: plainReason(NetworkError(decoding: error)), server: server)
        } catch {
            throw .invalidResponse(reason: String(describing: error), server: server)
        }
    }

    /// Decodes the answer to one call of `request` (at most 100 items) and checks it answers it;
    /// `request` supplies the offset and the limit when the envelope omits them.
    public static func list<Item: MarvelModel>(
        _ body: Data, request: ListRequest, as type: Item.Type = Item.self, server: String
    ) throws(HeroesError) -> Page<Item> {
        try list(from: try envelope(body, of: Item.DTO.self, server: server), request: request, server: server)
    }

    /// Decodes the answer to `/{resource}/{id}` and checks it is record `id`.
    ///
    /// - Throws: ``HeroesError/notFound(_:id:related:)`` of that record when the answer holds none.
    public static func record<Item: MarvelModel>(
        _ body: Data, id: Int, as type: Item.Type = Item.self, server: String
    ) throws(HeroesError) -> Item {
        try record(from: try envelope(body, of: Item.DTO.self, server: server), id: id, server: server)
    }

    /// The page of an envelope, once it is checked against `request`.
    static func list<Item: MarvelModel>(
        from wrapper: DataWrapperDTO<Item.DTO>, request: ListRequest, server: String
    ) throws(HeroesError) -> Page<Item> {
        try AnswerCheck.list(wrapper.data, of: Item.self, for: request, server: server)
        return Page(dto: wrapper, fallbackOffset: request.offset, fallbackLimit: request.limit)
    }

    /// The record of an envelope, once it is checked to be record `id`.
    static func record<Item: MarvelModel>(
        from wrapper: DataWrapperDTO<Item.DTO>, id: Int, server: String
    ) throws(HeroesError) -> Item {
        try AnswerCheck.record(wrapper.data, of: Item.self, asked: id, server: server)
        return Item(dto: wrapper.data.results[0])
    }

    static func plainReason(_ error: NetworkError) -> String {
        switch error {
        case .decoding(let path, let reason): path.isEmpty ? reason : "\(reason) at \(path)"
        default: error.description
        }
    }
}
