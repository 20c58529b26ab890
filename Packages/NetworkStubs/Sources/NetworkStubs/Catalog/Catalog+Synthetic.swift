import AppConfig
import FoundationEssentials
import MarvelWire

extension Catalog {
    /// The id of the first synthetic character; the others follow one by one.
    public static let firstSyntheticID = 2_000_000

    /// The most characters `heroes serve --synthetic` makes. 100,000 already hold about 500 MB;
    /// a number typed on the command line should not decide how much memory the server takes.
    public static let maximumSyntheticCount = 100_000

    /// A deterministic catalog of `count` made-up characters named `Synthetic Hero 00000`,
    /// `Synthetic Hero 00001`, … (numbered from 0, zero-padded to at least five digits so the
    /// name order is the number order), with id ``firstSyntheticID`` + number, dates between
    /// 2010 and 2025, plausible `available` counts and a few items per list (at most 4). The
    /// same `count` and `seed` always give the same catalog. It carries no comic records: a
    /// character's comics are served from its summary, as its series, stories and events are.
    ///
    /// Made for load and paging tests: 100,000 characters take well under a second in release.
    public static func synthetic(count: Int, seed: UInt64 = 1) -> Catalog {
        precondition(count >= 0, "count must not be negative")
        var random = SplitMix64(seed: seed)
        let width = max(5, String(max(0, count - 1)).count)
        var characters: [CharacterDTO] = []
        characters.reserveCapacity(count)
        for index in 0..<count {
            characters.append(SyntheticFactory.character(number: index, width: width, random: &random))
        }
        return Catalog(characters: characters)
    }
}

/// Builds one synthetic character; plain string concatenation keeps it fast.
private enum SyntheticFactory {
    static let gateway = "https://gateway.marvel.com/v1/public/"
    static let imageBase = "http://i.annihil.us/u/prod/marvel/i/mg/"
    static let titles = ["Saga", "Chronicles", "Tales", "Legends", "Adventures", "Quest", "Annual", "Origins"]
    static let eventNames = ["Crossing Worlds", "Dark Tide", "Silent War", "Broken Crown", "Last Light", "Iron Storm"]
    static let start2010: Int64 = 1_262_304_000
    static let span: UInt64 = 15 * 365 * 86_400

    static func character(number: Int, width: Int, random: inout SplitMix64) -> CharacterDTO {
        let id = Catalog.firstSyntheticID + number
        let digits = String(number)
        let padded = String(repeating: "0", count: max(0, width - digits.count)) + digits
        let name = "Synthetic Hero " + padded
        let idText = String(id)
        let characterURI = gateway + "characters/" + idText

        let comics = list(
            .comics, characterURI: characterURI, available: skewed(&random, max: 3000), shown: 4, random: &random)
        let series = list(
            .series, characterURI: characterURI, available: skewed(&random, max: 600), shown: 3, random: &random)
        let stories = list(
            .stories, characterURI: characterURI, available: skewed(&random, max: 4000), shown: 4, random: &random)
        let events = list(
            .events, characterURI: characterURI, available: skewed(&random, max: 30), shown: 2, random: &random)

        let described = random.next() % 3 == 0
        let description =
            described
            ? name + " appears in " + String(comics.available ?? 0) + " comics, " + String(series.available ?? 0)
                + " series, "
                + String(stories.available ?? 0) + " stories and " + String(events.available ?? 0)
                + " events in this catalog."
            : ""
        let modified = MarvelDate.format(secondsSince1970: start2010 + Int64(random.next() % span))
        let thumbnail =
            random.next() % 10 == 0
            ? ImageDTO(path: imageBase + "b/40/image_not_available", extension: "jpg")
            : ImageDTO(path: imageBase + "s/" + String(random.next() % 0xFFFF_FFFF, radix: 16), extension: "jpg")
        let slug = "synthetic_hero_" + padded
        return CharacterDTO(
            id: id,
            name: name,
            description: description,
            modified: modified,
            resourceURI: characterURI,
            urls: [
                URLDTO(type: "detail", url: "http://marvel.com/characters/" + idText + "/" + slug),
                URLDTO(type: "comiclink", url: "http://marvel.com/comics/characters/" + idText + "/" + slug),
            ],
            thumbnail: thumbnail,
            comics: comics,
            stories: stories,
            events: events,
            series: series
        )
    }

    /// A count in `0...max`, most of them small, as in the real catalog.
    static func skewed(_ random: inout SplitMix64, max: Int) -> Int {
        let unit = random.nextUnitInterval()
        return Int(unit * unit * unit * Double(max))
    }

    static func list(
        _ kind: MarvelResource, characterURI: String, available: Int, shown: Int, random: inout SplitMix64
    ) -> ResourceListDTO {
        let itemCount = min(available, shown)
        var items: [ResourceSummaryDTO] = []
        items.reserveCapacity(itemCount)
        for _ in 0..<itemCount {
            let itemID = Int(random.next() % 90_000) + 1_000
            let uri = gateway + kind.rawValue + "/" + String(itemID)
            let title = titles[itemID % titles.count]
            switch kind {
            case .comics:
                items.append(
                    ResourceSummaryDTO(
                        resourceURI: uri,
                        name: "Synthetic " + title + " (" + String(1990 + itemID % 35) + ") #"
                            + String(itemID % 300 + 1)))
            case .series:
                items.append(
                    ResourceSummaryDTO(
                        resourceURI: uri,
                        name: "Synthetic " + title + " (" + String(1990 + itemID % 35) + " - "
                            + String(2000 + itemID % 25) + ")"))
            case .stories:
                let isCover = itemID % 2 == 0
                items.append(
                    ResourceSummaryDTO(
                        resourceURI: uri, name: (isCover ? "Cover #" : "Interior #") + String(itemID),
                        type: isCover ? "cover" : "interiorStory"))
            case .events, .characters, .creators:
                items.append(ResourceSummaryDTO(resourceURI: uri, name: eventNames[itemID % eventNames.count]))
            }
        }
        return ResourceListDTO(
            available: available, returned: items.count, collectionURI: characterURI + "/" + kind.rawValue, items: items
        )
    }
}
