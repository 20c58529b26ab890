import DesignTokens
import Testing

/// Sizes for `heroes cache info`, and the `--json` field list.
struct ByteCountAndJSONFieldsTests {
    @Test(arguments: [
        (0, "0 B"), (1023, "1023 B"), (1024, "1.0 KiB"), (1536, "1.5 KiB"), (268_435_456, "256.0 MiB"),
        (1_610_612_736, "1.5 GiB"), (-5, "0 B"),
    ])
    func sizesAreInTheLargestBinaryUnitWithOneDecimal(bytes: Int, text: String) {
        #expect(ByteCount.describe(bytes) == text)
    }

    @Test func anEmptyListIsEveryFieldAndAListIsItsNames() throws {
        #expect(try JSONFields.parse("", valid: ["id", "name"]) == nil)
        #expect(try JSONFields.parse("id, name,", valid: ["id", "name", "comics"]) == ["id", "name"])
    }

    @Test func anUnknownFieldIsAnErrorNamingItAndListingTheValidOnes() {
        #expect(throws: JSONFields.UnknownField(unknown: ["nmae"], valid: ["id", "name"])) {
            try JSONFields.parse("id,nmae", valid: ["id", "name"])
        }
        let error = JSONFields.UnknownField(unknown: ["nmae", "x"], valid: ["id", "name"])
        #expect(error.description == "Unknown JSON fields: \"nmae\", \"x\". Available fields: id, name.")
    }
}
