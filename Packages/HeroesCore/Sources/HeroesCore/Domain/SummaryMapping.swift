import MarvelWire

// What the mappings of the six resource types share: a record's summary lists read as names,
// roles and counts.

/// The creators of a record's `creators` list, each with its role, in the API's order (at most
/// 20, as the API lists them).
func creatorCredits(_ list: ResourceListDTO?) -> [ComicCreator] {
    (list?.items ?? []).map { item in
        ComicCreator(
            name: trimmed(item.name),
            role: item.role.flatMap { $0.isEmpty ? nil : $0 },
            id: item.resourceURI.flatMap(lastPathNumber)
        )
    }
}

/// A summary list by name: its `available` count and its items, names trimmed, ids read from
/// their URIs.
func resourceList(_ list: ResourceListDTO?) -> HeroResourceList {
    let items = (list?.items ?? []).map { item in
        HeroResource(
            name: trimmed(item.name),
            id: item.resourceURI.flatMap(lastPathNumber),
            type: item.type.flatMap { $0.isEmpty ? nil : $0 }
        )
    }
    return HeroResourceList(available: availableCount(list), items: items)
}

/// How many a summary list says exist in all: its `available`, else the items it lists; never
/// below 0 (``AnswerCheck`` refuses a negative count before a
/// record is mapped; a record built by hand is held to the same).
func availableCount(_ list: ResourceListDTO?) -> Int {
    max(0, list?.available ?? list?.items?.count ?? 0)
}

/// The `available` and `returned` counts of `lists`, in order, for ``MarvelModel/counts(of:)``.
func summaryCounts(_ lists: [ResourceListDTO?]) -> [Int?] {
    lists.flatMap { [$0?.available, $0?.returned] }
}

/// The trimmed name of a summary (a series' `next`, a story's `originalIssue`), or `nil` when
/// there is none or it is blank.
func summaryName(_ summary: ResourceSummaryDTO?) -> String? {
    let name = trimmed(summary?.name)
    return name.isEmpty ? nil : name
}
