extension TextLayout {
    /// `counts` as a sparkline at most `width` columns wide, one column a count, drawn with
    /// `glyphs`' ``GlyphSet/sparkLevels`` (`▁▂▃▅▇█▆▅`, or `.:-=*#*=` in ASCII).
    ///
    /// - A count of 0 (or below: counts from outside are not trusted) is the first level, a
    ///   space; any count above 0 is at least the second, so a year with one comic never looks
    ///   like a year with none. The highest count takes the last level; the others are scaled to
    ///   it in floating point, so `Int.max` among them cannot overflow.
    /// - When there are more counts than `width`, each column stands for a run of neighbouring
    ///   counts (runs differ in length by at most one) and shows the highest of its run, so a
    ///   peak is never averaged away.
    /// - No counts, or a `width` below 1, give `""`.
    ///
    /// ```swift
    /// TextLayout.sparkline([1, 0, 4, 8], width: 80, glyphs: .unicode)  // "▁ ▄█"
    /// TextLayout.sparkline([1, 0, 4, 8], width: 2, glyphs: .ascii)     // ".#"
    /// ```
    public static func sparkline(_ counts: [Int], width: Int, glyphs: GlyphSet) -> String {
        guard width > 0, !counts.isEmpty else { return "" }
        let columns = min(width, counts.count)
        var peaks: [Int] = []
        peaks.reserveCapacity(columns)
        for column in 0..<columns {
            // Column `column` covers counts[start..<end] (the product is below counts.count²).
            let start = column * counts.count / columns
            let end = (column + 1) * counts.count / columns
            var highest = 0
            for index in start..<end { highest = max(highest, counts[index]) }
            peaks.append(highest)
        }
        let levels = glyphs.sparkLevels
        guard levels.count >= 2 else { return String(repeating: levels.last ?? " ", count: columns) }
        let top = peaks.max() ?? 0
        var line = ""
        for peak in peaks {
            line += levels[level(of: peak, top: top, levels: levels.count)]
        }
        return line
    }

    /// The index in a set of `levels` levels of `count` in a line whose highest count is `top`:
    /// 0 for nothing, else 1 to `levels - 1`, rounded up.
    private static func level(of count: Int, top: Int, levels: Int) -> Int {
        guard count > 0, top > 0 else { return 0 }
        let steps = Double(levels - 1)
        let scaled = (Double(count) / Double(top) * steps).rounded(.up)
        return Int(min(steps, max(1, scaled)))
    }
}
