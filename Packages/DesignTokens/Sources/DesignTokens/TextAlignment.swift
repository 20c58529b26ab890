/// Where text sits in a wider cell.
public enum TextAlignment: Sendable, CaseIterable {
    /// Text first, spaces after.
    case left
    /// Spaces first, text after: for numbers.
    case right
    /// Spaces split on both sides, the odd one after.
    case center
}
