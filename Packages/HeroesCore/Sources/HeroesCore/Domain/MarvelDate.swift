import Foundation

/// Parses and formats the API's dates: `2014-04-29T14:18:17-0400`, `…+0000`, RFC 3339 with a
/// colon or `Z`, and a bare `2014-04-29`. Marvel's placeholders (`1969-12-31T19:00:00-0500`,
/// year `-0001`) and anything malformed read as `nil`. Pure integer arithmetic: thread-safe and
/// locale-free.
public enum MarvelDate {
    /// The parsed date, or `nil` for a missing, malformed or placeholder value.
    public static func parse(_ text: String?) -> Date? {
        guard let text, let seconds = epochSeconds(Array(text.utf8)), seconds > 0 else { return nil }
        return Date(timeIntervalSince1970: TimeInterval(seconds))
    }

    /// Formats a date as the API writes it in 2025 answers: `2014-04-29T18:18:17+0000`.
    public static func format(_ date: Date) -> String {
        let total = Int(date.timeIntervalSince1970.rounded(.down))
        let days = total >= 0 ? total / 86_400 : (total - 86_399) / 86_400
        let secondsOfDay = total - days * 86_400
        let (year, month, day) = civil(fromDays: days)
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let yearText = String(repeating: "0", count: max(0, 4 - String(year).count)) + String(year)
        return "\(yearText)-\(two(month))-\(two(day))T\(two(secondsOfDay / 3600)):\(two(secondsOfDay / 60 % 60)):\(two(secondsOfDay % 60))+0000"
    }

    /// Formats a date as a short day, `2014-04-29` (UTC).
    public static func formatDay(_ date: Date) -> String {
        String(format(date).prefix(10))
    }

    private static func epochSeconds(_ bytes: [UInt8]) -> Int? {
        var index = 0
        func number(_ digits: Int) -> Int? {
            guard index + digits <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[index..<index + digits] {
                guard (48...57).contains(byte) else { return nil }
                value = value * 10 + Int(byte - 48)
            }
            index += digits
            return value
        }
        func expect(_ char: UInt8) -> Bool {
            guard index < bytes.count, bytes[index] == char else { return false }
            index += 1
            return true
        }
        while index < bytes.count, bytes[index] == 32 { index += 1 }
        guard let year = number(4), expect(45), let month = number(2), expect(45), let day = number(2),
              (1...12).contains(month), (1...31).contains(day) else { return nil }
        var seconds = days(fromCivil: year, month, day) * 86_400
        if index == bytes.count { return seconds }
        guard expect(84) || expect(32), let hour = number(2), expect(58), let minute = number(2), expect(58),
              let second = number(2), hour < 24, minute < 60, second < 61 else { return nil }
        seconds += hour * 3600 + minute * 60 + second
        if expect(46) { while index < bytes.count, (48...57).contains(bytes[index]) { index += 1 } }
        if index == bytes.count || expect(90) { return index == bytes.count ? seconds : nil }
        let sign: Int
        if expect(43) { sign = 1 } else if expect(45) { sign = -1 } else { return nil }
        guard let offsetHours = number(2) else { return nil }
        _ = expect(58)
        guard let offsetMinutes = number(2), index == bytes.count else { return nil }
        return seconds - sign * (offsetHours * 3600 + offsetMinutes * 60)
    }

    // Howard Hinnant's days-from-civil and civil-from-days.
    private static func days(fromCivil year: Int, _ month: Int, _ day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    private static func civil(fromDays days: Int) -> (Int, Int, Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
