public import HeroesCore
public import HeroesPresentation

/// The list screen's view model: a page of heroes by query. A page with no heroes is
/// `LoadState.empty(_:)`.
public typealias HeroesListViewModel = ListViewModel<HeroesQuery, Hero>

extension ListSpec where Item == Hero {
    /// The hero list (`heroes list`): on a terminal,
    ///
    /// ```text
    /// Page 2 of 11 · 203 heroes
    ///
    /// ID       NAME                        COMICS  SERIES  STORIES  EVENTS  MODIFIED
    /// ───────  ──────────────────────────  ──────  ──────  ───────  ──────  ──────────
    /// 1009610  Spider-Man (Peter Parker)    4,043   1,018    5,939      43  2020-07-21
    ///
    /// Next: heroes list --page 3
    /// Data provided by Marvel. © 2025 MARVEL
    /// ```
    ///
    /// The name shrinks first; then the events, stories and series columns go, then the date,
    /// then the comics count. In `heroes browse` (`ListBrowserSpec.heroes`) the id, the name, the
    /// comics count (from 40 columns) and the date (from 60). In a pipe a line a hero, `id`, `name`, `comics`, `series`,
    /// `stories`, `events`, `modified` (empty when unknown), which CSV names in its header.
    /// `--json` writes `page`, `perPage`, `total`, `totalPages`, `attribution` and `heroes`, each
    /// hero as `HeroJSON` writes it (the shape of `heroes show --json`), with only the fields asked for.
    public static var heroes: ListSpec<Hero> {
        ListSpec(
            singular: "hero", plural: "heroes", nothingFound: "No heroes found.",
            pageCommand: { "heroes list --page \($0)" },
            columns: [
                .id { $0.id },
                .text("NAME", field: "name", isFlexible: true, browse: .rest) { $0.name },
                .count("COMICS", field: "comics", dropOrder: 5, browse: .fixed(6, from: 40)) { $0.comics.available },
                .count("SERIES", field: "series", dropOrder: 3) { $0.series.available },
                .count("STORIES", field: "stories", dropOrder: 2) { $0.stories.available },
                .count("EVENTS", field: "events", dropOrder: 1) { $0.events.available },
                .day("MODIFIED", field: "modified", dropOrder: 4, browse: .fixed(10, from: 60)) { $0.modifiedDay },
            ],
            jsonKey: "heroes", jsonFieldNames: HeroJSON.fieldNames, json: { HeroJSON($0, fields: $1) })
    }
}
