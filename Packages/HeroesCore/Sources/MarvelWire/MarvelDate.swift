public import FoundationEssentials

/// Reads and writes the dates of the Marvel API, for its clients and its servers alike, without
/// `DateFormatter`: pure integer arithmetic on the bytes, locale-free, thread-safe and fast
/// enough to read a 100,000-character catalog at once.
///
/// Accepted: `2014-04-29`, `2014-04-29T14:18:17-0400` (the API's own form), `+0000`, `-04:00`,
/// `-04`, `Z`, fractional seconds, a space instead of `T`, no zone (read as UTC), leading
/// spaces and negative years such as `-0001-11-30T00:00:00-0500`.
///
/// ```swift
/// MarvelDate.seconds("2014-04-29T14:18:17-0400")   // 1_398_795_497
/// MarvelDate.parse("1969-12-31T19:00:00-0500")     // nil: Marvel's "no date" placeholder
/// MarvelDate.format(Date(timeIntervalSince1970: 0)) // "1970-01-01T00:00:00+0000"
/// ```
public enum MarvelDate {
    /// The date of a character's `modified` field, or `nil` when it is missing, malformed or
    /// one of Marvel's placeholders for "no date" (`1969-12-31T19:00:00-0500`, year `-0001`):
    /// any instant at or before 1970-01-01T00:00:00Z.
    public static func parse(_ text: String?) -> Date? {
        guard let text, let seconds = seconds(text), seconds > 0 else { return nil }
        return Date(timeIntervalSince1970: seconds)
    }

    /// Formats `date` as the API writes it in 2025 answers: `2014-04-29T18:18:17+0000`.
    public static func format(_ date: Date) -> String {
        format(secondsSince1970: Int64(date.timeIntervalSince1970.rounded(.down)))
    }

    /// Formats `date` as ISO 8601 in UTC with `Z`, to the second: `2014-04-29T18:18:17Z`, the
    /// text of Foundation's `date.formatted(.iso8601)`, without its format style (which builds a
    /// calendar and a time zone on each call: benchmarks/DECISIONS.md).
    public static func iso8601(_ date: Date) -> String {
        String(format(date).prefix(19)) + "Z"
    }

    /// Formats `date` as a short day in UTC, `2014-04-29`.
    public static func formatDay(_ date: Date) -> String {
        String(format(date).prefix(10))
    }

    /// Seconds since 1970-01-01T00:00:00Z for `text`, or `nil` when it is not a date of an
    /// accepted form. Placeholders are dates like any other here (see ``parse(_:)``).
    public static func seconds(_ text: String) -> Double? {
        var scanner = DigitScanner(Array(text.utf8))
        while scanner.take(UInt8(ascii: " ")) {}
        let negative = scanner.take(UInt8(ascii: "-"))
        guard let rawYear = scanner.number(minDigits: 4, maxDigits: 6), scanner.take(UInt8(ascii: "-")),
            let month = scanner.number(exactly: 2), scanner.take(UInt8(ascii: "-")),
            let day = scanner.number(exactly: 2),
            (1...12).contains(month), (1...31).contains(day)
        else { return nil }
        let year = negative ? -rawYear : rawYear
        var seconds = Double(daysFromCivil(year: year, month: month, day: day) * 86_400)
        if scanner.isAtEnd { return seconds }
        guard scanner.take(UInt8(ascii: "T")) || scanner.take(UInt8(ascii: " ")),
            let hour = scanner.number(exactly: 2), scanner.take(UInt8(ascii: ":")),
            let minute = scanner.number(exactly: 2),
            hour < 24, minute < 60
        else { return nil }
        seconds += Double(hour * 3600 + minute * 60)
        if scanner.take(UInt8(ascii: ":")) {
            guard let second = scanner.number(exactly: 2), second <= 60 else { return nil }
            seconds += Double(second)
            if scanner.take(UInt8(ascii: ".")) || scanner.take(UInt8(ascii: ",")) {
                var scale = 0.1
                var any = false
                while let digit = scanner.digit() {
                    seconds += Double(digit) * scale
                    scale /= 10
                    any = true
                }
                guard any else { return nil }
            }
        }
        if scanner.isAtEnd { return seconds }
        if scanner.take(UInt8(ascii: "Z")) || scanner.take(UInt8(ascii: "z")) {
            return scanner.isAtEnd ? seconds : nil
        }
        let sign: Double
        if scanner.take(UInt8(ascii: "+")) {
            sign = 1
        } else if scanner.take(UInt8(ascii: "-")) {
            sign = -1
        } else {
            return nil
        }
        guard let offsetHours = scanner.number(exactly: 2), offsetHours <= 23 else { return nil }
        _ = scanner.take(UInt8(ascii: ":"))
        let offsetMinutes = scanner.isAtEnd ? 0 : scanner.number(exactly: 2)
        guard let offsetMinutes, offsetMinutes < 60, scanner.isAtEnd else { return nil }
        return seconds - sign * Double(offsetHours * 3600 + offsetMinutes * 60)
    }

    /// The date in the API's form, `yyyy-MM-ddTHH:mm:ss±hhmm`, at the given offset from UTC
    /// (`+0000` by default, the 2025 form).
    public static func format(secondsSince1970 seconds: Int64, offsetSeconds: Int = 0) -> String {
        let local = seconds + Int64(offsetSeconds)
        let days = floorDiv(local, 86_400)
        let secondOfDay = Int(local - days * 86_400)
        let (year, month, day) = civilFromDays(days)
        let sign = offsetSeconds < 0 ? "-" : "+"
        let offset = abs(offsetSeconds)
        let yearText = year < 0 ? "-" + pad(-year, 4) : pad(year, 4)
        return
            "\(yearText)-\(pad(month, 2))-\(pad(day, 2))T\(pad(secondOfDay / 3600, 2)):\(pad(secondOfDay / 60 % 60, 2)):\(pad(secondOfDay % 60, 2))"
            + "\(sign)\(pad(offset / 3600, 2))\(pad(offset / 60 % 60, 2))"
    }

    /// The calendar month (UTC) that `seconds` since 1970 fall in, as seconds since 1970 from its
    /// first midnight up to the next month's: what the API's `dateDescriptor=thisMonth` names.
    public static func month(containing seconds: Int64) -> Range<Int64> {
        let (year, month, _) = civilFromDays(floorDiv(seconds, 86_400))
        let next = month == 12 ? (year: year + 1, month: 1) : (year: year, month: month + 1)
        return daysFromCivil(year: year, month: month, day: 1) * 86_400..<daysFromCivil(
            year: next.year, month: next.month, day: 1) * 86_400
    }

    /// The date as an HTTP `Date` header value (IMF-fixdate), e.g. `Tue, 04 Feb 2014 03:54:29 GMT`.
    public static func httpDate(_ date: Date) -> String {
        let seconds = Int64(date.timeIntervalSince1970.rounded(.down))
        let days = floorDiv(seconds, 86_400)
        let secondOfDay = Int(seconds - days * 86_400)
        let (year, month, day) = civilFromDays(days)
        let weekday = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"][Int(((days % 7) + 7) % 7)]
        let monthName = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][month - 1]
        return
            "\(weekday), \(pad(day, 2)) \(monthName) \(pad(year, 4)) \(pad(secondOfDay / 3600, 2)):\(pad(secondOfDay / 60 % 60, 2)):\(pad(secondOfDay % 60, 2)) GMT"
    }

    /// An HTTP `Date` header value in the form ``httpDate(_:)`` writes (IMF-fixdate, the form
    /// RFC 9110 has servers send), or `nil` for any other text.
    public static func parseHTTPDate(_ text: String) -> Date? {
        let parts = text.trimmingSpaces().split(separator: " ")
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        guard parts.count == 6, parts[5] == "GMT", let day = Int(parts[1]), (1...31).contains(day),
            let month = months.firstIndex(of: String(parts[2])), let year = Int(parts[3]), (1...9999).contains(year)
        else { return nil }
        let clock = parts[4].split(separator: ":").compactMap { Int($0) }
        guard clock.count == 3, (0...23).contains(clock[0]), (0...59).contains(clock[1]), (0...60).contains(clock[2])
        else { return nil }
        let days = daysFromCivil(year: year, month: month + 1, day: day)
        let seconds = days * 86_400 + Int64(clock[0] * 3600 + clock[1] * 60 + clock[2])
        return Date(timeIntervalSince1970: TimeInterval(seconds))
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's algorithm).
    static func daysFromCivil(year: Int, month: Int, day: Int) -> Int64 {
        let y = Int64(month <= 2 ? year - 1 : year)
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let shiftedMonth = Int64((month + 9) % 12)
        let dayOfYear = (153 * shiftedMonth + 2) / 5 + Int64(day) - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The proleptic Gregorian date of a day count since 1970-01-01.
    static func civilFromDays(_ days: Int64) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return (Int(year), Int(month), Int(day))
    }

    private static func floorDiv(_ a: Int64, _ b: Int64) -> Int64 {
        a >= 0 ? a / b : -((-a + b - 1) / b)
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let text = String(value)
        return text.count >= width ? text : String(repeating: "0", count: width - text.count) + text
    }
}

/// Reads ASCII digits and punctuation from bytes.
private struct DigitScanner {
    let bytes: [UInt8]
    var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var isAtEnd: Bool { index == bytes.count }

    mutating func take(_ byte: UInt8) -> Bool {
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    mutating func digit() -> Int? {
        guard index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) else { return nil }
        defer { index += 1 }
        return Int(bytes[index] - UInt8(ascii: "0"))
    }

    mutating func number(exactly count: Int) -> Int? { number(minDigits: count, maxDigits: count) }

    mutating func number(minDigits: Int, maxDigits: Int) -> Int? {
        let start = index
        var value = 0
        while index - start < maxDigits, let digit = digit() { value = value * 10 + digit }
        guard index - start >= minDigits else {
            index = start
            return nil
        }
        return value
    }
}
