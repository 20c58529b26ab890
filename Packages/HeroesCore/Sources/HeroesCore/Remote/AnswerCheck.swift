import MarvelWire
/// Checks a decoded answer against the request it answers, before anything is done with it.
///
/// A server (or a cache file) is outside our control: its numbers feed page arithmetic and the
/// plan of an `allHeroes` fetch, and its results are cached and shown as what was asked for. An
/// answer whose `offset`, `limit`, `count` or `total` cannot be the answer to the request, with
/// more results than asked, the same id twice, or another hero than the one asked for, is an
/// ``HeroesError/invalidResponse(reason:server:)``: not shown, not cached, and, read back from
/// an old cache, ignored like any entry that no longer decodes.
enum AnswerCheck {
    /// The largest `total` believed: far above the real API's largest list (about 88,000
    /// stories in 2017), far below where page arithmetic could overflow.
    static let largestTotal = 100_000_000

    /// Throws unless `data` can be the answer to `query`.
    static func page<Result>(
        _ data: DataContainerDTO<Result>, for query: HeroesQuery, ids: [Int], server: String
    ) throws(HeroesError) {
        func fail(_ reason: String) -> HeroesError { .invalidResponse(reason: reason, server: server) }
        let results = data.results.count
        if let offset = data.offset, offset != query.offset {
            throw fail("it answered offset \(offset) to a request for offset \(query.offset)")
        }
        if let limit = data.limit, limit != query.limit {
            throw fail("it answered limit \(limit) to a request for limit \(query.limit)")
        }
        if results > query.limit {
            throw fail("it sent \(results) results for limit \(query.limit)")
        }
        try size(data, server: server)
        if let total = data.total, results > 0, total < query.offset + results {
            throw fail("its total \(total) is less than offset \(query.offset) plus \(results) results")
        }
        var seen = Set<Int>()
        for id in ids where !seen.insert(id).inserted {
            throw fail("it sent id \(id) twice")
        }
    }

    /// Throws unless the `count` of `data` is its number of results and its `total` is between
    /// 0 and ``largestTotal``: for pages and single heroes alike.
    static func size<Result>(_ data: DataContainerDTO<Result>, server: String) throws(HeroesError) {
        let results = data.results.count
        if let count = data.count, count != results {
            throw .invalidResponse(reason: "its count is \(count) but it sent \(results) results", server: server)
        }
        if let total = data.total, !(0...largestTotal).contains(total) {
            throw .invalidResponse(reason: "its total \(total) is not between 0 and \(largestTotal)", server: server)
        }
    }

    /// Throws unless `ids` (the results of `/characters/{id}`) are exactly the hero asked for;
    /// no result at all is ``HeroesError/notFound(id:)``.
    static func hero(ids: [Int], asked id: Int, server: String) throws(HeroesError) {
        guard let first = ids.first else { throw .notFound(id: id) }
        guard ids.count == 1 else {
            throw .invalidResponse(reason: "it sent \(ids.count) results for hero \(id)", server: server)
        }
        guard first == id else {
            throw .invalidResponse(reason: "it sent hero \(first) when asked for hero \(id)", server: server)
        }
    }

    /// Throws unless every `available` count is 0 or more.
    static func counts(_ values: [Int?], server: String) throws(HeroesError) {
        for case let value? in values where value < 0 {
            throw .invalidResponse(reason: "it sent a negative count (\(value))", server: server)
        }
    }
}

extension CharacterDTO {
    /// The `available` and `returned` counts of its four lists, for ``AnswerCheck/counts(_:server:)``.
    var resourceCounts: [Int?] {
        [comics, series, stories, events].flatMap { [$0?.available, $0?.returned] }
    }
}
