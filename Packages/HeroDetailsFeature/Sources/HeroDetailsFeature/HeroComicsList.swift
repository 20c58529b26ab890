public import HeroesCore
public import HeroesPresentation
public import MarvelWire

/// Which comics to show: a page of the comics one hero appears in.
public struct HeroComicsRequest: Sendable, Hashable {
    /// Whose comics.
    public var heroID: Int
    /// The page, from 1.
    public var page: Int
    /// How many comics a page holds.
    public var perPage: Int

    /// The order the screen shows comics in: the newest first, then by title, as a reader
    /// looking up a hero wants them.
    public static let newestFirst = [MarvelOrder(.onsaleDate, descending: true), MarvelOrder(.title)]

    /// A request for page `page` of hero `heroID`'s comics, `perPage` a page.
    public init(heroID: Int, page: Int = 1, perPage: Int = ListRequest.defaultLimit) {
        self.heroID = heroID
        self.page = page
        self.perPage = perPage
    }
}

/// The comics screen's view model: a page of a hero's comics. A page with no comics is empty.
public typealias HeroComicsViewModel = ListViewModel<HeroComicsRequest, Comic>

extension ListSpec where Item == Comic {
    /// The comics hero `heroID` appears in (`heroes show ID --comics`): on a terminal
    /// `"Comics of hero 1009610 · page 1 of 10 · 190 comics"` over a table of `ID`, `TITLE`
    /// (shrinks first), `ON SALE` and `FORMAT` (dropped first); in a pipe a line a comic, `id`,
    /// `title`, `onSaleDate` (`YYYY-MM-DD` or empty), `format` (or empty), which CSV names in its
    /// header; `--json` writes `hero` (its id), the page's facts and `comics`, each comic with
    /// `id`, `title`, `issueNumber`, `format`, `onSaleDate`, `series` and `creators`
    /// (`[{"name": …, "role": …}]`), unknown values `null`: the shape of the details' `latestComics`.
    /// The next-page hint keeps `--per-page` when `perPage` is not the default.
    public static func comics(ofHero heroID: Int, perPage: Int = ListRequest.defaultLimit) -> ListSpec<Comic> {
        let perPageFlag = perPage == ListRequest.defaultLimit ? "" : " --per-page \(perPage)"
        return comics(
            title: "Comics of hero \(heroID)", cachedName: "hero \(heroID)'s comics",
            nothingFound: "Hero \(heroID) appears in no comics.", owner: ("hero", heroID),
            pageCommand: { "heroes show \(heroID) --comics --page \($0)\(perPageFlag)" })
    }

    /// The keys `--json` may keep of each comic.
    public static var comicFieldNames: [String] { ComicJSON.CodingKeys.allCases.map(\.rawValue) }

    /// A list of comics with the given wording: the columns, fields and JSON every list of
    /// comics shares. In `heroes browse`, the id, the title, the on-sale day (from 50 columns)
    /// and the format (from 80).
    static func comics(
        title: String?, cachedName: String, nothingFound: String, owner: (key: String, id: Int)?,
        pageCommand: (@Sendable (Int) -> String)?
    ) -> ListSpec<Comic> {
        ListSpec(
            singular: "comic", plural: "comics", title: title, cachedName: cachedName, nothingFound: nothingFound,
            pageCommand: pageCommand,
            columns: [
                .id { $0.id },
                .text("TITLE", field: "title", isFlexible: true, browse: .rest) { $0.title },
                .day("ON SALE", field: "onSaleDate", dropOrder: 2, browse: .fixed(10, from: 50)) { $0.onSaleDay },
                .text("FORMAT", field: "format", dropOrder: 1, browse: .fixed(15, from: 80)) { $0.format },
            ],
            jsonKey: "comics", owner: owner, jsonFieldNames: comicFieldNames, json: { ComicJSON($0, fields: $1) })
    }
}
