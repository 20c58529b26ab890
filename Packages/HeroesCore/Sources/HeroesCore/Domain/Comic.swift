public import FoundationEssentials
import MarvelWire

/// A comic as a screen shows it: title and format normalised, on-sale date parsed, creators
/// named, placeholders dropped.
public struct Comic: Sendable, Hashable, Codable, Identifiable {
    public var id: Int
    /// The title, trimmed, for example `Amazing Spider-Man (1963) #1`.
    public var title: String
    /// The issue number (`1`, `0.5`); `nil` when the API gives none, which it writes as `0`.
    public var issueNumber: Double?
    /// `Comic`, `Trade Paperback`, `Hardcover`, …; `""` when the API gives none.
    public var format: String
    /// When it went on sale, or `nil` when the API's date is missing or a placeholder.
    public var onSaleDate: Date?
    /// ``onSaleDate`` as a day in UTC, `1963-03-10`, as screens and pipes show it.
    public var onSaleDay: String? { onSaleDate.map(MarvelDate.formatDay) }
    /// Marvel's description; `""` when the API had none.
    public var description: String
    /// How many pages it has; `nil` when the API gives none, which it writes as `0`.
    public var pageCount: Int?
    /// The series it belongs to, by name.
    public var series: String?
    /// Who made it, in the API's order (at most 20, as the API lists them).
    public var creators: [ComicCreator]
    /// How many creators the comic has in all: its list's `available` (never fewer than ``creators``),
    /// of which ``creators`` holds at most the first 20.
    public var creatorCount: Int
    /// The cover, or `nil` when the API points at `image_not_available`.
    public var thumbnail: HeroImage?

    public init(
        id: Int, title: String, issueNumber: Double? = nil, format: String = "", onSaleDate: Date? = nil,
        description: String = "", pageCount: Int? = nil, series: String? = nil, creators: [ComicCreator] = [],
        creatorCount: Int? = nil,
        thumbnail: HeroImage? = nil
    ) {
        self.id = id
        self.title = title
        self.issueNumber = issueNumber
        self.format = format
        self.onSaleDate = onSaleDate
        self.description = description
        self.pageCount = pageCount
        self.series = series
        self.creators = creators
        self.creatorCount = max(creators.count, creatorCount ?? 0)
        self.thumbnail = thumbnail
    }
}

/// One creator of a comic, series, event or story, with their role, from the record's summary
/// of its creators.
public struct ComicCreator: Sendable, Hashable, Codable {
    public var name: String
    /// `writer`, `penciller (cover)`, …, when the API says.
    public var role: String?
    /// The creator's id, read from its resource URI, when there is one.
    public var id: Int?

    public init(name: String, role: String? = nil, id: Int? = nil) {
        self.name = name
        self.role = role
        self.id = id
    }
}
