import ArgumentParser
import DesignTokens
import Testing
@testable import HeroesCLI

/// The options every data command takes: `--color` is DesignTokens' own `ColorMode`, `--timeout` is bounded.
struct GlobalOptionsTests {
    /// Without `--color`, `nil`: the config key `color` decides (ConfigPreferencesTests).
    @Test(arguments: [
        ([String](), ColorMode?.none), (["--color", "always"], .always), (["--color", "never"], .never),
    ])
    func colorReadsDesignTokensColorMode(arguments: [String], mode: ColorMode?) throws {
        #expect(try GlobalOptions.parse(arguments).color == mode)
    }

    @Test func aColourThatIsNotAModeIsRefusedListingTheModes() {
        do {
            _ = try GlobalOptions.parse(["--color", "sometimes"])
            Issue.record("--color sometimes was accepted")
        } catch {
            #expect(
                GlobalOptions.message(for: error)
                    == "The value 'sometimes' is invalid for '--color <color>'. Please provide one of 'auto', 'always' or 'never'."
            )
        }
    }

    @Test func theTimeoutIsThirtySecondsByDefaultAndEachAttemptWaitsAtLeastTen() throws {
        #expect(try GlobalOptions.parse([]).timeout == 30)
        #expect(HTTPStack.attemptTimeout(within: 30) == 10)
        #expect(HTTPStack.attemptTimeout(within: 90) == 30)
        #expect(HTTPStack.attemptTimeout(within: 4) == 4)
    }
}
