import FoundationEssentials
public import MarvelWire

extension Event: MarvelModel {
    /// Events: `/v1/public/events`.
    public static var resource: MarvelResource { .events }

    /// The event's id.
    public static func id(of dto: EventDTO) -> Int { dto.id }

    /// The `available` and `returned` counts of the event's creators, characters, stories,
    /// comics and series.
    public static func counts(of dto: EventDTO) -> [Int?] {
        summaryCounts([dto.creators, dto.characters, dto.stories, dto.comics, dto.series])
    }

    /// Builds an event from the API's DTO, as ``Comic/init(dto:)`` does a comic: strings
    /// trimmed, `null` read as `""`, dates parsed once, placeholders dropped.
    public init(dto: EventDTO) {
        self.init(
            id: dto.id,
            title: trimmed(dto.title),
            description: trimmed(dto.description),
            start: Self.date(dto.start),
            end: Self.date(dto.end),
            thumbnail: HeroImage(dto: dto.thumbnail),
            creators: creatorCredits(dto.creators), creatorCount: availableCount(dto.creators),
            characterCount: availableCount(dto.characters),
            comicCount: availableCount(dto.comics),
            seriesCount: availableCount(dto.series),
            previous: summaryName(dto.previous),
            next: summaryName(dto.next)
        )
    }

    /// A start or end date, read as a comic's on-sale date (``Comic/date(_:)``: events began
    /// before 1970 too), or `nil` for one in 2037 or later: the 2017 records date the start of
    /// an event never dated (`Avengers NOW!`) and the end of events still running (`Point One`,
    /// `Marvel NOW!`) in 2037.
    static func date(_ text: String?) -> Date? {
        guard let date = Comic.date(text), date.timeIntervalSince1970 < latestDate else { return nil }
        return date
    }

    /// 2037-01-01T00:00:00Z.
    private static let latestDate: Double = 2_114_380_800
}
