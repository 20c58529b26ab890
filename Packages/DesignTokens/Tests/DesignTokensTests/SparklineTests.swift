import DesignTokens
import Testing

struct SparklineTests {
    @Test func noCountsDrawNothing() {
        #expect(TextLayout.sparkline([], width: 40, glyphs: .unicode) == "")
    }

    @Test func aWidthBelowOneDrawsNothing() {
        #expect(TextLayout.sparkline([1, 2, 3], width: 0, glyphs: .unicode) == "")
        #expect(TextLayout.sparkline([1, 2, 3], width: -5, glyphs: .unicode) == "")
    }

    @Test func oneCountIsOneFullColumn() {
        #expect(TextLayout.sparkline([12], width: 40, glyphs: .unicode) == "█")
        #expect(TextLayout.sparkline([12], width: 40, glyphs: .ascii) == "#")
    }

    @Test func oneZeroIsOneBlankColumn() {
        #expect(TextLayout.sparkline([0], width: 40, glyphs: .unicode) == " ")
    }

    @Test func manyCountsScaleToTheHighestOneColumnEach() {
        #expect(TextLayout.sparkline([1, 2, 3, 4, 5, 6, 7, 8], width: 40, glyphs: .unicode) == "▁▂▃▄▅▆▇█")
    }

    @Test func aGapOfZeroIsBlankAndTheSmallestCountAboveZeroIsNot() {
        #expect(TextLayout.sparkline([1, 0, 4, 8], width: 80, glyphs: .unicode) == "▁ ▄█")
        #expect(TextLayout.sparkline([1, 0, 0, 1000], width: 80, glyphs: .unicode) == "▁  █")
    }

    @Test func countsBelowZeroAreDrawnAsZero() {
        #expect(TextLayout.sparkline([-3, 8, Int.min], width: 80, glyphs: .unicode) == " █ ")
    }

    @Test func intMaxScalesWithoutOverflowing() {
        #expect(TextLayout.sparkline([Int.max, 1, Int.max / 2, 0], width: 80, glyphs: .unicode) == "█▁▄ ")
    }

    @Test func moreCountsThanColumnsShowEachRunsHighest() {
        // Runs of 2: [1, 0], [4, 8]; then runs of 2 and 3 for 5 counts in 2 columns: [0, 8], [0, 2, 0].
        #expect(TextLayout.sparkline([1, 0, 4, 8], width: 2, glyphs: .unicode) == "▁█")
        #expect(TextLayout.sparkline([0, 8, 0, 2, 0], width: 2, glyphs: .unicode) == "█▂")
        let many = Array(repeating: 5, count: 1000) + [10]
        let line = TextLayout.sparkline(many, width: 7, glyphs: .unicode)
        #expect(line == "▄▄▄▄▄▄█")
        #expect(DisplayWidth.of(line) == 7)
    }

    @Test func widthOneShowsTheHighestOfAll() {
        #expect(TextLayout.sparkline([3, 0, 9, 1], width: 1, glyphs: .unicode) == "█")
        #expect(TextLayout.sparkline([0, 0], width: 1, glyphs: .unicode) == " ")
    }

    @Test func asciiGlyphsDrawOnlyASCII() {
        let line = TextLayout.sparkline([1, 0, 2, 3, 4, 5, 6, 7], width: 80, glyphs: .ascii)
        #expect(line == ". :-=+*#")
        #expect(line.unicodeScalars.allSatisfy { $0.isASCII })
    }

    @Test func aGlyphSetWithTooFewLevelsDrawsItsLastForEveryColumn() {
        var glyphs = GlyphSet.ascii
        glyphs.sparkLevels = ["x"]
        #expect(TextLayout.sparkline([0, 3], width: 80, glyphs: glyphs) == "xx")
        glyphs.sparkLevels = []
        #expect(TextLayout.sparkline([0, 3], width: 80, glyphs: glyphs) == "  ")
    }
}
