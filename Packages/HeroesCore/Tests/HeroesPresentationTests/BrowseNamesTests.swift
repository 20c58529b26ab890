import HeroesCore
import HeroesPresentation
import MarvelWire
import Testing

/// `browse`'s name searches (`BrowseNames`): names read ahead in the background by `prepare` (code
/// for speed only, benchmarks/DECISIONS.md) find what names read by the first search find, and
/// `HEROES_BROWSE_PREPARE` switches the reading ahead off.
@Suite struct BrowseNamesTests {
    /// Names of each resource, told apart by the resource, some alike but for case, accents and
    /// punctuation, and enough of them that an order of matches is not an accident.
    static func names(of resource: MarvelResource) -> [NamedRecord] {
        let fixed = [
            "Spider-Man", "spider-woman", "Amazing Spider-Man (1963) #1", "Élan Vital", "Iron Man", "IRON FIST",
            "Ms. Marvel", "Man-Thing", "A-Bomb (HAS)", "Über Thor",
        ]
        let named = fixed.map { "\($0) \(resource.rawValue)" } + (0..<400).map { "Record \($0 * 7 % 401) \(resource)" }
        return named.enumerated().map { NamedRecord(id: 1_000 + $0.offset * 3, name: $0.element) }
    }

    static let queries = ["spider", "MAN", "man ", "elan", "é", "thor", "record 1", "7", "-", "zzz", "iron f"]

    @Test func searchesOfNamesReadAheadFindTheSameIdsInTheSameOrderAsSearchesThatReadThemAndReadNoneAgain() async throws
    {
        let (reads, reader) = AsyncStream.makeStream(of: MarvelResource.self)
        let prepared = BrowseNames { resource in
            reader.yield(resource)
            return Self.names(of: resource)
        }
        let plain = BrowseNames { Self.names(of: $0) }
        prepared.prepare(MarvelResource.allCases)
        // Every list read in the background before any search.
        var read: [MarvelResource] = []
        for await resource in reads {
            read.append(resource)
            if read.count == MarvelResource.allCases.count { break }
        }
        #expect(read == MarvelResource.allCases)
        var matched = 0
        for resource in MarvelResource.allCases {
            for query in Self.queries {
                let ahead = try await prepared.ids(of: resource, matching: query)
                let onFirstSearch = try await plain.ids(of: resource, matching: query)
                #expect(ahead == onFirstSearch, "\(resource) \(query)")
                matched += ahead.count
            }
        }
        // The searches of the prepared names read none again.
        reader.finish()
        var readAgain: [MarvelResource] = []
        for await resource in reads { readAgain.append(resource) }
        #expect(readAgain.isEmpty)
        // The queries find something (a comparison of empty answers cannot fail).
        #expect(matched > 1_000)
    }

    @Test(arguments: [(nil, true), ("1", true), ("", true), ("yes", true), ("0", false), ("false", false)])
    func preparesAheadUnlessTheVariableIsZeroOrFalse(value: String?, on: Bool) {
        #expect(BrowseNames.preparesAhead(variable: value) == on)
    }

    @Test(arguments: [(nil, 2), ("2", 2), ("", 2), ("0", 2), ("1", 1)])
    func namesAreReadInTwoPartsUnlessTheVariableIsOne(value: String?, parts: Int) {
        #expect(BrowseNames.parts(variable: value) == parts)
    }
}
