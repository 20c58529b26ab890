public import HeroesCore
import MarvelWire

/// How many of a record's comics went on sale each year: a character's appearances, a creator's
/// work, counted from the record's whole list of comics (`/characters/{id}/comics`,
/// `/creators/{id}/comics`) by the year of each comic's on-sale date.
///
/// A comic without a usable date is not counted in any year but in ``undated``: no date, a
/// date that does not parse, the API's placeholders (year `-0001` and the instant 0, which
/// `Comic.onSaleDate` is already `nil` for), and a year outside ``countedYears``, which includes
/// 2037 and later, Marvel's "not known" (as an event's end).
///
/// ```swift
/// let byYear = ComicsByYear(days: ["1963-03-10", "1965-01-01", nil, "2037-01-01"])
/// byYear.firstYear   // 1963
/// byYear.counts      // [1, 0, 1]: 1963, 1964 (none), 1965
/// byYear.undated     // 2
/// ```
public struct ComicsByYear: Sendable, Hashable {
    /// The first year counted; meaningless when ``counts`` is empty.
    public var firstYear: Int
    /// One count a year from ``firstYear`` to the last year with a comic, a year without any
    /// counting 0; empty when no comic has a usable date.
    public var counts: [Int]
    /// The comics not counted in any year.
    public var undated: Int

    /// The years a comic can be counted in: from 1900 (before the first comic; earlier dates are
    /// bad data) to 2036 (2037 and later are Marvel's "not known").
    public static let countedYears = 1900...2036

    /// The `--json` key of the counts, kept or left out as any other (`--json id,name,comicsByYear`).
    public static let jsonField = "comicsByYear"

    /// The counts of `comics`, by the year of their `Comic.onSaleDate`.
    public init(comics: [Comic]) {
        self.init(days: comics.map(\.onSaleDay))
    }

    /// The counts of comics on sale on `days` (`YYYY-MM-DD`, as `Comic.onSaleDay` gives them;
    /// `nil` for none). A day is text: its year is read only when it is 1 to 5 digits before a
    /// `-`, then checked to be in ``countedYears`` before any arithmetic.
    public init(days: [String?]) {
        var counted: [Int: Int] = [:]
        var undated = 0
        for day in days {
            guard let year = day.flatMap(Self.year(of:)) else {
                undated += 1
                continue
            }
            counted[year, default: 0] += 1
        }
        guard let first = counted.keys.min(), let last = counted.keys.max() else {
            self.init(firstYear: Self.countedYears.lowerBound, counts: [], undated: undated)
            return
        }
        self.init(firstYear: first, counts: (first...last).map { counted[$0] ?? 0 }, undated: undated)
    }

    /// Counts as they are, for a test or another source: `counts[i]` is year `firstYear + i`.
    public init(firstYear: Int, counts: [Int], undated: Int = 0) {
        self.firstYear = firstYear
        self.counts = counts
        self.undated = undated
    }

    /// Each year from the first to the last and how many comics went on sale in it, 0 included.
    public var years: [(year: Int, comics: Int)] {
        counts.enumerated().map { (firstYear &+ $0.offset, $0.element) }
    }

    /// The year of `day` when it is one to count: the digits before its first `-`, in ``countedYears``.
    static func year(of day: String) -> Int? {
        let digits = day.utf8.prefix { $0 != UInt8(ascii: "-") }
        guard (1...5).contains(digits.count), digits.allSatisfy({ (48...57).contains($0) }),
            let year = Int(Substring(digits)), Self.countedYears.contains(year)
        else { return nil }
        return year
    }

    /// Loads the whole list of comics of record `id` of `Record`'s resource (a character, a
    /// creator, …) through `repository.listAll`, in calls of 100, at most `maximumCalls` of them
    /// (else `HeroesError.tooManyCalls` before the rest are made), each
    /// cached as any call, and counts them. The origin is the list's.
    public static func load<Record: MarvelModel>(
        of id: Int, as record: Record.Type, from repository: HeroesRepository, policy: CachePolicy,
        maximumCalls: Int = HeroesRepository.defaultMaximumCalls,
        progress: (@Sendable (FetchProgress) -> Void)? = nil
    ) async throws(HeroesError) -> Fetched<ComicsByYear> {
        let request = ListRequest(MarvelRoute(Record.resource, id: id, related: .comics))
        let comics = try await repository.listAll(
            request, as: Comic.self, policy: policy, maximumCalls: maximumCalls, progress: progress)
        return Fetched(value: ComicsByYear(comics: comics.value.items), origin: comics.origin)
    }
}
