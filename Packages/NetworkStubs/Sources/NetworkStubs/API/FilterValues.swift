import FoundationEssentials
import MarvelWire

/// The values the spec allows for the parameters that take a word from a fixed list
/// (`allowableValues` in spec-1.0.json), and how `dateRange` is read. Anything else given to
/// one of them is the API's "Invalid value passed to filter" 409 (``MarvelAPIError/invalidFilterValue(name:)``).
enum FilterValues {
    /// The comic formats of the spec, as `format` (comics) and `contains` (series) take them.
    static let formats = [
        "comic", "magazine", "trade paperback", "hardcover", "digest", "graphic novel", "digital comic",
        "infinite comic",
    ]

    /// The formats whose comics collect issues: `formatType=collection` is a comic of one of
    /// these, `formatType=comic` any other. Read from the 2017 snapshot, where every comic that
    /// lists `collectedIssues` but two digital comics has one of them; `hardcover book` is the
    /// snapshot's spelling for five more hardcovers.
    static let collectionFormats = ["trade paperback", "hardcover", "hardcover book", "digest", "graphic novel"]

    /// The allowed words of each parameter that takes one, in the spec's spelling. A value is
    /// matched case-insensitively; `true`/`false` are accepted where the spec lists `true` alone
    /// (`false` asks for no filtering).
    static let choices: [String: [String]] = [
        "format": formats,
        "contains": formats,
        "formatType": ["comic", "collection"],
        "seriesType": ["collection", "one shot", "limited", "ongoing"],
        "dateDescriptor": ["lastWeek", "thisWeek", "nextWeek", "thisMonth"],
        "noVariants": ["true", "false"],
        "hasDigitalIssue": ["true", "false"],
    ]

    /// The spec's spelling of `value` among `name`'s choices, if it is one of them.
    static func choice(_ value: String, for name: String) -> String? {
        let key = value.trimmingSpaces().lowercased()
        return choices[name]?.first { $0.lowercased() == key }
    }

    /// `dateRange=date1,date2`: on-sale dates from the start of `date1` up to the end of
    /// `date2` (a date without a time covers its whole day, in UTC). `nil` unless there are
    /// exactly two dates of a form ``MarvelDate/seconds(_:)`` reads and the first is not after
    /// the second.
    static func dateRange(_ value: String) -> Range<Double>? {
        let parts = value.split(separator: ",", omittingEmptySubsequences: false).map {
            $0.trimmingSpaces()
        }
        guard parts.count == 2, let start = MarvelDate.seconds(parts[0]), var end = MarvelDate.seconds(parts[1])
        else { return nil }
        if parts[1].utf8.count == 10 { end += 86_400 } else { end = end.nextUp }
        guard start < end else { return nil }
        return start..<end
    }
}
