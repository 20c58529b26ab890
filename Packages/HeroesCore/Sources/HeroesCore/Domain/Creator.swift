public import FoundationEssentials
import MarvelWire

/// A creator (a writer, artist, editor, …) as a screen shows them: names trimmed, the comics and
/// series they worked on by name, counts checked, placeholders dropped.
public struct Creator: Sendable, Hashable, Codable, Identifiable {
    /// The Marvel id.
    public var id: Int
    /// The name as credited, trimmed, for example `Stan Lee`; built from the parts of the name
    /// when the API gives none.
    public var fullName: String
    /// The first name, trimmed; `""` when the API gives none.
    public var firstName: String
    /// The middle name, trimmed; `""` when the API gives none, as it mostly does.
    public var middleName: String
    /// The last name, trimmed; `""` when the API gives none.
    public var lastName: String
    /// `Jr.`, `III`, …, trimmed; `""` when the API gives none, as it mostly does.
    public var suffix: String
    /// The picture, or `nil` when the API points at `image_not_available`.
    public var thumbnail: HeroImage?
    /// The comics they worked on: how many in all, and the first (at most 20) by name.
    public var comics: HeroResourceList
    /// The series they worked on: how many in all, and the first (at most 20) by name.
    public var series: HeroResourceList
    /// How many stories they worked on.
    public var storyCount: Int
    /// How many events they worked on.
    public var eventCount: Int
    /// The last change, or `nil` when the API's date is missing or a placeholder.
    public var modified: Date?
    /// The day of the last change in UTC, `2007-01-02`, as the screens show it.
    public var modifiedDay: String? { modified.map(MarvelDate.formatDay) }

    /// Creates a creator.
    public init(
        id: Int, fullName: String, firstName: String = "", middleName: String = "", lastName: String = "",
        suffix: String = "", thumbnail: HeroImage? = nil, comics: HeroResourceList = .empty,
        series: HeroResourceList = .empty, storyCount: Int = 0, eventCount: Int = 0, modified: Date? = nil
    ) {
        self.id = id
        self.fullName = fullName
        self.firstName = firstName
        self.middleName = middleName
        self.lastName = lastName
        self.suffix = suffix
        self.thumbnail = thumbnail
        self.comics = comics
        self.series = series
        self.storyCount = storyCount
        self.eventCount = eventCount
        self.modified = modified
    }
}
