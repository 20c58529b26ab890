/// Spacing constants, in terminal columns or lines, shared by every screen.
public enum Spacing {
    /// Spaces between two table columns.
    static let columnGap = 2
    /// Spaces before an item nested under a heading.
    public static let indent = 2
    /// Spaces between a label and its value.
    public static let labelGap = 2
    /// Empty lines between two sections.
    public static let sectionGap = 1
    /// The narrowest a truncated text column is squeezed to before other columns are dropped.
    public static let minimumTextColumn = 12
    /// The width used when no terminal width can be found.
    static let defaultWidth = 80
}
