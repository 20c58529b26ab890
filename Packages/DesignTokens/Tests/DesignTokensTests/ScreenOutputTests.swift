import DesignTokens
import Foundation
import Testing

struct ScreenOutputTests {
    @Test func eachErrorLineEndsInANewlineAndStdoutIsKeptAsIs() {
        let output = ScreenOutput(standardOutput: "data\n", errorLines: ["first", "second"], succeeded: true)
        #expect(output.standardOutput == "data\n")
        #expect(output.standardError == "first\nsecond\n")
        #expect(output.succeeded)
    }

    @Test func noErrorLinesWriteNothingToStderr() {
        #expect(ScreenOutput(standardOutput: "", succeeded: false).standardError == "")
    }

    @Test func theFailureLineIsPrefixedNeutralisedAndOnOneLine() {
        let line = ScreenOutput.failureLine("bad\u{1B}]0;title\u{07}\nthing")
        #expect(line == "heroes: bad thing")
    }

    @Test func theFailureLineIsPaintedAsAnErrorWhenTheStyleHasColour() {
        #expect(ScreenOutput.failureLine("broke", style: .colored) == "\u{1B}[1;31mheroes: broke\u{1B}[0m")
    }

    @Test func clearLineReturnsToTheStartAndErasesTheLine() {
        #expect(ANSI.clearLine == "\r\u{1B}[2K")
    }
}
