import DesignTokens
import HeroesCore

/// A detail screen for a terminal: the title as a heading over the facts, then each section,
/// one blank line apart, then the attribution, muted. Every text from the server goes through
/// `TextLayout` or `TerminalText` first, so no escape sequence or bidirectional control in the
/// data reaches the terminal; names are cut with an ellipsis to fit the width; URLs are never
/// cut, and are clickable (OSC 8) when the style makes links.
struct DetailTerminal<Item: Sendable> {
    var spec: DetailSpec<Item>
    var style: TerminalStyle
    var width: Int
    var itemLimit: Int

    func render(_ item: Item) -> String {
        var sections: [[String]] = [title(item)]
        for section in spec.sections(item) { sections.append(lines(section)) }
        sections.append(
            TextLayout.wrap(TextLayout.singleLine(spec.attributionText(item)), toWidth: width).map {
                style.paint($0, .muted)
            })
        let gap = Array(repeating: "", count: Spacing.sectionGap)
        return sections.filter { !$0.isEmpty }.joined(separator: gap).joined(separator: "\n") + "\n"
    }

    private var indent: String { String(repeating: " ", count: Spacing.indent) }

    private func title(_ item: Item) -> [String] {
        let name = TextLayout.singleLine(spec.title(item))
        let lines =
            name.isEmpty
            ? [style.paint(spec.untitled, .muted)]
            : TextLayout.wrap(name, toWidth: width).map { style.paint($0, .heading) }
        let facts = spec.facts(item).map { fact in
            let value: String
            if let text = fact.value {
                value = fact.kind == .identifier ? style.paint(text, .identifier) : TextLayout.singleLine(text)
            } else {
                value = style.paint(fact.missing ?? style.glyphs.missing, .muted)
            }
            return (fact.label, value)
        }
        return lines + labelled(facts, indented: false)
    }

    private func lines(_ section: DetailSection) -> [String] {
        switch section {
        case .prose(let text):
            guard !text.isEmpty else { return [] }
            return TextLayout.wrap(TerminalText.neutralized(text, lineBreaks: .keep), toWidth: width)
        case .links(let heading, let rows, let none):
            let head = style.paint(heading, .heading)
            if rows.isEmpty, let none { return [head, indent + style.paint(none, .muted)] }
            return [head]
                + labelled(rows.map { (TextLayout.singleLine($0.label), linked($0.url)) }, indented: true)
        case .items(let heading, let count, let names):
            return items(heading, count: count, names: names)
        case .dated(let heading, let count, let rows, let available, let note):
            return [counted(heading, count)] + dated(rows, available: available) + noteLines(note)
        case .yearly(let heading, let firstYear, let counts):
            return [yearly(heading, firstYear: firstYear, counts: counts)]
        }
    }

    /// `Comics by year  1963 ▁▂▃▅▇█▆▅ 2017  (peak 2012: 312)`: the sparkline takes the columns the
    /// rest leaves (at least one); the peak is left out when it would leave fewer than four.
    private func yearly(_ heading: String, firstYear: Int, counts: [Int]) -> String {
        let head = TextLayout.singleLine(heading)
        let label = style.paint(head, .heading) + String(repeating: " ", count: Spacing.labelGap)
        guard let top = counts.max(), let peak = counts.firstIndex(of: top) else {
            return label + style.paint("None.", .muted)
        }
        // Wrapping additions: a spec's years are not trusted not to overflow, and no year is worth a trap.
        let first = String(firstYear)
        let last = counts.count > 1 ? " " + String(firstYear &+ (counts.count - 1)) : ""
        let note =
            counts.count > 1
            ? "(peak \(firstYear &+ peak): \(NumberFormat.grouped(top)))" : "(\(NumberFormat.grouped(top)))"
        let gap = String(repeating: " ", count: Spacing.labelGap)
        let fixed = DisplayWidth.of(head) + Spacing.labelGap + first.count + 1 + last.count
        let withNote = width - fixed - Spacing.labelGap - note.count
        let room = withNote >= 4 ? withNote : width - fixed
        let spark = TextLayout.sparkline(counts, width: max(1, room), glyphs: style.glyphs)
        return label + first + " " + spark + last + (withNote >= 4 ? gap + style.paint(note, .muted) : "")
    }

    private func counted(_ heading: String, _ count: Int) -> String {
        style.paint("\(heading) (\(NumberFormat.grouped(count)))", .heading)
    }

    private func items(_ heading: String, count: Int, names: [String]) -> [String] {
        let lines = [counted(heading, count)]
        guard count > 0 || !names.isEmpty else { return lines + [indent + style.paint("None.", .muted)] }
        guard !names.isEmpty else { return lines + [indent + style.paint("None listed.", .muted)] }
        let shown = names.prefix(max(0, itemLimit))
        let bullet = style.glyphs.bullet + " "
        let room = width - Spacing.indent - DisplayWidth.of(bullet)
        var result = lines
        for item in shown {
            let name = TextLayout.singleLine(item)
            let text =
                name.isEmpty
                ? style.paint(style.glyphs.missing, .muted)
                : TextLayout.truncate(name, toWidth: room, ellipsis: style.glyphs.ellipsis)
            result.append(indent + bullet + text)
        }
        return result + more(max(count, names.count) - shown.count)
    }

    /// The rows: the day in a column, the title, and the names on the line below, muted.
    private func dated(_ rows: [DetailDatedRow], available: Int) -> [String] {
        guard !rows.isEmpty else { return [indent + style.paint("None.", .muted)] }
        var lines: [String] = []
        let dayWidth = 10
        let gap = String(repeating: " ", count: Spacing.labelGap)
        let room = width - Spacing.indent - dayWidth - Spacing.labelGap
        let shown = rows.prefix(max(0, itemLimit))
        for row in shown {
            let day = row.day ?? style.paint(style.glyphs.missing, .muted)
            let name = TextLayout.singleLine(row.title)
            let title =
                name.isEmpty
                ? style.paint(style.glyphs.missing, .muted)
                : TextLayout.truncate(name, toWidth: room, ellipsis: style.glyphs.ellipsis)
            lines.append(indent + TextLayout.pad(day, toWidth: dayWidth) + gap + title)
            let names = row.names.map { TextLayout.singleLine($0) }.filter { !$0.isEmpty }
            if !names.isEmpty {
                let text = TextLayout.truncate(
                    names.joined(separator: ", "), toWidth: room, ellipsis: style.glyphs.ellipsis)
                lines.append(indent + String(repeating: " ", count: dayWidth) + gap + style.paint(text, .muted))
            }
        }
        return lines + more(available - shown.count)
    }

    private func more(_ count: Int) -> [String] {
        guard count > 0 else { return [] }
        return [indent + style.paint("\(style.glyphs.ellipsis) and \(NumberFormat.grouped(count)) more", .muted)]
    }

    private func noteLines(_ note: String?) -> [String] {
        guard let note else { return [] }
        return TextLayout.wrap(TextLayout.singleLine(note), toWidth: width - Spacing.indent).map {
            indent + style.paint($0, .muted)
        }
    }

    /// A URL from the server shown whole, neutralised, and clickable where the style makes
    /// links (`TerminalStyle.link(_:to:)`: only a safe http or https URL becomes one).
    private func linked(_ url: String) -> String {
        style.link(TextLayout.singleLine(url), to: url)
    }

    /// `label  value` rows with the values aligned; labels muted.
    private func labelled(_ rows: [(String, String)], indented: Bool) -> [String] {
        let labelWidth = rows.map { DisplayWidth.of($0.0) }.max() ?? 0
        return rows.map { label, value in
            (indented ? indent : "")
                + TextLayout.pad(style.paint(label, .muted), toWidth: labelWidth + Spacing.labelGap)
                + value
        }
    }
}
