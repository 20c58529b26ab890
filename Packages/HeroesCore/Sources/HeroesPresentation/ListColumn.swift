public import DesignTokens

/// One column of a list: its header and place in the table, and per item the table's cell and
/// the TSV and CSV field. A cell with no text (`nil` or `""`) shows the style's missing glyph,
/// muted; the field is then empty.
public struct ListColumn<Item>: Sendable {
    /// The table's header: `"NAME"`.
    public var header: String
    /// The field's name, for the CSV's header: `"name"`.
    public var field: String
    /// Where cells sit: `.right` for numbers.
    public var alignment: TextAlignment
    /// Whether the column shrinks first, its cells cut with an ellipsis, when the table is too wide.
    public var isFlexible: Bool
    /// When set, the column may be dropped to fit the width: lowest first.
    public var dropOrder: Int?
    /// How a cell with text is painted (`.identifier`, `.muted`); `nil` leaves it plain.
    public var style: SemanticStyle?
    /// An item's cell text, as it is; `nil` or `""` when unknown.
    public var cell: @Sendable (Item) -> String?
    /// An item's TSV and CSV field, as it is.
    public var value: @Sendable (Item) -> String
    /// How the column shows in `heroes browse`'s list (``ListBrowserRenderer``); `nil` leaves it out there.
    public var browse: BrowseWidth?

    /// A column of the given header, field and layout, with its cell and field projections.
    public init(
        _ header: String, field: String, alignment: TextAlignment = .left, isFlexible: Bool = false,
        dropOrder: Int? = nil, style: SemanticStyle? = nil, browse: BrowseWidth? = nil,
        cell: @escaping @Sendable (Item) -> String?, value: @escaping @Sendable (Item) -> String
    ) {
        self.header = header
        self.field = field
        self.alignment = alignment
        self.isFlexible = isFlexible
        self.dropOrder = dropOrder
        self.style = style
        self.browse = browse
        self.cell = cell
        self.value = value
    }

    /// The `ID` column (field `id`), painted as an identifier, never dropped; 7 columns wide in `browse`.
    public static func id(browse: BrowseWidth? = .fixed(7), _ id: @escaping @Sendable (Item) -> Int) -> ListColumn {
        ListColumn(
            "ID", field: "id", style: .identifier, browse: browse, cell: { String(id($0)) },
            value: { String(id($0)) })
    }

    /// A column of text, the same in the table and the field.
    public static func text(
        _ header: String, field: String, isFlexible: Bool = false, dropOrder: Int? = nil, browse: BrowseWidth? = nil,
        _ text: @escaping @Sendable (Item) -> String
    ) -> ListColumn {
        ListColumn(
            header, field: field, isFlexible: isFlexible, dropOrder: dropOrder, browse: browse, cell: text,
            value: text)
    }

    /// A count, right-aligned and grouped in the table (`4,043`), plain in the field (`4043`).
    public static func count(
        _ header: String, field: String, dropOrder: Int? = nil, browse: BrowseWidth? = nil,
        _ count: @escaping @Sendable (Item) -> Int
    ) -> ListColumn {
        ListColumn(
            header, field: field, alignment: .right, dropOrder: dropOrder, browse: browse,
            cell: { NumberFormat.grouped(count($0)) }, value: { String(count($0)) })
    }

    /// A day (`YYYY-MM-DD`), muted in the table; an empty field when unknown.
    public static func day(
        _ header: String, field: String, dropOrder: Int? = nil, browse: BrowseWidth? = nil,
        _ day: @escaping @Sendable (Item) -> String?
    ) -> ListColumn {
        ListColumn(
            header, field: field, dropOrder: dropOrder, style: .muted, browse: browse, cell: day,
            value: { day($0) ?? "" })
    }

    /// The table's column.
    var tableColumn: TableColumn {
        TableColumn(header, alignment: alignment, isFlexible: isFlexible, dropOrder: dropOrder)
    }

    /// `item`'s table cell in `style`'s glyphs.
    func tableCell(_ item: Item, style terminal: TerminalStyle) -> TableCell {
        guard let text = cell(item), !text.isEmpty else { return TableCell(terminal.glyphs.missing, style: .muted) }
        return TableCell(text, style: style)
    }
}
