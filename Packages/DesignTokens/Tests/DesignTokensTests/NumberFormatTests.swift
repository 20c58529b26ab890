import DesignTokens
import Testing

@Suite struct NumberFormatTests {
    @Test(arguments: [
        (0, "0 heroes"), (1, "1 hero"), (2, "2 heroes"), (1_485, "1,485 heroes"),
    ])
    func aCountTakesTheSingularNounForExactlyOneAndIsGrouped(value: Int, expected: String) {
        #expect(NumberFormat.count(value, "hero", "heroes") == expected)
    }
}
