import Foundation
import HeroesCore
import MarvelWire
import Testing
import TestingUtils
@testable import HeroDetailsFeature
@testable import HeroesPresentation

/// `heroes show --json` and `heroes show --comics --json`, both layouts, held to what
/// `JSONEncoder` writes for the same value (TestingUtils' `JSONParity`).
@Suite struct JSONEncoderParityTests {
    /// Quotes, a backslash, a slash, control characters and a half issue number.
    static let escaped = Comic(
        id: 7, title: "\"What If?\" #1/2\u{1}", issueNumber: 0.5, format: "Comic\\Digest",
        onSaleDate: Date(timeIntervalSince1970: 0), series: "Tab\tSeries\u{2028}",
        creators: [ComicCreator(name: "Stan \"The Man\" Lee", role: nil, id: 30)])

    static let fieldChoices: [Set<String>?] = [nil, ["id", "title"], []]

    @Test(arguments: fieldChoices)
    func aPageOfComicsInBothLayoutsIsWhatJSONEncoderWrites(fields: Set<String>?) {
        for page in [ComicFixtures.page(), ComicFixtures.page([]), ComicFixtures.page([Self.escaped], total: 3_995)] {
            let renderer = { (layout: JSONLayout) in
                ListSpec<Comic>.comics(ofHero: 1_009_610).render(
                    .loaded(page), as: .json(fields: fields, layout: layout))
            }
            let mismatch = JSONParity.mismatch(
                ListJSON(spec: .comics(ofHero: 1_009_610), page: page, fields: fields), compact: renderer(.compact),
                indented: renderer(.indented))
            #expect(mismatch == nil, "\(page.items.count) comics, fields \(String(describing: fields))")
        }
    }

    @Test(arguments: [nil, ["id", "latestComics"], ["name", "attribution"], []] as [Set<String>?])
    func heroDetailsWithTheirLatestComicsInBothLayoutsAreWhatJSONEncoderWrites(fields: Set<String>?) {
        let withComics = HeroDetails(
            hero: Fixtures.spiderMan, latestComics: ComicFixtures.page(ComicFixtures.comics + [Self.escaped]))
        for details in [withComics, Fixtures.minimal.details, Fixtures.wide.details] {
            let renderer = { (layout: JSONLayout) in
                HeroDetailsRendering.json(attribution: Fixtures.attribution, fields: fields, layout: layout).render(
                    .loaded(details))
            }
            let mismatch = JSONParity.mismatch(
                HeroDetailsJSON(details, attribution: details.attribution(or: Fixtures.attribution), fields: fields),
                compact: renderer(.compact), indented: renderer(.indented))
            #expect(mismatch == nil, "\(details.hero.name), fields \(String(describing: fields))")
        }
    }
}
