import Foundation
import HeroesCore

/// Heroes that are hard to lay out: long, wide (CJK), emoji, combining, empty, with control
/// characters in the name.
enum Fixtures {
    static let image = HeroImage(
        path: "https://i.annihil.us/u/prod/marvel/i/mg/3/50/526548a343e4b", fileExtension: "jpg")

    static let spiderMan = Hero(
        id: 1_009_610, name: "Spider-Man (Peter Parker)",
        description:
            "Bitten by a radioactive spider, high school student Peter Parker gained the speed, strength and powers of a spider.",
        modified: Date(timeIntervalSince1970: 1_595_341_856) /* 2020-07-21T10:30:56-0400 */, thumbnail: image,
        comics: HeroResourceList(available: 4_043), series: HeroResourceList(available: 1_018),
        stories: HeroResourceList(available: 5_939), events: HeroResourceList(available: 43)
    )

    static let heroes: [Hero] = [
        Hero(
            id: 1_011_334, name: "3-D Man",
            modified: Date(timeIntervalSince1970: 1_398_795_497) /* 2014-04-29T14:18:17-0400 */,
            thumbnail: HeroImage(
                path: "https://i.annihil.us/u/prod/marvel/i/mg/c/e0/535fecbbb9784", fileExtension: "jpg"),
            comics: HeroResourceList(available: 12), series: HeroResourceList(available: 3),
            stories: HeroResourceList(available: 21), events: HeroResourceList(available: 1)
        ),
        spiderMan,
        Hero(
            id: 1_010_338, name: "Captain Marvel (Carol Danvers) of the Ultimate Universe, Earth-1610",
            modified: Date(timeIntervalSince1970: 1_546_983_444) /* 2019-01-08T16:37:24-0500 */,
            comics: HeroResourceList(available: 1_564), series: HeroResourceList(available: 307),
            stories: HeroResourceList(available: 2_036), events: HeroResourceList(available: 29)
        ),
        Hero(
            id: 1_020_001, name: "スパイダーマン", description: "東京のスパイダーマン。",
            modified: Date(timeIntervalSince1970: 1_384_985_196) /* 2013-11-20T17:06:36-0500 */,
            comics: HeroResourceList(available: 2), series: HeroResourceList(available: 1),
            stories: HeroResourceList(available: 2), events: HeroResourceList(available: 0)
        ),
        Hero(
            id: 1_020_002, name: "🦸‍♀️ Hero",
            modified: Date(timeIntervalSince1970: 1_454_284_800) /* 2016-02-01T00:00:00+0000 */,
            comics: HeroResourceList(available: 7)
        ),
        Hero(id: 1_020_003, name: ""),
        Hero(
            id: 1_020_004, name: "Poke\u{301}mon\tTrainer\nRed",
            modified: Date(timeIntervalSince1970: 1_622_548_800) /* 2021-06-01T12:00:00Z */,
            comics: HeroResourceList(available: 99_999), series: HeroResourceList(available: 10),
            stories: HeroResourceList(available: 100_000), events: HeroResourceList(available: 1_000)
        ),
    ]

    static let attribution = "Data provided by Marvel. © 2025 MARVEL"

    /// Page 2 of 11, 203 heroes.
    static let page = HeroPage(offset: 20, limit: 20, total: 203, heroes: heroes, attribution: attribution)

    /// Page 11 of 11: the last.
    static let lastPage = HeroPage(
        offset: 200, limit: 20, total: 203, heroes: Array(heroes.prefix(3)), attribution: attribution)

    /// Page 99: past the end.
    static let pastTheEnd = HeroPage(offset: 1_960, limit: 20, total: 203, heroes: [], attribution: attribution)

    /// A search that matched nothing.
    static let noResults = HeroPage(offset: 0, limit: 20, total: 0, heroes: [], attribution: attribution)

    /// A page with one hero in all.
    static let single = HeroPage(offset: 0, limit: 20, total: 1, heroes: [spiderMan], attribution: attribution)

    /// 2024-01-10 12:00:00 UTC.
    static let now = Date(timeIntervalSince1970: 1_704_888_000)
}

/// Makes escape characters visible in recorded snapshots: `ESC` becomes `␛`.
func visibleEscapes(_ text: String) -> String {
    text.replacingOccurrences(of: "\u{1B}", with: "␛")
}
