public import DesignTokens
public import FoundationEssentials
public import HeroesCore
public import MarvelWire

/// `heroes cache info`: what the cache holds, for a person on a terminal, for a pipe, or as JSON.
///
/// Every time is in UTC, and says so: an age and `2026-11-20 10:00 UTC` on a terminal,
/// ISO 8601 with `Z` in a pipe and in JSON.
///
/// ```text
/// Path       /home/me/.cache/heroes/heroes.sqlite
/// Holds      12 pages and 3 heroes
/// Size       1.5 MiB of at most 256.0 MiB
/// Fetched    oldest 3 days ago (2026-11-20 10:00 UTC), newest just now (2026-11-23 10:00 UTC)
/// Read-only  no
/// ```
public struct CacheInfoRenderer: Sendable {
    /// The facts shown.
    public struct Facts: Sendable, Hashable {
        /// The cache file.
        public var path: String
        /// What it holds.
        public var stats: CacheStats
        /// Its size limit, in bytes.
        public var limitBytes: Int
        /// Whether it can only be read.
        public var isReadOnly: Bool

        public init(path: String, stats: CacheStats, limitBytes: Int, isReadOnly: Bool) {
            self.path = path
            self.stats = stats
            self.limitBytes = limitBytes
            self.isReadOnly = isReadOnly
        }

        /// The files' size on disk, else the bodies' size.
        var bytes: Int { stats.fileBytes ?? stats.bytes }
    }

    /// How the facts are written.
    public enum Format: Sendable {
        /// Labelled lines for a person, sizes in KiB or MiB, times as ages.
        case terminal(TerminalStyle)
        /// `key<TAB>value` lines with the JSON's keys and values: sizes in bytes, `readOnly`
        /// `true` or `false`, times in ISO 8601 (UTC), a missing time empty.
        case tsv
        /// One JSON object: `path`, `pages`, `heroes`, `bytes`, `limitBytes`, `readOnly`,
        /// `oldestFetch` and `newestFetch` (ISO 8601 in UTC, or `null`), in a layout.
        case json(JSONLayout)
    }

    /// The format to write.
    public var format: Format

    public init(format: Format) {
        self.format = format
    }

    /// The text for `facts`, ages counted to `now`.
    public func render(_ facts: Facts, now: Date = Date()) -> String {
        switch format {
        case .terminal(let style): terminal(facts, style: style, now: now)
        case .tsv: tsv(facts)
        case .json(let layout): JSONText.render(CacheInfoJSON(facts), layout: layout)
        }
    }

    /// The JSON's keys, in its order, with its values as text (`true`/`false`, a time or empty).
    private func tsv(_ facts: Facts) -> String {
        let json = CacheInfoJSON(facts)
        let pairs = [
            ("path", json.path), ("pages", String(json.pages)), ("heroes", String(json.heroes)),
            ("bytes", String(json.bytes)), ("limitBytes", String(json.limitBytes)),
            ("readOnly", String(json.readOnly)),
            ("oldestFetch", json.oldestFetch.value ?? ""), ("newestFetch", json.newestFetch.value ?? ""),
        ]
        return pairs.map { $0.0 + "\t" + TextLayout.singleLine($0.1) }.joined(separator: "\n") + "\n"
    }

    private func terminal(_ facts: Facts, style: TerminalStyle, now: Date) -> String {
        let stats = facts.stats
        func when(_ date: Date) -> String { "\(RelativeAge.describe(date, relativeTo: now)) (\(Self.minute(date)))" }
        let fetched: String =
            if let oldest = stats.oldest, let newest = stats.newest {
                "oldest \(when(oldest)), newest \(when(newest))"
            } else {
                style.paint("nothing yet", .muted)
            }
        let rows = [
            ("Path", TextLayout.singleLine(facts.path)),
            (
                "Holds",
                "\(NumberFormat.count(stats.pages, "page", "pages")) and \(NumberFormat.count(stats.heroes, "hero", "heroes"))"
            ),
            ("Size", "\(ByteCount.describe(facts.bytes)) of at most \(ByteCount.describe(facts.limitBytes))"),
            ("Fetched", fetched),
            ("Read-only", facts.isReadOnly ? style.paint("yes", .warning) : "no"),
        ]
        let labelWidth = rows.map { DisplayWidth.of($0.0) }.max() ?? 0
        return rows.map { label, value in
            TextLayout.pad(style.paint(label, .muted), toWidth: labelWidth + Spacing.labelGap) + value
        }.joined(separator: "\n") + "\n"
    }

    /// `2026-11-20T10:00:00Z`.
    static func iso(_ date: Date) -> String { MarvelDate.iso8601(date) }

    /// `2026-11-20 10:00 UTC`.
    static func minute(_ date: Date) -> String {
        let text = iso(date)
        return String(text.prefix(10)) + " " + String(text.dropFirst(11).prefix(5)) + " UTC"
    }
}

/// The JSON of `heroes cache info --json`: every key, a missing time `null`.
struct CacheInfoJSON: Encodable {
    var path: String
    var pages: Int
    var heroes: Int
    var bytes: Int
    var limitBytes: Int
    var readOnly: Bool
    var oldestFetch: JSONNullable<String>
    var newestFetch: JSONNullable<String>

    init(_ facts: CacheInfoRenderer.Facts) {
        path = facts.path
        pages = facts.stats.pages
        heroes = facts.stats.heroes
        bytes = facts.bytes
        limitBytes = facts.limitBytes
        readOnly = facts.isReadOnly
        oldestFetch = JSONNullable(facts.stats.oldest.map(CacheInfoRenderer.iso))
        newestFetch = JSONNullable(facts.stats.newest.map(CacheInfoRenderer.iso))
    }
}
