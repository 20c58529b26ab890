/// One event exactly as the API sends it (`Event` in the spec), with the fields a client reads;
/// every field but `id` may be missing or `null`.
public struct EventDTO: Codable, Sendable, Hashable {
    /// The unique id.
    public let id: Int
    /// The title, for example `Secret Empire`.
    public let title: String?
    /// Marvel's description; often `""` or `null`.
    public let description: String?
    /// The canonical URI of this resource.
    public let resourceURI: String?
    /// Public web pages about the event.
    public let urls: [URLDTO]?
    /// The last change, in the API's date form, unparsed.
    public let modified: String?
    /// When the event began, unparsed: the 2017 records write `1992-06-10 00:00:00`.
    public let start: String?
    /// When the event ended, unparsed, in the form of ``start``.
    public let end: String?
    /// The representative image.
    public let thumbnail: ImageDTO?
    /// The comics of the event.
    public let comics: ResourceListDTO?
    /// The stories of the event.
    public let stories: ResourceListDTO?
    /// The series the event runs through.
    public let series: ResourceListDTO?
    /// The characters who take part.
    public let characters: ResourceListDTO?
    /// Who made it, each with a `role`.
    public let creators: ResourceListDTO?
    /// The event that follows this one, when there is one.
    public let next: ResourceSummaryDTO?
    /// The event this one follows, when there is one.
    public let previous: ResourceSummaryDTO?

    /// An event; every field but `id` defaults to missing.
    public init(
        id: Int, title: String? = nil, description: String? = nil, resourceURI: String? = nil,
        urls: [URLDTO]? = nil, modified: String? = nil, start: String? = nil, end: String? = nil,
        thumbnail: ImageDTO? = nil, comics: ResourceListDTO? = nil, stories: ResourceListDTO? = nil,
        series: ResourceListDTO? = nil, characters: ResourceListDTO? = nil, creators: ResourceListDTO? = nil,
        next: ResourceSummaryDTO? = nil, previous: ResourceSummaryDTO? = nil
    ) {
        self.id = id
        self.title = title
        self.description = description
        self.resourceURI = resourceURI
        self.urls = urls
        self.modified = modified
        self.start = start
        self.end = end
        self.thumbnail = thumbnail
        self.comics = comics
        self.stories = stories
        self.series = series
        self.characters = characters
        self.creators = creators
        self.next = next
        self.previous = previous
    }
}
