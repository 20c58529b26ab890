import MarvelWire

extension CharacterDTO {
    /// The character as a catalog keeps and serves it: every member present, as the API always
    /// wrote them. A missing `modified` or `resourceURI` is `""`, missing `urls` are `[]`, a
    /// missing list is empty (see ``ResourceListDTO/catalogRecord()``); a `null` description
    /// stays `null`, which the API did send.
    func catalogRecord() -> CharacterDTO {
        guard !isCatalogRecord else { return self }
        return CharacterDTO(
            id: id, name: name ?? "", description: description, modified: modified ?? "",
            resourceURI: resourceURI ?? "", urls: urls ?? [], thumbnail: thumbnail,
            comics: (comics ?? .emptyList).catalogRecord(), stories: (stories ?? .emptyList).catalogRecord(),
            events: (events ?? .emptyList).catalogRecord(), series: (series ?? .emptyList).catalogRecord()
        )
    }

    /// Whether the character is complete already, as the synthetic ones are (then
    /// ``catalogRecord()`` copies nothing).
    private var isCatalogRecord: Bool {
        name != nil && modified != nil && resourceURI != nil && urls != nil
            && [comics, stories, events, series].allSatisfy { $0?.isCatalogRecord == true }
    }

    /// The summary list of `resource` (`comics`, `series`, `stories` or `events`); `nil` for the
    /// types a character does not list.
    func list(_ resource: MarvelResource) -> ResourceListDTO? {
        switch resource {
        case .comics: comics
        case .series: series
        case .stories: stories
        case .events: events
        case .characters, .creators: nil
        }
    }
}

extension ResourceListDTO {
    /// A list with nothing in it and no URI, for a character whose data leaves the list out.
    static let emptyList = ResourceListDTO(available: 0, returned: 0, collectionURI: "", items: [])

    /// The list as a catalog serves it: `items` present (each with its `resourceURI` and `name`,
    /// `""` when missing), `returned` and `available` their count when missing, `collectionURI`
    /// `""` when missing.
    func catalogRecord() -> ResourceListDTO {
        guard !isCatalogRecord else { return self }
        let items = (items ?? []).map {
            ResourceSummaryDTO(resourceURI: $0.resourceURI ?? "", name: $0.name ?? "", type: $0.type, role: $0.role)
        }
        return ResourceListDTO(
            available: available ?? items.count, returned: returned ?? items.count,
            collectionURI: collectionURI ?? "", items: items
        )
    }

    /// Whether every member is present already.
    fileprivate var isCatalogRecord: Bool {
        available != nil && returned != nil && collectionURI != nil
            && items?.allSatisfy { $0.resourceURI != nil && $0.name != nil } == true
    }

    /// The ids at the end of the items' `resourceURI`s, in order; items without one are skipped.
    var itemIDs: [Int] {
        (items ?? []).compactMap { $0.resourceURI.flatMap(ResourceSummaryDTO.trailingID) }
    }
}

extension ResourceSummaryDTO {
    /// The integer after the last `/` of `uri` (`…/comics/21366` → 21366), if any.
    static func trailingID(_ uri: String) -> Int? {
        guard let slash = uri.utf8.lastIndex(of: UInt8(ascii: "/")) else { return Int(uri) }
        return Int(uri[uri.utf8.index(after: slash)...])
    }
}
