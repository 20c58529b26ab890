import Foundation
import Testing
@testable import MarvelWire

@Suite("Marvel dates")
struct MarvelDateTests {
    @Test(
        "the API's forms, ISO 8601 and a bare date",
        arguments: [
            ("2014-04-29T14:18:17-0400", 1_398_795_497.0),
            ("2014-04-29T18:18:17+0000", 1_398_795_497.0),
            ("2014-04-29T18:18:17Z", 1_398_795_497.0),
            ("2014-04-29T14:18:17-04:00", 1_398_795_497.0),
            ("2014-04-29T18:18:17.500Z", 1_398_795_497.5),
            ("2014-04-29 18:18:17", 1_398_795_497.0),
            ("2014-04-29", 1_398_729_600.0),
            ("1969-12-31T19:00:00-0500", 0.0),
            ("-0001-11-30T00:00:00-0500", -62_169_966_000.0),
            ("2014-04-29T14:18:17-04", 1_398_795_497.0),
            ("  2014-04-29", 1_398_729_600.0),
        ])
    func parses(text: String, seconds: Double) {
        #expect(MarvelDate.seconds(text) == seconds)
    }

    @Test(
        "rejects what is not a date",
        arguments: [
            "", "yesterday", "2014-13-01", "2014-04-29T25:00:00", "2014-04-29T14:18:17+04000", "2014/04/29", "14-04-29",
        ])
    func rejects(text: String) {
        #expect(MarvelDate.seconds(text) == nil)
    }

    @Test("formats in the API's form and reads back")
    func formats() {
        #expect(MarvelDate.format(secondsSince1970: 1_398_795_497) == "2014-04-29T18:18:17+0000")
        #expect(
            MarvelDate.format(secondsSince1970: 1_398_795_497, offsetSeconds: -14_400) == "2014-04-29T14:18:17-0400")
        #expect(MarvelDate.format(secondsSince1970: 0, offsetSeconds: -18_000) == "1969-12-31T19:00:00-0500")
        for seconds: Int64 in [0, 951_782_400, 1_743_508_800, -86_401] {
            #expect(MarvelDate.seconds(MarvelDate.format(secondsSince1970: seconds)) == Double(seconds))
        }
    }

    @Test("HTTP dates")
    func httpDates() {
        #expect(MarvelDate.httpDate(Date(timeIntervalSince1970: 1_391_486_069)) == "Tue, 04 Feb 2014 03:54:29 GMT")
        #expect(MarvelDate.httpDate(Date(timeIntervalSince1970: 0)) == "Thu, 01 Jan 1970 00:00:00 GMT")
    }

    @Test(
        "dates of characters: placeholders and garbage are nil",
        arguments: [
            "1969-12-31T19:00:00-0500", "-0001-11-30T00:00:00-0500", "", "yesterday", "2014-13-01",
        ])
    func characterDatesDropPlaceholders(text: String) {
        #expect(MarvelDate.parse(text) == nil)
    }

    @Test("a character's date formats back in the 2025 form and as a day")
    func characterDates() throws {
        let date = try #require(MarvelDate.parse("2013-10-24T13:52:13-0400"))
        #expect(date.timeIntervalSince1970 == 1_382_637_133)
        #expect(MarvelDate.format(date) == "2013-10-24T17:52:13+0000")
        #expect(MarvelDate.formatDay(date) == "2013-10-24")
        #expect(MarvelDate.parse(nil) == nil)
    }
}

/// The calendar month around an instant: the server's `dateDescriptor=thisMonth`.
@Suite struct MonthRangeTests {
    @Test(arguments: [
        ("2017-05-05T22:02:28+0000", "2017-05-01T00:00:00+0000", "2017-06-01T00:00:00+0000"),
        ("2016-12-31T23:59:59+0000", "2016-12-01T00:00:00+0000", "2017-01-01T00:00:00+0000"),
        ("2016-02-29T12:00:00+0000", "2016-02-01T00:00:00+0000", "2016-03-01T00:00:00+0000"),
        ("1969-12-31T23:59:59+0000", "1969-12-01T00:00:00+0000", "1970-01-01T00:00:00+0000"),
    ])
    func theMonthRunsFromItsFirstMidnightToTheNextMonths(instant: String, start: String, end: String) throws {
        let seconds = try #require(MarvelDate.seconds(instant))
        let month = MarvelDate.month(containing: Int64(seconds))
        #expect(MarvelDate.format(secondsSince1970: month.lowerBound) == start)
        #expect(MarvelDate.format(secondsSince1970: month.upperBound) == end)
    }
}

/// HTTP dates read back: what `heroes doctor` compares the clock with.
@Suite struct HTTPDateParsingTests {
    @Test func anHTTPDateReadsBackToTheSameSecond() {
        for seconds in [0.0, 1_391_486_069, 1_700_000_000, 4_102_444_799] {
            let date = Date(timeIntervalSince1970: seconds)
            #expect(MarvelDate.parseHTTPDate(MarvelDate.httpDate(date)) == date)
        }
    }

    @Test(arguments: [
        "", "Tue, 04 Feb 2014 03:54:29", "Tue, 32 Feb 2014 03:54:29 GMT", "Tue, 04 Fbr 2014 03:54:29 GMT",
        "Tue, 04 Feb 2014 25:00:00 GMT",
    ])
    func anythingElseIsNil(text: String) {
        #expect(MarvelDate.parseHTTPDate(text) == nil)
    }
}

/// `MarvelDate.iso8601` replaced Foundation's `formatted(.iso8601)` in `--json`: the same text.
@Suite struct MarvelDateISO8601Tests {
    @Test func iso8601IsFoundationsFormattedISO8601ForSecondsFrom1970To2100AndFractions() {
        var generator = SystemRandomNumberGenerator()
        var seconds: [Double] = [
            0, 1, 59, 86_399, 86_400, 951_782_400, 1_398_795_497, 1_398_795_497.999, 4_102_444_799,
        ]
        for _ in 0..<2_000 { seconds.append(Double.random(in: 0..<4_102_444_800, using: &generator)) }
        for value in seconds {
            let date = Date(timeIntervalSince1970: value)
            #expect(MarvelDate.iso8601(date) == date.formatted(.iso8601), "\(value)")
        }
    }
}
