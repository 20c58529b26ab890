import DesignTokens
import HeroesCore

extension ListSpec {
    /// The page for a terminal: header line, table, next-page hint and attribution; for an empty
    /// page the empty message, the last page's command when there is one, and the attribution.
    /// The flexible column shrinks first; then columns go by their drop order.
    func table(_ page: Page<Item>, style: TerminalStyle, width: Int, command: (@Sendable (Int) -> String)?) -> String {
        let frame = PagedTableFrame(style: style, width: width)
        let pageCommand = command ?? self.pageCommand
        guard !page.items.isEmpty else {
            let retry = page.total > 0 ? pageCommand?(page.pageCount) : nil
            return frame.empty(message: emptyMessage(page), tryCommand: retry, attribution: page.attribution)
        }
        let next = page.hasNextPage ? pageCommand?(page.pageNumber + 1) : nil
        let rows = page.items.map { item in columns.map { $0.tableCell(item, style: style) } }
        let table = TextTable(columns: columns.map(\.tableColumn), rows: rows)
        return frame.page(
            heading: headerLine(page, style: style), table: table, nextCommand: next, isLastPage: !page.hasNextPage,
            attribution: page.attribution)
    }
}
