import DesignTokens
import Testing

/// Ages read as people type them and written as a default is shown.
struct DurationTextTests {
    @Test(
        arguments: [
            ("7200", 7_200.0), ("45S", 45.0), ("2d", 172_800.0), ("\t3h ", 10_800.0), ("0.5m", 30.0),
            ("2h15m", 8_100.0), ("1d1s", 86_401.0),
        ] as [(String, Double)])
    func secondsOrNumbersWithUnitsLargestFirstAreThatManySeconds(text: String, seconds: Double) {
        #expect(DurationText.parse(text) == seconds)
    }

    @Test(arguments: ["later", " ", "-1", "+1h", "m5", "2x", "1s1m", "2d2d", "3h20", "1e309s", "nan", "inf"])
    func anythingElseIsNoDuration(text: String) {
        #expect(DurationText.parse(text) == nil)
    }

    @Test(
        arguments: [(86_400.0, "24h"), (1_800.0, "30m"), (90.0, "90s"), (0.0, "0s"), (1.5, "1.5s")]
            as [(Double, String)])
    func aDefaultIsShownInTheLargestWholeUnitUpToHours(seconds: Double, text: String) {
        #expect(DurationText.describe(seconds) == text)
    }
}
