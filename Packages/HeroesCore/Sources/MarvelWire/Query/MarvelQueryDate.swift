import NetworkClient

/// A date as a query takes it (`modifiedSince=2014-01-01`): the text sent, which
/// ``MarvelDate/seconds(_:)`` reads (surrounding spaces ignored).
public struct MarvelQueryDate: Sendable, Hashable {
    /// The text sent, as given.
    public let text: String
    /// The instant, in seconds since 1970.
    public let seconds: Double

    /// The date `text` writes, or `nil` when it is not one.
    public init?(_ text: String) {
        guard let seconds = MarvelDate.seconds(text.trimmingSpaces()) else { return nil }
        self.text = text
        self.seconds = seconds
    }
}

/// Two dates as `dateRange=date1,date2` takes them: on-sale dates from the start of `date1` up
/// to the end of `date2` (a date without a time covers its whole day, in UTC).
public struct MarvelQueryDateRange: Sendable, Hashable {
    /// The text sent, as given.
    public let text: String
    /// The instants covered, in seconds since 1970.
    public let range: Range<Double>

    /// The range `text` writes; `nil` unless it holds exactly two dates (``MarvelQueryDate``),
    /// the first not after the second.
    public init?(_ text: String) {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingSpaces() }
        guard parts.count == 2, let start = MarvelDate.seconds(parts[0]), var end = MarvelDate.seconds(parts[1])
        else { return nil }
        if parts[1].utf8.count == 10 { end += 86_400 } else { end = end.nextUp }
        guard start < end else { return nil }
        self.text = text
        range = start..<end
    }
}
