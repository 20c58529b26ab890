/// What a name typed by a person finds among records (``Named``), compared as ``NameKey``s:
/// `spider man` finds Spider-Man; `spider` finds no one name but offers Spider-Man, Spider-Girl
/// and the others whose names hold it; `spidr-man` offers the names a typo away.
public enum NameMatch<Record: Named>: Sendable {
    /// The one record whose name is the text typed.
    case found(Record)
    /// Several records whose names fold to the same text: each is offered.
    case several([Record])
    /// No record has that name; `suggestions` are the nearest (names holding the text, else
    /// names a few edits away), best first, at most the limit asked for. Empty when none is near.
    case none(suggestions: [Record])
    /// The text has no letter or digit to compare (`"--"`).
    case empty

    /// Looks `text` up among `records`.
    public static func find(_ text: String, in records: [Record], suggestionLimit: Int = 8) -> NameMatch {
        let key = NameKey(text)
        guard !key.isEmpty else { return .empty }
        let keyed = records.map { (record: $0, key: NameKey($0.searchName)) }
        let exact = keyed.filter { $0.key == key }.map(\.record)
        if exact.count == 1 { return .found(exact[0]) }
        if exact.count > 1 { return .several(exact.sorted(by: Self.byName)) }
        // Names holding the text: those starting with it first, then shorter names first.
        let holding = keyed.filter { $0.key.contains(key) }.sorted {
            rank($0.record, $0.key, for: key) < rank($1.record, $1.key, for: key)
        }
        if !holding.isEmpty { return .none(suggestions: Array(holding.prefix(suggestionLimit).map(\.record))) }
        let near = Closest.words(to: key.folded, among: keyed.map(\.key.folded))
        var suggestions: [Record] = []
        for folded in near where suggestions.count < suggestionLimit {
            suggestions += keyed.filter { $0.key.folded == folded }.map(\.record)
        }
        return .none(suggestions: Array(suggestions.prefix(suggestionLimit)))
    }

    /// The records whose names hold `text` (``NameKey/contains(_:)``), in their order.
    public static func containing(_ text: String, in records: [Record]) -> [Record] {
        let key = NameKey(text)
        return records.filter { NameKey($0.searchName).contains(key) }
    }

    /// Where `record`, whose name folds to `name`, stands among those holding `key` (``NameRank``).
    private static func rank(_ record: Record, _ name: NameKey, for key: NameKey) -> NameRank {
        NameRank(
            startsWithText: name.folded.hasPrefix(key.folded), length: name.folded.count, name: record.searchName,
            id: record.id)
    }

    private static func byName(_ a: Record, _ b: Record) -> Bool {
        (a.searchName, a.id) < (b.searchName, b.id)
    }
}
