import Foundation
import MarvelWire

extension MarvelAPI {
    /// The `data` object of a route whose query passed its checks, for any resource:
    ///
    /// - a list: the records of its type that match, paged; an empty list for a type the catalog
    ///   holds no records of (as the API answered a filter that matched nothing);
    /// - a record: that record, or the type's own 404 ("We couldn't find that comic");
    /// - a related list: the parent's 404 when the catalog does not hold it; else the items of the
    ///   parent's summary (``SummaryResults``).
    func answer(_ kind: MarvelRoute.Kind, query: ValidatedQuery) -> Result<Data, MarvelAPIError> {
        switch kind {
        case .list(let resource):
            return .success(records(resource, query: query) ?? Self.page([SummaryResult](), query))
        case .record(let resource, let id):
            guard let data = record(resource, id: id) else { return .failure(.notFound(resource)) }
            return .success(data)
        case .related(let resource, let id, let related):
            guard let parent = position(of: resource, id: id) else { return .failure(.notFound(resource)) }
            let list = summary(of: resource, at: parent, listing: related)
            return .success(Self.page(SummaryResults(type: related, list: list, query: query).matchingItems(), query))
        }
    }

    /// The page of `resource`'s records matching `query`, or `nil` when the catalog holds no
    /// records of that type.
    private func records(_ resource: MarvelResource, query: ValidatedQuery) -> Data? {
        switch resource {
        case .characters:
            let positions = CharacterSearch(catalog: catalog, query: query).matchingPositions()
            return Self.page(positions, query) { catalog.characters[$0] }
        default:
            return nil
        }
    }

    /// The `data` object of one record, in a list of one as the API sends it; `nil` when the
    /// catalog does not hold it.
    private func record(_ resource: MarvelResource, id: Int) -> Data? {
        guard let position = position(of: resource, id: id) else { return nil }
        switch resource {
        case .characters:
            return Self.container(offset: 0, limit: 20, total: 1, results: [catalog.characters[position]])
        default:
            return nil
        }
    }

    /// Where the record of `resource` with `id` is in the catalog, if it holds it.
    private func position(of resource: MarvelResource, id: Int) -> Int? {
        switch resource {
        case .characters: catalog.positionByID[id]
        default: nil
        }
    }

    /// The summary list of `related` in the record at `position`.
    private func summary(of resource: MarvelResource, at position: Int, listing related: MarvelResource) -> ResourceListDTO? {
        resource == .characters ? catalog.characters[position].list(related) : nil
    }

    /// The `data` object of the page `query` asks for, out of every result that matched.
    private static func page<T: JSONWritable>(_ results: [T], _ query: ValidatedQuery) -> Data {
        let shown = page(of: results, limit: query.limit, offset: query.offset)
        return container(offset: query.offset, limit: query.limit, total: results.count, results: shown)
    }

    /// The same, for results given by position and made into records only for the page.
    private static func page<T: JSONWritable>(_ positions: [Int], _ query: ValidatedQuery, record: (Int) -> T) -> Data {
        let shown = page(of: positions, limit: query.limit, offset: query.offset).map(record)
        return container(offset: query.offset, limit: query.limit, total: positions.count, results: shown)
    }
}
