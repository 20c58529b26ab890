import MarvelWire

/// A character's comics, series, stories or events as results of
/// `GET /v1/public/characters/{id}/comics|series|stories|events`, taken from the catalog's items.
///
/// The catalog holds at most the items the real API returned inline (20 per list), so
/// `data.total` is the number of those items, not the list's `available` count. `title`,
/// `titleStartsWith`, `name` and `nameStartsWith` filter on the item's name; `orderBy` by
/// `title`/`name` or `id` sorts; the other documented parameters are accepted and ignored.
struct RelatedResources {
    let kind: MarvelResource
    let character: CharacterDTO
    let query: ValidatedQuery

    func matchingItems() -> [RelatedResource] {
        var items = (character.list(kind)?.items ?? []).map { RelatedResource(kind: kind, item: $0) }
        if let exact = (query.text["title"] ?? query.text["name"])?.lowercased() {
            items = items.filter { $0.title.lowercased() == exact }
        }
        if let prefix = (query.text["titleStartsWith"] ?? query.text["nameStartsWith"])?.lowercased() {
            items = items.filter { $0.title.lowercased().hasPrefix(prefix) }
        }
        let sortable = query.ordering.filter { ["title", "name", "id"].contains($0.field) }
        guard !sortable.isEmpty else { return items }
        return items.enumerated().sorted { lhs, rhs in
            for sort in sortable {
                let order: Bool?
                if sort.field == "id" {
                    order = lhs.element.id == rhs.element.id ? nil : lhs.element.id < rhs.element.id
                } else {
                    let (a, b) = (lhs.element.title.lowercased(), rhs.element.title.lowercased())
                    order = a == b ? nil : a.unicodeScalars.lexicographicallyPrecedes(b.unicodeScalars)
                }
                if let order { return sort.descending ? !order : order }
            }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }
}

/// One result of a character's related list, in the shape of the API's comic, series, story
/// or event (a subset of the fields: `id`, `title`, `resourceURI`, and `type` for stories).
struct RelatedResource: JSONWritable {
    let id: Int
    let title: String
    let resourceURI: String
    let type: String?

    init(kind: MarvelResource, item: ResourceSummaryDTO) {
        resourceURI = item.resourceURI ?? ""
        id = ResourceSummaryDTO.trailingID(resourceURI) ?? 0
        title = item.name ?? ""
        type = kind == .stories ? (item.type ?? "") : nil
    }

    func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("id"); writer.int(id)
        writer.key("title"); writer.string(title)
        writer.key("resourceURI"); writer.string(resourceURI)
        if let type { writer.key("type"); writer.string(type) }
        writer.endObject()
    }
}
