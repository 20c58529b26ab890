public import DesignTokens
public import FoundationEssentials
import HeroesCore
import TerminalScreen

/// Draws any ``ListBrowser`` as a frame's lines, from its spec: a title bar (what is listed,
/// how many, where the cursor is, how fresh the data is, the attribution), the header of the
/// columns that have a ``ListColumn/browse`` width, a window of items with the selected one
/// highlighted, a row at the end of what is loaded (loading, the failure with its retry key, or
/// the end of the list), and the key hints or the search field at the bottom.
///
/// ```text
/// Heroes · 3 of 1,485                                        Data provided by Marvel. © 2017 MARVEL
///   ID       NAME                                          COMICS  MODIFIED
/// › 1011334  3-D Man                                           12  2014-04-29
/// ```
///
/// Every cell, the search text, failures and the attribution are neutralised (DesignTokens'
/// `TextLayout.singleLine(_:)`) before they are drawn, whatever the spec's projections return.
/// Rows keep one colour, the identifier's (a column styled `.identifier`), so that the selected
/// row's reverse video reads; the table's other column styles are not used here.
public struct ListBrowserRenderer: Sendable {
    public var style: TerminalStyle
    /// The time, for "cached 3 hours ago".
    public var now: Date

    public init(style: TerminalStyle, now: Date) {
        self.style = style
        self.now = now
    }

    /// The frame's lines for `browser` on a window of `size`.
    public func lines<Query, Item>(_ browser: ListBrowser<Query, Item>, size: TerminalSize) -> [String] {
        let width = size.columns
        let rows = max(1, size.lines - ListBrowser<Query, Item>.chromeLines)
        let layout = BrowseLayout(browser.spec.list.columns, width: width)
        var lines = [
            titleBar(browser, width: width), style.paint(header(layout, width: width), .heading),
        ]
        let body = body(browser, layout: layout, width: width, rows: rows)
        lines += body + Array(repeating: "", count: max(0, rows - body.count))
        lines.append(bottomLine(browser, width: width))
        return lines
    }

    private var ellipsis: String { style.glyphs.ellipsis }

    private func titleBar<Query, Item>(_ browser: ListBrowser<Query, Item>, width: Int) -> String {
        let list = browser.list
        let title = browser.spec.list.browseTitle
        var parts = [
            browser.shownSearch.isEmpty
                ? title
                : "\(title) \(browser.spec.searchesWithin ? "matching" : "starting with") "
                    + "\"\(TextLayout.singleLine(browser.shownSearch))\""
        ]
        parts += list.counter.map { [$0] } ?? []
        var left = style.paint(parts.joined(separator: " \(style.glyphs.separator) "), .heading)
        if let notice = freshness(list) { left += " " + style.paint(notice, .warning) }
        let attribution = list.attribution.map(TextLayout.singleLine) ?? ""
        return ScreenLine.bar(left: left, right: style.paint(attribution, .muted), width: width, ellipsis: ellipsis)
    }

    /// `refreshing…` while a cached list is being replaced; `cached 3 hours ago` for a cached
    /// or stale one.
    private func freshness<Item>(_ list: EndlessList<Item>) -> String? {
        if !list.isEmpty, list.activity == .first || list.activity == .refresh { return "refreshing\(ellipsis)" }
        guard let since = list.origin?.fetchedAt else { return nil }
        return "cached \(RelativeAge.describe(since, relativeTo: now))"
    }

    private func body<Query, Item>(
        _ browser: ListBrowser<Query, Item>, layout: BrowseLayout<Item>, width: Int, rows: Int
    ) -> [String] {
        let list = browser.list
        if list.isEmpty { return emptyBody(browser, width: width) }
        var lines: [String] = []
        var index = list.firstDrawnRow(rows: rows)
        while lines.count < rows, index < list.items.count {
            let selected = index == list.cursor
            let text = row(list.items[index], layout: layout, selected: selected, width: width)
            lines.append(selected ? ScreenLine.selected(text, style: style) : text)
            index += 1
        }
        if lines.count < rows, let end = endRow(list, spec: browser.spec.list, width: width) { lines.append(end) }
        return lines
    }

    /// What follows the last item loaded.
    private func endRow<Item>(_ list: EndlessList<Item>, spec: ListSpec<Item>, width: Int) -> String? {
        let text: String
        let meaning: SemanticStyle
        if let failure = list.failure {
            text = "Could not load more \(spec.plural): \(TextLayout.singleLine(failure.description)) Press r to retry."
            meaning = .warning
        } else if list.activity == .next {
            text = "Loading more \(spec.plural)\(ellipsis)"
            meaning = .muted
        } else if !list.hasMore {
            let count = NumberFormat.count(list.items.count, spec.singular, spec.plural)
            text = "End of the list \(style.glyphs.separator) \(count)"
            meaning = .muted
        } else {
            return nil
        }
        return style.bodyLine(text, meaning, width: width)
    }

    private func emptyBody<Query, Item>(_ browser: ListBrowser<Query, Item>, width: Int) -> [String] {
        let list = browser.list
        let plural = browser.spec.list.plural
        let message: [(String, SemanticStyle)]
        if let failure = list.failure {
            message = [
                ("Could not load the \(plural).", .error),
                (TextLayout.singleLine(failure.description), .warning),
                ("Press r to retry, q to quit.", .accent),
            ]
        } else if list.activity != .idle {
            message = [("Loading \(plural)\(ellipsis)", .muted)]
        } else if !browser.shownSearch.isEmpty {
            message = [
                (
                    "No \(plural) \(browser.spec.searchesWithin ? "match" : "start with") "
                        + "\"\(TextLayout.singleLine(browser.shownSearch))\".", .warning
                ),
                ("Press / to change the search, Esc to clear it.", .accent),
            ]
        } else {
            message = [("No \(plural).", .warning)]
        }
        return [""] + message.map { style.bodyLine($0, $1, width: width) }
    }

    /// The key hints, or the search field while it is being edited.
    private func bottomLine<Query, Item>(_ browser: ListBrowser<Query, Item>, width: Int) -> String {
        if browser.isEditingSearch {
            let field = "/" + TextLayout.singleLine(browser.searchText) + "\u{2581}"
            let help = style.paint("  Enter keep \(style.glyphs.separator) Esc clear", .muted)
            return ScreenLine.fit(style.paint(field, .accent) + help, width: width, ellipsis: ellipsis)
        }
        var hints: [(key: String, label: String)] = [("↑↓", "move"), ("PgUp/PgDn", "page")]
        if browser.spec.opensItems { hints.append(("Enter", "open")) }
        if browser.spec.isSearchable { hints.append(("/", "search")) }
        if let keys = browser.spec.listKeys { hints.append((keys, "lists")) }
        // Help and quit before retry and refresh: a narrow window cuts the line's end.
        hints += [("?", "help"), ("q", "quit"), ("r", "retry"), ("R", "refresh")]
        return ScreenLine.hints(hints, width: width, style: style)
    }

    // MARK: - Columns

    /// The marker (two columns), then the columns' headers two spaces apart.
    private func header<Item>(_ layout: BrowseLayout<Item>, width: Int) -> String {
        var text = "  "
        for (index, shown) in layout.columns.enumerated() {
            if index > 0 { text += "  " }
            text += TextLayout.pad(shown.column.header, toWidth: shown.width, alignment: shown.column.alignment)
        }
        return ScreenLine.fit(text, width: width, ellipsis: ellipsis)
    }

    /// The marker, then `item`'s cells two spaces apart: each neutralised, the missing glyph for
    /// an unknown one, cut to its column.
    private func row<Item>(_ item: Item, layout: BrowseLayout<Item>, selected: Bool, width: Int) -> String {
        var text = ScreenLine.marker(selected: selected, glyphs: style.glyphs)
        for (index, shown) in layout.columns.enumerated() {
            if index > 0 { text += "  " }
            let value = shown.column.cell(item) ?? ""
            let cellText = value.isEmpty ? style.glyphs.missing : TextLayout.singleLine(value)
            // The column a row is about (a name, a title) keeps a comic's issue number when cut.
            let cell =
                shown.column.browse == .rest && shown.column.alignment == .left
                ? ScreenLine.fitTitle(cellText, width: shown.width, ellipsis: ellipsis)
                : ScreenLine.fit(cellText, width: shown.width, ellipsis: ellipsis, alignment: shown.column.alignment)
            text += !selected && shown.column.style == .identifier ? style.paint(cell, .identifier) : cell
        }
        return ScreenLine.fit(text, width: width, ellipsis: ellipsis)
    }
}

/// The columns a window `width` wide shows, each with its width: those with a browse width whose
/// window is this wide, the one that takes the rest given what the others and the gaps leave.
struct BrowseLayout<Item> {
    var columns: [(column: ListColumn<Item>, width: Int)]

    init(_ all: [ListColumn<Item>], width: Int) {
        let shown = all.filter { column in column.browse.map { width >= $0.minimumWindow } ?? false }
        let fixed = 2 + shown.reduce(0) { $0 + ($1.browse?.cells ?? 0) } + 2 * max(0, shown.count - 1)
        let rest = max(1, width - fixed)
        columns = shown.map { ($0, $0.browse?.cells ?? rest) }
    }
}

extension ListSpec {
    /// What `browse`'s title bar calls the list: the ``title``, or the plural capitalised (`Heroes`).
    var browseTitle: String {
        title ?? TextLayout.capitalizedFirst(plural)
    }
}
