/// An aligned table fitted to a width: a header row, a rule, and one line per row.
///
/// Fitting, in order: every column starts at its natural width (its widest cell or title).
/// If the table is too wide, flexible columns shrink to their minimum width; if it is still too
/// wide, droppable columns go, lowest ``TableColumn/dropOrder`` first; whatever room is left
/// then goes back to the flexible columns, up to their natural width. Widths are display
/// widths (see ``DisplayWidth``). Lines have no trailing spaces.
///
/// ```swift
/// let table = TextTable(
///     columns: [TableColumn("ID"), TableColumn("NAME", isFlexible: true), TableColumn("COMICS", alignment: .right)],
///     rows: [[TableCell("1009610", style: .identifier), "Spider-Man", "4,043"]]
/// )
/// print(table.render(width: 80, style: .plain).joined(separator: "\n"))
/// ```
public struct TextTable: Sendable, Hashable {
    /// The columns, in display order.
    public var columns: [TableColumn]
    /// The rows; each has one cell per column (missing cells are empty).
    public var rows: [[TableCell]]

    /// A table of `rows` under `columns`; nothing is measured until it is laid out or rendered.
    public init(columns: [TableColumn], rows: [[TableCell]]) {
        self.columns = columns
        self.rows = rows
    }

    /// Which columns are shown and how wide each is.
    public struct Layout: Sendable, Hashable {
        /// Indices into ``TextTable/columns`` of the columns shown, in order.
        public var columns: [Int]
        /// The width of each column shown, in the same order.
        public var widths: [Int]

        /// The width of a line: columns plus gaps.
        var totalWidth: Int {
            widths.reduce(0, +) + Spacing.columnGap * max(0, widths.count - 1)
        }
    }

    /// The layout that fits `width` columns (see the type's description). When even the
    /// columns that cannot be dropped do not fit, flexible columns get at least one column each
    /// and the lines are wider than `width`.
    func layout(width: Int) -> Layout {
        let natural = columns.indices.map { index in
            rows.reduce(DisplayWidth.of(columns[index].title)) { widest, row in
                max(widest, DisplayWidth.of(cellText(row, index)))
            }
        }
        func squeezed(_ index: Int) -> Int {
            columns[index].isFlexible ? min(natural[index], max(1, columns[index].minimumWidth)) : natural[index]
        }
        var shown = Array(columns.indices)
        while shown.map(squeezed).reduce(0, +) + Spacing.columnGap * max(0, shown.count - 1) > width {
            let droppable = shown.filter { columns[$0].dropOrder != nil }
            guard let drop = droppable.min(by: { columns[$0].dropOrder! < columns[$1].dropOrder! }) else { break }
            shown.removeAll { $0 == drop }
        }
        var widths = shown.map(squeezed)
        let used = widths.reduce(0, +) + Spacing.columnGap * max(0, shown.count - 1)
        var room = width > used ? width - used : 0  // `width - used` overflows for a width near `Int.min`
        for (position, index) in shown.enumerated() where columns[index].isFlexible && room > 0 {
            let growth = min(room, natural[index] - widths[position])
            widths[position] += growth
            room -= growth
        }
        return Layout(columns: shown, widths: widths)
    }

    /// The lines of the table fitted to `width`: the header (in `.heading`), a rule (in
    /// `.muted`) when `showsRule`, then the rows. With no rows, the header and rule alone.
    public func render(width: Int, style: TerminalStyle, showsRule: Bool = true) -> [String] {
        let layout = layout(width: width)
        var lines: [String] = []
        let header = layout.columns.map { TableCell(columns[$0].title, style: .heading) }
        lines.append(line(header, layout: layout, style: style))
        if showsRule {
            var rule = TextLayout.joined(
                layout.widths.map { style.glyphs.rule(width: $0) },
                separator: String(repeating: " ", count: Spacing.columnGap))
            while rule.last == " " { rule.removeLast() }  // a last column 0 wide
            lines.append(style.paint(rule, .muted))
        }
        for row in rows {
            let cells = layout.columns.map { index in
                index < row.count ? row[index] : TableCell("")
            }
            lines.append(line(cells, layout: layout, style: style))
        }
        return lines
    }

    private func cellText(_ row: [TableCell], _ index: Int) -> String {
        index < row.count ? TextLayout.singleLine(row[index].text) : ""
    }

    private func line(_ cells: [TableCell], layout: Layout, style: TerminalStyle) -> String {
        var parts: [String] = []
        for (position, cell) in cells.enumerated() {
            let column = columns[layout.columns[position]]
            let width = layout.widths[position]
            let text = TextLayout.truncate(
                TextLayout.singleLine(cell.text), toWidth: width, ellipsis: style.glyphs.ellipsis)
            parts.append(TextLayout.pad(style.paint(text, cell.style), toWidth: width, alignment: column.alignment))
        }
        var joined = TextLayout.joined(parts, separator: String(repeating: " ", count: Spacing.columnGap))
        while joined.last == " " { joined.removeLast() }
        return joined
    }
}
