import Foundation
import MarvelWire

extension MarvelAPI {
    /// The `data` object of a route whose query passed its checks, for any resource:
    ///
    /// - a list: the records of its type that match, paged; an empty list for a type the catalog
    ///   holds no records of (as the API answered a filter that matched nothing);
    /// - a record: that record, or the type's own 404 ("We couldn't find that comic");
    /// - a related list: the parent's 404 when the catalog does not hold it; else the linked
    ///   records when the catalog holds the related type, or the items of the parent's summary
    ///   (``SummaryResults``) when it does not.
    func answer(_ kind: MarvelRoute.Kind, query: ValidatedQuery) -> Result<Data, MarvelAPIError> {
        switch kind {
        case .list(let resource):
            return .success(records(resource, among: nil, query: query) ?? Self.page([SummaryResult](), query))
        case .record(let resource, let id):
            guard let data = record(resource, id: id) else { return .failure(.notFound(resource)) }
            return .success(data)
        case .related(let resource, let id, let related):
            guard let parent = position(of: resource, id: id) else { return .failure(.notFound(resource)) }
            if let linked = linkedPositions(from: resource, at: parent, to: related),
                let data = records(related, among: linked, query: query)
            {
                return .success(data)
            }
            let list = summary(of: resource, at: parent, listing: related)
            return .success(Self.page(SummaryResults(type: related, list: list, query: query).matchingItems(), query))
        }
    }

    /// The page of `resource`'s records matching `query` among `candidates` (every record when
    /// `nil`), or `nil` when the catalog holds no records of that type.
    private func records(_ resource: MarvelResource, among candidates: [Int]?, query: ValidatedQuery) -> Data? {
        switch resource {
        case .characters:
            let positions = CharacterSearch(catalog: catalog, query: query).matchingPositions(among: candidates)
            return Self.page(positions, query) { catalog.characters[$0] }
        case .comics where catalog.carries(.comics):
            let shelf = catalog.comicShelf.value
            let positions = ComicSearch(shelf: shelf, query: query).matchingPositions(among: candidates)
            return Self.page(positions, query) { shelf.comics[$0] }
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
        case .comics:
            return Self.container(offset: 0, limit: 20, total: 1, results: [catalog.comicShelf.value.comics[position]])
        default:
            return nil
        }
    }

    /// Where the record of `resource` with `id` is in the catalog, if it holds it.
    private func position(of resource: MarvelResource, id: Int) -> Int? {
        switch resource {
        case .characters: catalog.positionByID[id]
        case .comics where catalog.carries(.comics): catalog.comicShelf.value.positionByID[id]
        default: nil
        }
    }

    /// The positions of the `related` records linked to the record at `position`, when the
    /// catalog holds both types and the links between them.
    private func linkedPositions(from resource: MarvelResource, at position: Int, to related: MarvelResource) -> [Int]?
    {
        guard catalog.carries(.comics) else { return nil }
        switch (resource, related) {
        case (.characters, .comics): return catalog.comicShelf.value.comicPositions[position]
        case (.comics, .characters): return catalog.comicShelf.value.characterPositions[position]
        default: return nil
        }
    }

    /// The summary list of `related` in the record at `position`.
    private func summary(of resource: MarvelResource, at position: Int, listing related: MarvelResource)
        -> ResourceListDTO?
    {
        switch resource {
        case .characters:
            return catalog.characters[position].list(related)
        case .comics:
            let comic = catalog.comicShelf.value.comics[position]
            switch related {
            case .characters: return comic.characters
            case .creators: return comic.creators
            case .stories: return comic.stories
            case .events: return comic.events
            case .comics, .series: return nil
            }
        default:
            return nil
        }
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
