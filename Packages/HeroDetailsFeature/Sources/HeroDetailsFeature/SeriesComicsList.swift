public import HeroesCore
public import HeroesPresentation

extension ListSpec where Item == Comic {
    /// The comics of series `seriesID` (`GET /series/{id}/comics`, loaded with
    /// `ListRequest.comics(ofSeries:page:perPage:orderBy:)`): the columns, fields and JSON of a
    /// hero's comics, `"Comics of series 1945 · page 1 of 2 · 8 comics"` over the table,
    /// `"series": 1945` in the JSON. No command shows it yet, so its table has no next-page hint
    /// unless the table format (`ListFormat.table`) is given a page command.
    public static func comics(ofSeries seriesID: Int) -> ListSpec<Comic> {
        comics(
            title: "Comics of series \(seriesID)", cachedName: "series \(seriesID)'s comics",
            nothingFound: "Series \(seriesID) has no comics.", owner: ("series", seriesID), pageCommand: nil)
    }
}

extension ListBrowserSpec where Query == ListRequest, Item == Comic {
    /// The comics of series `seriesID` as a list of `heroes browse` (HeroesPresentation's
    /// `ListBrowser`): ``HeroesPresentation/ListSpec/comics(ofSeries:)``'s nouns, title and
    /// columns, newest first, 50 a page, with no search and nothing to open (there is no comic
    /// screen yet). No screen of `browse` reaches it yet.
    public static func comics(ofSeries seriesID: Int) -> ListBrowserSpec<ListRequest, Comic> {
        ListBrowserSpec(list: .comics(ofSeries: seriesID), isSearchable: false, opensItems: false) { _, pageSize in
            .comics(ofSeries: seriesID, perPage: pageSize, orderBy: HeroComicsRequest.newestFirst)
        }
    }
}
