import MarvelWire

/// Checks a decoded answer against the request it answers, before anything is done with it.
///
/// A server (or a cache file) is outside our control: its numbers feed page arithmetic and the
/// plan of a fetch of a whole list, and its results are cached and shown as what was asked for.
/// An answer whose `offset`, `limit`, `count` or `total` cannot be the answer to the request,
/// with more results than asked, the same id twice, another record than the one asked for, or a
/// negative count, is an ``HeroesError/invalidResponse(reason:server:route:)``: not shown, not
/// cached, and, read back from an old cache, ignored like any entry that no longer decodes.
/// The same checks hold for every resource.
enum AnswerCheck {
    /// The largest `total` believed: far above the real API's largest list (about 88,000
    /// stories in 2017), far below where page arithmetic could overflow.
    static let largestTotal = 100_000_000

    /// Throws unless `data` can be the answer to the one call `request` (at most 100 items).
    static func list<Item: MarvelModel>(
        _ data: DataContainerDTO<Item.DTO>, of: Item.Type, for request: ListRequest, server: String
    ) throws(HeroesError) {
        func fail(_ reason: String) -> HeroesError { .invalidResponse(reason: reason, server: server) }
        let results = data.results.count
        if let offset = data.offset, offset != request.offset {
            throw fail("it answered offset \(offset) to a request for offset \(request.offset)")
        }
        if let limit = data.limit, limit != request.limit {
            throw fail("it answered limit \(limit) to a request for limit \(request.limit)")
        }
        if results > request.limit {
            throw fail("it sent \(results) results for limit \(request.limit)")
        }
        try size(data, server: server)
        if let total = data.total, results > 0, total < request.offset + results {
            throw fail("its total \(total) is less than offset \(request.offset) plus \(results) results")
        }
        var seen = Set<Int>()
        for dto in data.results {
            let id = Item.id(of: dto)
            guard seen.insert(id).inserted else { throw fail("it sent id \(id) twice") }
        }
        for dto in data.results { try counts(Item.counts(of: dto), server: server) }
    }

    /// Throws unless `data`, the answer to `/{resource}/{id}`, holds exactly the record asked for,
    /// with sane numbers. No result at all is ``HeroesError/notFound(_:id:related:)`` of that
    /// record, as a 404 is.
    static func record<Item: MarvelModel>(
        _ data: DataContainerDTO<Item.DTO>, of: Item.Type, asked id: Int, server: String
    ) throws(HeroesError) {
        let noun = Item.resource.noun
        try size(data, server: server)
        guard let first = data.results.first else { throw .notFound(Item.resource, id: id) }
        guard data.results.count == 1 else {
            throw .invalidResponse(reason: "it sent \(data.results.count) results for \(noun) \(id)", server: server)
        }
        let sent = Item.id(of: first)
        guard sent == id else {
            throw .invalidResponse(reason: "it sent \(noun) \(sent) when asked for \(noun) \(id)", server: server)
        }
        try counts(Item.counts(of: first), server: server)
    }

    /// Throws unless the `count` of `data` is its number of results and its `total` is between
    /// 0 and ``largestTotal``.
    private static func size<Result>(_ data: DataContainerDTO<Result>, server: String) throws(HeroesError) {
        let results = data.results.count
        if let count = data.count, count != results {
            throw .invalidResponse(reason: "its count is \(count) but it sent \(results) results", server: server)
        }
        if let total = data.total, !(0...largestTotal).contains(total) {
            throw .invalidResponse(reason: "its total \(total) is not between 0 and \(largestTotal)", server: server)
        }
    }

    /// Throws unless every count is 0 or more.
    private static func counts(_ values: [Int?], server: String) throws(HeroesError) {
        for case let value? in values where value < 0 {
            throw .invalidResponse(reason: "it sent a negative count (\(value))", server: server)
        }
    }
}
