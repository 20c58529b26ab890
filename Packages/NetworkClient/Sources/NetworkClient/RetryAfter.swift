public import Foundation

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
        let text = value.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else { return nil }
        if text.allSatisfy({ $0.isASCII && $0.isNumber }) {
            // A number too large for Int still means "a very long time".
            return .seconds(Int64(text) ?? Int64(Int32.max))
        }
        guard let date = httpDate(text) else { return nil }
        let seconds = date.timeIntervalSince(now)
        return seconds > 0 ? .milliseconds(Int64((seconds * 1000).rounded())) : .zero
    }

    /// Parses an HTTP-date in any of its three forms, or returns `nil`.
    public static func httpDate(_ text: String) -> Date? {
        let collapsed = text.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        for format in ["EEE, dd MMM yyyy HH:mm:ss zzz", "EEEE, dd-MMM-yy HH:mm:ss zzz", "EEE MMM d HH:mm:ss yyyy"] {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "GMT")
            formatter.isLenient = false
            formatter.dateFormat = format
            if let date = formatter.date(from: collapsed) { return date }
        }
        return nil
    }
}
