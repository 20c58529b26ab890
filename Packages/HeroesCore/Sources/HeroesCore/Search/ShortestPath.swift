/// The shortest chain between two records through records they share (two heroes through the
/// comics they appear in together), found breadth first: each step from a record to its links
/// (`links`), then from each link to the records it holds (`members`), each record and link
/// visited once, in the order the closures give them, so the same graph always gives the same
/// chain. What `heroes path` asks.
///
/// ```swift
/// let chain = try await ShortestPath.find(from: 1, to: 4, maximumSteps: 1_000,
///     links: { hero in comicsByHero[hero] ?? [] }, members: { comic in heroesByComic[comic] ?? [] })
/// ```
public enum ShortestPath {
    /// One hop of a chain: from a record through a link to the next record.
    public struct Hop: Sendable, Hashable {
        /// The record the hop starts from.
        public var from: Int
        /// The link both records share.
        public var via: Int
        /// The record the hop ends at.
        public var to: Int

        /// A hop.
        public init(from: Int, via: Int, to: Int) {
            self.from = from
            self.via = via
            self.to = to
        }
    }

    /// What the search found.
    public enum Outcome: Sendable, Hashable {
        /// The hops from the start to the goal, in order; none when they are the same record.
        case found([Hop])
        /// No chain joins them.
        case notConnected
        /// The search stopped after `maximumSteps` records were expanded, without an answer.
        case gaveUp(steps: Int)
    }

    /// The shortest chain from `start` to `goal`, expanding at most `maximumSteps` records
    /// (each expansion asks `links` once and `members` once for each link not seen before).
    public static func find<Failure: Error>(
        from start: Int, to goal: Int, maximumSteps: Int,
        links: (Int) async throws(Failure) -> [Int], members: (Int) async throws(Failure) -> [Int]
    ) async throws(Failure) -> Outcome {
        guard start != goal else { return .found([]) }
        var reached: [Int: Hop] = [:]
        var seenLinks = Set<Int>()
        var frontier = [start]
        var visited: Set<Int> = [start]
        var steps = 0
        while !frontier.isEmpty {
            var next: [Int] = []
            for record in frontier {
                guard steps < maximumSteps else { return .gaveUp(steps: steps) }
                steps += 1
                for link in try await links(record) where seenLinks.insert(link).inserted {
                    for other in try await members(link) where visited.insert(other).inserted {
                        reached[other] = Hop(from: record, via: link, to: other)
                        if other == goal { return .found(chain(to: goal, from: start, reached: reached)) }
                        next.append(other)
                    }
                }
            }
            frontier = next
        }
        return .notConnected
    }

    /// The hops that reached `goal`, from `start`.
    private static func chain(to goal: Int, from start: Int, reached: [Int: Hop]) -> [Hop] {
        var hops: [Hop] = []
        var record = goal
        while record != start, let hop = reached[record] {
            hops.append(hop)
            record = hop.from
        }
        return hops.reversed()
    }
}
