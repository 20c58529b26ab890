import ArgumentParser
import Testing
@testable import HeroesCLI

/// Durations for `--max-age` and `--older-than` (how a default is shown: DesignTokens'
/// `DurationTextTests`).
struct DurationsTests {
    @Test(
        arguments: [
            ("3600", 3_600.0), ("90s", 90.0), ("30m", 1_800.0), ("24h", 86_400.0), ("7d", 604_800.0),
            (" 1.5H ", 5_400.0), ("0", 0.0), ("1h30m", 5_400.0), ("1d12h", 129_600.0), ("2m30s", 150.0),
            ("1d2h3m4s", 93_784.0),
        ] as [(String, Double)])
    func aNumberWithOrWithoutAUnitIsThatManySeconds(text: String, seconds: Double) throws {
        #expect(try Durations.seconds(text, option: "--max-age") == seconds)
    }

    @Test(arguments: ["soon", "", "-5m", "h", "1e400", "5w", "30m1h", "1h1h", "1h30", "1h-30m", "nanh", "infh"])
    func anythingElseIsRefusedNamingTheOption(text: String) {
        do {
            let seconds = try Durations.seconds(text, option: "--older-than")
            Issue.record("\"\(text)\" was read as \(seconds) s")
        } catch {
            #expect(
                error.message == "--older-than must be a duration like 3600, 30m, 24h, 1h30m or 7d, got \"\(text)\".")
        }
    }
}
