import FoundationEssentials
public import MarvelWire

extension Creator: MarvelModel {
    /// Creators: `/v1/public/creators`.
    public static var resource: MarvelResource { .creators }

    /// The creator's id.
    public static func id(of dto: CreatorDTO) -> Int { dto.id }

    /// The `available` and `returned` counts of the creator's comics, series, stories and events.
    public static func counts(of dto: CreatorDTO) -> [Int?] {
        summaryCounts([dto.comics, dto.series, dto.stories, dto.events])
    }

    /// Builds a creator from the API's DTO, as ``Hero/init(dto:)`` does a hero: names trimmed,
    /// `null` read as `""`, the date parsed once, the "image not available" placeholder dropped.
    public init(dto: CreatorDTO) {
        let first = trimmed(dto.firstName)
        let middle = trimmed(dto.middleName)
        let last = trimmed(dto.lastName)
        let suffix = trimmed(dto.suffix)
        let full = trimmed(dto.fullName)
        self.init(
            id: dto.id,
            fullName: full.isEmpty ? Self.name(from: [first, middle, last, suffix]) : full,
            firstName: first,
            middleName: middle,
            lastName: last,
            suffix: suffix,
            thumbnail: HeroImage(dto: dto.thumbnail),
            comics: resourceList(dto.comics),
            series: resourceList(dto.series),
            storyCount: availableCount(dto.stories),
            eventCount: availableCount(dto.events),
            modified: MarvelDate.parse(dto.modified)
        )
    }

    /// The non-empty parts of a name, a space between each (without `joined(separator:)`: the
    /// house rules keep it off the paths a list may be drawn on, ARCHITECTURE.md says why).
    private static func name(from parts: [String]) -> String {
        parts.reduce("") { name, part in part.isEmpty ? name : name.isEmpty ? part : name + " " + part }
    }
}
