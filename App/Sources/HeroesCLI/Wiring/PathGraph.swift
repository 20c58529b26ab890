import HeroesCore
import Synchronization
import MarvelWire
import NetworkStubs

/// What `heroes path` walks: each hero's comics and each comic's heroes. On the embedded catalog,
/// its links, read once into memory; against a server, the API's lists of a hero's comics and a
/// comic's characters, each call counted against a budget (`--max-calls`), every answer cached.
struct PathGraph {
    /// Why a walk stopped without an answer.
    enum Failure: Error {
        case api(HeroesError)
        /// The calls allowed were spent.
        case budgetSpent(calls: Int)
    }

    let comicsOf: (Int) async throws(Failure) -> [Int]
    let heroesIn: (Int) async throws(Failure) -> [Int]

    /// The catalog's links between characters and comics.
    static func catalog(_ catalog: Catalog) -> PathGraph {
        var comics: [Int: [Int]] = [:]
        var heroes: [Int: [Int]] = [:]
        for link in catalog.links(from: .characters, to: .comics) {
            comics[link.id, default: []].append(link.relatedID)
            heroes[link.relatedID, default: []].append(link.id)
        }
        let (byHero, byComic) = (comics, heroes)
        return PathGraph(comicsOf: { byHero[$0] ?? [] }, heroesIn: { byComic[$0] ?? [] })
    }

    /// The server's lists, at most `maximumCalls` calls in all.
    static func server(_ repository: HeroesRepository, policy: CachePolicy, maximumCalls: Int) -> PathGraph {
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
}

/// The calls a walk may still make.
private final class CallBudget: Sendable {
    private let spent = Mutex(0)
    let maximum: Int

    init(_ maximum: Int) { self.maximum = maximum }

    var left: Int { maximum - spent.withLock { $0 } }

    /// Counts the calls a whole list of `total` items takes (at least one).
    func spend(listOf total: Int) {
        let calls = max(1, (total + ListRequest.maximumLimit - 1) / ListRequest.maximumLimit)
        spent.withLock { $0 += calls }
    }
}
