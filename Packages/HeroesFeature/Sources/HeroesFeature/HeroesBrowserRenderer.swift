public import DesignTokens
public import FoundationEssentials
import HeroesCore
import TerminalScreen

/// Draws ``HeroesBrowser`` as a frame's lines: a title bar (what is listed, where the cursor is,
/// how fresh the data is), the column header, a window of heroes with the selected one
/// highlighted, a row at the end of what is loaded (loading, the failure with its retry key, or
/// the end of the list), and the key hints or the search field at the bottom.
///
/// ```text
/// Heroes · 1,485 · 3 of 150                                 Data provided by Marvel. © 2017 MARVEL
///   ID       NAME                                          COMICS  MODIFIED
/// › 1011334  3-D Man                                           12  2014-04-29
/// ```
///
/// Every hero's name is neutralised (DesignTokens' `TextLayout.singleLine(_:)`) before it is drawn.
public struct HeroesBrowserRenderer: Sendable {
    public var style: TerminalStyle
    /// The time, for "cached 3 hours ago".
    public var now: Date

    public init(style: TerminalStyle, now: Date) {
        self.style = style
        self.now = now
    }

    /// The frame's lines for `browser` on a window of `size`.
    public func lines(_ browser: HeroesBrowser, size: TerminalSize) -> [String] {
        let width = size.columns
        let rows = max(1, size.lines - HeroesBrowser.chromeLines)
        var lines = [titleBar(browser, width: width), style.paint(row(header: true, width: width), .heading)]
        let body = body(browser, width: width, rows: rows)
        lines += body + Array(repeating: "", count: max(0, rows - body.count))
        lines.append(bottomLine(browser, width: width))
        return lines
    }

    private var ellipsis: String { style.glyphs.ellipsis }

    private func titleBar(_ browser: HeroesBrowser, width: Int) -> String {
        let list = browser.list
        var parts = [
            browser.shownSearch.isEmpty
                ? "Heroes" : "Heroes starting with \"\(TextLayout.singleLine(browser.shownSearch))\""
        ]
        if let total = list.total { parts.append(NumberFormat.grouped(total)) }
        if !list.isEmpty {
            parts.append("\(NumberFormat.grouped(list.cursor + 1)) of \(NumberFormat.grouped(list.items.count))")
        }
        var left = style.paint(parts.joined(separator: " \(style.glyphs.separator) "), .heading)
        if let notice = freshness(list) { left += " " + style.paint(notice, .warning) }
        let attribution = list.attribution.map(TextLayout.singleLine) ?? ""
        return ScreenLine.bar(left: left, right: style.paint(attribution, .muted), width: width, ellipsis: ellipsis)
    }

    /// `refreshing…` while a cached list is being replaced; `cached 3 hours ago` for a cached
    /// or stale one.
    private func freshness(_ list: EndlessList<Hero>) -> String? {
        if !list.isEmpty, list.activity == .first || list.activity == .refresh { return "refreshing\(ellipsis)" }
        guard let since = list.origin?.fetchedAt else { return nil }
        return "cached \(RelativeAge.describe(since, relativeTo: now))"
    }

    private func body(_ browser: HeroesBrowser, width: Int, rows: Int) -> [String] {
        let list = browser.list
        if list.isEmpty { return emptyBody(browser, width: width, rows: rows) }
        var lines: [String] = []
        var index = list.firstDrawnRow(rows: rows)
        while lines.count < rows, index < list.items.count {
            let hero = list.items[index]
            let selected = index == list.cursor
            let text = row(hero: hero, selected: selected, width: width)
            lines.append(selected ? ScreenLine.selected(text, style: style) : text)
            index += 1
        }
        if lines.count < rows, let end = endRow(list, width: width) { lines.append(end) }
        return lines
    }

    /// What follows the last hero loaded.
    private func endRow(_ list: EndlessList<Hero>, width: Int) -> String? {
        let text: String
        let meaning: SemanticStyle
        if let failure = list.failure {
            text = "Could not load more heroes: \(TextLayout.singleLine(failure.description)) Press r to retry."
            meaning = .warning
        } else if list.activity == .next {
            text = "Loading more heroes\(ellipsis)"
            meaning = .muted
        } else if !list.hasMore {
            text = "End of the list \(style.glyphs.separator) \(NumberFormat.count(list.items.count, "hero", "heroes"))"
            meaning = .muted
        } else {
            return nil
        }
        return style.paint(ScreenLine.fit("  " + text, width: width, ellipsis: ellipsis), meaning)
    }

    private func emptyBody(_ browser: HeroesBrowser, width: Int, rows: Int) -> [String] {
        let list = browser.list
        var message: [(String, SemanticStyle)] = []
        if let failure = list.failure {
            message = [
                ("Could not load the heroes.", .error),
                (TextLayout.singleLine(failure.description), .warning),
                ("Press r to retry, q to quit.", .accent),
            ]
        } else if list.activity != .idle {
            message = [("Loading heroes\(ellipsis)", .muted)]
        } else if !browser.shownSearch.isEmpty {
            message = [
                ("No heroes start with \"\(TextLayout.singleLine(browser.shownSearch))\".", .warning),
                ("Press / to change the search, Esc to clear it.", .accent),
            ]
        } else {
            message = [("No heroes.", .warning)]
        }
        let lines = message.map { text, meaning in
            style.paint(ScreenLine.fit("  " + text, width: width, ellipsis: ellipsis), meaning)
        }
        return [""] + lines
    }

    /// The key hints, or the search field while it is being edited.
    private func bottomLine(_ browser: HeroesBrowser, width: Int) -> String {
        if browser.isEditingSearch {
            let field = "/" + TextLayout.singleLine(browser.searchText) + "\u{2581}"
            let help = style.paint("  Enter keep \(style.glyphs.separator) Esc clear", .muted)
            return ScreenLine.fit(style.paint(field, .accent) + help, width: width, ellipsis: ellipsis)
        }
        return ScreenLine.hints(
            [
                ("↑↓", "move"), ("PgUp/PgDn", "page"), ("Enter", "open"), ("/", "search"), ("r", "retry"),
                ("R", "refresh"), ("?", "help"), ("q", "quit"),
            ],
            width: width, style: style)
    }

    // MARK: - Columns

    /// Widths: marker 2, id 7, name (what is left), comics 6, modified 10, two spaces between;
    /// the modified column goes under 60 columns, the comics under 40.
    private func columns(width: Int) -> (comics: Bool, modified: Bool, name: Int) {
        let modified = width >= 60
        let comics = width >= 40
        let fixed = 2 + 7 + 2 + (comics ? 8 : 0) + (modified ? 12 : 0)
        return (comics, modified, max(1, width - fixed))
    }

    private func row(header: Bool, width: Int) -> String {
        let layout = columns(width: width)
        var text = "  " + TextLayout.pad("ID", toWidth: 7) + "  " + TextLayout.pad("NAME", toWidth: layout.name)
        if layout.comics { text += "  " + TextLayout.pad("COMICS", toWidth: 6, alignment: .right) }
        if layout.modified { text += "  " + TextLayout.pad("MODIFIED", toWidth: 10) }
        return ScreenLine.fit(text, width: width, ellipsis: ellipsis)
    }

    private func row(hero: Hero, selected: Bool, width: Int) -> String {
        let layout = columns(width: width)
        let name = hero.name.isEmpty ? style.glyphs.missing : TextLayout.singleLine(hero.name)
        var text = ScreenLine.marker(selected: selected, glyphs: style.glyphs)
        let id = ScreenLine.fit(String(hero.id), width: 7)
        text +=
            (selected ? id : style.paint(id, .identifier)) + "  "
            + ScreenLine.fit(name, width: layout.name, ellipsis: ellipsis)
        if layout.comics {
            text += "  " + ScreenLine.fit(NumberFormat.grouped(hero.comics.available), width: 6, alignment: .right)
        }
        if layout.modified { text += "  " + ScreenLine.fit(hero.modifiedDay ?? style.glyphs.missing, width: 10) }
        return ScreenLine.fit(text, width: width, ellipsis: ellipsis)
    }
}
