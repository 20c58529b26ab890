import Foundation
import HeroDetailsFeature
import HeroesCore
import MarvelWire

/// Heroes for the details screen: full, minimal (every value missing), and wide (CJK, emoji,
/// very long names).
enum Fixtures {
    static let attribution = "Data provided by Marvel. © 2025 MARVEL"

    static let spiderMan = Hero(
        id: 1_009_610, name: "Spider-Man (Peter Parker)",
        description:
            "Bitten by a radioactive spider, high school student Peter Parker gained the speed, strength and powers of a spider. Adopting the name Spider-Man, Peter hoped to start a career using his new abilities. Taught that with great power comes great responsibility, Spidey has vowed to use his powers to help people.",
        modified: Date(timeIntervalSince1970: 1_595_341_856) /* 2020-07-21T10:30:56-0400 */,
        thumbnail: HeroImage(path: "https://i.annihil.us/u/prod/marvel/i/mg/3/50/526548a343e4b", fileExtension: "jpg"),
        links: [
            HeroLink(
                kind: "detail",
                url: URL(
                    string:
                        "http://marvel.com/comics/characters/1009610/spider-man_peter_parker?utm_campaign=apiRef&utm_source=x"
                )!),
            HeroLink(
                kind: "wiki",
                url: URL(
                    string: "http://marvel.com/universe/Spider-Man_(Peter_Parker)?utm_campaign=apiRef&utm_source=x")!),
            HeroLink(
                kind: "comiclink",
                url: URL(
                    string:
                        "http://marvel.com/comics/characters/1009610/spider-man_peter_parker?utm_campaign=apiRef&utm_source=x"
                )!),
        ],
        comics: HeroResourceList(
            available: 4_043,
            items: [
                HeroResource(name: "Amazing Spider-Man (1963) #1", id: 6_482),
                HeroResource(name: "Amazing Spider-Man (1963) #2", id: 6_591),
                HeroResource(name: "Amazing Spider-Man Annual (1964) #1", id: 6_533),
                HeroResource(name: "Marvel Age Spider-Man Vol. 2: Everyday Hero (Digest)", id: 1_689),
                HeroResource(name: "Spider-Man: Life Story (2019) #1", id: 75_000),
                HeroResource(name: "Spider-Man: Life Story (2019) #2", id: 75_001),
                HeroResource(name: "Spider-Man: Life Story (2019) #3", id: 75_002),
            ]),
        series: HeroResourceList(
            available: 3,
            items: [
                HeroResource(name: "Amazing Spider-Man (1963 - 1998)", id: 454),
                HeroResource(name: "Ultimate Spider-Man (2000 - 2009)", id: 466),
                HeroResource(name: "Spider-Man: Life Story (2019)", id: 27_000),
            ]),
        stories: HeroResourceList(available: 0),
        events: HeroResourceList(available: 43)
    )

    static let minimal = Hero(id: 1_011_175, name: "Aginar")

    static let wide = Hero(
        id: 1_020_001, name: "スパイダーマン (東映) — the Japanese Spider-Man of the 1978 Toei television series 🦸‍♀️",
        description: "スパイダーマンは、東映が制作した特撮テレビドラマの主人公です。山城拓也はスパイダー星の王子ガリアから力を授かり、鉄十字団と戦います。🕷️ Leopardon!",
        modified: Date(timeIntervalSince1970: 1_384_985_196) /* 2013-11-20T17:06:36-0500 */,
        thumbnail: HeroImage(path: "https://i.annihil.us/u/prod/marvel/i/mg/9/d0/5111527040594", fileExtension: "png"),
        links: [HeroLink(kind: "wiki", url: URL(string: "http://marvel.com/universe/Spider-Man_(Takuya_Yamashiro)")!)],
        comics: HeroResourceList(
            available: 2,
            items: [
                HeroResource(name: "スパイダーマン 第1巻"),
                HeroResource(
                    name:
                        "Spider-Verse (2014) #2 — featuring every Spider-Man from every corner of the multiverse, Takuya included"
                ),
            ]),
        series: HeroResourceList(available: 1, items: [HeroResource(name: "🦸‍♀️ Hero\tTeam\nUp")]),
        stories: HeroResourceList(
            available: 2,
            items: [HeroResource(name: "", type: "cover"), HeroResource(name: "Interior #2", type: "interiorStory")]),
        events: HeroResourceList(available: 0)
    )

    /// 2024-01-10 12:00:00 UTC.
    static let now = Date(timeIntervalSince1970: 1_704_888_000)
}

/// Makes escape characters visible in recorded snapshots: `ESC` becomes `␛`.
func visibleEscapes(_ text: String) -> String {
    text.replacingOccurrences(of: "\u{1B}", with: "␛")
}

extension Hero {
    /// This hero's details with no latest comics loaded: what the screen shows when the list
    /// of its comics could not be had (the hero's own summary of comics stands in).
    var details: HeroDetails { HeroDetails(hero: self) }
}

extension Fixtures {
    /// A comic as the API sends it, `id` and `title`, whose characters are ``spiderMan`` alone
    /// (by his resource URI and name), with one on-sale date as the API writes it if `onSale` is
    /// given, and no dates otherwise.
    static func comicNamingSpiderMan(id: Int, title: String, onSale: String? = nil) -> ComicDTO {
        ComicDTO(
            id: id, title: title, dates: onSale.map { [ComicDateDTO(type: "onsaleDate", date: $0)] },
            characters: ResourceListDTO(
                available: 1, returned: 1, collectionURI: "",
                items: [
                    ResourceSummaryDTO(
                        resourceURI: "http://gateway.marvel.com/v1/public/characters/\(spiderMan.id)",
                        name: spiderMan.name)
                ]))
    }
}
