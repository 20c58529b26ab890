extension TextLayout {
    /// `parts` with `separator` between each two, as `parts.joined(separator:)` gives them.
    ///
    /// The library's `joined(separator:)` is unspecialised code whose first call makes the Swift
    /// runtime scan every protocol conformance record in the binary; this is a loop, for the
    /// code on the way to a command's first output (benchmarks/DECISIONS.md, "the runtime's
    /// conformance scans").
    ///
    /// ```swift
    /// TextLayout.joined(["heroes", "list", "--page", "3"], separator: " ")  // "heroes list --page 3"
    /// ```
    public static func joined(_ parts: [String], separator: String) -> String {
        var text = ""
        for index in parts.indices {
            if index > parts.startIndex { text += separator }
            text += parts[index]
        }
        return text
    }
}
