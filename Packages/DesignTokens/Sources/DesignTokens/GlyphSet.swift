/// The characters screens draw with, in a Unicode and an ASCII version.
///
/// ```swift
/// let glyphs = GlyphSet.resolve(.auto, environment: StandardStream.processEnvironment)
/// print("Page 2 of 11 \(glyphs.separator) 203 heroes")
/// ```
public struct GlyphSet: Sendable, Hashable {
    /// Ends text that was cut: `…` or `...`.
    public var ellipsis: String
    /// Starts an item of a list: `•` or `*`.
    public var bullet: String
    /// Sits between parts of one line, with a space each side: `·` or `-`.
    public var separator: String
    /// Stands for a missing value in a table cell: `—` or `-`.
    public var missing: String
    /// One column of a horizontal rule: `─` or `-`.
    public var horizontalRule: String
    /// One line of a vertical rule: `│` or `|`.
    public var verticalRule: String
    /// Where rules cross: `┼` or `+`.
    public var crossing: String
    /// The top-left corner of a box: `┌` or `+`.
    public var cornerTopLeft: String
    /// The top-right corner of a box: `┐` or `+`.
    public var cornerTopRight: String
    /// The bottom-left corner of a box: `└` or `+`.
    public var cornerBottomLeft: String
    /// The bottom-right corner of a box: `┘` or `+`.
    public var cornerBottomRight: String
    /// The columns of a sparkline (``TextLayout/sparkline(_:width:glyphs:)``), from nothing to
    /// the highest: a space then `▁▂▃▄▅▆▇█`, or a space then `.:-=+*#`. The first is for 0
    /// alone; a set with fewer than two draws every column with its last (or a space).
    public var sparkLevels: [String]

    /// A set of one's own, for a terminal that neither ``unicode`` nor ``ascii`` suits.
    public init(
        ellipsis: String, bullet: String, separator: String, missing: String, horizontalRule: String,
        verticalRule: String, crossing: String,
        corners: (topLeft: String, topRight: String, bottomLeft: String, bottomRight: String),
        sparkLevels: [String] = GlyphSet.asciiSparkLevels
    ) {
        self.ellipsis = ellipsis
        self.bullet = bullet
        self.separator = separator
        self.missing = missing
        self.horizontalRule = horizontalRule
        self.verticalRule = verticalRule
        self.crossing = crossing
        self.cornerTopLeft = corners.topLeft
        self.cornerTopRight = corners.topRight
        self.cornerBottomLeft = corners.bottomLeft
        self.cornerBottomRight = corners.bottomRight
        self.sparkLevels = sparkLevels
    }

    /// A sparkline's columns in ASCII, the default of a set of one's own: ` .:-=+*#`.
    public static let asciiSparkLevels = [" ", ".", ":", "-", "=", "+", "*", "#"]

    /// For terminals that show UTF-8: `…` `•` `·` `—` `─` `│` `┼` `┌┐└┘`, sparklines of `▁▂▃▄▅▆▇█`.
    public static let unicode = GlyphSet(
        ellipsis: "…", bullet: "•", separator: "·", missing: "—", horizontalRule: "─", verticalRule: "│",
        crossing: "┼", corners: ("┌", "┐", "└", "┘"), sparkLevels: [" ", "▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
    )

    /// For everything else: `...` `*` `-` `-` `-` `|` `+` `++++`, sparklines of ` .:-=+*#`.
    public static let ascii = GlyphSet(
        ellipsis: "...", bullet: "*", separator: "-", missing: "-", horizontalRule: "-", verticalRule: "|",
        crossing: "+", corners: ("+", "+", "+", "+")
    )

    /// A horizontal rule `width` columns wide.
    public func rule(width: Int) -> String {
        String(repeating: horizontalRule, count: max(0, width))
    }

    /// The set for `mode`: `.auto` picks ``unicode`` when the locale is UTF-8 (see
    /// `localeIsUTF8(environment:)`), else ``ascii``.
    public static func resolve(_ mode: GlyphMode, environment: [String: String]) -> GlyphSet {
        switch mode {
        case .unicode: .unicode
        case .ascii: .ascii
        case .auto: localeIsUTF8(environment: environment) ? .unicode : .ascii
        }
    }

    /// Whether the locale's character set is UTF-8, read as POSIX does: the first non-empty of
    /// `LC_ALL`, `LC_CTYPE` and `LANG`, containing `UTF-8` or `utf8` in any case.
    static func localeIsUTF8(environment: [String: String]) -> Bool {
        let locale = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        guard let locale else { return false }
        // Compared as ASCII bytes: String's `lowercased()` and `contains(_:)` (from
        // _StringProcessing) set themselves up at first use (benchmarks/DECISIONS.md), for a name
        // that is ASCII when it names UTF-8 at all.
        let lowered = locale.utf8.map { $0 >= 65 && $0 <= 90 ? $0 | 0x20 : $0 }
        return Self.bytes(lowered, contain: Array("utf-8".utf8)) || Self.bytes(lowered, contain: Array("utf8".utf8))
    }

    private static func bytes(_ bytes: [UInt8], contain part: [UInt8]) -> Bool {
        guard bytes.count >= part.count else { return false }
        return (0...(bytes.count - part.count)).contains { start in
            bytes[start..<start + part.count].elementsEqual(part)
        }
    }
}

/// The glyph choice: from the locale, or forced by a flag.
public enum GlyphMode: String, Sendable, CaseIterable {
    /// Unicode when the locale is UTF-8, else ASCII.
    case auto
    /// Always Unicode.
    case unicode
    /// Always ASCII.
    case ascii
}
