/// One story exactly as the API sends it (`Story` in the spec), with the fields a client reads;
/// every field but `id` may be missing or `null`.
public struct StoryDTO: Codable, Sendable, Hashable {
    /// The unique id.
    public let id: Int
    /// The title; `""` in some records, or a placeholder such as `Cover #71909`.
    public let title: String?
    /// Marvel's description; often `""` or `null`.
    public let description: String?
    /// The canonical URI of this resource.
    public let resourceURI: String?
    /// `cover`, `story`, `interiorStory`, …; sometimes `""`.
    public let type: String?
    /// The last change, in the API's date form, unparsed.
    public let modified: String?
    /// `null` in most records.
    public let thumbnail: ImageDTO?
    /// The comics the story appears in.
    public let comics: ResourceListDTO?
    /// The series the story appears in.
    public let series: ResourceListDTO?
    /// The events the story takes part in.
    public let events: ResourceListDTO?
    /// The characters who appear in it.
    public let characters: ResourceListDTO?
    /// Who made it, each with a `role`.
    public let creators: ResourceListDTO?
    /// The comic the story first appeared in. The key is `originalIssue` in the real answers
    /// (the spec spells it `originalissue`).
    public let originalIssue: ResourceSummaryDTO?

    /// A story; every field but `id` defaults to missing.
    public init(
        id: Int, title: String? = nil, description: String? = nil, resourceURI: String? = nil, type: String? = nil,
        modified: String? = nil, thumbnail: ImageDTO? = nil, comics: ResourceListDTO? = nil,
        series: ResourceListDTO? = nil, events: ResourceListDTO? = nil, characters: ResourceListDTO? = nil,
        creators: ResourceListDTO? = nil, originalIssue: ResourceSummaryDTO? = nil
    ) {
        self.id = id
        self.title = title
        self.description = description
        self.resourceURI = resourceURI
        self.type = type
        self.modified = modified
        self.thumbnail = thumbnail
        self.comics = comics
        self.series = series
        self.events = events
        self.characters = characters
        self.creators = creators
        self.originalIssue = originalIssue
    }
}
