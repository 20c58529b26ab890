public import MarvelWire

extension Story: MarvelModel {
    /// Stories: `/v1/public/stories`.
    public static var resource: MarvelResource { .stories }

    /// The story's id.
    public static func id(of dto: StoryDTO) -> Int { dto.id }

    /// The `available` and `returned` counts of the story's creators, characters, series,
    /// comics and events.
    public static func counts(of dto: StoryDTO) -> [Int?] {
        summaryCounts([dto.creators, dto.characters, dto.series, dto.comics, dto.events])
    }

    /// Builds a story from the API's DTO, as ``Comic/init(dto:)`` does a comic: strings trimmed,
    /// `null` read as `""`, a blank original issue read as none.
    public init(dto: StoryDTO) {
        self.init(
            id: dto.id,
            title: trimmed(dto.title),
            description: trimmed(dto.description),
            type: trimmed(dto.type),
            originalIssue: summaryName(dto.originalIssue),
            creators: creatorCredits(dto.creators), creatorCount: availableCount(dto.creators),
            characters: resourceList(dto.characters),
            comicCount: availableCount(dto.comics)
        )
    }
}
