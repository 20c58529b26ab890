import MarvelWire

/// A catalog's comics, sorted by id, with what searching them needs, and the links between them
/// and the catalog's characters.
///
/// A character and a comic are linked when either lists the other: the character's `comics`
/// summary names the comic, or the comic's `characters` summary names the character. Summaries
/// stop at 20 items, so each side alone misses links the other has; the union is every link the
/// data holds, and the four operations that follow links (`/characters/{id}/comics`,
/// `/comics/{id}/characters`, and the `comics` and `characters` filters) all read this one set.
struct ComicShelf: Sendable {
    /// The comics, sorted by id.
    let comics: [ComicDTO]
    /// Position of each comic id in ``comics``.
    let positionByID: [Int: Int]
    /// Each comic's title, lower-cased, by position.
    let lowercasedTitles: [String]
    /// Each comic's `onsaleDate` in seconds since 1970 (`-infinity` when it has none), by position.
    let onsaleTimes: [Double]
    /// Each comic's `focDate`, likewise.
    let focTimes: [Double]
    /// Each comic's `modified` date, likewise (the embedded comics carry none).
    let modifiedTimes: [Double]
    /// The ids each comic's summaries name, by list (`creators`, `stories`, `events`, and
    /// `series` for its one series) and position.
    let summaryIDs: [MarvelResource: [[Int]]]
    /// The linked characters of each comic, as positions in the catalog's character order.
    let characterPositions: [[Int]]
    /// The linked comics of each character (by position in the catalog), as comic positions.
    let comicPositions: [[Int]]
    /// The positions of the characters linked to a comic id, including the ids of comics the
    /// catalog does not carry, which characters may still list.
    let characterPositionsByComicID: [Int: [Int]]
    /// The ids of the characters each comic is linked to, whether or not the catalog carries
    /// them: the comic's own summary and the catalog's characters that list it.
    let characterIDs: [Set<Int>]

    /// The shelf of `comics` (any order; the first of two with one id is kept) beside the
    /// catalog's `characters`, whose positions and listed comic ids the catalog has already.
    init(comics: [ComicDTO], characters: [CharacterDTO], characterPositionByID: [Int: Int], characterComicIDs: [[Int]])
    {
        var seen = Set<Int>()
        let sorted = comics.filter { seen.insert($0.id).inserted }.sorted { $0.id < $1.id }
        self.comics = sorted
        var positions = [Int: Int](minimumCapacity: sorted.count)
        for (position, comic) in sorted.enumerated() { positions[comic.id] = position }
        self.positionByID = positions
        lowercasedTitles = sorted.map { ($0.title ?? "").lowercased() }
        onsaleTimes = sorted.map { Self.time(of: "onsaleDate", in: $0) }
        focTimes = sorted.map { Self.time(of: "focDate", in: $0) }
        modifiedTimes = sorted.map { $0.modified.flatMap(MarvelDate.seconds) ?? -.infinity }
        summaryIDs = [
            .creators: sorted.map { $0.creators?.itemIDs ?? [] },
            .stories: sorted.map { $0.stories?.itemIDs ?? [] },
            .events: sorted.map { $0.events?.itemIDs ?? [] },
            .series: sorted.map { comic in
                comic.series?.resourceURI.flatMap(ResourceSummaryDTO.trailingID).map { [$0] } ?? []
            },
        ]
        let ownCharacterIDs = sorted.map { $0.characters?.itemIDs ?? [] }

        // Every (character, comic id) link, from both sides.
        var byComicID: [Int: Set<Int>] = [:]
        for (character, ids) in characterComicIDs.enumerated() {
            for id in ids { byComicID[id, default: []].insert(character) }
        }
        for (position, ids) in ownCharacterIDs.enumerated() {
            for id in ids {
                if let character = characterPositionByID[id] {
                    byComicID[sorted[position].id, default: []].insert(character)
                }
            }
        }
        characterPositionsByComicID = byComicID.mapValues { $0.sorted() }
        var linkedCharacters = [[Int]](repeating: [], count: sorted.count)
        var linkedComics = [[Int]](repeating: [], count: characters.count)
        for (id, characterSet) in byComicID {
            guard let position = positions[id] else { continue }
            linkedCharacters[position] = characterSet.sorted()
            for character in characterSet { linkedComics[character].append(position) }
        }
        self.characterPositions = linkedCharacters
        self.comicPositions = linkedComics.map { $0.sorted() }
        characterIDs = ownCharacterIDs.indices.map { position in
            Set(ownCharacterIDs[position]).union(linkedCharacters[position].map { characters[$0].id })
        }
    }

    /// The date of type `type` in the comic's `dates`, in seconds since 1970, or `-infinity`.
    private static func time(of type: String, in comic: ComicDTO) -> Double {
        comic.dates?.first { $0.type == type }?.date.flatMap(MarvelDate.seconds) ?? -.infinity
    }
}
