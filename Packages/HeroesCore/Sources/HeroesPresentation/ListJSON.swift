import HeroesCore

/// A page's `--json` object: its owner's key and id when it has one, `page`, `perPage`,
/// `total`, `totalPages`, `attribution`, and the items under the spec's key, each as the spec
/// projects it.
struct ListJSON<Item: Sendable>: Encodable {
    var spec: ListSpec<Item>
    var page: Page<Item>
    var fields: Set<String>?

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        if let owner = spec.owner { try container.encode(owner.id, forKey: Key(owner.key)) }
        try container.encode(page.pageNumber, forKey: Key("page"))
        try container.encode(page.limit, forKey: Key("perPage"))
        try container.encode(page.total, forKey: Key("total"))
        try container.encode(page.pageCount, forKey: Key("totalPages"))
        try container.encode(page.attribution, forKey: Key("attribution"))
        try container.encode(page.items.map { ItemJSON(value: spec.json($0, fields)) }, forKey: Key(spec.jsonKey))
    }

    /// A key named at run time.
    struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ string: String) { stringValue = string }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// One item's object, as the spec's projection encodes it.
    struct ItemJSON: Encodable {
        var value: any Encodable
        func encode(to encoder: any Encoder) throws { try value.encode(to: encoder) }
    }
}
