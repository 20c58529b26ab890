import FoundationEssentials
import MarvelWire

/// Reads the embedded comics (`EmbeddedComicsData`) from the project's compact form into the
/// API's records. The compact form stores no gateway URI, since each is its type and id
/// (`https://gateway.marvel.com/v1/public/comics/22`), nor a list's `collectionURI` and
/// `returned`, which follow from the comic and its items: that keeps 1,599 comics at 1.9 MB
/// of source instead of 4.8 MB. `scripts/generate-catalog` writes the form and checks, for every
/// comic, that the URIs it leaves out are exactly the ones rebuilt here.
struct EmbeddedComic: Decodable {
    /// The API's record.
    let record: ComicDTO

    /// The gateway prefix of every URI rebuilt, in the 2025 `https` form the characters use.
    static let gateway = "https://gateway.marvel.com/v1/public/"

    /// Every comic of `json` (a JSON array in the compact form).
    static func decodeAll(_ json: String) -> [ComicDTO] {
        do {
            return try JSONDecoder().decode([EmbeddedComic].self, from: Data(json.utf8)).map(\.record)
        } catch {
            preconditionFailure("The embedded comics do not decode: \(error)")
        }
    }

    private enum CodingKeys: String, CodingKey {
        case id, digitalId, title, issueNumber, variantDescription, format, pageCount, urls, series, dates, thumbnail
        case creators, characters, stories, events
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let id = try container.decode(Int.self, forKey: .id)
        let uri = Self.gateway + "comics/" + String(id)
        func list(_ key: CodingKeys, _ resource: MarvelResource) throws -> ResourceListDTO? {
            try container.decodeIfPresent(CompactList.self, forKey: key)?.record(of: resource, in: uri)
        }
        func pairs(_ key: CodingKeys) throws -> [Pair]? {
            try container.decodeIfPresent([Pair].self, forKey: key)
        }
        record = ComicDTO(
            id: id,
            digitalId: try container.decodeIfPresent(Int.self, forKey: .digitalId),
            title: try container.decodeIfPresent(String.self, forKey: .title),
            issueNumber: try container.decodeIfPresent(Double.self, forKey: .issueNumber),
            variantDescription: try container.decodeIfPresent(String.self, forKey: .variantDescription),
            format: try container.decodeIfPresent(String.self, forKey: .format),
            pageCount: try container.decodeIfPresent(Int.self, forKey: .pageCount),
            resourceURI: uri,
            urls: try pairs(.urls)?.map { URLDTO(type: $0.first, url: $0.second) },
            series: try container.decodeIfPresent(CompactItem.self, forKey: .series)?.record(of: .series, extra: nil),
            dates: try pairs(.dates)?.map { ComicDateDTO(type: $0.first, date: $0.second) },
            thumbnail: try container.decodeIfPresent(Pair.self, forKey: .thumbnail).map {
                ImageDTO(path: $0.first, extension: $0.second)
            },
            creators: try list(.creators, .creators),
            characters: try list(.characters, .characters),
            stories: try list(.stories, .stories),
            events: try list(.events, .events)
        )
    }
}

/// `[a, b]`: a link's type and address, a date's type and value, an image's path and extension.
private struct Pair: Decodable {
    let first: String?
    let second: String?

    init(from decoder: any Decoder) throws {
        var array = try decoder.unkeyedContainer()
        first = try array.decodeIfPresent(String.self)
        second = try array.decodeIfPresent(String.self)
    }
}

/// `[id, name]` or `[id, name, extra]`: a summary item, whose third member is a creator's
/// `role` or a story's `type`.
private struct CompactItem: Decodable {
    let id: Int
    let name: String?
    let extra: String?

    init(from decoder: any Decoder) throws {
        var array = try decoder.unkeyedContainer()
        id = try array.decode(Int.self)
        name = try array.decodeIfPresent(String.self)
        extra = array.isAtEnd ? nil : try array.decodeIfPresent(String.self)
    }

    func record(of resource: MarvelResource, extra kind: ExtraKind?) -> ResourceSummaryDTO {
        ResourceSummaryDTO(
            resourceURI: EmbeddedComic.gateway + resource.rawValue + "/" + String(id), name: name,
            type: kind == .type ? extra : nil, role: kind == .role ? extra : nil
        )
    }

    /// What the third member is.
    enum ExtraKind { case role, type }
}

/// `[available, [item, …]]`: a summary list.
private struct CompactList: Decodable {
    let available: Int
    let items: [CompactItem]

    init(from decoder: any Decoder) throws {
        var array = try decoder.unkeyedContainer()
        available = try array.decode(Int.self)
        items = try array.decode([CompactItem].self)
    }

    func record(of resource: MarvelResource, in comicURI: String) -> ResourceListDTO {
        let extra: CompactItem.ExtraKind? =
            switch resource {
            case .creators: .role
            case .stories: .type
            default: nil
            }
        return ResourceListDTO(
            available: available, returned: items.count, collectionURI: comicURI + "/" + resource.rawValue,
            items: items.map { $0.record(of: resource, extra: extra) }
        )
    }
}
