public import DesignTokens
public import HeroesCore

/// A hero's comics for a terminal: a header line, an aligned table fitted to the width, a
/// footer that says how to get the next page, and the attribution, as the hero list draws them.
///
/// Lines fit the width but for the command in the footer, which is never cut (it is meant to be
/// copied). The title column shrinks first, cut with an ellipsis; when that is not enough the format
/// goes, then the on-sale date. `loaded` and `stale` draw the same (the stale notice goes to
/// stderr); `empty` draws the empty message and the attribution.
public struct HeroComicsTableRenderer: HeroComicsRenderer {
    public var style: TerminalStyle
    /// The terminal width, in columns.
    public var width: Int
    /// Whose comics they are, for the header and the empty message.
    public var heroID: Int
    /// The command that shows a page, for the footer, for example
    /// `{ "heroes show 1009610 --comics --page \($0)" }`.
    public var pageCommand: @Sendable (Int) -> String

    public init(style: TerminalStyle, width: Int, heroID: Int, pageCommand: @escaping @Sendable (Int) -> String) {
        self.style = style
        self.width = width
        self.heroID = heroID
        self.pageCommand = pageCommand
    }

    public func render(_ state: LoadState<Page<Comic>>) -> String {
        guard let page = state.value else { return "" }
        let frame = PagedTableFrame(style: style, width: width)
        guard !page.items.isEmpty else {
            let retry = page.total > 0 ? pageCommand(page.pageCount) : nil
            let message = HeroComicsMessages.empty(page, heroID: heroID)
            return frame.empty(message: message, tryCommand: retry, attribution: page.attribution)
        }
        let next = page.hasNextPage ? pageCommand(page.pageNumber + 1) : nil
        return frame.page(
            heading: headerLine(page), table: table(page), nextCommand: next, attribution: page.attribution)
    }

    /// `"Comics of hero 1009610 · page 1 of 10 · 190 comics"`.
    func headerLine(_ page: Page<Comic>) -> String {
        let comics = NumberFormat.count(page.total, "comic", "comics")
        let separator = style.glyphs.separator
        return "Comics of hero \(heroID) \(separator) page \(NumberFormat.grouped(page.pageNumber)) of "
            + "\(NumberFormat.grouped(page.pageCount)) \(separator) \(comics)"
    }

    func table(_ page: Page<Comic>) -> TextTable {
        let columns = [
            TableColumn("ID"),
            TableColumn("TITLE", isFlexible: true),
            TableColumn("ON SALE", dropOrder: 2),
            TableColumn("FORMAT", dropOrder: 1),
        ]
        let rows: [[TableCell]] = page.items.map { comic in
            [
                TableCell(String(comic.id), style: .identifier),
                comic.title.isEmpty ? TableCell(style.glyphs.missing, style: .muted) : TableCell(comic.title),
                TableCell(comic.onSaleDay ?? style.glyphs.missing, style: .muted),
                comic.format.isEmpty ? TableCell(style.glyphs.missing, style: .muted) : TableCell(comic.format),
            ]
        }
        return TextTable(columns: columns, rows: rows)
    }
}
