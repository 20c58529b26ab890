import Foundation
import Testing
@testable import HeroesCore

@Suite struct MarvelDateTests {
    @Test(arguments: [
        ("2014-04-29T14:18:17-0400", 1_398_795_497.0),
        ("2014-04-29T14:18:17+0000", 1_398_781_097.0),
        ("2014-04-29T14:18:17-04:00", 1_398_795_497.0),
        ("2014-04-29T18:18:17Z", 1_398_795_497.0),
        ("2014-04-29", 1_398_729_600.0),
    ])
    func parsesTheAPIsFormats(text: String, epoch: Double) {
        #expect(MarvelDate.parse(text)?.timeIntervalSince1970 == epoch)
    }

    @Test(arguments: ["1969-12-31T19:00:00-0500", "-0001-11-30T00:00:00-0500", "", "yesterday", "2014-13-01", "2014-04-29T14:18:17-04"])
    func placeholdersAndGarbageAreNil(text: String) {
        #expect(MarvelDate.parse(text) == nil)
    }

    @Test func formatRoundTrips() throws {
        let date = try #require(MarvelDate.parse("2013-10-24T13:52:13-0400"))
        #expect(MarvelDate.format(date) == "2013-10-24T17:52:13+0000")
        #expect(MarvelDate.formatDay(date) == "2013-10-24")
    }
}
