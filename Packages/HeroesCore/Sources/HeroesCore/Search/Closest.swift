/// The words nearest a mistyped one (`lsit` → `list`), by edit distance: what "did you mean"
/// offers for a subcommand, and for a name no record has.
public enum Closest {
    /// The candidates within `maximumDistance` edits of `word` (a quarter of its length, at
    /// least 1, at most 3, by default), nearest first, then in the order given.
    public static func words(to word: String, among candidates: [String], maximumDistance: Int? = nil) -> [String] {
        let target = Array(word.lowercased())
        let limit = maximumDistance ?? min(3, max(1, target.count / 4))
        var found: [(distance: Int, index: Int, word: String)] = []
        for (index, candidate) in candidates.enumerated() {
            let distance = Self.distance(target, Array(candidate.lowercased()), limit: limit)
            if distance <= limit { found.append((distance, index, candidate)) }
        }
        return found.sorted { ($0.distance, $0.index) < ($1.distance, $1.index) }.map(\.word)
    }

    /// The edit distance of `a` and `b` (insertions, deletions, substitutions and swaps of two
    /// neighbours each count 1), or more than `limit` as soon as it is sure to exceed it: the
    /// length difference alone says so for most candidates, so a long list stays cheap.
    static func distance(_ a: [Character], _ b: [Character], limit: Int) -> Int {
        guard abs(a.count - b.count) <= limit else { return limit + 1 }
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowBest = current[0]
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previous2[j - 2] + 1)
                }
                current[j] = value
                rowBest = min(rowBest, value)
            }
            guard rowBest <= limit else { return limit + 1 }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
