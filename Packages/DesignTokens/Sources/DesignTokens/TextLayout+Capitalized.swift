extension TextLayout {
    /// `text` with its first character upper-cased, the rest as it is: `"heroes"` → `"Heroes"`,
    /// for a noun that begins a heading.
    public static func capitalizedFirst(_ text: some StringProtocol) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }
}
