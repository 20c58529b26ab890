/// One story exactly as the API sends it (`Story` in the spec), with the fields a client reads;
/// every field but `id` may be missing or `null`, and the title may come as a number
/// (`"title":5`), read as its digits.
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

// A story's title is read as text even when the API writes a number (`"title":5`); the other
// members as the synthesized `init(from:)` reads them, in its order, through ``DTOMembers`` (a
// page of stories holds them by the hundred).

extension StoryDTO {
    public init(from decoder: any Decoder) throws {
        let members = try DTOMembers(decoder, keyedBy: CodingKeys.self)
        id = try members.decode(Int.self, forKey: .id)
        title = try members.decodeTextIfPresent(forKey: .title)
        description = try members.decodeIfPresent(String.self, forKey: .description)
        resourceURI = try members.decodeIfPresent(String.self, forKey: .resourceURI)
        type = try members.decodeIfPresent(String.self, forKey: .type)
        modified = try members.decodeIfPresent(String.self, forKey: .modified)
        thumbnail = try members.decodeIfPresent(ImageDTO.self, forKey: .thumbnail)
        comics = try members.decodeIfPresent(ResourceListDTO.self, forKey: .comics)
        series = try members.decodeIfPresent(ResourceListDTO.self, forKey: .series)
        events = try members.decodeIfPresent(ResourceListDTO.self, forKey: .events)
        characters = try members.decodeIfPresent(ResourceListDTO.self, forKey: .characters)
        creators = try members.decodeIfPresent(ResourceListDTO.self, forKey: .creators)
        originalIssue = try members.decodeIfPresent(ResourceSummaryDTO.self, forKey: .originalIssue)
    }
}
