import Foundation

/// One character in the API's own result format (`data.results[]` of `GET /v1/public/characters`).
///
/// This is the stub server's model, kept apart from any client DTO on purpose: it encodes
/// exactly what the real API sent, `null` descriptions included.
public struct CatalogCharacter: Sendable, Hashable, Codable {
    /// The unique id, for example `1009610`.
    public var id: Int
    /// The name, for example `"Spider-Man"`.
    public var name: String
    /// A short description; `""` when there is none, `nil` when the API sent `null`.
    public var description: String?
    /// When the character was last changed, in the API's format (`2014-04-29T14:18:17-0400`).
    public var modified: String
    /// The canonical URI of the character.
    public var resourceURI: String
    /// The public web pages about the character.
    public var urls: [CatalogURL]
    /// The representative image.
    public var thumbnail: CatalogImage?
    /// The comics the character appears in.
    public var comics: CatalogResourceList
    /// The series the character appears in.
    public var series: CatalogResourceList
    /// The stories the character appears in.
    public var stories: CatalogResourceList
    /// The events the character appears in.
    public var events: CatalogResourceList

    /// Creates a character.
    public init(
        id: Int,
        name: String,
        description: String?,
        modified: String,
        resourceURI: String,
        urls: [CatalogURL] = [],
        thumbnail: CatalogImage?,
        comics: CatalogResourceList,
        series: CatalogResourceList,
        stories: CatalogResourceList,
        events: CatalogResourceList
    ) {
        self.id = id
        self.name = name
        self.description = description
        self.modified = modified
        self.resourceURI = resourceURI
        self.urls = urls
        self.thumbnail = thumbnail
        self.comics = comics
        self.series = series
        self.stories = stories
        self.events = events
    }

    private enum CodingKeys: String, CodingKey {
        case id, name, description, modified, thumbnail, resourceURI, comics, series, stories, events, urls
    }

    /// Decodes a character; `urls`, `thumbnail` and the four lists may be missing.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int.self, forKey: .id)
        name = try container.decode(String.self, forKey: .name)
        description = try container.decodeIfPresent(String.self, forKey: .description)
        modified = try container.decodeIfPresent(String.self, forKey: .modified) ?? ""
        resourceURI = try container.decodeIfPresent(String.self, forKey: .resourceURI) ?? ""
        urls = try container.decodeIfPresent([CatalogURL].self, forKey: .urls) ?? []
        thumbnail = try container.decodeIfPresent(CatalogImage.self, forKey: .thumbnail)
        comics = try container.decodeIfPresent(CatalogResourceList.self, forKey: .comics) ?? .empty
        series = try container.decodeIfPresent(CatalogResourceList.self, forKey: .series) ?? .empty
        stories = try container.decodeIfPresent(CatalogResourceList.self, forKey: .stories) ?? .empty
        events = try container.decodeIfPresent(CatalogResourceList.self, forKey: .events) ?? .empty
    }

    /// Encodes the character in the API's key order; a `nil` description is written as `null`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encode(description, forKey: .description)
        try container.encode(modified, forKey: .modified)
        try container.encode(thumbnail, forKey: .thumbnail)
        try container.encode(resourceURI, forKey: .resourceURI)
        try container.encode(comics, forKey: .comics)
        try container.encode(series, forKey: .series)
        try container.encode(stories, forKey: .stories)
        try container.encode(events, forKey: .events)
        try container.encode(urls, forKey: .urls)
    }

    /// The list of the given kind (`comics`, `series`, `stories` or `events`).
    public func list(_ kind: CatalogResourceKind) -> CatalogResourceList {
        switch kind {
        case .comics: comics
        case .series: series
        case .stories: stories
        case .events: events
        }
    }
}

/// An image: `path + "/" + variant + "." + extension`, or `path + "." + extension` at full size.
public struct CatalogImage: Sendable, Hashable, Codable {
    /// The URL without variant and extension.
    public var path: String
    /// The file extension, for example `"jpg"`.
    public var `extension`: String

    /// Creates an image reference.
    public init(path: String, extension: String) {
        self.path = path
        self.extension = `extension`
    }
}

/// A public web page about a character.
public struct CatalogURL: Sendable, Hashable, Codable {
    /// The kind of page: `detail`, `wiki` or `comiclink`.
    public var type: String
    /// The page's address.
    public var url: String

    /// Creates a link.
    public init(type: String, url: String) {
        self.type = type
        self.url = url
    }
}
