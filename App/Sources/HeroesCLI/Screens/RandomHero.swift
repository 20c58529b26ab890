import HeroesCore

/// `heroes random`'s pick: the catalog's size from a page of one, an index drawn uniformly
/// below it, and the hero at that index from another page of one. Two calls, whatever the
/// catalog's size.
struct RandomHero {
    /// Why no hero was picked.
    enum Failure: Error, Equatable {
        /// A call failed.
        case heroes(HeroesError)
        /// The catalog has no heroes.
        case emptyCatalog
        /// The catalog listed `total` heroes, then had none at `index`: it shrank between the calls.
        case catalogChanged(total: Int, index: Int)
    }

    /// Gets a page of heroes by the cache policy (the repository's `page(_:policy:)`).
    let page: @Sendable (HeroesQuery, CachePolicy) async throws(HeroesError) -> Fetched<HeroPage>

    /// The hero at an index drawn with `generator`, with where its page came from.
    func pick(using generator: inout some RandomNumberGenerator, policy: CachePolicy = .normal) async throws(Failure)
        -> Fetched<Hero>
    {
        let total: Int
        do throws(HeroesError) {
            total = try await page(HeroesQuery(limit: 1), policy).value.total
        } catch {
            throw .heroes(error)
        }
        guard total > 0 else { throw .emptyCatalog }
        let index = generator.uniformIndex(below: total)
        let fetched: Fetched<HeroPage>
        do throws(HeroesError) {
            fetched = try await page(HeroesQuery(offset: index, limit: 1), policy)
        } catch {
            throw .heroes(error)
        }
        guard let hero = fetched.value.heroes.first else { throw .catalogChanged(total: total, index: index) }
        return Fetched(value: hero, origin: fetched.origin)
    }
}

extension RandomNumberGenerator {
    /// An index in `0..<count`, every one equally likely: a draw is taken modulo `count`, and
    /// the few draws that would make the low indexes likelier (the first `2^64 mod count`) are
    /// drawn again. The same seed therefore picks the same index as a plain `next() % count`
    /// did in earlier versions, for every draw but those few.
    mutating func uniformIndex(below count: Int) -> Int {
        precondition(count > 0, "no index below \(count)")
        let bound = UInt64(count)
        let biased = (0 &- bound) % bound  // 2^64 mod count
        var draw = next()
        while draw < biased { draw = next() }
        return Int(draw % bound)
    }
}
