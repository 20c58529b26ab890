@testable import DesignTokens
import PropertyBased
import Testing
import TestingUtils

/// Properties of display width, truncation, padding, wrapping and tables over generated hostile
/// text and widths (``HostileText``): nothing laid out is ever wider than the width asked for.
struct TextLayoutPropertyTests {
    static let ellipsis = Gen<String?>.element(of: [GlyphSet.unicode.ellipsis, GlyphSet.ascii.ellipsis]).map { $0! }
    static let alignment = Gen<TextAlignment>.case

    @Test func everyCharacterIsZeroOneOrTwoColumnsAndTextAtMostTwoPerScalar() async {
        await propertyCheck(count: 1000, input: HostileText.text) { text in
            for character in text {
                #expect((0...2).contains(DisplayWidth.of(character)), "\(String(character).scalarDump)")
            }
            #expect((0...2 * text.unicodeScalars.count).contains(DisplayWidth.of(text)), "\(text.scalarDump)")
        }
    }

    @Test func aSpaceBeforeOrAfterTextWidensItByAtMostOneColumn() async {
        await propertyCheck(count: 1000, input: HostileText.text) { text in
            let width = DisplayWidth.of(text)
            #expect(DisplayWidth.of(" " + text) <= width + 1, "\(text.scalarDump)")
            #expect(DisplayWidth.of(text + " ") <= width + 1, "\(text.scalarDump)")
        }
    }

    @Test func truncatedTextIsNeverWiderThanTheWidthAndTextThatFitsIsKept() async {
        await propertyCheck(count: 1000, input: HostileText.text, HostileText.width, Self.ellipsis) {
            text, width, ellipsis in
            for text in [text, TextLayout.singleLine(text)] {
                let result = TextLayout.truncate(text, toWidth: width, ellipsis: ellipsis)
                #expect(
                    DisplayWidth.of(result) <= max(0, width),
                    "width \(width): \(text.scalarDump) gave \(result.scalarDump)")
                if width > 0, DisplayWidth.of(text) <= width {
                    #expect(result == text, "width \(width): \(text.scalarDump) gave \(result.scalarDump)")
                }
            }
        }
    }

    @Test func paddingOnlyAddsSpacesAndNeverPastTheWidth() async {
        await propertyCheck(count: 1000, input: HostileText.text, HostileText.paddingWidth, Self.alignment) {
            text, width, alignment in
            let result = TextLayout.pad(text, toWidth: width, alignment: alignment)
            let textScalars = Array(text.unicodeScalars), resultScalars = Array(result.unicodeScalars)
            let added = resultScalars.count - textScalars.count
            let before =
                switch alignment {
                case .left: 0
                case .right: added
                case .center: added / 2
                }
            #expect(added >= 0)
            #expect(
                Array(resultScalars.dropFirst(before).prefix(textScalars.count)) == textScalars,
                "\(alignment) \(width): \(text.scalarDump) gave \(result.scalarDump)")
            #expect(
                resultScalars.prefix(before).allSatisfy { $0 == " " }
                    && resultScalars.dropFirst(before + textScalars.count).allSatisfy { $0 == " " })
            if DisplayWidth.of(text) >= width {
                #expect(added == 0, "\(alignment) \(width): \(text.scalarDump)")
            } else {
                #expect(
                    DisplayWidth.of(result) <= width,
                    "\(alignment) \(width): \(text.scalarDump) gave \(result.scalarDump)")
            }
        }
    }

    @Test func paddingPrintableTextFillsTheWidthExactly() async {
        await propertyCheck(count: 500, input: HostileText.printable, HostileText.paddingWidth, Self.alignment) {
            text, width, alignment in
            let result = TextLayout.pad(text, toWidth: width, alignment: alignment)
            #expect(
                DisplayWidth.of(result) == max(width, DisplayWidth.of(text)),
                "\(alignment) \(width): \(text.scalarDump) gave \(result.scalarDump)")
        }
    }

    @Test func wrappedLinesAreNeverWiderThanTheWidthButForAClusterWiderThanTheLine() async {
        await propertyCheck(count: 1000, input: HostileText.text, HostileText.width) { text, width in
            for text in [text, TerminalText.neutralized(text, lineBreaks: .keep)] {
                for line in TextLayout.wrap(text, toWidth: width) {
                    let fits = DisplayWidth.of(line) <= max(1, width) || line.count == 1
                    #expect(fits, "width \(width): \(text.scalarDump) gave the line \(line.scalarDump)")
                }
            }
        }
    }

    @Test func wrappingKeepsEveryScalarButBlanksAndLineBreaksInOrder() async {
        await propertyCheck(count: 1000, input: HostileText.text, HostileText.width) { text, width in
            // Scalars, not characters: a space between two words can join the cluster after it.
            let blanks: Set<Unicode.Scalar> = [
                " ", "\t", "\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}",
            ]
            func content(_ text: String) -> [Unicode.Scalar] {
                Array(text.unicodeScalars).filter { !blanks.contains($0) }
            }
            let lines = TextLayout.wrap(text, toWidth: width)
            #expect(
                content(lines.joined()) == content(text),
                "width \(width): \(text.scalarDump) gave \(lines.map(\.scalarDump))")
        }
    }

    static let style = Gen<TerminalStyle?>.element(of: [TerminalStyle.plain, .ascii, .colored]).map { $0! }

    @Test func tableLinesFitTheWidthWhenTheColumnsCanAndHoldNoControlButTheStylesOwn() async {
        await propertyCheck(count: 500, input: HostileText.table, HostileText.width, Self.style) {
            table, width, style in
            let layout = table.layout(width: width)
            let onlyFixedColumnsLeft = layout.columns.allSatisfy { table.columns[$0].dropOrder == nil }
            #expect(layout.totalWidth <= width || onlyFixedColumnsLeft, "width \(width): \(layout)")
            for line in table.render(width: width, style: style) {
                #expect(DisplayWidth.of(line) <= max(width, layout.totalWidth), "width \(width): \(line.scalarDump)")
                // Only the style's own colour sequences are taken out before the check (scalar
                // by scalar: a combining mark after a sequence makes one Character of its `m`).
                let withoutStyles = line.replacing(#/\u{1B}\[[0-9;]*m/#.matchingSemantics(.unicodeScalar), with: "")
                #expect(TerminalText.isNeutral(withoutStyles), "\(line.scalarDump)")
                #expect(line.last != " ")
            }
        }
    }
}
