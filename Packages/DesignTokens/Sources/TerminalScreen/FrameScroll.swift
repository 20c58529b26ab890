/// A block of lines that moved up or down between two frames, as a list scrolled one row does:
/// the terminal moves them itself (a scroll region, then scroll up or down), so that only the
/// rows that came into view are written, not every row of the list.
struct FrameScroll: Equatable {
    /// The first and last rows (from 0) of the scroll region.
    var top: Int
    var bottom: Int
    /// Rows moved: positive moves the region's lines up (the list scrolled down).
    var rows: Int

    /// The smallest block worth scrolling: fewer lines are cheaper to write.
    static let minimumRun = 4

    /// The longest run of lines of `new` found `k` rows lower (or higher) in `old`, for the
    /// shift `k` (at most half the height either way) with the longest run; `nil` when no run
    /// of ``minimumRun`` non-blank lines moved, or when the lines stayed where they were.
    static func find(from old: [String], to new: [String]) -> FrameScroll? {
        let height = min(old.count, new.count)
        var best: (run: Int, start: Int, shift: Int)?
        for shift in -(height / 2)...(height / 2) where shift != 0 {
            var run = 0
            for row in 0..<height {
                let source = row + shift
                if source >= 0, source < height, !new[row].isEmpty, new[row] == old[source] {
                    run += 1
                    if run > (best?.run ?? minimumRun - 1) { best = (run, row - run + 1, shift) }
                } else {
                    run = 0
                }
            }
        }
        guard let best else { return nil }
        let start = best.start, end = best.start + best.run - 1
        return best.shift > 0
            ? FrameScroll(top: start, bottom: end + best.shift, rows: best.shift)
            : FrameScroll(top: start + best.shift, bottom: end, rows: best.shift)
    }

    /// The bytes that scroll the region: set it, scroll up (`S`) or down (`T`), reset it.
    var sequence: String {
        "\u{1B}[\(top + 1);\(bottom + 1)r" + (rows > 0 ? "\u{1B}[\(rows)S" : "\u{1B}[\(-rows)T") + "\u{1B}[r"
    }

    /// What the screen shows after the scroll, from what it showed before: the region's lines
    /// moved, and the rows they left blank.
    func applied(to lines: [String]) -> [String] {
        var result = lines
        for row in top...bottom {
            let source = row + rows
            result[row] = source >= top && source <= bottom ? lines[source] : ""
        }
        return result
    }
}
