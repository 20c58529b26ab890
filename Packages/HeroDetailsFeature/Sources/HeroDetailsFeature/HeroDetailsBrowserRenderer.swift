public import DesignTokens
public import FoundationEssentials
import HeroesCore
import TerminalScreen

/// Draws ``HeroDetailsBrowser`` as a frame's lines: the hero's name and id, eight lines of facts
/// (description, counts, image URLs, links), then its comics, newest first, as a scrolling list
/// of on-sale date, title and creators, and the key hints. Everything from the server is
/// neutralised before it is drawn.
public struct HeroDetailsBrowserRenderer: Sendable {
    public var style: TerminalStyle
    /// The time, for "cached 3 hours ago".
    public var now: Date

    public init(style: TerminalStyle, now: Date) {
        self.style = style
        self.now = now
    }

    private var ellipsis: String { style.glyphs.ellipsis }
    private var separator: String { " \(style.glyphs.separator) " }

    /// The frame's lines for `browser` on a window of `size`.
    public func lines(_ browser: HeroDetailsBrowser, size: TerminalSize) -> [String] {
        let width = size.columns
        let rows = max(1, size.lines - HeroDetailsBrowser.chromeLines)
        var lines = [titleBar(browser, width: width)]
        lines += facts(browser.hero, width: width)
        lines.append(comicsHeader(browser, width: width))
        lines += comicRows(browser.comics, width: width, rows: rows)
        lines += Array(repeating: "", count: max(0, size.lines - 1 - lines.count))
        lines.append(
            ScreenLine.hints(
                [
                    ("Esc", "back"), ("↑↓", "comics"), ("PgUp/PgDn", "page"), ("r", "retry"), ("R", "refresh"),
                    ("?", "help"), ("q", "quit"),
                ],
                width: width, style: style))
        return lines
    }

    private func titleBar(_ browser: HeroDetailsBrowser, width: Int) -> String {
        var left: String
        switch browser.hero {
        case .loaded(let hero), .empty(let hero), .stale(let hero, _, _):
            let name = hero.name.isEmpty ? style.glyphs.missing : TextLayout.singleLine(hero.name)
            left = style.paint(name, .heading) + separator + style.paint("id \(hero.id)", .identifier)
        case .idle, .loading, .failed:
            left = style.paint("Hero \(browser.heroID)", .heading)
        }
        if case .stale(_, let since, _) = browser.hero {
            left += " " + style.paint("cached \(RelativeAge.describe(since, relativeTo: now))", .warning)
        }
        let attribution = browser.comics.attribution.map(TextLayout.singleLine) ?? ""
        return ScreenLine.bar(left: left, right: style.paint(attribution, .muted), width: width, ellipsis: ellipsis)
    }

    /// Exactly eight lines.
    private func facts(_ state: LoadState<Hero>, width: Int) -> [String] {
        var lines: [String]
        switch state {
        case .loaded(let hero), .empty(let hero), .stale(let hero, _, _):
            lines = description(hero, width: width)
            lines.append(fit(counts(hero), .muted, width: width))
            lines.append(labelled("image", hero.thumbnail?.url(.portraitUncanny)?.absoluteString, width: width))
            lines.append(labelled("full size", hero.thumbnail?.fullSizeURL?.absoluteString, width: width))
            for link in hero.links.prefix(3) {
                lines.append(labelled(TextLayout.singleLine(link.kind), link.url.absoluteString, width: width))
            }
        case .failed(let error):
            lines = [
                "", fit("Could not load this hero.", .error, width: width),
                fit(TextLayout.singleLine(error.description), .warning, width: width),
                fit("Press r to retry, Esc to go back.", .accent, width: width),
            ]
        case .idle, .loading:
            lines = ["", fit("Loading the hero\(ellipsis)", .muted, width: width)]
        }
        lines += Array(repeating: "", count: max(0, 8 - lines.count))
        return Array(lines.prefix(8))
    }

    /// Two lines of the description, wrapped; the second ends in an ellipsis when there is more.
    /// None for a hero without one: the counts line says so (``counts(_:)``).
    private func description(_ hero: Hero, width: Int) -> [String] {
        let text = Self.description(hero)
        guard !text.trimmingSpaces().isEmpty else { return [] }
        let wrapped = TextLayout.wrap(text, toWidth: max(1, width - 2))
        var lines = Array(wrapped.prefix(2))
        if wrapped.count > 2 {
            lines[1] = TextLayout.truncate(lines[1] + " " + wrapped[2], toWidth: width - 2, ellipsis: ellipsis)
        }
        lines += Array(repeating: "", count: 2 - lines.count)
        return lines.map { $0.isEmpty ? "" : ScreenLine.fit("  " + $0, width: width, ellipsis: ellipsis) }
    }

    /// The description as it is drawn: neutralised, on one line.
    private static func description(_ hero: Hero) -> String {
        TerminalText.neutralized(hero.description, lineBreaks: .asSpaces)
    }

    /// `comics 4,043 · series 10 · stories 5,000 · events 37 · modified 2016-09-28`, and
    /// `· no description` for a hero without one (the 2017 catalog carries none).
    private func counts(_ hero: Hero) -> String {
        var parts = [
            "comics \(NumberFormat.grouped(hero.comics.available))",
            "series \(NumberFormat.grouped(hero.series.available))",
            "stories \(NumberFormat.grouped(hero.stories.available))",
            "events \(NumberFormat.grouped(hero.events.available))",
        ]
        if let day = hero.modifiedDay { parts.append("modified \(day)") }
        if Self.description(hero).trimmingSpaces().isEmpty {
            parts.append("no description")
        }
        return parts.joined(separator: separator)
    }

    private func labelled(_ label: String, _ value: String?, width: Int) -> String {
        let shown = value.map(TextLayout.singleLine) ?? style.glyphs.missing
        return ScreenLine.fit(
            "  " + style.paint(TextLayout.pad(label, toWidth: 10), .muted) + shown, width: width, ellipsis: ellipsis)
    }

    private func fit(_ text: String, _ meaning: SemanticStyle, width: Int) -> String {
        style.paint(ScreenLine.fit("  " + text, width: width, ellipsis: ellipsis), meaning)
    }

    private func comicsHeader(_ browser: HeroDetailsBrowser, width: Int) -> String {
        let comics = browser.comics
        var parts = ["Comics, newest first"]
        if let counter = comics.counter { parts.append(counter) }
        // Fewer than the hero's summary counts (the 2017 snapshot lacks some 3% of the comics
        // that summaries count): how many of those have no record, as `heroes show` says.
        if let total = comics.total, let counted = browser.hero.value?.comics.available, counted > total {
            parts.append("\(NumberFormat.grouped(counted - total)) not on record")
        }
        return style.paint(
            ScreenLine.fit(parts.joined(separator: separator), width: width, ellipsis: ellipsis), .heading)
    }

    private func comicRows(_ comics: EndlessList<Comic>, width: Int, rows: Int) -> [String] {
        var lines: [String] = []
        var index = comics.firstDrawnRow(rows: rows)
        while lines.count < rows, index < comics.items.count {
            let selected = index == comics.cursor
            let text = row(comics.items[index], selected: selected, width: width)
            lines.append(selected ? ScreenLine.selected(text, style: style) : text)
            index += 1
        }
        guard lines.count < rows else { return lines }
        if let failure = comics.failure {
            lines.append(
                fit(
                    "Could not load the comics: \(TextLayout.singleLine(failure.description)) Press r to retry.",
                    .warning, width: width))
        } else if comics.activity != .idle {
            lines.append(fit("Loading comics\(ellipsis)", .muted, width: width))
        } else if comics.isEmpty {
            lines.append(fit("No comics.", .muted, width: width))
        } else if !comics.hasMore {
            lines.append(
                fit(
                    "End of the comics \(style.glyphs.separator) \(NumberFormat.grouped(comics.items.count))", .muted,
                    width: width))
        }
        return lines
    }

    /// Marker 2, on-sale day 10, the title (half of what is left), the creators.
    private func row(_ comic: Comic, selected: Bool, width: Int) -> String {
        let rest = max(2, width - 2 - 10 - 4)
        let titleWidth = max(1, rest / 2)
        let creators = comic.creators.map { creator in
            TextLayout.singleLine(creator.name) + (creator.role.map { " (\(TextLayout.singleLine($0)))" } ?? "")
        }
        let title = comic.title.isEmpty ? style.glyphs.missing : TextLayout.singleLine(comic.title)
        let day = ScreenLine.fit(comic.onSaleDay ?? style.glyphs.missing, width: 10)
        var text = ScreenLine.marker(selected: selected, glyphs: style.glyphs)
        text +=
            (selected ? day : style.paint(day, .muted)) + "  "
            + ScreenLine.fit(title, width: titleWidth, ellipsis: ellipsis)
        text += "  " + (creators.isEmpty ? style.glyphs.missing : creators.joined(separator: ", "))
        return ScreenLine.fit(text, width: width, ellipsis: ellipsis)
    }
}
