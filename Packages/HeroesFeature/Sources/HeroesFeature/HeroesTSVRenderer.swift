import DesignTokens
public import HeroesCore

/// The list for pipes: one line per hero, tab-separated, no header, no colour, no truncation.
///
/// Fields: `id`, `name`, `comics`, `series`, `stories`, `events`, `modified` (`YYYY-MM-DD`, or
/// empty when unknown). Counts are plain integers. Tabs, line breaks and other control
/// characters in names become spaces, so every hero is exactly one line of seven fields.
///
/// ```text
/// 1009610	Spider-Man (Peter Parker)	4043	1018	5939	43	2020-07-21
/// ```
///
/// Only `loaded` and `stale` write lines; other states write nothing (the empty message and
/// the error line go to stderr).
public struct HeroesTSVRenderer: HeroesListRenderer {
    /// Creates a TSV renderer.
    public init() {}

    /// The lines for `state`.
    public func render(_ state: LoadState<HeroPage>) -> String {
        guard let page = state.value, !page.heroes.isEmpty else { return "" }
        var text = ""
        for hero in page.heroes { text += line(hero) + "\n" }
        return text
    }

    /// One hero's line, without the newline.
    public func line(_ hero: Hero) -> String {
        // Joined by hand: `[String].joined(separator:)` is unspecialised library code whose first
        // call makes the runtime scan every conformance record in the binary, and this is the
        // one call of it on the way to a list's first line (perf, 2026-11-23).
        var text = ""
        for (index, field) in Self.fields(hero).enumerated() {
            if index > 0 { text += "\t" }
            text += TextLayout.singleLine(field)
        }
        return text
    }

    /// The names of a line's fields, in order: the CSV's header.
    static let fieldNames = ["id", "name", "comics", "series", "stories", "events", "modified"]

    /// A hero's fields as they are, before a format neutralises them (TSV and CSV share them).
    static func fields(_ hero: Hero) -> [String] {
        [
            String(hero.id), hero.name, String(hero.comics.available), String(hero.series.available),
            String(hero.stories.available), String(hero.events.available), hero.modifiedDay ?? "",
        ]
    }
}
