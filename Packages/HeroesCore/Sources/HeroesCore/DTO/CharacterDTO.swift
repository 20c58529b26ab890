/// One character exactly as the API sends it (`Character` in the spec). Strings may be `""` or `null`.
public struct CharacterDTO: Decodable, Sendable, Hashable {
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
}

/// A link to a public web page (`Url` in the spec).
public struct URLDTO: Decodable, Sendable, Hashable {
    /// `detail`, `wiki` or `comiclink`.
    public let type: String?
    /// The address.
    public let url: String?
}

/// An image reference (`Image` in the spec): `path + "/" + variant + "." + extension`.
public struct ImageDTO: Decodable, Sendable, Hashable {
    /// The path without the extension.
    public let path: String?
    /// The file extension, such as `jpg`.
    public let `extension`: String?
}

/// A list of related resources (`ComicList`, `StoryList`, … in the spec).
public struct ResourceListDTO: Decodable, Sendable, Hashable {
    /// How many exist in all.
    public let available: Int?
    /// How many are listed here (at most 20).
    public let returned: Int?
    /// Where to fetch the full list.
    public let collectionURI: String?
    /// The listed items.
    public let items: [ResourceSummaryDTO]?
}

/// One related resource (`ComicSummary`, `StorySummary`, … in the spec).
public struct ResourceSummaryDTO: Decodable, Sendable, Hashable {
    /// The resource's URI.
    public let resourceURI: String?
    /// Its name or title.
    public let name: String?
    /// For stories: `cover`, `interiorStory`, …
    public let type: String?
}
