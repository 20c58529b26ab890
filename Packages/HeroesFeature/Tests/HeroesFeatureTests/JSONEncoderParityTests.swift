import Foundation
import HeroesCore
import Testing
import TestingUtils
@testable import HeroesFeature
@testable import HeroesPresentation

/// `heroes list --json` and `heroes cache info --json`, both layouts, held to what `JSONEncoder`
/// writes for the same value (TestingUtils' `JSONParity`).
@Suite struct JSONEncoderParityTests {
    /// Quotes, backslashes, a slash, a control character and an HTML closing tag in the text.
    static let escapes = HeroPage(
        offset: 0, limit: 20, total: 2,
        heroes: [
            Hero(id: 1, name: "Ms. \"Marvel\"", description: "Café\\Noir\u{1} </script>"),
            Hero(id: 2, name: "AC/DC\u{7F}\u{2028}"),
        ],
        attribution: Fixtures.attribution)

    @Test(arguments: [nil, ["id", "name"], []] as [Set<String>?])
    func aPageOfHeroesInBothLayoutsIsWhatJSONEncoderWrites(fields: Set<String>?) {
        for page in [Fixtures.page, Fixtures.pastTheEnd, Self.escapes] {
            let mismatch = JSONParity.mismatch(
                ListJSON(spec: .heroes, page: page, fields: fields),
                compact: ListSpec<Hero>.heroes.render(.loaded(page), as: .json(fields: fields, layout: .compact)),
                indented: ListSpec<Hero>.heroes.render(.loaded(page), as: .json(fields: fields, layout: .indented)))
            #expect(mismatch == nil, "page at \(page.offset), fields \(String(describing: fields))")
        }
    }

    @Test func theCacheFactsInBothLayoutsAreWhatJSONEncoderWrites() {
        var noFetch = OutputFormatsTests.cacheFacts
        noFetch.stats = CacheStats(entriesByPattern: [:], bytes: 0, fileBytes: nil, oldest: nil, newest: nil)
        noFetch.path = "/home/\"me\"/a\\b/heroes.sqlite"
        for facts in [OutputFormatsTests.cacheFacts, noFetch] {
            let mismatch = JSONParity.mismatch(
                CacheInfoJSON(facts), compact: CacheInfoRenderer(format: .json(.compact)).render(facts),
                indented: CacheInfoRenderer(format: .json(.indented)).render(facts))
            #expect(mismatch == nil)
        }
    }
}
