public import HeroesCore
public import HeroesPresentation

extension ListSpec where Item == Story {
    /// The stories list (`heroes stories list`, any filters): on a terminal
    ///
    /// ```text
    /// Page 1 of 8 · 40 stories
    ///
    /// ID     TITLE               TYPE   ORIGINAL ISSUE              COMICS
    /// ─────  ──────────────────  ─────  ──────────────────────────  ──────
    /// 19947  Cover #19947        cover  Marvel Premiere (1972) #35       1
    /// 19950  The Devil's Music!  story  Marvel Premiere (1972) #36       1
    ///
    /// Next: heroes stories list --page 2
    /// Data provided by Marvel. © 2017 MARVEL
    /// ```
    ///
    /// The title shrinks first; then the original issue goes (it mostly repeats the title, and
    /// the title then has its room back), then the comics count, then the type. In
    /// `heroes browse`, the id, the title, the type (from 50 columns) and the original issue
    /// (from 100). In a pipe a line a story, `id`, `title`, `type`, `originalIssue` (each empty
    /// when unknown) and `comics`, which CSV names in its header.
    /// `--json` writes `page`, `perPage`, `total`, `totalPages`, `attribution` and `stories`, each
    /// with `id`, `title`, `type`, `originalIssue`, `comics` (a count), `characters`
    /// (`{"available": 7, "items": ["…", …]}`) and `creators` (`[{"name": …, "role": …}]`),
    /// unknown values `null`, with no owner's key. The table's next-page hint comes from
    /// `pageCommand`, none when it is `nil`.
    public static func stories(pageCommand: (@Sendable (Int) -> String)?) -> ListSpec<Story> {
        stories(
            title: nil, cachedName: "the stories list", nothingFound: "No stories found.", owner: nil,
            pageCommand: pageCommand)
    }

    /// A list of stories with the given wording: the columns, fields and JSON every list of
    /// stories shares.
    static func stories(
        title: String?, cachedName: String, nothingFound: String, owner: (key: String, id: Int)?,
        pageCommand: (@Sendable (Int) -> String)?
    ) -> ListSpec<Story> {
        ListSpec(
            singular: "story", plural: "stories", title: title, cachedName: cachedName, nothingFound: nothingFound,
            pageCommand: pageCommand,
            columns: [
                .id { $0.id },
                .text("TITLE", field: "title", isFlexible: true, browse: .rest) { $0.title },
                .text("TYPE", field: "type", dropOrder: 3, browse: .fixed(13, from: 50)) { $0.type },
                .text("ORIGINAL ISSUE", field: "originalIssue", dropOrder: 1, browse: .fixed(30, from: 100)) {
                    $0.originalIssue ?? ""
                },
                .count("COMICS", field: "comics", dropOrder: 2) { $0.comicCount },
            ],
            jsonKey: "stories", owner: owner, jsonFieldNames: StoryJSON.fieldNames,
            json: { StoryJSON($0, fields: $1) })
    }
}
