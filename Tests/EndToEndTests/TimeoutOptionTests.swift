import Foundation
import Testing
import TestingUtils

/// `--timeout SECONDS`: checked before any request, in the help of every data command, and the
/// deadline of a call to a server that never answers (the fault matrix's stall runs with it).
@Suite struct TimeoutOptionTests {
    let heroes: Heroes
    init() throws { heroes = try Heroes() }

    @Test(arguments: ["0", "-1", "600.5", "nan", "inf"])
    func aTimeoutOutsideZeroTo600IsAUsageError(value: String) throws {
        let result = try heroes.run(["list", "--timeout=\(value)"])
        #expect(result.status == 64, "\(result)")
        #expect(
            result.stderr.hasPrefix("Error: --timeout must be more than 0 and at most 600 seconds, got "), "\(result)")
        #expect(result.stdout.isEmpty)
    }

    @Test func aTimeoutThatIsNotANumberIsAUsageError() throws {
        let result = try heroes.run(["show", "1009610", "--timeout", "soon"])
        #expect(result.status == 64, "\(result)")
        #expect(result.stderr.hasPrefix("Error: The value 'soon' is invalid for '--timeout <seconds>'"), "\(result)")
    }

    @Test(arguments: ["list", "show", "random"])
    func everyDataCommandDocumentsIt(command: String) throws {
        let help = try heroes.run([command, "--help"])
        #expect(help.status == 0, "\(help)")
        let words = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(
            words.contains(
                "--timeout <seconds> How long one call to the server may take, its retries included, in seconds (at most 600). (default: 30.0)"
            ), "\(help)")
    }

    @Test func theLargestTimeoutIsAccepted() throws {
        let result = try heroes.run(["list", "--per-page", "1", "--timeout", "600"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.split(separator: "\n").count == 1)
    }
}
