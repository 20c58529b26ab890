public import MarvelWire

/// The order a list of each resource's records comes in where no other is asked for, on the
/// command line (`heroes creators list`, `heroes show ID --series`) and in `heroes browse`:
/// dated records newest first, names alphabetically.
public enum ListOrder {
    /// The order of a list of `resource`'s records: characters by name, comics newest first
    /// (``HeroComicsRequest/newestFirst``), creators by last then first name, events by start
    /// and series by first year (both newest first, then by name or title), stories by id.
    public static func of(_ resource: MarvelResource) -> [MarvelOrder] {
        switch resource {
        case .characters: [MarvelOrder(.name)]
        case .comics: HeroComicsRequest.newestFirst
        case .creators: [MarvelOrder(.lastName), MarvelOrder(.firstName)]
        case .events: [MarvelOrder(.startDate, descending: true), MarvelOrder(.name)]
        case .series: [MarvelOrder(.startYear, descending: true), MarvelOrder(.title)]
        case .stories: [MarvelOrder(.id)]
        }
    }
}
