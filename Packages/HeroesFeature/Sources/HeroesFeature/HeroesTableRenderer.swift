public import DesignTokens
public import HeroesCore

/// The list for a terminal: a header line, an aligned table fitted to the width, a footer that
/// says how to get the next page, and the attribution.
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
/// The name column shrinks first, its names cut with an ellipsis; when that is not enough the
/// events, stories and series columns go, then the date, then the comics count. `loaded` and
/// `stale` draw the same (the stale notice goes to stderr); `empty` draws the empty
/// message with a hint and the attribution; `idle`, `loading` and `failed` draw nothing.
public struct HeroesTableRenderer: HeroesListRenderer {
    /// Colour and glyphs.
    public var style: TerminalStyle
    /// The terminal width, in columns.
    public var width: Int
    /// The command that shows a page, for the footer: given a page number, for example
    /// `{ "heroes list --page \($0) --per-page 50" }`.
    public var pageCommand: @Sendable (Int) -> String

    /// Creates a table renderer.
    public init(
        style: TerminalStyle, width: Int,
        pageCommand: @escaping @Sendable (Int) -> String = { "heroes list --page \($0)" }
    ) {
        self.style = style
        self.width = width
        self.pageCommand = pageCommand
    }

    /// The screen for `state` (see the type's description).
    public func render(_ state: LoadState<HeroPage>) -> String {
        guard let page = state.value else { return "" }
        let frame = PagedTableFrame(style: style, width: width)
        guard !page.heroes.isEmpty else {
            let retry = page.total > 0 ? pageCommand(page.pageCount) : nil
            return frame.empty(
                message: HeroesListMessages.empty(page), tryCommand: retry, attribution: page.attribution)
        }
        let next = page.hasNextPage ? pageCommand(page.pageNumber + 1) : nil
        return frame.page(
            heading: headerLine(page), table: table(page), nextCommand: next, attribution: page.attribution)
    }

    /// `"Page 2 of 11 · 203 heroes"`.
    func headerLine(_ page: HeroPage) -> String {
        let heroes = NumberFormat.count(page.total, "hero", "heroes")
        return
            "Page \(NumberFormat.grouped(page.pageNumber)) of \(NumberFormat.grouped(page.pageCount)) \(style.glyphs.separator) \(heroes)"
    }

    /// The table of the page's heroes, with its columns' drop order.
    func table(_ page: HeroPage) -> TextTable {
        let columns = [
            TableColumn("ID"),
            TableColumn("NAME", isFlexible: true),
            TableColumn("COMICS", alignment: .right, dropOrder: 5),
            TableColumn("SERIES", alignment: .right, dropOrder: 3),
            TableColumn("STORIES", alignment: .right, dropOrder: 2),
            TableColumn("EVENTS", alignment: .right, dropOrder: 1),
            TableColumn("MODIFIED", dropOrder: 4),
        ]
        let rows: [[TableCell]] = page.heroes.map { hero in
            [
                TableCell(String(hero.id), style: .identifier),
                hero.name.isEmpty ? TableCell(style.glyphs.missing, style: .muted) : TableCell(hero.name),
                TableCell(NumberFormat.grouped(hero.comics.available)),
                TableCell(NumberFormat.grouped(hero.series.available)),
                TableCell(NumberFormat.grouped(hero.stories.available)),
                TableCell(NumberFormat.grouped(hero.events.available)),
                TableCell(hero.modifiedDay ?? style.glyphs.missing, style: .muted),
            ]
        }
        return TextTable(columns: columns, rows: rows)
    }
}
