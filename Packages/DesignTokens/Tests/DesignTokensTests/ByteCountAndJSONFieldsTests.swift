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

    @Test(
        arguments: [
            ("1048576", 1_048_576), ("512K", 524_288), ("512k", 524_288), ("64M", 67_108_864), ("64 MiB", nil),
            (" 1G\t", 1_073_741_824), ("1gib", 1_073_741_824), ("0", 0), ("1KiB", 1024),
        ] as [(String, Int?)])
    func aSizeIsAWholeNumberThenAnOptionalBinaryUnit(text: String, bytes: Int?) {
        #expect(ByteCount.parse(text) == bytes)
    }

    @Test(arguments: ["", "K", "1.5M", "-1", "+1", "1T", "1 K", "10B", "9223372036854775807K", "99999999999999999999"])
    func anythingElseIsNoSize(text: String) {
        #expect(ByteCount.parse(text) == nil)
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
