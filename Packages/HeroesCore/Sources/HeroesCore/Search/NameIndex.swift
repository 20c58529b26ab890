import MarvelWire

/// The names of every record of one list, folded once (``NameKey``), to search as people type
/// in a list too big to fold on each key: ``ids(matching:)`` gives the ids of the records whose
/// names hold a text, best first, by ``NameMatch``'s rule (the names starting with it, then the
/// shorter names, then by name and id). A fold of 38,197 comic titles is done once; each search
/// is then a byte scan of the folded names.
///
/// ```swift
/// let index = NameIndex([NamedRecord(id: 1, name: "Iron Man"), NamedRecord(id: 2, name: "Spider-Man")])
/// index.ids(matching: "spider man")  // [2]
/// index.ids(matching: "/man")        // [1, 2]: "man" is in both; the shorter name first
/// ```
public struct NameIndex: Sendable {
    private struct Entry: Sendable {
        var id: Int
        var name: String
        /// Where the folded name's bytes start in ``folded``, and how many there are.
        var start: Int
        var bytes: Int
        /// The folded name's length in characters (``NameRank``'s).
        var length: Int
    }

    private let entries: [Entry]
    /// Every folded name's bytes, one after the other: one buffer for the whole list.
    private let folded: [UInt8]

    /// The index of `records`' names, kept in their order (what an empty text lists).
    ///
    /// Code for speed only (benchmarks/DECISIONS.md, "A big list's names read and folded in two
    /// parts at once"): with `parts` above 1, a big list (`ConcurrentRuns`) is folded in that
    /// many runs of records at once, and the runs joined in order: the same index as one fold
    /// (`parts: 1`, the plain way).
    public init<Record: Named>(_ records: [Record], parts: Int = 1) {
        let runs = ConcurrentRuns.count(items: records.count, asked: parts)
        guard runs > 1 else {
            (entries, folded) = Self.fold(records[...])
            return
        }
        let folds = ConcurrentRuns.results(of: runs) { run in
            Self.fold(records[ConcurrentRuns.range(of: run, in: runs, over: records.count)])
        }
        var entries: [Entry] = []
        entries.reserveCapacity(records.count)
        var folded: [UInt8] = []
        for run in folds {
            let shift = folded.count
            entries.append(
                contentsOf: run.entries.lazy.map { entry in
                    var entry = entry
                    entry.start += shift
                    return entry
                })
            folded.append(contentsOf: run.folded)
        }
        self.entries = entries
        self.folded = folded
    }

    /// The entries of `records` and their folded names, from offset 0.
    private static func fold<Records: Collection>(_ records: Records) -> (entries: [Entry], folded: [UInt8])
    where Records.Element: Named {
        var entries: [Entry] = []
        entries.reserveCapacity(records.count)
        var folded: [UInt8] = []
        folded.reserveCapacity(records.count * 16)
        for record in records {
            let name = record.searchName
            let start = folded.count
            let length = NameKey.appendFolded(name, to: &folded)
            entries.append(Entry(id: record.id, name: name, start: start, bytes: folded.count - start, length: length))
        }
        return (entries, folded)
    }

    /// How many records are indexed.
    public var count: Int { entries.count }

    /// The ids of the records whose names hold `text` as people type it, best first; every id, in
    /// the records' order, when `text` has no letter or digit.
    public func ids(matching text: String) -> [Int] {
        let key = NameKey(text)
        guard !key.isEmpty else { return entries.map(\.id) }
        let needle = Array(key.folded.utf8)
        return needle.withUnsafeBytes { needle in
            folded.withUnsafeBytes { folded in
                entries.withUnsafeBufferPointer { entries in
                    // The matches by their place in `entries` and whether they start with the text:
                    // a sort of small values that reads each name in place, not of copied entries.
                    var found: [(index: Int, startsWithText: Bool)] = []
                    for index in entries.indices {
                        let entry = entries[index]
                        let name = UnsafeRawBufferPointer(rebasing: folded[entry.start..<entry.start + entry.bytes])
                        guard let start = ByteSearch.firstIndex(of: needle, in: name) else { continue }
                        found.append((index, start == 0))
                    }
                    found.sort { lhs, rhs in
                        NameRank.precedes(
                            lhs.startsWithText, entries[lhs.index].length, entries[lhs.index].name,
                            entries[lhs.index].id, rhs.startsWithText, entries[rhs.index].length,
                            entries[rhs.index].name, entries[rhs.index].id)
                    }
                    return found.map { entries[$0.index].id }
                }
            }
        }
    }
}

/// How well a name holding a text matches it, best first: a name starting with the text, then a
/// shorter folded name, then by name, then by id. The one order of ``NameMatch`` and ``NameIndex``.
struct NameRank: Comparable {
    var startsWithText: Bool
    var length: Int
    var name: String
    var id: Int

    static func < (lhs: NameRank, rhs: NameRank) -> Bool {
        precedes(
            lhs.startsWithText, lhs.length, lhs.name, lhs.id, rhs.startsWithText, rhs.length, rhs.name, rhs.id)
    }

    /// The order itself, on a rank's parts (``NameIndex`` compares them where they are).
    static func precedes(
        _ leftStarts: Bool, _ leftLength: Int, _ leftName: String, _ leftID: Int,
        _ rightStarts: Bool, _ rightLength: Int, _ rightName: String, _ rightID: Int
    ) -> Bool {
        if leftStarts != rightStarts { return leftStarts }
        if leftLength != rightLength { return leftLength < rightLength }
        return (leftName, leftID) < (rightName, rightID)
    }
}
