import Foundation
import HeroesCore
import HeroesCoreTesting
import HeroesFeature
import HeroesPresentation
import MarvelWire
import NetworkStubs
import Testing

/// The loads of `heroes browse` (HeroesPresentation's `BrowseLoads`), for the hero list: a new
/// search cancels the one in flight, whose answer is never sent.
@Suite struct BrowseLoadsTests {
    /// Values recorded from any task.
    final class Log<Value: Sendable>: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [Value] = []
        func append(_ value: Value) { lock.withLock { stored.append(value) } }
        var values: [Value] { lock.withLock { stored } }
    }

    /// NetworkStubs' in-process Marvel serving `heroes`, except that a search for heroes
    /// starting with "a" waits (at most 10 s) until its task is cancelled, and says so.
    struct SlowSearch: MarvelService {
        let marvel: RemoteMarvelService
        let started = Log<String>()
        let cancelled = Log<String>()
        var baseURL: URL { marvel.baseURL }
        var serverName: String { marvel.serverName }

        func fetch(_ route: MarvelRoute, ifNoneMatch etag: String?) async throws(HeroesError) -> ConditionalResponse {
            let search = route.query[.nameStartsWith]?.text
            if search == "a" {
                started.append("a")
                for _ in 0..<1_000 {
                    if Task.isCancelled {
                        cancelled.append("a")
                        throw .network(.cancelled, server: serverName)
                    }
                    try? await Task.sleep(for: .milliseconds(10))
                }
            }
            return try await marvel.fetch(route, ifNoneMatch: etag)
        }

        init(heroes: [Hero]) {
            let catalog = Catalog(characters: heroes.map(CharacterDTO.init(hero:)))
            marvel = RemoteMarvelService.anyKey(over: InProcessTransport(catalog: catalog))
        }
    }

    /// Whether `condition` holds within 10 s, checked every 10 ms.
    func eventually(_ condition: () -> Bool) async -> Bool {
        for _ in 0..<1_000 {
            if condition() { return true }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return condition()
    }

    /// The generation each answer or failure sent was for.
    static func generation(of event: BrowseSession.Event) -> Int? {
        guard case .answer(let answer, screen: 0) = event, answer.slot == 0 else { return nil }
        return answer.generation
    }

    @Test func aNewSearchCancelsTheOneInFlightAndOnlyItsAnswerIsSent() async {
        let heroes = [Hero(id: 1, name: "Abomination"), Hero(id: 2, name: "Absorbing Man"), Hero(id: 3, name: "Hulk")]
        let service = SlowSearch(heroes: heroes)
        let sent = Log<BrowseSession.Event>()
        let loads = BrowseLoads(repository: HeroesRepository(service: service)) { sent.append($0) }

        loads.perform(
            BrowseLoad(.first(HeroesBrowser.query(for: "a").request), of: Hero.self, generation: 2), screen: 0)
        #expect(await eventually { service.started.values == ["a"] }, "the search for \"a\" is in flight")
        loads.perform(
            BrowseLoad(.first(HeroesBrowser.query(for: "ab").request), of: Hero.self, generation: 3), screen: 0)

        #expect(await eventually { service.cancelled.values == ["a"] }, "the search for \"a\" was cancelled")
        #expect(await eventually { sent.values.contains { Self.generation(of: $0) == 3 } })
        let generations = sent.values.compactMap(Self.generation(of:))
        #expect(!generations.contains(2), "nothing was sent for the cancelled search: \(generations)")
        guard case .answer(let answer, screen: 0) = sent.values.last, answer.generation == 3,
            case .pages(_, replacing: true, final: true) = answer.result, let pages = answer.pages(of: Hero.self)
        else {
            Issue.record("the last event is not generation 3's final page: \(sent.values)")
            return
        }
        #expect(pages.flatMap(\.value.heroes).map(\.name) == ["Abomination", "Absorbing Man"])
    }
}
