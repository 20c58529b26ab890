import DesignTokens
import PropertyBased
import Testing
import TestingUtils

/// Properties of the neutraliser over generated hostile text (``HostileText``).
struct TerminalTextPropertyTests {
    @Test func neutralizedTextHoldsNoControlNoBidiControlAndNoLineSeparator() async {
        await propertyCheck(count: 1000, input: HostileText.text) { text in
            let result = TerminalText.neutralized(text)
            #expect(
                !result.unicodeScalars.contains(where: HostileText.isControlOrBidi),
                "\(text.scalarDump) gave \(result.scalarDump)")
        }
    }

    @Test func neutralizedTextWithKeptLineBreaksHoldsNoControlButLineFeeds() async {
        await propertyCheck(count: 1000, input: HostileText.text) { text in
            let result = TerminalText.neutralized(text, lineBreaks: .keep)
            #expect(
                !result.unicodeScalars.contains { $0 != "\n" && HostileText.isControlOrBidi($0) },
                "\(text.scalarDump) gave \(result.scalarDump)")
        }
    }

    @Test func neutralizingTwiceGivesTheSameScalarsAsOnceAndTheResultIsNeutral() async {
        await propertyCheck(count: 1000, input: HostileText.text) { text in
            for lineBreaks in [TerminalText.LineBreaks.asSpaces, .keep] {
                let once = TerminalText.neutralized(text, lineBreaks: lineBreaks)
                let twice = TerminalText.neutralized(once, lineBreaks: lineBreaks)
                #expect(
                    Array(twice.unicodeScalars) == Array(once.unicodeScalars),
                    "\(lineBreaks): \(text.scalarDump) gave \(once.scalarDump), then \(twice.scalarDump)")
                #expect(TerminalText.isNeutral(once, lineBreaks: lineBreaks), "\(lineBreaks): \(once.scalarDump)")
            }
        }
    }

    @Test func isNeutralHoldsExactlyWhenNeutralizingLeavesTheScalarsUnchanged() async {
        await propertyCheck(count: 1000, input: HostileText.text) { text in
            for lineBreaks in [TerminalText.LineBreaks.asSpaces, .keep] {
                let unchanged =
                    Array(TerminalText.neutralized(text, lineBreaks: lineBreaks).unicodeScalars)
                    == Array(text.unicodeScalars)
                #expect(
                    TerminalText.isNeutral(text, lineBreaks: lineBreaks) == unchanged,
                    "\(lineBreaks): \(text.scalarDump)")
            }
        }
    }

    @Test func neutralizedTextHoldsNoInvisibleCharacterAndAtMostFourCombiningMarksInARow() async {
        await propertyCheck(count: 1000, input: HostileText.text) { text in
            for lineBreaks in [TerminalText.LineBreaks.asSpaces, .keep] {
                let result = TerminalText.neutralized(text, lineBreaks: lineBreaks)
                #expect(!result.unicodeScalars.contains(where: HostileText.isInvisible), "\(text.scalarDump)")
                var run = 0
                for scalar in result.unicodeScalars {
                    run = HostileText.isMark(scalar) ? run + 1 : 0
                    #expect(run <= 4, "\(text.scalarDump) gave \(result.scalarDump)")
                }
            }
        }
    }

    @Test func visibleTextComesBackWithTheSameScalars() async {
        await propertyCheck(count: 500, input: HostileText.visible) { text in
            #expect(
                Array(TerminalText.neutralized(text).unicodeScalars) == Array(text.unicodeScalars), "\(text.scalarDump)"
            )
            #expect(TerminalText.isNeutral(text))
        }
    }
}
