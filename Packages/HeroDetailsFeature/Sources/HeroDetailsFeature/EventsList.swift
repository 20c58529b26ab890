public import HeroesCore
public import HeroesPresentation

extension ListSpec where Item == Event {
    /// The events list (`heroes events list`, any filters): on a terminal,
    ///
    /// ```text
    /// Page 1 of 2 · 3 events
    ///
    /// ID   TITLE         START       END         COMICS  SERIES  CHARACTERS
    /// ───  ────────────  ──────────  ──────────  ──────  ──────  ──────────
    /// 29   Infinity War  1992-06-10  1992-11-10      40      13          57
    /// 238  Civil War     2006-07-01  2007-01-29     140      62          88
    ///
    /// Next: heroes events list --page 2
    /// ```
    ///
    /// The title shrinks first; then the characters and series columns go, then the end day,
    /// then the comics count, then the start day. In `heroes browse` the id, the title, the start
    /// day (from 50 columns) and the comics count (from 70). In a pipe a line an event, `id`,
    /// `title`, `start`, `end` (`YYYY-MM-DD`, empty when unknown), `comics`, `series`,
    /// `characters`, which CSV names in its header. `--json` writes `page`, `perPage`, `total`,
    /// `totalPages`, `attribution` and `events`, each event with `id`, `title`, `description`,
    /// `start`, `end`, `thumbnail`, `previous`, `next`, `creators` (`[{"name": …, "role": …}]`),
    /// `comics`, `series` and `characters` (the shape of `heroes events show --json` without its
    /// `attribution`), unknown values `null`, with only the fields asked for. The table's
    /// next-page hint comes from `pageCommand`, none when it is `nil`.
    public static func events(pageCommand: (@Sendable (Int) -> String)?) -> ListSpec<Event> {
        ListSpec(
            singular: "event", plural: "events", cachedName: "the events list", nothingFound: "No events found.",
            pageCommand: pageCommand,
            columns: [
                .id { $0.id },
                .text("TITLE", field: "title", isFlexible: true, browse: .rest) { $0.title },
                .day("START", field: "start", dropOrder: 5, browse: .fixed(10, from: 50)) { $0.startDay },
                .day("END", field: "end", dropOrder: 3) { $0.endDay },
                .count("COMICS", field: "comics", dropOrder: 4, browse: .fixed(6, from: 70)) { $0.comicCount },
                .count("SERIES", field: "series", dropOrder: 2) { $0.seriesCount },
                .count("CHARACTERS", field: "characters", dropOrder: 1) { $0.characterCount },
            ],
            jsonKey: "events", jsonFieldNames: eventFieldNames, json: { EventJSON($0, fields: $1) })
    }

    /// The keys `--json` may keep of each event.
    static var eventFieldNames: [String] { EventJSON.CodingKeys.allCases.map(\.rawValue) }
}
