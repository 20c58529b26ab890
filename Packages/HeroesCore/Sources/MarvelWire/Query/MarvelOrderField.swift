import NetworkClient

/// A field an `orderBy` names; which a list takes is ``MarvelOperation/orderFields``.
public enum MarvelOrderField: String, Sendable, Hashable, CaseIterable {
    case id, name, title, modified, focDate, onsaleDate, issueNumber, startDate, startYear
    case firstName, middleName, lastName, suffix
}

/// One key of an `orderBy`: a field, ascending or descending (`-name`).
public struct MarvelOrder: Sendable, Hashable {
    /// The field.
    public var field: MarvelOrderField
    /// Whether the key is written with a leading `-`.
    public var descending: Bool

    /// A key on `field`.
    public init(_ field: MarvelOrderField, descending: Bool = false) {
        self.field = field
        self.descending = descending
    }

    /// The key as the API writes it: `name` or `-name`.
    public var text: String { descending ? "-" + field.rawValue : field.rawValue }

    /// The key `text` writes (`-onsaleDate`), surrounding spaces ignored; `nil` when it names no field.
    public init?(_ text: String) {
        let item = text.trimmingSpaces()
        let descending = item.hasPrefix("-")
        guard let field = MarvelOrderField(rawValue: descending ? String(item.dropFirst()) : item) else { return nil }
        self.init(field, descending: descending)
    }
}
