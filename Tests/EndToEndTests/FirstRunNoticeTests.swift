import Foundation
import Testing
import TestingUtils

/// The one run that writes the 338 MB catalog says so on a terminal, since it takes a second or
/// two; every later run, and a pipe, stays quiet.
@Suite struct FirstRunNoticeTests {
    let heroes: Heroes
    let data: TemporaryFolder
    init() throws {
        heroes = try Heroes()
        data = try TemporaryFolder(prefix: "heroes-first-run")
    }

    @Test func onlyTheRunThatWritesTheCatalogSaysItWritesIt() throws {
        let env = ["XDG_DATA_HOME": data.url.path]
        let first = try heroes.runOnTerminal(["list", "-n", "1"], env: env)
        #expect(first.status == 0, "\(first)")
        #expect(first.stdout.contains("heroes: writing the 2017 catalog once (339 MB) to \(data.url.path)/heroes/"))
        let second = try heroes.runOnTerminal(["list", "-n", "1"], env: env)
        #expect(second.status == 0, "\(second)")
        #expect(!second.stdout.contains("writing the 2017 catalog"), "\(second)")
        #expect(second.stdout.contains("1,485 heroes"), "the table is there: \(second)")
    }
}
