/// One column of a ``TextTable``: its title, alignment, and how it gives way when the table
/// is too wide.
public struct TableColumn: Sendable, Hashable {
    /// What the header row shows; the column is never narrower than it unless squeezed.
    public var title: String
    /// Where cells sit: `.right` for numbers.
    public var alignment: TextAlignment
    /// Whether the column shrinks, its cells truncated with an ellipsis, when the table is too
    /// wide. Flexible columns shrink before any column is dropped.
    public var isFlexible: Bool
    /// The narrowest a flexible column is squeezed to before columns are dropped.
    public var minimumWidth: Int
    /// When set, the column may be dropped to fit the width: lowest first. `nil` columns stay.
    public var dropOrder: Int?

    /// A column that keeps its natural width, left-aligned and never dropped, unless told
    /// otherwise.
    public init(
        _ title: String, alignment: TextAlignment = .left, isFlexible: Bool = false,
        minimumWidth: Int = Spacing.minimumTextColumn, dropOrder: Int? = nil
    ) {
        self.title = title
        self.alignment = alignment
        self.isFlexible = isFlexible
        self.minimumWidth = minimumWidth
        self.dropOrder = dropOrder
    }
}

/// One cell of a ``TextTable``: plain text and the style to paint it in.
public struct TableCell: Sendable, Hashable, ExpressibleByStringLiteral {
    /// The text, without escape sequences; line breaks and tabs become spaces.
    public var text: String
    /// How the text is painted when the table is drawn with colour; `nil` leaves it as it is.
    public var style: SemanticStyle?

    /// A cell of `text`, painted in `style` when the table is drawn with colour.
    public init(_ text: String, style: SemanticStyle? = nil) {
        self.text = text
        self.style = style
    }

    /// Creates an unstyled cell from a literal.
    public init(stringLiteral value: String) {
        self.init(value)
    }
}
