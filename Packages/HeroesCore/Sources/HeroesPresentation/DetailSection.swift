/// One label → value row under a detail screen's title: `ID  1009610`.
public struct DetailFact: Sendable, Hashable {
    /// How a fact's value is painted.
    public enum Kind: Sendable, Hashable {
        /// As it is.
        case plain
        /// As an identifier.
        case identifier
    }

    /// The label: `"Modified"`.
    public var label: String
    /// The value; `nil` shows ``missing``.
    public var value: String?
    /// What a missing value shows, muted; `nil` shows the style's missing glyph.
    public var missing: String?
    /// How the value is painted.
    public var kind: Kind

    /// A fact with the given label and value.
    public init(_ label: String, _ value: String?, missing: String? = nil, as kind: Kind = .plain) {
        self.label = label
        self.value = value
        self.missing = missing
        self.kind = kind
    }

    /// A fact whose value is a number.
    public init(_ label: String, _ value: Int, as kind: Kind = .plain) {
        self.init(label, String(value), as: kind)
    }
}

/// One row of a ``DetailSection/dated(_:count:rows:available:note:)`` section: a day in a
/// column, a title, and a muted line below (a comic's creators).
public struct DetailDatedRow: Sendable, Hashable {
    /// The day, `YYYY-MM-DD`; `nil` shows the missing glyph.
    public var day: String?
    /// The title.
    public var title: String
    /// The names on the line below; empty ones are left out, and the line when none is left.
    public var names: [String]

    /// A row with the given day, title and names.
    public init(day: String?, title: String, names: [String] = []) {
        self.day = day
        self.title = title
        self.names = names
    }
}

/// A section of a detail screen under its title and facts; sections are drawn one blank line
/// apart, an empty one not at all.
public enum DetailSection: Sendable, Hashable {
    /// Prose, wrapped to the width with its line breaks kept; none when empty.
    case prose(String)
    /// A heading and `label  URL` rows, each URL whole and clickable where the style makes
    /// links; with no rows, `none` under the heading (muted), or the heading alone when `nil`.
    case links(String, rows: [DetailLink], none: String?)
    /// A heading counting `count`, the first names as bullets cut to the width, then
    /// `… and N more`; `None.` when nothing is counted or listed, `None listed.` when only counted.
    case items(String, count: Int, names: [String])
    /// A heading counting `count`, the first rows (``DetailDatedRow``), `… and N more` of the
    /// `available` rows on record, and a muted `note` (wrapped) when there is one; `None.` when
    /// there are no rows.
    case dated(String, count: Int, rows: [DetailDatedRow], available: Int, note: String?)
    /// One line: the heading, then `counts` (one a year from `firstYear`, a year without any
    /// counting 0) as a sparkline between the first and the last year, cut to the width, and the
    /// peak: `Comics by year  1963 ▁▂▃▅▇█▆▅ 2017  (peak 2012: 312)`; one year is
    /// `Comics by year  2017 █  (12)`; no counts, `None.` after the heading.
    case yearly(String, firstYear: Int, counts: [Int])
}

/// A `label  URL` row of a ``DetailSection/links(_:rows:none:)`` section.
public struct DetailLink: Sendable, Hashable {
    /// The label: `"Portrait"`, `"detail"`.
    public var label: String
    /// The URL.
    public var url: String

    /// A row with the given label and URL.
    public init(_ label: String, _ url: String) {
        self.label = label
        self.url = url
    }
}
