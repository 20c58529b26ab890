import FoundationEssentials
public import MarvelWire

extension Comic: MarvelModel {
    public static var resource: MarvelResource { .comics }

    public static func id(of dto: ComicDTO) -> Int { dto.id }

    public static func counts(of dto: ComicDTO) -> [Int?] {
        summaryCounts([dto.creators, dto.characters, dto.stories, dto.events]) + [dto.pageCount]
    }

    /// Builds a comic from the API's DTO, as ``Hero/init(dto:)`` does a hero.
    public init(dto: ComicDTO) {
        let series = trimmed(dto.series?.name)
        self.init(
            id: dto.id,
            title: trimmed(dto.title),
            issueNumber: dto.issueNumber.flatMap { $0 == 0 || !$0.isFinite ? nil : $0 },
            format: trimmed(dto.format),
            onSaleDate: Self.date(dto.onsaleDate),
            description: trimmed(dto.description),
            pageCount: dto.pageCount.flatMap { $0 > 0 ? $0 : nil },
            series: series.isEmpty ? nil : series,
            creators: creatorCredits(dto.creators), creatorCount: availableCount(dto.creators),
            thumbnail: HeroImage(dto: dto.thumbnail)
        )
    }

    /// An on-sale date, or `nil` for a missing or malformed one and for the API's placeholders
    /// for "no date": year `-0001`, and the instant 0 (`1969-12-31T19:00:00-0500`). Unlike a
    /// character's `modified` (``MarvelDate/parse(_:)``), real dates come before 1970: Marvel has
    /// sold comics since 1939.
    static func date(_ text: String?) -> Date? {
        guard let text, let seconds = MarvelDate.seconds(text), seconds != 0, seconds >= earliestDate else {
            return nil
        }
        return Date(timeIntervalSince1970: seconds)
    }

    /// 1900-01-01T00:00:00Z: well before the first comic, well after the year `-0001`.
    private static let earliestDate: Double = -2_208_988_800
}
