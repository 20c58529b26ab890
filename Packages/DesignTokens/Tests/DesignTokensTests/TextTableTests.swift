@testable import DesignTokens
import Testing

struct TextTableTests {
    let table = TextTable(
        columns: [
            TableColumn("ID"),
            TableColumn("NAME", isFlexible: true, minimumWidth: 8),
            TableColumn("A", alignment: .right, dropOrder: 2),
            TableColumn("B", alignment: .right, dropOrder: 1),
        ],
        rows: [["1", "a long name here", "10", "20"]]
    )

    @Test func fitsNaturallyWhenRoomy() {
        let layout = table.layout(width: 80)
        #expect(layout.columns == [0, 1, 2, 3])
        #expect(layout.widths == [2, 16, 2, 2])
    }

    @Test func shrinksTheFlexibleColumnBeforeDropping() {
        let layout = table.layout(width: 20)
        #expect(layout.columns == [0, 1, 2, 3])
        #expect(layout.widths == [2, 8, 2, 2])
        #expect(layout.totalWidth == 20)
    }

    @Test func dropsLowestOrderFirst() {
        let layout = table.layout(width: 16)
        #expect(layout.columns == [0, 1, 2])
        #expect(layout.totalWidth == 16)
        let narrower = table.layout(width: 14)
        #expect(narrower.columns == [0, 1])
        #expect(narrower.widths == [2, 10])
    }

    @Test func theRuleHasNoTrailingSpacesWhenTheLastColumnIsZeroWide() {
        let table = TextTable(columns: [TableColumn("ID"), TableColumn("")], rows: [["1", ""]])
        for line in table.render(width: 80, style: .plain) {
            #expect(line.last != " ")
        }
    }

    @Test func aWidthNearIntMinLaysOutWithoutTrapping() {
        // `width - used` overflowed and trapped.
        for width in [Int.min, Int.min + 1] {
            #expect(table.layout(width: width).columns == [0, 1])
        }
    }

    @Test func linesNeverExceedTheWidthWhenTheyCanFit() {
        for width in 12...40 {
            for line in table.render(width: width, style: .plain) {
                #expect(DisplayWidth.of(line) <= width)
                #expect(line.last != " ")
            }
        }
    }
}
