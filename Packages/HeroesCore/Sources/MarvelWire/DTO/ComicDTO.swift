/// One comic exactly as the API sends it (`Comic` in the spec), with the fields a client reads;
/// every field but `id` may be missing or `null`.
public struct ComicDTO: Codable, Sendable, Hashable {
    public let id: Int
    public let digitalId: Int?
    public let title: String?
    /// A number such as `1` or `0.5`; `0` when the comic has none.
    public let issueNumber: Double?
    public let variantDescription: String?
    public let description: String?
    /// The last change, in the API's date form, unparsed.
    public let modified: String?
    /// `Comic`, `Trade Paperback`, `Hardcover`, `Digest`, `Magazine`, …
    public let format: String?
    public let pageCount: Int?
    public let resourceURI: String?
    public let urls: [URLDTO]?
    /// The series the comic belongs to.
    public let series: ResourceSummaryDTO?
    /// Key dates: `onsaleDate`, `focDate`, `unlimitedDate`, `digitalPurchaseDate`.
    public let dates: [ComicDateDTO]?
    public let thumbnail: ImageDTO?
    public let creators: ResourceListDTO?
    public let characters: ResourceListDTO?
    public let stories: ResourceListDTO?
    public let events: ResourceListDTO?

    /// A comic; every field but `id` defaults to missing.
    public init(
        id: Int, digitalId: Int? = nil, title: String? = nil, issueNumber: Double? = nil,
        variantDescription: String? = nil,
        description: String? = nil, modified: String? = nil, format: String? = nil, pageCount: Int? = nil,
        resourceURI: String? = nil, urls: [URLDTO]? = nil, series: ResourceSummaryDTO? = nil,
        dates: [ComicDateDTO]? = nil,
        thumbnail: ImageDTO? = nil, creators: ResourceListDTO? = nil, characters: ResourceListDTO? = nil,
        stories: ResourceListDTO? = nil, events: ResourceListDTO? = nil
    ) {
        self.id = id
        self.digitalId = digitalId
        self.title = title
        self.issueNumber = issueNumber
        self.variantDescription = variantDescription
        self.description = description
        self.modified = modified
        self.format = format
        self.pageCount = pageCount
        self.resourceURI = resourceURI
        self.urls = urls
        self.series = series
        self.dates = dates
        self.thumbnail = thumbnail
        self.creators = creators
        self.characters = characters
        self.stories = stories
        self.events = events
    }

    /// The `onsaleDate` entry of ``dates``, unparsed.
    public var onsaleDate: String? {
        dates?.first { $0.type == "onsaleDate" }?.date
    }
}

/// One key date of a comic (`ComicDate` in the spec).
public struct ComicDateDTO: Codable, Sendable, Hashable {
    /// `onsaleDate`, `focDate`, …
    public let type: String?
    /// The date in the API's form, unparsed.
    public let date: String?

    public init(type: String?, date: String?) {
        self.type = type
        self.date = date
    }
}
