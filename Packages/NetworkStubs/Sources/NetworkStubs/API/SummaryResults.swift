import MarvelWire

/// A record's related list of a type the catalog holds no records of (a character's series,
/// stories and events, a comic's creators, stories and events, a character's comics in a catalog
/// without comics), answered from the record's summary: the items it lists, each as a result
/// with its `id`, its name (`title`, or `name` for characters, `fullName` for creators) and
/// `resourceURI`, and a story's `type`.
///
/// A summary holds at most the 20 items the real API returned inline, so `data.total` is the
/// number of those items, not the list's `available`. `title`, `titleStartsWith`, `name` and
/// `nameStartsWith` filter on the item's name; `orderBy` by `title`/`name` or `id` sorts; the
/// other documented parameters are accepted and ignored.
struct SummaryResults {
    let type: MarvelResource
    let list: ResourceListDTO?
    let query: ValidatedQuery

    func matchingItems() -> [SummaryResult] {
        var items = (list?.items ?? []).map { SummaryResult(type: type, item: $0) }
        if let exact = (query.text[.title] ?? query.text[.name])?.lowercased() {
            items = items.filter { $0.name.lowercased() == exact }
        }
        if let prefix = (query.text[.titleStartsWith] ?? query.text[.nameStartsWith])?.lowercased() {
            items = items.filter { $0.name.lowercased().hasPrefix(prefix) }
        }
        let sortable = query.ordering.filter { [.title, .name, .id].contains($0.field) }
        guard !sortable.isEmpty else { return items }
        return items.enumerated().sorted { lhs, rhs in
            for sort in sortable {
                let order: Bool?
                if sort.field == .id {
                    order = lhs.element.id == rhs.element.id ? nil : lhs.element.id < rhs.element.id
                } else {
                    let (a, b) = (lhs.element.name.lowercased(), rhs.element.name.lowercased())
                    order = a == b ? nil : a.unicodeScalars.lexicographicallyPrecedes(b.unicodeScalars)
                }
                if let order { return sort.descending ? !order : order }
            }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }
}

/// One result built from a summary item: the fields of the type's record that the item knows.
struct SummaryResult: JSONWritable {
    let type: MarvelResource
    let id: Int
    let name: String
    let resourceURI: String
    /// A story's type (`cover`, `interiorStory`, …); `nil` for the other types.
    let storyType: String?

    init(type: MarvelResource, item: ResourceSummaryDTO) {
        self.type = type
        resourceURI = item.resourceURI ?? ""
        id = ResourceSummaryDTO.trailingID(resourceURI) ?? 0
        name = item.name ?? ""
        storyType = type == .stories ? (item.type ?? "") : nil
    }

    func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("id"); writer.int(id)
        switch type {
        case .characters: writer.key("name")
        case .creators: writer.key("fullName")
        case .comics, .events, .series, .stories: writer.key("title")
        }
        writer.string(name)
        writer.key("resourceURI"); writer.string(resourceURI)
        if let storyType { writer.key("type"); writer.string(storyType) }
        writer.endObject()
    }
}
