import DesignTokens
import FoundationEssentials
import HeroesCLI
import HeroesCore
import HeroesFeature
import HeroesPresentation
import MarvelWire
import TerminalScreen

/// The measurements of `scripts/bench-browse`: how long `heroes browse` takes to redraw after
/// each key of a scripted session (the session's state change, the frame's lines and the bytes
/// that update the screen), and how many bytes each key writes, with 1,500 heroes loaded; and,
/// against a server, how long a search takes from the debounce firing to its frame.
enum BrowseBenchmark {
    /// One size's figures.
    struct Figures: Sendable {
        var columns: Int
        var lines: Int
        var keys: Int
        /// Per key, in milliseconds.
        var p50: Double
        var p99: Double
        var max: Double
        /// Bytes written per key: mean and largest.
        var meanBytes: Double
        var maxBytes: Int
        /// Bytes a full redraw of each key's frame writes, mean: the baseline the diff is measured against.
        var meanFullBytes: Double
    }

    /// The keys of the scripted session: down the list and back, pages, ends, a search typed and
    /// cleared, the help opened and closed.
    static var script: [Key] {
        var keys: [Key] = Array(repeating: .down, count: 300) + Array(repeating: .pageDown, count: 40)
        keys += Array(repeating: .up, count: 100) + Array(repeating: .pageUp, count: 20)
        keys += [.end, .home, .wheelDown, .wheelDown, .wheelUp, .character("?"), .down]
        keys += [.character("/")] + "spider".map { Key.character($0) } + [.backspace, .backspace, .escape]
        return keys
    }

    /// Runs the scripted session `rounds` times on a window of `columns`×`lines` with `heroes`
    /// heroes loaded.
    static func redraw(columns: Int, lines: Int, heroes count: Int = 1_500, rounds: Int = 5) -> Figures {
        let size = TerminalSize(columns: columns, lines: lines)
        let style = TerminalStyle.colored
        let now = Date(timeIntervalSince1970: 1_704_888_000)
        var durations: [Double] = []
        var bytes: [Int] = []
        var fullBytes: [Int] = []
        for _ in 0..<rounds {
            var session = loaded(size: size, heroes: count)
            var shown = Frame(width: columns, height: lines, lines: session.lines(style: style, now: now))
            for key in script {
                let start = ContinuousClock.now
                _ = session.handle(.key(key, now: now))
                let frame = Frame(width: columns, height: lines, lines: session.lines(style: style, now: now))
                let update = frame.update(from: shown)
                let elapsed = ContinuousClock.now - start
                shown = frame
                durations.append(milliseconds(elapsed))
                bytes.append(update.utf8.count)
                fullBytes.append(frame.update(from: nil).utf8.count)
            }
        }
        durations.sort()
        return Figures(
            columns: columns, lines: lines, keys: durations.count, p50: percentile(durations, 0.50),
            p99: percentile(durations, 0.99), max: durations.last ?? 0,
            meanBytes: mean(bytes), maxBytes: bytes.max() ?? 0, meanFullBytes: mean(fullBytes))
    }

    /// A session with `count` heroes loaded, 50 a page, as the paginator hands them over.
    static func loaded(size: TerminalSize, heroes count: Int) -> BrowseSession {
        var session = BrowseSession.heroes(size: size)
        _ = session.start()
        for offset in stride(from: 0, to: count, by: HeroesBrowser.pageSize) {
            let heroes = (offset..<min(count, offset + HeroesBrowser.pageSize)).map { index in
                Hero(
                    id: 1_000_000 + index, name: "Hero number \(index) (Earth-\(616 + index % 7))",
                    modified: Date(timeIntervalSince1970: 1_400_000_000 + Double(index) * 86_400),
                    comics: HeroResourceList(available: index * 7 % 3_000))
            }
            let page = HeroPage(
                offset: offset, limit: HeroesBrowser.pageSize, total: count, heroes: heroes,
                attribution: "Data provided by Marvel. © 2017 MARVEL")
            _ = session.handle(
                .answer(
                    .pages(
                        [Fetched(value: page, origin: .network)], generation: 1, replacing: offset == 0, final: true),
                    screen: 0))
        }
        return session
    }

    /// Milliseconds from the debounce firing to the frame showing the results, for each of
    /// `searches`, through the repository `heroes browse` would use with this environment's
    /// settings (the server's answer, the state change, the frame).
    static func searchLatency(searches: [String], columns: Int = 120, lines: Int = 40) async throws
        -> [Double]
    {
        let repository = try BrowseSession.repository()
        var results: [Double] = []
        for search in searches {
            var session = BrowseSession.heroes(size: TerminalSize(columns: columns, lines: lines))
            _ = session.start()
            let start = ContinuousClock.now
            let paginator = ListPaginator(
                repository: repository, request: HeroesBrowser.query(for: search).request, as: Hero.self)
            guard let page = try? await paginator.loadNextPage() else { continue }
            _ = session.handle(.answer(.pages([page], generation: 1, replacing: true, final: true), screen: 0))
            _ = session.lines(style: .colored, now: Date())
            results.append(milliseconds(ContinuousClock.now - start))
        }
        return results.sorted()
    }

    /// A resource's searches on the embedded catalog, as `heroes browse` makes them
    /// (``BrowseSession/names()``): `first`, the first search's milliseconds from nothing read
    /// (its names read and folded, then searched: a search typed before they are read ahead);
    /// `after`, each of `searches` once the names are in memory, sorted.
    struct EmbeddedSearch: Sendable {
        var resource: MarvelResource
        var names: Int
        var first: Double
        var after: [Double]
    }

    /// ``EmbeddedSearch`` for each of the six resources, each from a new ``BrowseNames``.
    static func embeddedSearches(_ searches: [String]) async throws -> [EmbeddedSearch] {
        var results: [EmbeddedSearch] = []
        for resource in MarvelResource.allCases {
            guard let names = try BrowseSession.names() else { return [] }
            let start = ContinuousClock.now
            let all = try await names.ids(of: resource, matching: "")
            _ = try await names.ids(of: resource, matching: searches[0])
            let first = milliseconds(ContinuousClock.now - start)
            var after: [Double] = []
            for search in searches {
                let start = ContinuousClock.now
                _ = try await names.ids(of: resource, matching: search)
                after.append(milliseconds(ContinuousClock.now - start))
            }
            results.append(EmbeddedSearch(resource: resource, names: all.count, first: first, after: after.sorted()))
        }
        return results
    }

    static func mean(_ values: [Int]) -> Double { Double(values.reduce(0, +)) / Double(max(1, values.count)) }

    static func percentile(_ sorted: [Double], _ fraction: Double) -> Double {
        guard !sorted.isEmpty else { return 0 }
        return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * fraction).rounded(.up)))]
    }

    static func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1_000 + Double(duration.components.attoseconds) / 1e15
    }
}
