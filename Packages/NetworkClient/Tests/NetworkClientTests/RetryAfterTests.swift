import Foundation
import Testing
@testable import NetworkClient

@Suite struct RetryAfterTests {
    /// Sun, 06 Nov 1994 08:49:37 GMT, the date RFC 9110 uses in its examples.
    let rfcDate = Date(timeIntervalSince1970: 784_111_777)

    @Test func readsDeltaSeconds() {
        #expect(RetryAfter.delay(parsing: "120", now: rfcDate) == .seconds(120))
        #expect(RetryAfter.delay(parsing: " 0 ", now: rfcDate) == .zero)
        #expect(
            RetryAfter.delay(parsing: "99999999999999999999999", now: rfcDate).map { $0 > .seconds(86_400 * 365) }
                == true)
    }

    @Test(arguments: [
        "Sun, 06 Nov 1994 08:49:37 GMT",
        "Sunday, 06-Nov-94 08:49:37 GMT",
        "Sun Nov  6 08:49:37 1994",
    ])
    func readsTheThreeHTTPDateForms(text: String) {
        #expect(RetryAfter.httpDate(text) == rfcDate)
        #expect(RetryAfter.delay(parsing: text, now: rfcDate.addingTimeInterval(-30)) == .seconds(30))
    }

    @Test func aDateInThePastMeansNoWait() {
        #expect(
            RetryAfter.delay(parsing: "Sun, 06 Nov 1994 08:49:37 GMT", now: rfcDate.addingTimeInterval(60)) == .zero)
    }

    @Test(arguments: ["", "soon", "-5", "1.5", "Sun, 06 Nov 1994"])
    func rejectsOtherValues(text: String) {
        #expect(RetryAfter.delay(parsing: text, now: rfcDate) == nil)
    }

    @Test func readsTheHeaderInAnyCase() {
        #expect(RetryAfter.delay(in: ["retry-after": "3"]) == .seconds(3))
        #expect(RetryAfter.delay(in: [:]) == nil)
    }
}

/// The HTTP-date reader against a strict `en_US_POSIX` DateFormatter, which it replaces.
@Suite struct HTTPDateTests {
    static func formatter(_ format: String) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.isLenient = false
        formatter.dateFormat = format
        return formatter
    }

    static func foundationDate(_ text: String) -> Date? {
        let collapsed = text.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        for format in ["EEE, dd MMM yyyy HH:mm:ss zzz", "EEEE, dd-MMM-yy HH:mm:ss zzz", "EEE MMM d HH:mm:ss yyyy"] {
            if let date = formatter(format).date(from: collapsed) { return date }
        }
        return nil
    }

    @Test(arguments: [
        "Tue, 29 Feb 2028 23:59:59 GMT", "Wed, 31 Dec 1969 00:00:00 GMT", "sun, 06 nov 1994 08:49:37 gmt",
        "Thursday, 01-Jan-70 00:00:00 GMT", "Monday, 15-Mar-49 12:00:00 GMT", "Friday, 15-Mar-46 12:00:00 GMT",
        "Sat Jan  1 00:00:00 2000", "Sun, 31 Nov 1994 08:49:37 GMT", "Sun, 29 Feb 1994 08:49:37 GMT",
        "Sun, 06 Nov 1994 24:00:00 GMT", "Sun, 06 Nov 1994 08:60:00 GMT", "Sun, 06 Foo 1994 08:49:37 GMT",
        "Sun 06 Nov 1994 08:49:37 GMT", "Sun, 06 Nov 1994 08:49 GMT", "Sun, 00 Nov 1994 08:49:37 GMT",
    ])
    func readsWhatAStrictDateFormatterRead(text: String) {
        #expect(RetryAfter.httpDate(text) == Self.foundationDate(text))
    }
}
