extension TextLayout {
    /// `text` with its first character upper-cased, the rest as it is: `"heroes"` → `"Heroes"`,
    /// for a noun that begins a heading.
    ///
    /// On `String`, and built with `String`'s own `append(contentsOf:)`: the generic `+` of a
    /// string and a substring makes the runtime scan every conformance record on its first call,
    /// and headings are on the way to a command's first output (benchmarks/DECISIONS.md, "the
    /// runtime's conformance scans").
    public static func capitalizedFirst(_ text: String) -> String {
        guard let first = text.first else { return text }
        var capitalized = String(first).uppercased()
        capitalized.append(contentsOf: text.dropFirst())
        return capitalized
    }
}
