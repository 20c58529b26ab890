import Foundation
import Testing
import TestingUtils

/// The one run that writes the catalog says nothing in a pipe; on a terminal a write longer
/// than half a second shows a progress line (its timing is CatalogWriteProgressTests'), which is
/// cleared before the answer, so that nothing of it is left on the screen.
@Suite struct FirstRunNoticeTests {
    let heroes: Heroes
    let data: TemporaryFolder
    init() throws {
        heroes = try Heroes()
        data = try TemporaryFolder(prefix: "heroes-first-run")
    }

    @Test func theRunThatWritesTheCatalogInAPipeWritesNothingOnStderr() throws {
        let first = try heroes.run(["list", "-n", "1"], env: ["XDG_DATA_HOME": data.url.path])
        #expect(first.status == 0, "\(first)")
        #expect(first.stderr.isEmpty, "\(first)")
        #expect(!first.stdout.isEmpty, "the hero is there: \(first)")
    }

    @Test func theRunThatWritesTheCatalogOnATerminalLeavesNoProgressLineBeforeTheTable() throws {
        let env = ["XDG_DATA_HOME": data.url.path]
        let first = try heroes.runOnTerminal(["list", "-n", "1"], env: env)
        #expect(first.status == 0, "\(first)")
        #expect(!first.stdout.contains("writing the 2017 catalog"), "no notice of the old kind: \(first)")
        if let last = first.stdout.range(of: "heroes: writing the catalog", options: .backwards) {
            #expect(first.stdout[last.upperBound...].contains("\r\u{1B}[2K"), "the line is cleared: \(first)")
        }
        #expect(first.stdout.contains("1,485 heroes"), "the table is there: \(first)")
        let second = try heroes.runOnTerminal(["list", "-n", "1"], env: env)
        #expect(second.status == 0, "\(second)")
        #expect(!second.stdout.contains("writing the catalog"), "\(second)")
    }
}
