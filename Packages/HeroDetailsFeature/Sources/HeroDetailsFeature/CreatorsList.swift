public import HeroesCore
public import HeroesPresentation

extension ListSpec where Item == Creator {
    /// The creators list (`heroes creators list`, any filters): on a terminal,
    ///
    /// ```text
    /// Page 1 of 3 · 14 creators
    ///
    /// ID    NAME             COMICS  SERIES  STORIES  EVENTS  MODIFIED
    /// ────  ───────────────  ──────  ──────  ───────  ──────  ──────────
    /// 2133  Tom Brevoort      1,330     200    2,428      15  2016-06-14
    /// 1133  Stefano Caselli     172      66      232       6  2015-10-29
    ///
    /// Next: heroes creators list --page 2
    /// ```
    ///
    /// The name shrinks first; then the events, stories and series columns go, then the date,
    /// then the comics count. In `heroes browse` the id, the name, the comics count (from 40
    /// columns) and the date (from 60). In a pipe a line a creator, `id`, `name`, `comics`,
    /// `series`, `stories`, `events`, `modified` (`YYYY-MM-DD`, empty when unknown), which CSV
    /// names in its header. `--json` writes `page`, `perPage`, `total`, `totalPages`,
    /// `attribution` and `creators`, each creator with `id`, `name`, `firstName`, `middleName`,
    /// `lastName`, `suffix`, `modified`, `thumbnail`, `comics` and `series` (`{"available": …, "items": [names]}`),
    /// `stories` and `events` (the shape of
    /// `heroes creators show --json` without its `attribution`), unknown values `null`, with only
    /// the fields asked for. The table's next-page hint comes from `pageCommand`, none when it is
    /// `nil`.
    public static func creators(pageCommand: (@Sendable (Int) -> String)?) -> ListSpec<Creator> {
        ListSpec(
            singular: "creator", plural: "creators", cachedName: "the creators list",
            nothingFound: "No creators found.", pageCommand: pageCommand,
            columns: [
                .id { $0.id },
                .text("NAME", field: "name", isFlexible: true, browse: .rest) { $0.fullName },
                .count("COMICS", field: "comics", dropOrder: 5, browse: .fixed(6, from: 40)) { $0.comics.available },
                .count("SERIES", field: "series", dropOrder: 3) { $0.series.available },
                .count("STORIES", field: "stories", dropOrder: 2) { $0.storyCount },
                .count("EVENTS", field: "events", dropOrder: 1) { $0.eventCount },
                .day("MODIFIED", field: "modified", dropOrder: 4, browse: .fixed(10, from: 60)) { $0.modifiedDay },
            ],
            jsonKey: "creators", jsonFieldNames: creatorFieldNames, json: { CreatorRecordJSON($0, fields: $1) })
    }

    /// The keys `--json` may keep of each creator.
    static var creatorFieldNames: [String] { CreatorRecordJSON.CodingKeys.allCases.map(\.rawValue) }
}
