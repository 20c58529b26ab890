public import DesignTokens
public import FoundationEssentials
import HeroesCore
import TerminalScreen

/// Draws any record's screen of `heroes browse` (``BrowseDetailScreen``) from its spec
/// (``BrowseDetailSpec``): a title bar (the record's title and id, how fresh it is, the
/// attribution), the breadcrumb (``BrowseBreadcrumb``), the summary in its lines, the linked
/// list's heading with the counter and the lists Tab goes to, a window
/// of linked rows with the selected one highlighted and what follows the last (loading, the
/// failure with its retry key, the end), and the key hints.
///
/// ```text
/// Spider-Man · id 1009610                                   Data provided by Marvel. © 2017 MARVEL
/// Heroes › Spider-Man
///   comics 4,043 · series 10 · stories 5,000 · events 37 · modified 2016-09-28 · no description
/// Comics, newest first · 2 of 2,939 · 1,104 not on record · Tab: series, events, stories
/// › 2017-05-31  Amazing Spider-Man (2015) #28             Dan Slott (writer), Stuart Immonen (penciller)
/// ```
///
/// Every text from the record, the rows and the failures is neutralised (DesignTokens'
/// `TextLayout.singleLine(_:)`, `TerminalText.neutralized`) before it is drawn, whatever the
/// spec's projections return.
public struct BrowseDetailRenderer: Sendable {
    public var style: TerminalStyle
    /// The time, for "cached 3 hours ago".
    public var now: Date

    public init(style: TerminalStyle, now: Date) {
        self.style = style
        self.now = now
    }

    private var ellipsis: String { style.glyphs.ellipsis }
    private var separator: String { " \(style.glyphs.separator) " }

    /// The frame's lines for `screen` on a window of `size`, under the breadcrumb `path` (the
    /// screen's own crumb alone when none is given).
    public func lines<Record, Linked>(
        _ screen: BrowseDetailScreen<Record, Linked>, size: TerminalSize, path: [String] = []
    ) -> [String] {
        let width = size.columns
        let spec = screen.spec
        let rows = max(1, size.lines - spec.chromeLines)
        var lines = [titleBar(screen, width: width)]
        lines.append(BrowseBreadcrumb.line(path.isEmpty ? [screen.crumb] : path, width: width, style: style))
        lines += summary(screen, width: width)
        lines.append(linkedHeading(screen, width: width))
        lines += linkedRows(screen, width: width, rows: rows)
        lines += Array(repeating: "", count: max(0, size.lines - 1 - lines.count))
        var hints: [(key: String, label: String)] = [("Esc", "back"), ("↑↓", screen.linkedPlural)]
        if screen.opensLinkedItems { hints.append(("Enter", "open")) }
        if spec.links.count > 1 { hints.append(("Tab", "next list")) }
        hints += [("PgUp/PgDn", "page"), ("r", "retry"), ("R", "refresh"), ("?", "help"), ("q", "quit")]
        lines.append(ScreenLine.hints(hints, width: width, style: style))
        return lines
    }

    /// The title and id on the left, the attribution on the right; a title cut short keeps its
    /// issue number, and the attribution goes first when it would leave the title under 16 columns.
    private func titleBar<Record, Linked>(_ screen: BrowseDetailScreen<Record, Linked>, width: Int) -> String {
        var attribution = screen.linked.attribution.map(TextLayout.singleLine) ?? ""
        var left: String
        switch screen.record {
        case .loaded(let record), .empty(let record), .stale(let record, _, _):
            let title = screen.spec.title(record)
            let shown = title.isEmpty ? style.glyphs.missing : TextLayout.singleLine(title)
            let id = "id \(screen.recordID)"
            var room = width - DisplayWidth.of(separator + id)
            if !attribution.isEmpty, room - DisplayWidth.of(attribution) - 1 < min(16, DisplayWidth.of(shown)) {
                attribution = ""
            }
            if !attribution.isEmpty { room -= DisplayWidth.of(attribution) + 1 }
            let cut = TextLayout.truncateKeepingIssueNumber(shown, toWidth: max(1, room), ellipsis: ellipsis)
            left = style.paint(cut, .heading) + separator + style.paint(id, .identifier)
        case .idle, .loading, .failed:
            left = style.paint("\(TextLayout.capitalizedFirst(screen.spec.noun)) \(screen.recordID)", .heading)
        }
        if case .stale(_, let since, _) = screen.record {
            left += " " + style.paint("cached \(RelativeAge.describe(since, relativeTo: now))", .warning)
        }
        return ScreenLine.bar(left: left, right: style.paint(attribution, .muted), width: width, ellipsis: ellipsis)
    }

    /// Exactly the spec's ``BrowseDetailSpec/summaryLines`` lines.
    private func summary<Record, Linked>(_ screen: BrowseDetailScreen<Record, Linked>, width: Int) -> [String] {
        let spec = screen.spec
        var lines: [String]
        switch screen.record {
        case .loaded(let record), .empty(let record), .stale(let record, _, _):
            lines = spec.summary(record).flatMap { self.lines(of: $0, width: width) }
        case .failed(let error):
            lines = [
                "", style.bodyLine("Could not load this \(spec.noun).", .error, width: width),
                style.bodyLine(TextLayout.singleLine(error.description), .warning, width: width),
                style.bodyLine("Press r to retry, Esc to go back.", .accent, width: width),
            ]
        case .idle, .loading:
            lines = ["", style.bodyLine("Loading the \(spec.noun)\(ellipsis)", .muted, width: width)]
        }
        lines += Array(repeating: "", count: max(0, spec.summaryLines - lines.count))
        return Array(lines.prefix(spec.summaryLines))
    }

    private func lines(of line: BrowseSummaryLine, width: Int) -> [String] {
        switch line {
        case .prose(let text, let count): prose(text, lines: count, width: width)
        case .facts(let facts):
            [style.bodyLine(facts.map(TextLayout.singleLine).joined(separator: separator), .muted, width: width)]
        case .labelled(let label, let value): [labelled(label, value, width: width)]
        }
    }

    /// `text` on one line, wrapped into `count` lines, the last ending in an ellipsis when there
    /// is more; none when it is empty.
    private func prose(_ text: String, lines count: Int, width: Int) -> [String] {
        let text = TerminalText.neutralized(text, lineBreaks: .asSpaces)
        guard count > 0, !text.trimmingSpaces().isEmpty else { return [] }
        let wrapped = TextLayout.wrap(text, toWidth: max(1, width - 2))
        var lines = Array(wrapped.prefix(count))
        if wrapped.count > count {
            lines[count - 1] = TextLayout.truncate(
                lines[count - 1] + " " + wrapped[count], toWidth: width - 2, ellipsis: ellipsis)
        }
        lines += Array(repeating: "", count: count - lines.count)
        return lines.map { $0.isEmpty ? "" : ScreenLine.fit("  " + $0, width: width, ellipsis: ellipsis) }
    }

    private func labelled(_ label: String, _ value: String?, width: Int) -> String {
        let shown = value.map(TextLayout.singleLine) ?? style.glyphs.missing
        return ScreenLine.fit(
            "  " + style.paint(TextLayout.pad(TextLayout.singleLine(label), toWidth: 10), .muted) + shown,
            width: width, ellipsis: ellipsis)
    }

    /// The heading, the counter, and how many of the items the record counts have no record.
    private func linkedHeading<Record, Linked>(_ screen: BrowseDetailScreen<Record, Linked>, width: Int) -> String {
        let linked = screen.linked
        var parts = [screen.spec.linkedHeading]
        if let counter = linked.counter { parts.append(counter) }
        if let total = linked.total, let counted = screen.record.value.flatMap(screen.spec.linkedCounted),
            counted > total
        {
            parts.append("\(NumberFormat.grouped(counted - total)) not on record")
        }
        let others = screen.spec.otherLinks
        if !others.isEmpty { parts.append("Tab: " + others.map(\.rawValue).joined(separator: ", ")) }
        return style.paint(
            ScreenLine.fit(parts.joined(separator: separator), width: width, ellipsis: ellipsis), .heading)
    }

    private func linkedRows<Record, Linked>(
        _ screen: BrowseDetailScreen<Record, Linked>, width: Int, rows: Int
    ) -> [String] {
        let linked = screen.linked
        let plural = screen.linkedPlural
        var lines: [String] = []
        var index = linked.firstDrawnRow(rows: rows)
        while lines.count < rows, index < linked.items.count {
            let selected = index == linked.cursor
            let text = row(
                screen.spec.linkedRow(linked.items[index]), dated: screen.spec.linkedRowsAreDated,
                selected: selected, width: width)
            lines.append(selected ? ScreenLine.selected(text, style: style) : text)
            index += 1
        }
        guard lines.count < rows else { return lines }
        if let failure = linked.failure {
            lines.append(
                style.bodyLine(
                    "Could not load the \(plural): \(TextLayout.singleLine(failure.description)) Press r to retry.",
                    .warning, width: width))
        } else if linked.activity != .idle {
            lines.append(style.bodyLine("Loading \(plural)\(ellipsis)", .muted, width: width))
        } else if linked.isEmpty {
            lines.append(style.bodyLine("No \(plural).", .muted, width: width))
        } else if !linked.hasMore {
            lines.append(
                style.bodyLine(
                    "End of the \(plural)\(separator)\(NumberFormat.grouped(linked.items.count))", .muted, width: width)
            )
        }
        return lines
    }

    /// The marker, the day (10 columns, muted but on the selected row) when the rows are dated,
    /// the title (half of what is left), the names; an undated row without names is its title.
    private func row(_ row: DetailDatedRow, dated: Bool, selected: Bool, width: Int) -> String {
        let dayWidth = dated ? 12 : 0
        let rest = max(2, width - 2 - dayWidth - 2)
        let titleWidth = max(1, rest / 2)
        let names = row.names.filter { !$0.isEmpty }.map(TextLayout.singleLine)
        let title = row.title.isEmpty ? style.glyphs.missing : TextLayout.singleLine(row.title)
        var text = ScreenLine.marker(selected: selected, glyphs: style.glyphs)
        if dated {
            let day = ScreenLine.fit(row.day.map(TextLayout.singleLine) ?? style.glyphs.missing, width: 10)
            text += (selected ? day : style.paint(day, .muted)) + "  "
        }
        guard dated || !names.isEmpty else { return ScreenLine.fit(text + title, width: width, ellipsis: ellipsis) }
        text += ScreenLine.fitTitle(title, width: titleWidth, ellipsis: ellipsis)
        text += "  " + (names.isEmpty ? style.glyphs.missing : names.joined(separator: ", "))
        return ScreenLine.fit(text, width: width, ellipsis: ellipsis)
    }
}
