/// One creator exactly as the API sends it (`Creator` in the spec), with the fields a client
/// reads; every field but `id` may be missing or `null`, and a name may come as a number
/// (`"lastName":15`), read as its digits.
public struct CreatorDTO: Codable, Sendable, Hashable {
    /// The unique id.
    public let id: Int
    /// The first name.
    public let firstName: String?
    /// Often `""`.
    public let middleName: String?
    /// The last name.
    public let lastName: String?
    /// `Jr.`, `III`, …; often `""`.
    public let suffix: String?
    /// The name as credited, for example `Stan Lee`.
    public let fullName: String?
    /// The last change, in the API's date form, unparsed.
    public let modified: String?
    /// The canonical URI of this resource.
    public let resourceURI: String?
    /// Public web pages about the creator.
    public let urls: [URLDTO]?
    /// The creator's picture.
    public let thumbnail: ImageDTO?
    /// The series the creator worked on.
    public let series: ResourceListDTO?
    /// The stories the creator worked on.
    public let stories: ResourceListDTO?
    /// The comics the creator worked on.
    public let comics: ResourceListDTO?
    /// The events the creator worked on.
    public let events: ResourceListDTO?

    /// A creator; every field but `id` defaults to missing.
    public init(
        id: Int, firstName: String? = nil, middleName: String? = nil, lastName: String? = nil,
        suffix: String? = nil, fullName: String? = nil, modified: String? = nil, resourceURI: String? = nil,
        urls: [URLDTO]? = nil, thumbnail: ImageDTO? = nil, series: ResourceListDTO? = nil,
        stories: ResourceListDTO? = nil, comics: ResourceListDTO? = nil, events: ResourceListDTO? = nil
    ) {
        self.id = id
        self.firstName = firstName
        self.middleName = middleName
        self.lastName = lastName
        self.suffix = suffix
        self.fullName = fullName
        self.modified = modified
        self.resourceURI = resourceURI
        self.urls = urls
        self.thumbnail = thumbnail
        self.series = series
        self.stories = stories
        self.comics = comics
        self.events = events
    }
}

// A creator's names are read as text even when the API writes a number (`"suffix":3`); the
// other members as the synthesized `init(from:)` reads them, in its order, through
// ``DTOMembers`` (a page of creators holds them by the hundred).

extension CreatorDTO {
    public init(from decoder: any Decoder) throws {
        let members = try DTOMembers(decoder, keyedBy: CodingKeys.self)
        id = try members.decode(Int.self, forKey: .id)
        firstName = try members.decodeTextIfPresent(forKey: .firstName)
        middleName = try members.decodeTextIfPresent(forKey: .middleName)
        lastName = try members.decodeTextIfPresent(forKey: .lastName)
        suffix = try members.decodeTextIfPresent(forKey: .suffix)
        fullName = try members.decodeTextIfPresent(forKey: .fullName)
        modified = try members.decodeIfPresent(String.self, forKey: .modified)
        resourceURI = try members.decodeIfPresent(String.self, forKey: .resourceURI)
        urls = try members.decodeIfPresent([URLDTO].self, forKey: .urls)
        thumbnail = try members.decodeIfPresent(ImageDTO.self, forKey: .thumbnail)
        series = try members.decodeIfPresent(ResourceListDTO.self, forKey: .series)
        stories = try members.decodeIfPresent(ResourceListDTO.self, forKey: .stories)
        comics = try members.decodeIfPresent(ResourceListDTO.self, forKey: .comics)
        events = try members.decodeIfPresent(ResourceListDTO.self, forKey: .events)
    }
}
