/// How a ``ListColumn`` shows in `heroes browse`'s list (``ListBrowserRenderer``): a fixed number
/// of display columns, shown from some window width up, or what the fixed columns leave.
///
/// ```swift
/// .count("COMICS", field: "comics", browse: .fixed(6, from: 40)) { $0.comics.available }
/// ```
public struct BrowseWidth: Sendable, Hashable {
    /// The cells' width in display columns; `nil` for the column that takes what the others
    /// leave (at least one column).
    public var cells: Int?
    /// The narrowest window the column shows in: below it, the column is left out.
    public var minimumWindow: Int

    /// `cells` columns wide, shown in windows at least `window` columns wide.
    public static func fixed(_ cells: Int, from window: Int = 0) -> BrowseWidth {
        BrowseWidth(cells: max(1, cells), minimumWindow: window)
    }

    /// What the fixed columns leave, in every window: the column a row is about (a name, a title).
    public static let rest = BrowseWidth(cells: nil, minimumWindow: 0)
}
