/// One character exactly as the API sends it (`Character` in the spec). Strings may be `""` or `null`.
public struct CharacterDTO: Codable, Sendable, Hashable {
    /// The unique id.
    public let id: Int
    /// The name; `null` in rare answers.
    public let name: String?
    /// Marvel's description; often `""`, sometimes `null`.
    public let description: String?
    /// The last change, as `2014-04-29T14:18:17-0400` (or `+0000`), unparsed.
    public let modified: String?
    /// The canonical URI of this resource.
    public let resourceURI: String?
    /// Public web pages about the character.
    public let urls: [URLDTO]?
    /// The representative image.
    public let thumbnail: ImageDTO?
    /// Comics the character appears in.
    public let comics: ResourceListDTO?
    /// Stories the character appears in.
    public let stories: ResourceListDTO?
    /// Events the character appears in.
    public let events: ResourceListDTO?
    /// Series the character appears in.
    public let series: ResourceListDTO?

    public init(
        id: Int, name: String?, description: String?, modified: String?, resourceURI: String?, urls: [URLDTO]?,
        thumbnail: ImageDTO?, comics: ResourceListDTO?, stories: ResourceListDTO?, events: ResourceListDTO?,
        series: ResourceListDTO?
    ) {
        self.id = id
        self.name = name
        self.description = description
        self.modified = modified
        self.resourceURI = resourceURI
        self.urls = urls
        self.thumbnail = thumbnail
        self.comics = comics
        self.stories = stories
        self.events = events
        self.series = series
    }
}

/// A link to a public web page (`Url` in the spec).
public struct URLDTO: Codable, Sendable, Hashable {
    /// `detail`, `wiki` or `comiclink`.
    public let type: String?
    /// The address.
    public let url: String?

    public init(type: String?, url: String?) {
        self.type = type
        self.url = url
    }
}

/// An image reference (`Image` in the spec): `path + "/" + variant + "." + extension`.
public struct ImageDTO: Codable, Sendable, Hashable {
    /// The path without the extension.
    public let path: String?
    /// The file extension, such as `jpg`.
    public let `extension`: String?

    public init(path: String?, extension: String?) {
        self.path = path
        self.extension = `extension`
    }
}

/// A list of related resources (`ComicList`, `StoryList`, … in the spec).
public struct ResourceListDTO: Codable, Sendable, Hashable {
    /// How many exist in all.
    public let available: Int?
    /// How many are listed here (at most 20).
    public let returned: Int?
    /// Where to fetch the full list.
    public let collectionURI: String?
    /// The listed items.
    public let items: [ResourceSummaryDTO]?

    public init(available: Int?, returned: Int?, collectionURI: String?, items: [ResourceSummaryDTO]?) {
        self.available = available
        self.returned = returned
        self.collectionURI = collectionURI
        self.items = items
    }
}

/// One related resource (`ComicSummary`, `StorySummary`, … in the spec).
public struct ResourceSummaryDTO: Codable, Sendable, Hashable {
    /// The resource's URI.
    public let resourceURI: String?
    /// Its name or title.
    public let name: String?
    /// For stories: `cover`, `interiorStory`, …
    public let type: String?
    /// For creators: `writer`, `penciller (cover)`, …
    public let role: String?

    public init(resourceURI: String?, name: String?, type: String? = nil, role: String? = nil) {
        self.resourceURI = resourceURI
        self.name = name
        self.type = type
        self.role = role
    }
}

// The DTOs of a page of characters read their members through ``DTOMembers``, in the order the
// synthesized `init(from:)` read them.

extension CharacterDTO {
    public init(from decoder: any Decoder) throws {
        let members = try DTOMembers(decoder, keyedBy: CodingKeys.self)
        id = try members.decode(Int.self, forKey: .id)
        name = try members.decodeIfPresent(String.self, forKey: .name)
        description = try members.decodeIfPresent(String.self, forKey: .description)
        modified = try members.decodeIfPresent(String.self, forKey: .modified)
        resourceURI = try members.decodeIfPresent(String.self, forKey: .resourceURI)
        urls = try members.decodeIfPresent([URLDTO].self, forKey: .urls)
        thumbnail = try members.decodeIfPresent(ImageDTO.self, forKey: .thumbnail)
        comics = try members.decodeIfPresent(ResourceListDTO.self, forKey: .comics)
        stories = try members.decodeIfPresent(ResourceListDTO.self, forKey: .stories)
        events = try members.decodeIfPresent(ResourceListDTO.self, forKey: .events)
        series = try members.decodeIfPresent(ResourceListDTO.self, forKey: .series)
    }
}

extension URLDTO {
    public init(from decoder: any Decoder) throws {
        let members = try DTOMembers(decoder, keyedBy: CodingKeys.self)
        type = try members.decodeIfPresent(String.self, forKey: .type)
        url = try members.decodeIfPresent(String.self, forKey: .url)
    }
}

extension ImageDTO {
    public init(from decoder: any Decoder) throws {
        let members = try DTOMembers(decoder, keyedBy: CodingKeys.self)
        path = try members.decodeIfPresent(String.self, forKey: .path)
        `extension` = try members.decodeIfPresent(String.self, forKey: .extension)
    }
}

extension ResourceListDTO {
    public init(from decoder: any Decoder) throws {
        let members = try DTOMembers(decoder, keyedBy: CodingKeys.self)
        available = try members.decodeIfPresent(Int.self, forKey: .available)
        returned = try members.decodeIfPresent(Int.self, forKey: .returned)
        collectionURI = try members.decodeIfPresent(String.self, forKey: .collectionURI)
        if available != nil, LinkedItems.asked(of: decoder) == .skipped {
            items = nil
        } else {
            items = try members.decodeIfPresent([ResourceSummaryDTO].self, forKey: .items)
        }
    }
}

extension ResourceSummaryDTO {
    public init(from decoder: any Decoder) throws {
        let members = try DTOMembers(decoder, keyedBy: CodingKeys.self)
        resourceURI = try members.decodeIfPresent(String.self, forKey: .resourceURI)
        name = try members.decodeIfPresent(String.self, forKey: .name)
        type = try members.decodeIfPresent(String.self, forKey: .type)
        role = try members.decodeIfPresent(String.self, forKey: .role)
    }
}
