/// The config keys for what people set once (as gh's `gh config set`): how output looks and
/// where it goes. Each is checked the same way when `heroes config set` writes it and when a
/// command reads it from the file (``Settings/resolve(verbose:environment:)``).
extension ConfigFile {
    /// `color`, `format`, `pager` and `per_page`, in alphabetical order.
    public static let preferenceKeys = ["color", "format", "pager", "per_page"]

    /// The words `color` and `format` take: `--color`'s and `--format`'s values.
    public static let choices: [String: [String]] = [
        "color": ["auto", "always", "never"],
        "format": ["table", "tsv", "csv", "json"],
    ]

    /// The numbers `per_page` takes: the API's limit of items a call.
    public static let perPageRange = 1...100

    /// The values to offer for `key` as one types it (`heroes config set KEY <Tab>`): the words
    /// `color` and `format` take, a few page sizes for `per_page`, none for another key; those
    /// that start with `prefix`, in any case, in that order.
    public static func suggestedValues(for key: String, startingWith prefix: String) -> [String] {
        let offered: [String] =
            switch key {
            case "per_page": ["20", "50", "100"]
            default: choices[key] ?? []
            }
        return offered.filter { $0.lowercased().hasPrefix(prefix.lowercased()) }
    }

    /// Whether `key` may be set to nothing: `pager`, whose empty value means no pager.
    public static func mayBeEmpty(_ key: String) -> Bool { key == "pager" }

    /// What is wrong with `value` (already trimmed) for `key`, as the end of a sentence that
    /// starts with the value (`is not one of auto, always, never`); `nil` when it is right or
    /// `key` takes any one-line value. Digits are counted before any arithmetic, so no number of
    /// digits can overflow.
    static func problem(with value: String, for key: String) -> String? {
        if let words = choices[key] {
            return words.contains(value) ? nil : "is not one of \(words.joined(separator: ", "))"
        }
        if key == "per_page" {
            let range = perPageRange
            let reason = "is not a whole number from \(range.lowerBound) to \(range.upperBound)"
            guard !value.isEmpty, value.utf8.count <= 3, value.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
                let number = Int(value), range.contains(number)
            else { return reason }
            return nil
        }
        if value.unicodeScalars.contains(where: isControl) {
            return "holds a line break or a control character"
        }
        return nil
    }

    /// A control character, or a format character (bidi overrides and isolates, zero-width
    /// marks), neither of which a value that reaches a terminal or a command line may hold.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        let category = scalar.properties.generalCategory
        return category == .control || category == .format
    }

    /// `value` as messages quote it: at most 40 characters, the rest as `…`.
    static func shortened(_ value: String) -> String {
        value.count <= 40 ? value : String(value.prefix(40)) + "…"
    }
}
