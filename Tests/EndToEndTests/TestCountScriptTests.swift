import Foundation
import Testing
import TestingUtils

/// scripts/lib/count-tests.py, which makes the suite's last line (`N passed, N failed, N skipped`)
/// from swift-testing's output: a skip is counted from a skip's own line alone.
@Suite struct TestCountScriptTests {
    static let script = Repository.root.appendingPathComponent("scripts/lib/count-tests.py").path

    @Test func aTestWhoseNameHoldsTheWordSkippedCountsAsPassedAndOnlySkipLinesAsSkips() throws {
        let log = """
            ◇ Test "a byte order mark first is skipped); UTF-16 is refused" started.
            ✔ Test "a byte order mark first is skipped); UTF-16 is refused" passed after 2.0 seconds.
            ➜ Test needsRoot() skipped: "run as root".
            ➜ Test needsTmux() skipped.
            ✘ Test broken() failed after 0.1 seconds with 1 issue.
            ✘ Test run with 5 tests in 1 suite failed after 2.1 seconds with 1 issue.

            """
        let result = try ProcessRunner.run("/usr/bin/python3", [Self.script], environment: [:], stdin: log)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout.split(separator: "\n").map(String.init) == [
                "2 1 2", #"Test needsRoot() skipped: "run as root"."#, "Test needsTmux() skipped.",
            ])
    }
}
