public import MarvelWire
import Synchronization

/// What `heroes path` walks with ``ShortestPath``: each hero's comics and each comic's heroes.
/// Either the links between them held in memory (the embedded catalog's, read at once), or a
/// server's lists (a hero's comics, a comic's characters) through the repository, every answer
/// cached and every call counted against a budget.
///
/// ```swift
/// let graph = PathGraph(links: [(hero: 1, comic: 10), (hero: 2, comic: 10)])
/// let outcome = try await graph.shortestPath(from: 1, to: 2)  // .found([Hop(from: 1, via: 10, to: 2)])
/// ```
public struct PathGraph {
    /// Why a walk stopped without an answer.
    public enum Failure: Error, Equatable {
        /// A list could not be read.
        case api(HeroesError)
        /// The calls allowed (`calls`) were spent.
        case budgetSpent(calls: Int)
    }

    /// The comics of a hero, in the order the walk tries them.
    public let comicsOf: (Int) async throws(Failure) -> [Int]
    /// The heroes of a comic, in the order the walk tries them.
    public let heroesIn: (Int) async throws(Failure) -> [Int]

    /// A graph of the given lists.
    init(
        comicsOf: @escaping (Int) async throws(Failure) -> [Int],
        heroesIn: @escaping (Int) async throws(Failure) -> [Int]
    ) {
        self.comicsOf = comicsOf
        self.heroesIn = heroesIn
    }

    /// The graph of `links` (each a hero and a comic they appear in), in their order.
    public init(links: some Sequence<(hero: Int, comic: Int)>) {
        var comics: [Int: [Int]] = [:]
        var heroes: [Int: [Int]] = [:]
        for link in links {
            comics[link.hero, default: []].append(link.comic)
            heroes[link.comic, default: []].append(link.hero)
        }
        let (byHero, byComic) = (comics, heroes)
        self.init(comicsOf: { byHero[$0] ?? [] }, heroesIn: { byComic[$0] ?? [] })
    }

    /// The server's lists through `repository` (each whole list in calls of 100, cached), at most
    /// `maximumCalls` calls in all: past them, ``Failure/budgetSpent(calls:)``.
    public static func server(_ repository: HeroesRepository, policy: CachePolicy, maximumCalls: Int) -> PathGraph {
        let budget = CallBudget(maximumCalls)
        func ids<Item: MarvelModel & Identifiable>(_ route: MarvelRoute, as type: Item.Type) async throws(Failure)
            -> [Int] where Item.ID == Int
        {
            let left = budget.left
            guard left > 0 else { throw .budgetSpent(calls: maximumCalls) }
            do {
                let page = try await repository.listAll(
                    ListRequest(route), as: Item.self, policy: policy, maximumCalls: left)
                budget.spend(listOf: page.value.total)
                return page.value.items.map(\.id)
            } catch .tooManyCalls {
                throw .budgetSpent(calls: maximumCalls)
            } catch {
                throw .api(error)
            }
        }
        return PathGraph(
            comicsOf: { hero throws(Failure) in
                try await ids(MarvelRoute(.characters, id: hero, related: .comics), as: Comic.self)
            },
            heroesIn: { comic throws(Failure) in
                try await ids(MarvelRoute(.comics, id: comic, related: .characters), as: Hero.self)
            })
    }

    /// The shortest chain of shared comics from hero `start` to hero `goal` (``ShortestPath``,
    /// with no bound on its steps but the graph's own: a server's is its call budget).
    public func shortestPath(from start: Int, to goal: Int) async throws(Failure) -> ShortestPath.Outcome {
        try await ShortestPath.find(from: start, to: goal, maximumSteps: .max, links: comicsOf, members: heroesIn)
    }
}

/// The calls a walk may still make.
private final class CallBudget: Sendable {
    private let spent = Mutex(0)
    let maximum: Int

    init(_ maximum: Int) { self.maximum = maximum }

    var left: Int { maximum - spent.withLock { $0 } }

    /// Counts the calls a whole list of `total` items takes (at least one; no sum that a
    /// server's `total` could overflow).
    func spend(listOf total: Int) {
        let limit = ListRequest.maximumLimit
        let calls = max(1, total / limit + (total % limit == 0 ? 0 : 1))
        spent.withLock { $0 += calls }
    }
}
