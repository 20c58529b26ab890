/// One series exactly as the API sends it (`Series` in the spec), with the fields a client
/// reads; every field but `id` may be missing or `null`.
public struct SeriesDTO: Codable, Sendable, Hashable {
    /// The unique id.
    public let id: Int
    /// The title with its years, for example `Loki (2005)` or `New Warriors (2015 - Present)`.
    public let title: String?
    /// Marvel's description; often `""` or `null`.
    public let description: String?
    /// The canonical URI of this resource.
    public let resourceURI: String?
    /// Public web pages about the series.
    public let urls: [URLDTO]?
    /// The year of the first issue.
    public let startYear: Int?
    /// The year of the last issue; `2099` while the series is still running.
    public let endYear: Int?
    /// `MARVEL PSR`, `RATED T+`, `ALL AGES`, …; often `""`.
    public let rating: String?
    /// `collection`, `ongoing`, `limited`, `one shot`; often `""`. Not in the spec's `Series`,
    /// but in every real record.
    public let type: String?
    /// The last change, in the API's date form, unparsed.
    public let modified: String?
    /// The representative cover.
    public let thumbnail: ImageDTO?
    /// The comics of the series.
    public let comics: ResourceListDTO?
    /// The stories in the series' comics.
    public let stories: ResourceListDTO?
    /// The events the series' comics take part in.
    public let events: ResourceListDTO?
    /// The characters who appear in the series.
    public let characters: ResourceListDTO?
    /// Who made it, each with a `role`.
    public let creators: ResourceListDTO?
    /// The series that follows this one, when there is one.
    public let next: ResourceSummaryDTO?
    /// The series this one follows, when there is one.
    public let previous: ResourceSummaryDTO?

    /// A series; every field but `id` defaults to missing.
    public init(
        id: Int, title: String? = nil, description: String? = nil, resourceURI: String? = nil,
        urls: [URLDTO]? = nil, startYear: Int? = nil, endYear: Int? = nil, rating: String? = nil,
        type: String? = nil, modified: String? = nil, thumbnail: ImageDTO? = nil, comics: ResourceListDTO? = nil,
        stories: ResourceListDTO? = nil, events: ResourceListDTO? = nil, characters: ResourceListDTO? = nil,
        creators: ResourceListDTO? = nil, next: ResourceSummaryDTO? = nil, previous: ResourceSummaryDTO? = nil
    ) {
        self.id = id
        self.title = title
        self.description = description
        self.resourceURI = resourceURI
        self.urls = urls
        self.startYear = startYear
        self.endYear = endYear
        self.rating = rating
        self.type = type
        self.modified = modified
        self.thumbnail = thumbnail
        self.comics = comics
        self.stories = stories
        self.events = events
        self.characters = characters
        self.creators = creators
        self.next = next
        self.previous = previous
    }
}
