extension HeroesRepository {
    /// A page of a list given as its records' ids (the matches of a name search, best first):
    /// the records of `ids[offset..<offset + limit]`, each loaded by id as
    /// ``record(id:as:policy:)`` loads it, in `ids`' order, as a page whose `total` is `ids.count`,
    /// with `attribution`; its origin combines the records' (``FetchOrigin/combining(_:)``).
    public func page<Item: MarvelModel>(
        ofIDs ids: [Int], offset: Int, limit: Int, as type: Item.Type = Item.self, attribution: String,
        policy: CachePolicy
    ) async throws(HeroesError) -> Fetched<Page<Item>> {
        let start = min(max(0, offset), ids.count)
        let end = min(ids.count, start + max(1, limit))
        var items: [Item] = []
        var origins: [FetchOrigin] = []
        for id in ids[start..<end] {
            let record = try await record(id: id, as: Item.self, policy: policy)
            items.append(record.value)
            origins.append(record.origin)
        }
        let page = Page(offset: start, limit: max(1, limit), total: ids.count, items: items, attribution: attribution)
        return Fetched(value: page, origin: .combining(origins))
    }
}
