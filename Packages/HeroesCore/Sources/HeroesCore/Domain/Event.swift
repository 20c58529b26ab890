public import FoundationEssentials
import MarvelWire

/// An event (a crossover such as `Secret Empire`) as a screen shows it: title trimmed, start
/// and end dates parsed, creators named with their roles, the events before and after it by
/// name, counts checked, placeholders dropped.
public struct Event: Sendable, Hashable, Codable, Identifiable {
    /// The Marvel id.
    public var id: Int
    /// The title, trimmed, for example `Secret Empire`.
    public var title: String
    /// Marvel's description; `""` when the API had none.
    public var description: String
    /// When it began, or `nil` when the API's date is missing or a placeholder (read as a
    /// comic's on-sale date is, and the year 2037 or later is Marvel's "not known" for an event).
    public var start: Date?
    /// When it ended, or `nil` when the API's date is missing or a placeholder, as ``start``:
    /// the 2017 records end events still running (`Marvel NOW!`) in 2037.
    public var end: Date?
    /// ``start`` as a day in UTC, `2017-04-19`, as screens and pipes show it.
    public var startDay: String? { start.map(MarvelDate.formatDay) }
    /// ``end`` as a day in UTC, `2017-08-09`, as screens and pipes show it.
    public var endDay: String? { end.map(MarvelDate.formatDay) }
    /// The representative image, or `nil` when the API points at `image_not_available`.
    public var thumbnail: HeroImage?
    /// Who made it, in the API's order (at most 20, as the API lists them).
    public var creators: [ComicCreator]
    /// How many creators the event has in all: its list's `available` (never fewer than ``creators``),
    /// of which ``creators`` holds at most the first 20.
    public var creatorCount: Int
    /// How many characters take part.
    public var characterCount: Int
    /// How many comics it has.
    public var comicCount: Int
    /// How many series it runs through.
    public var seriesCount: Int
    /// The event before it, by name, when there is one.
    public var previous: String?
    /// The event after it, by name, when there is one.
    public var next: String?

    /// Creates an event.
    public init(
        id: Int, title: String, description: String = "", start: Date? = nil, end: Date? = nil,
        thumbnail: HeroImage? = nil, creators: [ComicCreator] = [], creatorCount: Int? = nil, characterCount: Int = 0,
        comicCount: Int = 0,
        seriesCount: Int = 0, previous: String? = nil, next: String? = nil
    ) {
        self.id = id
        self.title = title
        self.description = description
        self.start = start
        self.end = end
        self.thumbnail = thumbnail
        self.creators = creators
        self.creatorCount = max(creators.count, creatorCount ?? 0)
        self.characterCount = characterCount
        self.comicCount = comicCount
        self.seriesCount = seriesCount
        self.previous = previous
        self.next = next
    }
}
