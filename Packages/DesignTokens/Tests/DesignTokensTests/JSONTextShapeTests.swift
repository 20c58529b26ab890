import DesignTokens
import Foundation
import Testing

/// The `--json` shapes of `heroes` (rebuilt here, as their types live above DesignTokens):
/// `JSONText.render` writes each as `JSONEncoder` does, all fields and some.
struct JSONTextShapeTests {
    @Test func aHeroListPageIsWrittenAsJSONEncoderWritesIt() {
        JSONTextParity.expectSameText(Shapes.page(heroes: 20))
        JSONTextParity.expectSameText(Shapes.page(heroes: 0))
        JSONTextParity.expectSameText(Shapes.page(heroes: 3, fields: ["id", "name"]))
        JSONTextParity.expectSameText(Shapes.page(heroes: 3, fields: []))
    }

    @Test func heroDetailsWithTheHeroKeysAndTheirOwnInOneObjectAreWrittenAsJSONEncoderWritesThem() {
        JSONTextParity.expectSameText(Shapes.Details(hero: Shapes.hero(0), latestComics: Shapes.comics(3)))
        JSONTextParity.expectSameText(Shapes.Details(hero: Shapes.hero(1), latestComics: nil))
        JSONTextParity.expectSameText(
            Shapes.Details(hero: Shapes.hero(2, fields: ["id", "latestComics"]), latestComics: Shapes.comics(1)))
    }

    @Test func aPageOfComicsIsWrittenAsJSONEncoderWritesIt() {
        JSONTextParity.expectSameText(Shapes.ComicPage(comics: Shapes.comics(20)))
        JSONTextParity.expectSameText(Shapes.ComicPage(comics: []))
    }

    @Test func cacheInfoAndDoctorChecksAreWrittenAsJSONEncoderWritesThem() {
        JSONTextParity.expectSameText(
            Shapes.CacheInfo(
                path: "/home/user/.local/share/heroes/cache.sqlite", pages: 3, heroes: 60, bytes: 1_234_567,
                limitBytes: 268_435_456, readOnly: false, oldestFetch: .init("2026-11-20T10:00:00Z"),
                newestFetch: .init(nil)))
        JSONTextParity.expectSameText([
            Shapes.Check(name: "data source", outcome: .pass, detail: "the embedded catalog", fix: nil),
            Shapes.Check(name: "keys", outcome: .fail, detail: "no \"public\" key", fix: "Set MARVEL_PUBLIC_KEY."),
            Shapes.Check(name: "clock", outcome: .skip, detail: "", fix: nil),
        ])
    }
}

/// Encodable types of the same shapes as HeroesFeature's, HeroDetailsFeature's and App's.
enum Shapes {
    struct Hero: Encodable {
        enum CodingKeys: String, CodingKey, CaseIterable {
            case id, name, description, modified, thumbnail, portrait, links, comics, series, stories, events
        }

        struct Link: Encodable {
            var type: String
            var url: String
        }

        struct ResourceList: Encodable {
            var available: Int
            var items: [String]
        }

        var id: Int
        var name: String
        var description: String
        var modified: String?
        var thumbnail: String?
        var links: [Link]
        var lists: [ResourceList]
        var fields: Set<String>?

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            func wants(_ key: CodingKeys) -> Bool { fields?.contains(key.rawValue) ?? true }
            if wants(.id) { try container.encode(id, forKey: .id) }
            if wants(.name) { try container.encode(name, forKey: .name) }
            if wants(.description) { try container.encode(description, forKey: .description) }
            if wants(.modified) { try container.encode(modified, forKey: .modified) }
            if wants(.thumbnail) { try container.encode(thumbnail.map { $0 + ".jpg" }, forKey: .thumbnail) }
            if wants(.portrait) {
                try container.encode(thumbnail.map { $0 + "/portrait_uncanny.jpg" }, forKey: .portrait)
            }
            if wants(.links) { try container.encode(links, forKey: .links) }
            let keys: [CodingKeys] = [.comics, .series, .stories, .events]
            for (key, list) in zip(keys, lists) where wants(key) { try container.encode(list, forKey: key) }
        }
    }

    struct Page: Encodable {
        var page = 2
        var perPage = 20
        var total = 1564
        var totalPages = 79
        var attribution = "Data provided by Marvel. © 2026 MARVEL"
        var heroes: [Hero]
    }

    struct Creator: Encodable {
        var name: String
        var role: JSONNullable<String>
    }

    struct Comic: Encodable {
        var id: Int
        var title: String
        var issueNumber: JSONNullable<Double>
        var format: JSONNullable<String>
        var onSaleDate: JSONNullable<String>
        var series: JSONNullable<String>
        var creators: [Creator]
    }

    struct ComicPage: Encodable {
        var hero = 1_009_610
        var page = 1
        var perPage = 20
        var total = 4043
        var totalPages = 203
        var attribution = "Data provided by Marvel. © 2026 MARVEL"
        var comics: [Comic]
    }

    struct Details: Encodable {
        enum CodingKeys: String, CodingKey {
            case latestComics, attribution
        }

        struct LatestComics: Encodable {
            var total: Int
            var items: [Comic]
        }

        var hero: Hero
        var latestComics: [Comic]?
        var attribution = "Data provided by Marvel. © 2026 MARVEL"

        func encode(to encoder: any Encoder) throws {
            try hero.encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            if hero.fields?.contains("latestComics") ?? true {
                try container.encode(latestComics.map { LatestComics(total: 3995, items: $0) }, forKey: .latestComics)
            }
            if hero.fields?.contains("attribution") ?? true { try container.encode(attribution, forKey: .attribution) }
        }
    }

    struct CacheInfo: Encodable {
        var path: String
        var pages: Int
        var heroes: Int
        var bytes: Int
        var limitBytes: Int
        var readOnly: Bool
        var oldestFetch: JSONNullable<String>
        var newestFetch: JSONNullable<String>
    }

    struct Check: Encodable {
        enum Outcome: String, Encodable {
            case pass, fail, skip
        }

        var name: String
        var outcome: Outcome
        var detail: String
        var fix: String?
    }

    static func page(heroes count: Int, fields: Set<String>? = nil) -> Page {
        Page(heroes: (0..<count).map { hero($0, fields: fields) })
    }

    /// A hero as the catalog has them, some text hostile: quotes, backslashes, controls, accents.
    static func hero(_ index: Int, fields: Set<String>? = nil) -> Hero {
        let names = ["Spider-Man (Peter Parker)", "Ms. \"Marvel\"", "Café\\Noir", "Tab\tBreak\nLine", "Ünïcödé 🕷"]
        return Hero(
            id: 1_009_000 + index, name: names[index % names.count],
            description: index % 3 == 0 ? "" : "Bitten by a radioactive spider\u{1}, high school student Peter Parker…",
            modified: index % 4 == 0 ? nil : "2014-04-29T14:18:17Z",
            thumbnail: index % 5 == 0 ? nil : "https://i.annihil.us/u/prod/marvel/i/mg/3/50/526548a343e4b",
            links: [
                Hero.Link(type: "detail", url: "https://www.marvel.com/characters/\(index)?utm_campaign=apiRef"),
                Hero.Link(type: "wiki", url: "https://www.marvel.com/universe/Spider-Man_(Peter_Parker)"),
            ],
            lists: [4043, 1178, 6295, 0].map { available in
                Hero.ResourceList(
                    available: available, items: (0..<min(available, 20)).map { "Item \($0) (1963) #\($0)" })
            },
            fields: fields)
    }

    static func comics(_ count: Int) -> [Comic] {
        (0..<count).map { index in
            Comic(
                id: 100 + index, title: "Amazing Spider-Man (2018) #\(index)",
                issueNumber: JSONNullable(index % 3 == 0 ? nil : Double(index) + (index % 2 == 0 ? 0.5 : 0)),
                format: JSONNullable(index % 2 == 0 ? "Comic" : nil),
                onSaleDate: JSONNullable("2019-0\(index % 9 + 1)-1\(index % 10)"),
                series: JSONNullable(index % 4 == 0 ? nil : "Amazing Spider-Man (2018 - 2022)"),
                creators: [
                    Creator(name: "Nick Spencer", role: JSONNullable("writer")),
                    Creator(name: "Ryan Ottley", role: JSONNullable(nil)),
                ])
        }
    }
}
