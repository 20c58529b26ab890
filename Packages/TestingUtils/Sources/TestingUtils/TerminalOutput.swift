/// What a renderer drew for a terminal, as the tests of the neutraliser must look at it.
public enum TerminalOutput {
    /// `text` without its Select Graphic Rendition sequences (`ESC [ digits;… m`, the colours
    /// and weights a style draws), and nothing else: any other escape sequence (an OSC 52
    /// clipboard write, a screen clear, a DCS) and any control or bidi character stay, so that
    /// `TerminalText.isNeutral` on the result sees them. Stripping every escape sequence before
    /// that check would hide exactly what it is there to find. Matched scalar by scalar: a
    /// combining mark drawn after a sequence joins its final `m` into one `Character`.
    public static func withoutStyles(_ text: String) -> String {
        text.replacing(#/\u{1B}\[[0-9;]*m/#.matchingSemantics(.unicodeScalar), with: "")
    }
}
