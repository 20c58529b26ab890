import DesignTokens
import HeroesPresentation

/// Whether `text`, as a detail screen wrote it in `format`, holds no escape, C1, bidi or other
/// control in any of its fields, read raw: only the format's own separators are split off (TSV's
/// line feeds and tabs, CSV's CR LF record ends), never an escape sequence, so whatever a
/// renderer let through is still there to be seen. A terminal's text must be neutral whole, line
/// feeds aside; give it the plain style (the coloured one's own colours are escapes: see
/// `TerminalOutput.withoutStyles`).
func isNeutralRaw(_ text: String, as format: DetailFormat) -> Bool {
    switch format {
    case .tsv: isNeutralRaw(tsv: text)
    case .csv: isNeutralRaw(csv: text)
    case .terminal, .json: TerminalText.isNeutral(text, lineBreaks: .keep)
    }
}

/// Whether `text`, as a list wrote it in `format`, holds no control in any field, read raw as
/// `isNeutralRaw(_:as:)` reads a detail screen's.
func isNeutralRaw(_ text: String, as format: ListFormat) -> Bool {
    switch format {
    case .tsv: isNeutralRaw(tsv: text)
    case .csv: isNeutralRaw(csv: text)
    case .table, .json: TerminalText.isNeutral(text, lineBreaks: .keep)
    }
}

/// Every field of TSV lines neutral.
private func isNeutralRaw(tsv text: String) -> Bool {
    text.split(separator: "\n", omittingEmptySubsequences: false)
        .flatMap { $0.split(separator: "\t", omittingEmptySubsequences: false) }
        .allSatisfy { TerminalText.isNeutral(String($0)) }
}

/// Every CSV record neutral, its CR LF end aside (a CR or LF inside a record is a control).
private func isNeutralRaw(csv text: String) -> Bool {
    text.split(separator: "\r\n", omittingEmptySubsequences: false).allSatisfy { TerminalText.isNeutral(String($0)) }
}
