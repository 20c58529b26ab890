/// Comma-separated values for `--format csv`, as RFC 4180 writes them, made safe to open in a
/// spreadsheet.
///
/// - Each record ends with CR LF; a field holding a comma, a double quote or a space at either
///   end is put in double quotes, a `"` inside doubled.
/// - Text comes from a server, so it is neutralised first (``TerminalText``: no escape
///   sequence, no control character, no line break: one record a line).
/// - A text field that a spreadsheet would read as a formula gets a leading `'`, which
///   spreadsheets show as text (OWASP's advice against CSV injection): one whose first
///   character other than white space is `=`, `+`, `-` or `@`, as `=HYPERLINK(…)` or `@SUM(…)`
///   start, or their full-width or small forms (`＝＋－＠`, `﹦﹢﹣﹫`), which some spreadsheets
///   read alike. So `" =1+1"` (from a tab, a NUL or a CR first), which an import that trims
///   spaces reads as `=1+1`, is guarded too, and so is `"\u{FEFF}=1+1"`, whose invisible byte
///   order mark neutralising removes. A field that is a plain number (`-12`, `3.5`) is left as
///   it is: it cannot run anything.
///
/// ```swift
/// CSVText.record(["1009610", "Spider-Man, Peter", "=cmd|' /C calc'!A0"])
/// // "1009610,\"Spider-Man, Peter\",\"'=cmd|' /C calc'!A0\"\r\n"
/// ```
public enum CSVText {
    /// The record's line, CR LF included.
    public static func record(_ fields: [String]) -> String {
        fields.map(field).joined(separator: ",") + "\r\n"
    }

    /// One field, neutralised, guarded against formulas and quoted when it needs to be.
    public static func field(_ text: String) -> String {
        var value = TerminalText.neutralized(text)
        let scalars = value.unicodeScalars
        if let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            formulaStarts.contains(scalars[start]),
            !isNumber(String(scalars[start...]))
        {
            value = "'" + value
        }
        let needsQuotes =
            value.contains(",") || value.contains("\"") || value.hasPrefix(" ") || value.hasSuffix(" ")
            || value.hasPrefix("'")
        guard needsQuotes else { return value }
        return "\"" + value.replacing("\"", with: "\"\"") + "\""
    }

    /// The characters a spreadsheet takes as the start of a formula, with their full-width and
    /// small forms (tab and CR are neutralised to spaces before this is asked).
    private static let formulaStarts: Set<Unicode.Scalar> = [
        "=", "+", "-", "@", "\u{FF1D}", "\u{FF0B}", "\u{FF0D}", "\u{FF20}", "\u{FE66}", "\u{FE62}", "\u{FE63}",
        "\u{FE6B}",
    ]

    /// `-12`, `3.5`, `+7`: an optional sign, digits, at most one point between digits.
    private static func isNumber(_ text: String) -> Bool {
        var scalars = Substring(text).unicodeScalars
        if let first = scalars.first, first == "-" || first == "+" { scalars = scalars.dropFirst() }
        let parts = String(scalars).split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count) else { return false }
        return parts.allSatisfy { part in !part.isEmpty && part.unicodeScalars.allSatisfy { ("0"..."9").contains($0) } }
    }
}
