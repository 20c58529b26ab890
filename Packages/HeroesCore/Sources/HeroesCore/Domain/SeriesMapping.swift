public import MarvelWire

extension Series: MarvelModel {
    /// Series: `/v1/public/series`.
    public static var resource: MarvelResource { .series }

    /// The series' id.
    public static func id(of dto: SeriesDTO) -> Int { dto.id }

    /// The `available` and `returned` counts of the series' creators, characters, stories,
    /// comics and events.
    public static func counts(of dto: SeriesDTO) -> [Int?] {
        summaryCounts([dto.creators, dto.characters, dto.stories, dto.comics, dto.events])
    }

    /// Builds a series from the API's DTO, as ``Comic/init(dto:)`` does a comic: strings
    /// trimmed, `null` read as `""`, the end year 2099 (or later) read as still running (`nil`), the "image
    /// not available" placeholder dropped.
    public init(dto: SeriesDTO) {
        self.init(
            id: dto.id,
            title: trimmed(dto.title),
            description: trimmed(dto.description),
            startYear: dto.startYear.flatMap { $0 > 0 ? $0 : nil },
            endYear: dto.endYear.flatMap { (1..<Self.ongoingEndYear).contains($0) ? $0 : nil },
            rating: trimmed(dto.rating),
            type: trimmed(dto.type),
            thumbnail: HeroImage(dto: dto.thumbnail),
            creators: creatorCredits(dto.creators), creatorCount: availableCount(dto.creators),
            characterCount: availableCount(dto.characters),
            comicCount: availableCount(dto.comics)
        )
    }
}
