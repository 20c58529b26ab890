import DesignTokens
import TestingUtils

/// What `heroes` wrote, looked at as a terminal receives it, for the tests of hostile text.
enum RawOutput {
    /// Whether `output` (stdout, stderr, or a pseudo-terminal's both) holds nothing a terminal
    /// would act on but heroes' own colours: no escape sequence other than a Select Graphic
    /// Rendition one (an OSC 52 clipboard write, a title, a screen clear, a cursor move, a DCS
    /// all fail it), no control character but the line feed, the carriage return a
    /// pseudo-terminal puts before it and the tab between fields, no C1 control, no
    /// bidirectional or other invisible format character. Nothing is stripped before the look
    /// but those colour sequences (``TerminalOutput/withoutStyles(_:)``): a check that removed
    /// every escape sequence first would pass exactly what it is there to find.
    static func isNeutral(_ output: String) -> Bool {
        let text = TerminalOutput.withoutStyles(output).replacing("\r\n", with: "\n")
        return text.split(separator: "\t", omittingEmptySubsequences: false).allSatisfy {
            TerminalText.isNeutral(String($0), lineBreaks: .keep)
        }
    }

    /// The lines of `output` wider than `columns` on a terminal, measured without heroes' colours.
    static func linesWiderThan(_ columns: Int, in output: String) -> [String] {
        TerminalOutput.withoutStyles(output).replacing("\r\n", with: "\n").split(separator: "\n")
            .map(String.init).filter { DisplayWidth.of($0) > columns }
    }
}
