public import HeroesCore
public import HeroesPresentation

extension ListSpec where Item == Series {
    /// The series list (`heroes series list`, any filters): on a terminal
    ///
    /// ```text
    /// Page 1 of 3 · 11 series
    ///
    /// ID     TITLE                                   YEARS      TYPE        COMICS
    /// ─────  ──────────────────────────────────────  ─────────  ──────────  ──────
    /// 22186  Amazing Spider-Man: The Clone Conspir…  2017       collection       1
    /// 22547  Avengers (2016 - Present)               2016–      ongoing         18
    /// 1945   Avengers: The Initiative (2007 - 2010)  2007–2010  —               42
    ///
    /// Next: heroes series list --page 2
    /// Data provided by Marvel. © 2017 MARVEL
    /// ```
    ///
    /// The title shrinks first; then the type column goes, then the years, then the comics
    /// count. The years are `1963–1998`, `2017` for a series of one year, `2016–` for a series
    /// still running (no end year). In `heroes browse`, the id, the title, the comics count (from
    /// 40 columns), the years (from 50) and the type (from 80). In a pipe a line a series, `id`, `title`, `years`, `type` (or
    /// empty) and `comics`, which CSV names in its header. `--json` writes `page`, `perPage`,
    /// `total`, `totalPages`, `attribution` and `series`, each with `id`, `title`, `startYear`,
    /// `endYear`, `type`, `rating`, `comics`, `characters` (counts) and `creators`
    /// (`[{"name": …, "role": …}]`), unknown values `null`, with no owner's key. The table's
    /// next-page hint comes from `pageCommand`, none when it is `nil`.
    public static func series(pageCommand: (@Sendable (Int) -> String)?) -> ListSpec<Series> {
        series(
            title: nil, cachedName: "the series list", nothingFound: "No series found.", owner: nil,
            pageCommand: pageCommand)
    }

    /// A list of series with the given wording: the columns, fields and JSON every list of
    /// series shares.
    static func series(
        title: String?, cachedName: String, nothingFound: String, owner: (key: String, id: Int)?,
        pageCommand: (@Sendable (Int) -> String)?
    ) -> ListSpec<Series> {
        ListSpec(
            singular: "series", plural: "series", title: title, cachedName: cachedName, nothingFound: nothingFound,
            pageCommand: pageCommand,
            columns: [
                .id { $0.id },
                .text("TITLE", field: "title", isFlexible: true, browse: .rest) { $0.title },
                .text("YEARS", field: "years", dropOrder: 2, browse: .fixed(9, from: 50)) { years($0) },
                .text("TYPE", field: "type", dropOrder: 1, browse: .fixed(10, from: 80)) { $0.type },
                .count("COMICS", field: "comics", dropOrder: 3, browse: .fixed(6, from: 40)) { $0.comicCount },
            ],
            jsonKey: "series", owner: owner, jsonFieldNames: SeriesJSON.fieldNames,
            json: { SeriesJSON($0, fields: $1) })
    }

    /// `1963–1998`; `2017` for a series of one year; `2016–` while the series runs (no end
    /// year); `""` when the start is unknown.
    static func years(_ series: Series) -> String {
        guard let start = series.startYear else { return "" }
        guard let end = series.endYear else { return "\(start)–" }
        return end == start ? String(start) : "\(start)–\(end)"
    }
}
