public import FoundationEssentials

/// Reads the `Retry-After` response header (RFC 9110 §10.2.3): either a number of seconds or
/// an HTTP-date.
public enum RetryAfter {
    /// How long `headers` ask the client to wait before trying again, or `nil` when there is no
    /// `Retry-After` field or it cannot be read. A date in the past gives zero.
    public static func delay(in headers: HTTPHeaders, now: Date = Date()) -> Duration? {
        headers["Retry-After"].flatMap { delay(parsing: $0, now: now) }
    }

    /// How long the `Retry-After` value `value` asks the client to wait, measured from `now`.
    ///
    /// Accepts delta seconds (`"120"`) and the three HTTP-date forms a recipient must read:
    /// IMF-fixdate (`"Sun, 06 Nov 1994 08:49:37 GMT"`), RFC 850 (`"Sunday, 06-Nov-94 08:49:37 GMT"`)
    /// and asctime (`"Sun Nov  6 08:49:37 1994"`).
    public static func delay(parsing value: String, now: Date) -> Duration? {
        let text = value.trimmingSpaces()
        guard !text.isEmpty else { return nil }
        if text.allSatisfy({ $0.isASCII && $0.isNumber }) {
            // A number too large for Int still means "a very long time".
            return .seconds(Int64(text) ?? Int64(Int32.max))
        }
        guard let date = httpDate(text) else { return nil }
        let seconds = date.timeIntervalSince(now)
        return seconds > 0 ? .milliseconds(Int64((seconds * 1000).rounded())) : .zero
    }

    /// Parses an HTTP-date in any of its three forms, or returns `nil`. Read as the strict
    /// `en_US_POSIX` date formatter it replaces read them: names in any case, the weekday short
    /// or long and its comma optional, the fields in their ranges (no 31 November), a two-digit
    /// year from 1950 to 2049, the zone `GMT` or `UTC`; the weekday is not checked against the
    /// date. (That formatter also took other zones, `PST`, and three-digit days; this does not.)
    public static func httpDate(_ text: String) -> Date? {
        let words = text.split(separator: " ").map { $0.lowercased() }
        guard
            let fields = HTTPDateFields(imfFixdate: words) ?? HTTPDateFields(rfc850: words)
                ?? HTTPDateFields(asctime: words)
        else { return nil }
        return fields.date
    }
}

/// The fields of an HTTP-date, read from its words (lower-cased, split at spaces).
private struct HTTPDateFields {
    var year: Int
    var month: Int
    var day: Int
    var clock: (hour: Int, minute: Int, second: Int)

    private static let weekdays = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"]
    private static let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
    private static let utc = TimeZone(secondsFromGMT: 0)

    /// `Sun, 06 Nov 1994 08:49:37 GMT`
    init?(imfFixdate words: [String]) {
        guard words.count == 6, Self.isWeekday(words[0]),
            let day = Self.number(words[1], digits: 1...2), let month = Self.month(words[2]),
            let year = Self.number(words[3], digits: 4...4), let clock = Self.clock(words[4]), Self.isGMT(words[5])
        else { return nil }
        self.init(year: year, month: month, day: day, clock: clock)
    }

    /// `Sunday, 06-Nov-94 08:49:37 GMT`
    init?(rfc850 words: [String]) {
        guard words.count == 4, Self.isWeekday(words[0]) else { return nil }
        let date = words[1].split(separator: "-", omittingEmptySubsequences: false)
        guard date.count == 3, let day = Self.number(date[0], digits: 1...2), let month = Self.month(date[1]),
            let year = Self.number(date[2], digits: 2...4), date[2].count != 3, let clock = Self.clock(words[2]),
            Self.isGMT(words[3])
        else { return nil }
        self.init(
            year: date[2].count == 2 ? Self.fullYear(twoDigits: year) : year, month: month, day: day, clock: clock)
    }

    /// `Sun Nov  6 08:49:37 1994`
    init?(asctime words: [String]) {
        guard words.count == 5, Self.isWeekday(words[0]), let month = Self.month(words[1]),
            let day = Self.number(words[2], digits: 1...2), let clock = Self.clock(words[3]),
            let year = Self.number(words[4], digits: 4...4)
        else { return nil }
        self.init(year: year, month: month, day: day, clock: clock)
    }

    private init(year: Int, month: Int, day: Int, clock: (hour: Int, minute: Int, second: Int)) {
        self.year = year
        self.month = month
        self.day = day
        self.clock = clock
    }

    /// The instant in UTC, or `nil` for a day the month does not have.
    var date: Date? {
        guard let utc = Self.utc, (1...31).contains(day) else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        let components = DateComponents(
            year: year, month: month, day: day, hour: clock.hour, minute: clock.minute, second: clock.second)
        guard let date = calendar.date(from: components),
            calendar.dateComponents([.year, .month, .day], from: date)
                == DateComponents(year: year, month: month, day: day)
        else { return nil }
        return date
    }

    /// A weekday's name, short (`sun`) or long (`sunday`), with or without a comma after it.
    private static func isWeekday(_ word: String) -> Bool {
        let name = word.hasSuffix(",") ? word.dropLast() : word[...]
        return weekdays.contains { $0 == name || $0.prefix(3) == name }
    }

    private static func month(_ word: some StringProtocol) -> Int? {
        months.firstIndex(of: String(word)).map { $0 + 1 }
    }

    private static func isGMT(_ word: String) -> Bool { word == "gmt" || word == "utc" }

    private static func number(_ word: some StringProtocol, digits: ClosedRange<Int>) -> Int? {
        guard digits.contains(word.utf8.count), word.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        return Int(word)
    }

    private static func clock(_ word: String) -> (hour: Int, minute: Int, second: Int)? {
        let parts = word.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 3, let hour = number(parts[0], digits: 2...2),
            let minute = number(parts[1], digits: 2...2),
            let second = number(parts[2], digits: 2...2), hour < 24, minute < 60, second < 60
        else { return nil }
        return (hour, minute, second)
    }

    /// The year a two-digit year stands for: 1950 to 2049, as the date formatter read them.
    private static func fullYear(twoDigits: Int) -> Int {
        twoDigits < 50 ? 2000 + twoDigits : 1900 + twoDigits
    }
}
