public import DesignTokens
public import FoundationEssentials
public import HeroesCore

/// The list screen's one-line messages for stderr (or, for the empty message, the table).
public enum HeroesListMessages {
    /// Why a page has no heroes: `"No heroes on page 99: there are 11 pages of 20."`, or
    /// `"No heroes found."` when nothing matched at all.
    public static func empty(_ page: HeroPage) -> String {
        guard page.total > 0 else { return "No heroes found." }
        let pages = page.pageCount
        let verb = (pages == 1 ? "there is " : "there are ") + NumberFormat.count(pages, "page", "pages")
        return
            "No heroes on page \(NumberFormat.grouped(page.pageNumber)): \(verb) of \(NumberFormat.grouped(page.limit))."
    }

    /// The notice for a cached page: `"heroes: offline: showing page 2 as cached 3 hours ago"`,
    /// the start saying why (`StaleCause`, HeroesCore), painted in `.warning` when `style` has colour.
    public static func staleNotice(
        _ page: HeroPage, since: Date, cause: HeroesError? = nil, now: Date, style: TerminalStyle = .plain
    ) -> String {
        let age = RelativeAge.describe(since, relativeTo: now)
        return style.paint(
            "heroes: \(StaleCause.words(cause)): showing page \(NumberFormat.grouped(page.pageNumber)) as cached \(age)",
            .warning)
    }
}
