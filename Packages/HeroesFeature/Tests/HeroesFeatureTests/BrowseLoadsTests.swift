import Foundation
import HeroesCore
import HeroesCoreTesting
import HeroesFeature
import HeroesPresentation
import MarvelWire
import NetworkStubs
import Testing
import TestingUtils

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

    /// NetworkStubs' in-process Marvel serving `heroes`, except that, while armed (from the
    /// start, until `armed` says otherwise), a call `stalls` picks waits until its task is
    /// cancelled (a sleep of a day that only the cancellation ends), and says so.
    struct Stalling: MarvelService {
        let marvel: RemoteMarvelService
        let stalls: @Sendable (MarvelRoute) -> Bool
        let started = Log<MarvelRoute>()
        let cancelled = Log<MarvelRoute>()
        let armed = Log<Bool>()
        var baseURL: URL { marvel.baseURL }
        var serverName: String { marvel.serverName }

        func fetch(_ route: MarvelRoute, ifNoneMatch etag: String?) async throws(HeroesError) -> ConditionalResponse {
            if armed.values.last ?? true, stalls(route) {
                started.append(route)
                do {
                    try await Task.sleep(for: .seconds(86_400))
                } catch {
                    cancelled.append(route)
                    throw .network(.cancelled, server: serverName)
                }
            }
            return try await marvel.fetch(route, ifNoneMatch: etag)
        }

        init(heroes: [Hero], stalls: @escaping @Sendable (MarvelRoute) -> Bool) {
            let catalog = Catalog(characters: heroes.map(CharacterDTO.init(hero:)))
            marvel = RemoteMarvelService.anyKey(over: InProcessTransport(catalog: catalog))
            self.stalls = stalls
        }

        /// Stalls the searches for heroes whose names start with `prefix`.
        static func search(_ prefix: String, heroes: [Hero]) -> Stalling {
            Stalling(heroes: heroes) { $0.query[.nameStartsWith]?.text == prefix }
        }
    }

    /// The generation each answer or failure sent was for.
    static func generation(of event: BrowseSession.Event) -> Int? {
        guard case .answer(let answer, screen: 0) = event, answer.slot == 0 else { return nil }
        return answer.generation
    }

    @Test func aNewSearchCancelsTheOneInFlightAndOnlyItsAnswerIsSent() async {
        let heroes = [Hero(id: 1, name: "Abomination"), Hero(id: 2, name: "Absorbing Man"), Hero(id: 3, name: "Hulk")]
        let service = Stalling.search("a", heroes: heroes)
        let sent = Log<BrowseSession.Event>()
        let loads = BrowseLoads(repository: HeroesRepository(service: service)) { sent.append($0) }

        loads.perform(
            BrowseLoad(.first(HeroesBrowser.query(for: "a").request), of: Hero.self, generation: 2), screen: 0)
        #expect(await eventually { service.started.values.count == 1 }, "the search for \"a\" is in flight")
        loads.perform(
            BrowseLoad(.first(HeroesBrowser.query(for: "ab").request), of: Hero.self, generation: 3), screen: 0)

        #expect(await eventually { service.cancelled.values.count == 1 }, "the search for \"a\" was cancelled")
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

    /// Starts `load` on screen 0, waits until its call stalls, leaves the screen and waits for
    /// the load's end: the events it sent (none is right).
    func eventsOfALoadCancelledInFlight(
        _ load: BrowseLoad, before: BrowseLoad? = nil, stalls: @escaping @Sendable (MarvelRoute) -> Bool
    ) async -> [BrowseSession.Event] {
        let heroes = [Hero(id: 1, name: "Abomination"), Hero(id: 2, name: "Absorbing Man")]
        let service = Stalling(heroes: heroes, stalls: stalls)
        let sent = Log<BrowseSession.Event>()
        let loads = BrowseLoads(repository: HeroesRepository(service: service)) { sent.append($0) }
        if let before {
            service.armed.append(false)
            await loads.perform(before, screen: 0)?.value
            service.armed.append(true)
            #expect(!sent.values.isEmpty, "the load before it answered")
        }
        let answeredBefore = sent.values.count
        guard let task = loads.perform(load, screen: 0) else {
            Issue.record("nothing to load for \(load)")
            return []
        }
        #expect(await eventually { service.started.values.count == 1 }, "the load's call is in flight")
        loads.cancel(screen: 0)
        await task.value
        // The load's task ends when its stream does; the call under it sees the cancellation at
        // its next check, which may come after.
        #expect(await eventually { service.cancelled.values.count == 1 }, "the call saw the cancellation")
        return Array(sent.values.dropFirst(answeredBefore))
    }

    @Test func aRecordLoadCancelledInFlightSendsNothing() async {
        let events = await eventsOfALoadCancelledInFlight(
            BrowseLoad(.record(id: 1, refresh: false), of: Hero.self, generation: 1)
        ) { $0.id == 1 }
        #expect(events.isEmpty, "\(events)")
    }

    @Test func aRecordRefreshCancelledInFlightSendsNothing() async {
        let events = await eventsOfALoadCancelledInFlight(
            BrowseLoad(.record(id: 1, refresh: true), of: Hero.self, generation: 1)
        ) { $0.id == 1 }
        #expect(events.isEmpty, "\(events)")
    }

    @Test func aListRefreshCancelledInFlightSendsNothing() async {
        let request = HeroesBrowser.query(for: "").request
        let events = await eventsOfALoadCancelledInFlight(
            BrowseLoad(.refresh(keeping: 1), of: Hero.self, generation: 2),
            before: BrowseLoad(.first(request), of: Hero.self, generation: 1)
        ) { _ in true }
        #expect(events.isEmpty, "\(events)")
    }

    @Test func aNextPageCancelledInFlightSendsNothing() async {
        var request = HeroesBrowser.query(for: "").request
        request.limit = 1
        let events = await eventsOfALoadCancelledInFlight(
            BrowseLoad(.next, of: Hero.self, generation: 1),
            before: BrowseLoad(.first(request), of: Hero.self, generation: 1)
        ) { _ in true }
        #expect(events.isEmpty, "\(events)")
    }
}
