public import FoundationEssentials
import Synchronization
public import HeroesCore
public import MarvelWire

/// An in-memory Marvel for tests of code that uses heroes: the ``HeroesCore/MarvelService`` that
/// answers routes from records in memory with the API's envelope, as bytes, so that everything
/// above it (decoding, answer checks, cache, paging) runs as it does against a server.
///
/// It answers `/characters` (pages are slices of ``characters``, empty past the end; `name` and
/// `nameStartsWith` filter in any case; `orderBy` is not applied), `/characters/{id}` and
/// `/characters/{id}/comics` (slices of ``comicsByCharacter``). An unknown hero is
/// ``HeroesCore/HeroesError/notFound(id:)``; a limit outside 1…100 is refused as the API
/// refuses it (409); any other route is a 404. Each body has an ETag, and a request that sends
/// it back gets ``HeroesCore/ConditionalResponse/notModified``. With ``failure`` set, every
/// call throws it.
///
/// ```swift
/// let marvel = InMemoryMarvelService(heroes: [spiderMan, hulk])
/// let repository = HeroesRepository(service: marvel, store: InMemoryHeroesStore())
/// let heroes = try await repository.page(HeroesQuery(limit: 1), policy: .normal).value.heroes   // [spiderMan]
/// ```
public struct InMemoryMarvelService: MarvelService {
    /// Every character, in the order pages give them.
    public var characters: [CharacterDTO]
    /// The comics of each character (by the character's id), in the order its list gives them.
    public var comicsByCharacter: [Int: [ComicDTO]]
    /// When set, every call throws it.
    public var failure: HeroesError?
    /// The attribution line of every answer.
    public var attribution: String
    public let baseURL: URL
    private let log = RequestLog()

    /// A Marvel holding `characters` and the comics of some of them.
    public init(
        characters: [CharacterDTO], comicsByCharacter: [Int: [ComicDTO]] = [:], failure: HeroesError? = nil,
        attribution: String = HeroPage.defaultAttribution, baseURL: URL = URL(string: "http://marvel.invalid")!
    ) {
        self.characters = characters
        self.comicsByCharacter = comicsByCharacter
        self.failure = failure
        self.attribution = attribution
        self.baseURL = baseURL
    }

    /// A Marvel holding `heroes`, as records the repository maps back to the same heroes
    /// (dates to the second).
    public init(
        heroes: [Hero], comicsByCharacter: [Int: [ComicDTO]] = [:], failure: HeroesError? = nil,
        attribution: String = HeroPage.defaultAttribution
    ) {
        self.init(
            characters: heroes.map(CharacterDTO.init(hero:)), comicsByCharacter: comicsByCharacter,
            failure: failure, attribution: attribution
        )
    }

    public var serverName: String { baseURL.absoluteString }

    /// One call the service received.
    public struct Request: Sendable, Hashable {
        public var route: MarvelRoute
        /// The ETag sent as `If-None-Match`, if any.
        public var ifNoneMatch: String?
    }

    /// Every call received so far, in order (copies of a service share them).
    public var requests: [Request] { log.requests }

    public func fetch(_ route: MarvelRoute, ifNoneMatch etag: String?) async throws(HeroesError) -> ConditionalResponse
    {
        log.append(Request(route: route, ifNoneMatch: etag))
        if let failure { throw failure }
        let body = try answer(route)
        let tag = Self.etag(of: body)
        return etag == tag ? .notModified : .fresh(body: body, etag: tag)
    }

    private func answer(_ route: MarvelRoute) throws(HeroesError) -> Data {
        let query = Dictionary(route.query.map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { _, last in last })
        switch route.kind {
        case .list(.characters):
            let matching = characters.filter { character in
                let name = (character.name ?? "").lowercased()
                if let exact = query["name"], name != exact.lowercased() { return false }
                if let prefix = query["nameStartsWith"], !name.hasPrefix(prefix.lowercased()) { return false }
                return true
            }
            return try page(of: matching, query: query)
        case .record(.characters, let id):
            guard let character = characters.first(where: { $0.id == id }) else { throw .notFound(id: id) }
            return envelope(results: [character], offset: 0, limit: ListRequest.defaultLimit, total: 1)
        case .related(.characters, let id, .comics):
            guard characters.contains(where: { $0.id == id }) else { throw .notFound(id: id) }
            return try page(of: comicsByCharacter[id] ?? [], query: query)
        default:
            throw .rejected(status: 404, message: "the in-memory Marvel does not answer \(route.path)")
        }
    }

    private func page<Result: Encodable>(of all: [Result], query: [String: String]) throws(HeroesError) -> Data {
        let limit = query["limit"].flatMap { Int($0) } ?? ListRequest.defaultLimit
        let offset = max(0, query["offset"].flatMap { Int($0) } ?? 0)
        guard (1...ListRequest.maximumLimit).contains(limit) else {
            throw .rejected(status: 409, message: "You may not request more than 100 items.")
        }
        let slice = Array(all.dropFirst(offset).prefix(limit))
        return envelope(results: slice, offset: offset, limit: limit, total: all.count)
    }

    private func envelope<Result: Encodable>(results: [Result], offset: Int, limit: Int, total: Int) -> Data {
        let wrapper = Envelope(
            attributionText: attribution,
            data: .init(offset: offset, limit: limit, total: total, count: results.count, results: results)
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        // Records made of plain values always encode.
        return (try? encoder.encode(wrapper)) ?? Data()
    }

    /// The API's envelope, as the server writes it.
    private struct Envelope<Result: Encodable>: Encodable {
        var code = 200
        var status = "Ok"
        var attributionText: String
        var data: Container

        struct Container: Encodable {
            var offset: Int
            var limit: Int
            var total: Int
            var count: Int
            var results: [Result]
        }
    }

    /// A digest of `body` (64-bit FNV-1a), as a server's ETag would be.
    private static func etag(of body: Data) -> String {
        let digest = body.reduce(UInt64(0xcbf2_9ce4_8422_2325)) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
        return "\"" + String(digest, radix: 16) + "\""
    }
}

/// The calls an ``InMemoryMarvelService`` received, shared by its copies.
private final class RequestLog: Sendable {
    private let stored = Mutex<[InMemoryMarvelService.Request]>([])

    var requests: [InMemoryMarvelService.Request] { stored.withLock { $0 } }
    func append(_ request: InMemoryMarvelService.Request) { stored.withLock { $0.append(request) } }
}

extension CharacterDTO {
    /// The record the API would send for `hero`: what ``HeroesCore/Hero/init(dto:)`` maps back
    /// to the same hero (its date to the second).
    init(hero: Hero) {
        func list(_ list: HeroResourceList, _ resource: MarvelResource) -> ResourceListDTO {
            ResourceListDTO(
                available: list.available,
                returned: list.items.count,
                collectionURI: "http://gateway.marvel.com/v1/public/characters/\(hero.id)/\(resource.rawValue)",
                items: list.items.map { item in
                    ResourceSummaryDTO(
                        resourceURI: item.id.map { "http://gateway.marvel.com/v1/public/\(resource.rawValue)/\($0)" },
                        name: item.name,
                        type: item.type
                    )
                }
            )
        }
        self.init(
            id: hero.id,
            name: hero.name,
            description: hero.description,
            modified: hero.modified.map(MarvelDate.format),
            resourceURI: "http://gateway.marvel.com/v1/public/characters/\(hero.id)",
            urls: hero.links.map { URLDTO(type: $0.kind, url: $0.url.absoluteString) },
            thumbnail: hero.thumbnail.map { ImageDTO(path: $0.path, extension: $0.fileExtension) },
            comics: list(hero.comics, .comics),
            stories: list(hero.stories, .stories),
            events: list(hero.events, .events),
            series: list(hero.series, .series)
        )
    }
}
