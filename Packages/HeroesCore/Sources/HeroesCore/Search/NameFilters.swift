public import MarvelWire

extension MarvelResource {
    /// The list filters of the API that look a record up by its name or title: `exact` takes
    /// the whole name (`name`, `title`), `startsWith` its beginning (`nameStartsWith`,
    /// `titleStartsWith`); `nil` where the resource has none (a creator has no one-field name, a
    /// story no name filter at all).
    public var nameFilters: (exact: MarvelParameter?, startsWith: MarvelParameter?) {
        switch self {
        case .characters, .events: (.name, .nameStartsWith)
        case .comics, .series: (.title, .titleStartsWith)
        case .creators: (nil, .nameStartsWith)
        case .stories: (nil, nil)
        }
    }
}
