import FoundationEssentials
import MarvelWire

extension MarvelAPI {
    /// The `data` object of a route whose query passed its checks, for any of the 39 operations:
    ///
    /// - a list: the records of its type that match, ordered and paged by the query engine
    ///   (``CatalogQuery``, its filters' meaning in ListFilters.swift);
    /// - a record: that record, or the type's own 404 ("We couldn't find that comic");
    /// - a related list: the parent's 404 when the catalog does not hold it; else the linked
    ///   records of the related type, filtered, ordered and paged like its list. When the
    ///   catalog holds no record of the related type at all (a synthetic catalog's comics; the
    ///   series, stories and events of a catalog of characters and comics), the items of the
    ///   parent's summary (``SummaryResults``).
    func answer(_ kind: MarvelRoute.Kind, query: ValidatedQuery) -> Result<[UInt8], MarvelAPIError> {
        do {
            switch kind {
            case .list(let resource):
                return .success(try page(of: resource, parent: nil, query: query))
            case .record(let resource, let id):
                guard let data = try catalog.database.recordPage(resource, id: id) else {
                    return .failure(.notFound(resource))
                }
                return .success(data)
            case .related(let resource, let id, let related):
                guard try catalog.database.contains(resource, id: id) else { return .failure(.notFound(resource)) }
                guard catalog.carriedTypes.contains(related) else {
                    let list = try summary(of: resource, id: id, listing: related)
                    let items = SummaryResults(type: related, list: list, query: query).matchingItems()
                    let shown = Self.page(of: items, limit: query.limit, offset: query.offset)
                    return .success(
                        Self.container(offset: query.offset, limit: query.limit, total: items.count, results: shown))
                }
                return .success(try page(of: related, parent: (resource, id), query: query))
            }
        } catch {
            return .failure(.catalogUnreadable)
        }
    }

    private func page(of resource: MarvelResource, parent: (resource: MarvelResource, id: Int)?, query: ValidatedQuery)
        throws -> [UInt8]
    {
        let sql = CatalogQuery(listing: resource, parent: parent, query: query, snapshotDate: catalog.snapshotDate)
        return try catalog.database.page(sql)
    }

    /// The summary list of `related` in the record of `resource` with `id`.
    private func summary(of resource: MarvelResource, id: Int, listing related: MarvelResource) throws
        -> ResourceListDTO?
    {
        guard let json = try catalog.database.json(of: resource, id: id),
            let record = try? MarvelJSONDecoder().decode(RecordMembers.self, from: Data(json))
        else { return nil }
        return try? record.members.decodeIfPresent(ResourceListDTO.self, forKey: RecordMembers.Name(related.rawValue))
    }
}

/// The members of a record, each read when asked for by its name (a summary list's name is the
/// related type's: `comics`, `series`).
private struct RecordMembers: Decodable {
    let members: KeyedDecodingContainer<Name>

    struct Name: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(_ name: String) { stringValue = name }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
        members = try decoder.container(keyedBy: Name.self)
    }
}
