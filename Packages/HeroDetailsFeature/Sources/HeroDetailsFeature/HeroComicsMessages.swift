import DesignTokens
import FoundationEssentials
import HeroesCore

/// The comics screen's one-line messages for stderr (or, for the empty message, the table).
enum HeroComicsMessages {
    /// Why a page has no comics: `"No comics on page 12: there are 10 pages of 20."`, or
    /// `"Hero 1009610 appears in no comics."` when the list is empty.
    static func empty(_ page: Page<Comic>, heroID: Int) -> String {
        guard page.total > 0 else { return "Hero \(heroID) appears in no comics." }
        let pages = page.pageCount
        let verb = (pages == 1 ? "there is " : "there are ") + NumberFormat.count(pages, "page", "pages")
        return
            "No comics on page \(NumberFormat.grouped(page.pageNumber)): \(verb) of \(NumberFormat.grouped(page.limit))."
    }

    /// The notice for a cached page:
    /// `"heroes: offline: showing page 2 of hero 1009610's comics as cached 3 hours ago"`, the
    /// start saying why (`StaleCause` (HeroesCore)).
    static func staleNotice(
        _ page: Page<Comic>, heroID: Int, since: Date, cause: HeroesError? = nil, now: Date,
        style: TerminalStyle = .plain
    ) -> String {
        let age = RelativeAge.describe(since, relativeTo: now)
        let what = "page \(NumberFormat.grouped(page.pageNumber)) of hero \(heroID)'s comics"
        return style.paint("heroes: \(StaleCause.words(cause)): showing \(what) as cached \(age)", .warning)
    }
}
