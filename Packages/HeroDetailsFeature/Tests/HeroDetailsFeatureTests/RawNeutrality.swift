import DesignTokens
import HeroesPresentation

/// Whether `text`, as `format` wrote it, holds no escape, C1, bidi or other control in any of
/// its fields, read raw: only the format's own separators are split off (TSV's line feeds and
/// tabs, CSV's CR LF record ends), never an escape sequence, so whatever a renderer let through
/// is still there to be seen. A terminal's text must be neutral whole, line feeds aside; give it
/// the plain style (the coloured one's own colours are escapes: see `TerminalOutput.withoutStyles`).
func isNeutralRaw(_ text: String, as format: DetailFormat) -> Bool {
    switch format {
    case .tsv:
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "\t", omittingEmptySubsequences: false) }
            .allSatisfy { TerminalText.isNeutral(String($0)) }
    case .csv:
        text.split(separator: "\r\n", omittingEmptySubsequences: false).allSatisfy {
            TerminalText.isNeutral(String($0))
        }
    case .terminal, .json:
        TerminalText.isNeutral(text, lineBreaks: .keep)
    }
}
