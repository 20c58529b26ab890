import MarvelWire

/// A series as a screen shows it: title trimmed, years read (a series still running has no end
/// year), creators named with their roles, counts checked, placeholders dropped.
public struct Series: Sendable, Hashable, Codable, Identifiable {
    /// The Marvel id.
    public var id: Int
    /// The title with its years, trimmed, for example `Loki (2005)` or
    /// `New Warriors (2015 - Present)`.
    public var title: String
    /// Marvel's description; `""` when the API had none.
    public var description: String
    /// The year of the first issue, or `nil` when the API gives none (or `0`).
    public var startYear: Int?
    /// The year of the last issue, or `nil` while the series is still running: the API writes
    /// that as the year 2099 (``ongoingEndYear``; the title then says `- Present`), and any
    /// later year is read the same. Also `nil` when the API gives none (or `0`).
    public var endYear: Int?
    /// `MARVEL PSR`, `RATED T+`, `ALL AGES`, … as the API spells it, trimmed; `""` when the API
    /// gives none, as it mostly does.
    public var rating: String
    /// `collection`, `ongoing`, `limited`, `one shot`, trimmed; `""` when the API gives none.
    public var type: String
    /// The representative cover, or `nil` when the API points at `image_not_available`.
    public var thumbnail: HeroImage?
    /// Who made it, in the API's order (at most 20, as the API lists them).
    public var creators: [ComicCreator]
    /// How many creators the series has in all: its list's `available` (never fewer than ``creators``),
    /// of which ``creators`` holds at most the first 20.
    public var creatorCount: Int
    /// How many characters appear in it.
    public var characterCount: Int
    /// How many comics it has.
    public var comicCount: Int

    /// The end year the API gives a series that is still running.
    public static let ongoingEndYear = 2099

    /// Creates a series.
    public init(
        id: Int, title: String, description: String = "", startYear: Int? = nil, endYear: Int? = nil,
        rating: String = "", type: String = "", thumbnail: HeroImage? = nil, creators: [ComicCreator] = [],
        creatorCount: Int? = nil,
        characterCount: Int = 0, comicCount: Int = 0
    ) {
        self.id = id
        self.title = title
        self.description = description
        self.startYear = startYear
        self.endYear = endYear
        self.rating = rating
        self.type = type
        self.thumbnail = thumbnail
        self.creators = creators
        self.creatorCount = max(creators.count, creatorCount ?? 0)
        self.characterCount = characterCount
        self.comicCount = comicCount
    }
}

extension Series {
    /// Whether the series ran in `year`: it started in it or before, and ended in it or after or
    /// still runs (`heroes series list --running-in`, which the API's `startYear` alone cannot
    /// ask). A series with no start year ran in none.
    public func ran(in year: Int) -> Bool {
        guard let startYear, startYear <= year else { return false }
        return (endYear ?? Int.max) >= year
    }
}
