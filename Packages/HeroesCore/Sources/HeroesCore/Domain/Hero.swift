public import FoundationEssentials
import MarvelWire

/// A character as the screens use it: strings normalised, date parsed, image and links built.
public struct Hero: Sendable, Hashable, Codable, Identifiable {
    /// The Marvel id.
    public var id: Int
    /// The name, trimmed.
    public var name: String
    /// The description; `""` when the API had none.
    public var description: String
    /// The last change, or `nil` when the API's date is missing or a placeholder.
    public var modified: Date?
    /// The day of the last change in UTC, `2014-04-29`, as the screens show it.
    public var modifiedDay: String? { modified.map(MarvelDate.formatDay) }
    /// The image, or `nil` when the API points at `image_not_available`.
    public var thumbnail: HeroImage?
    /// Public web pages (`detail`, `wiki`, `comiclink`).
    public var links: [HeroLink]
    /// Comics the hero appears in.
    public var comics: HeroResourceList
    /// Series the hero appears in.
    public var series: HeroResourceList
    /// Stories the hero appears in.
    public var stories: HeroResourceList
    /// Events the hero appears in.
    public var events: HeroResourceList

    /// Creates a hero.
    public init(
        id: Int, name: String, description: String = "", modified: Date? = nil, thumbnail: HeroImage? = nil,
        links: [HeroLink] = [], comics: HeroResourceList = .empty, series: HeroResourceList = .empty,
        stories: HeroResourceList = .empty, events: HeroResourceList = .empty
    ) {
        self.id = id
        self.name = name
        self.description = description
        self.modified = modified
        self.thumbnail = thumbnail
        self.links = links
        self.comics = comics
        self.series = series
        self.stories = stories
        self.events = events
    }
}
