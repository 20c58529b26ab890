import Foundation
public import MarvelWire

/// What a stub server answers from: characters, kept in the API's default order (by name,
/// case-insensitively, then by id), and the comics they appear in, with the lookups the server
/// needs built once. Both are the shared wire format's records (`CharacterDTO`, `ComicDTO`), so
/// the server serves exactly what a client decodes.
///
/// Get one from ``embedded`` (the catalog compiled into the binary), from a JSON file with
/// ``load(contentsOf:)``, from JSON data with ``init(jsonData:)``, or make a large one with
/// ``synthetic(count:seed:)``.
public struct Catalog: Sendable {
    /// The characters, sorted by name as the API sorts by default, each complete (see
    /// ``CharacterDTO/catalogRecord()``).
    public let characters: [CharacterDTO]
    /// Position of each character id in ``characters``.
    let positionByID: [Int: Int]
    /// Each character's name, lower-cased, by position.
    let lowercasedNames: [String]
    /// Each character's `modified` date in seconds since 1970 (`-infinity` when unreadable), by position.
    let modifiedTimes: [Double]
    /// The ids each character's summary lists name, by list and position: what the
    /// `comics`/`series`/`events`/`stories` filters of `/characters` look at.
    let summaryIDs: [MarvelResource: [[Int]]]
    /// Whether the catalog carries comic records, known without building ``comicShelf``.
    let carriesComics: Bool
    /// The comics and their links to the characters, built on first use: the embedded comics
    /// are only decoded when a comic is asked for, so a page of heroes never pays for them.
    let comicShelf: Lazy<ComicShelf>

    /// Creates a catalog from characters in any order (they are sorted by name) and the comics
    /// they appear in (any order; they are sorted by id). When two records share an id, the
    /// first one is kept.
    public init(characters: [CharacterDTO], comics: [ComicDTO] = []) {
        self.init(characters: characters, carriesComics: !comics.isEmpty) { comics }
    }

    /// Creates a catalog whose comics are made by `comics` when first needed.
    init(characters: [CharacterDTO], carriesComics: Bool, comics: @escaping @Sendable () -> [ComicDTO]) {
        var seen = Set<Int>()
        seen.reserveCapacity(characters.count)
        var unique = characters.filter { seen.insert($0.id).inserted }.map { $0.catalogRecord() }
        var keys = unique.map { ($0.name ?? "").lowercased() }
        if !Self.isSorted(unique, keys: keys) {
            let order = unique.indices.sorted { Self.precedes(keys[$0], unique[$0].id, keys[$1], unique[$1].id) }
            unique = order.map { unique[$0] }
            keys = order.map { keys[$0] }
        }
        self.characters = unique
        self.lowercasedNames = keys
        self.modifiedTimes = unique.map { MarvelDate.seconds($0.modified ?? "") ?? -.infinity }
        var positions = [Int: Int](minimumCapacity: unique.count)
        for (position, character) in unique.enumerated() { positions[character.id] = position }
        self.positionByID = positions
        var summaryIDs: [MarvelResource: [[Int]]] = [:]
        for list in MarvelResource.characters.relatedResources {
            summaryIDs[list] = unique.map { $0.list(list)?.itemIDs ?? [] }
        }
        self.summaryIDs = summaryIDs
        self.carriesComics = carriesComics
        let (records, positionByID, characterComicIDs) = (unique, positions, summaryIDs[.comics] ?? [])
        self.comicShelf = Lazy {
            ComicShelf(
                comics: comics(), characters: records, characterPositionByID: positionByID,
                characterComicIDs: characterComicIDs
            )
        }
    }

    /// The number of characters.
    public var count: Int { characters.count }

    /// The character with that id, if any.
    public func character(id: Int) -> CharacterDTO? {
        positionByID[id].map { characters[$0] }
    }

    /// The comics, sorted by id (building them on first use).
    public var comics: [ComicDTO] { comicShelf.value.comics }

    /// The comic with that id, if the catalog carries it.
    public func comic(id: Int) -> ComicDTO? {
        guard carriesComics else { return nil }
        let shelf = comicShelf.value
        return shelf.positionByID[id].map { shelf.comics[$0] }
    }

    /// Whether the catalog holds records of `resource`: its characters always, its comics when
    /// it has any. Of the other types it knows only the summaries its records list.
    func carries(_ resource: MarvelResource) -> Bool {
        switch resource {
        case .characters: true
        case .comics: carriesComics
        case .creators, .events, .series, .stories: false
        }
    }

    /// The catalog compiled into the binary: every character of the real API captures, with
    /// project-written descriptions, and the 2017 snapshot's records of the comics they list.
    /// The characters are decoded once, on first use; the comics once, when first asked for.
    public static var embedded: Catalog { embeddedCatalog }

    private static let embeddedCatalog: Catalog = {
        do {
            let characters = try decodeCharacters(Data(EmbeddedCatalogData.json.utf8), path: nil)
            return Catalog(characters: characters, carriesComics: true) {
                EmbeddedComic.decodeAll(EmbeddedComicsData.json)
            }
        } catch {
            preconditionFailure("The embedded catalog does not decode: \(error)")
        }
    }()

    /// The API's default name order: lower-cased names compared by Unicode scalar value, then ids.
    static func precedes(_ lhsName: String, _ lhsID: Int, _ rhsName: String, _ rhsID: Int) -> Bool {
        if lhsName == rhsName { return lhsID < rhsID }
        return lhsName.unicodeScalars.lexicographicallyPrecedes(rhsName.unicodeScalars)
    }

    private static func isSorted(_ characters: [CharacterDTO], keys: [String]) -> Bool {
        guard characters.count > 1 else { return true }
        for index in 1..<characters.count
        where precedes(keys[index], characters[index].id, keys[index - 1], characters[index - 1].id) {
            return false
        }
        return true
    }
}
