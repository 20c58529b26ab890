public import DesignTokens
public import FoundationEssentials
public import HeroesCore

extension ListSpec {
    /// Why a page has no items: `"No heroes on page 99: there are 11 pages of 20."`, or
    /// ``nothingFound`` when nothing matched at all.
    public func emptyMessage(_ page: Page<Item>) -> String {
        guard page.total > 0 else { return nothingFound }
        let pages = page.pageCount
        let verb = (pages == 1 ? "there is " : "there are ") + NumberFormat.count(pages, "page", "pages")
        return "No \(plural) on page \(NumberFormat.grouped(page.pageNumber)): \(verb) of "
            + "\(NumberFormat.grouped(page.limit))."
    }

    /// The notice for a cached page, `"heroes: offline: showing page 2 as cached 3 hours ago"`
    /// (with ``cachedName``, `"… showing page 2 of hero 1009610's comics as cached …"`), the start
    /// saying why (`StaleCause`), painted in `.warning` when `style` has colour.
    public func staleNotice(
        _ page: Page<Item>, since: Date, cause: HeroesError? = nil, now: Date, style: TerminalStyle = .plain
    ) -> String {
        let age = RelativeAge.describe(since, relativeTo: now)
        var what = "page \(NumberFormat.grouped(page.pageNumber))"
        if let cachedName { what += " of \(cachedName)" }
        return style.paint("heroes: \(StaleCause.words(cause)): showing \(what) as cached \(age)", .warning)
    }

    /// The table's header line: `"Page 2 of 11 · 203 heroes"`, or with a ``title``,
    /// `"Comics of hero 1009610 · page 1 of 10 · 190 comics"`.
    func headerLine(_ page: Page<Item>, style: TerminalStyle) -> String {
        let separator = style.glyphs.separator
        let count = NumberFormat.count(page.total, singular, plural)
        let pages = "\(NumberFormat.grouped(page.pageNumber)) of \(NumberFormat.grouped(page.pageCount))"
        guard let title else { return "Page \(pages) \(separator) \(count)" }
        return "\(title) \(separator) page \(pages) \(separator) \(count)"
    }
}
