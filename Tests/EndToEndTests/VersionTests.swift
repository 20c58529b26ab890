import Foundation
import Testing
import TestingUtils

/// `heroes --version` from the built binary: the version and the commit the build wrote in, and
/// with --verbose the packages and the date of the catalog the commands read.
@Suite struct VersionTests {
    let heroes: Heroes
    init() throws { heroes = try Heroes() }

    @Test("--version: one line, the version and a commit, exit 0")
    func version() throws {
        let result = try heroes.run(["--version"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.wholeMatch(of: #/\d+\.\d+\.\d+ \(commit ([0-9a-f]{12}(\+dirty)?|unknown)\)\n/#) != nil)
        #expect(result.stderr == "")
    }

    @Test("--version --verbose: the same first line, the packages, then the 2017 catalog's date")
    func verbose() throws {
        let short = try heroes.run(["--version"]).stdout
        let result = try heroes.run(["--version", "--verbose"])
        #expect(result.status == 0, "\(result)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first.map { $0 + "\n" } == short)
        #expect(lines.contains { $0.hasPrefix("  swift-nio ") })
        #expect(lines.last?.hasPrefix("catalog: the Marvel API as of 2017-") == true, "\(result)")
    }

    @Test("--version --verbose before the first command writes nothing: the catalog line says it is not written yet")
    func verboseBeforeTheCatalogIsWrittenWritesNothing() throws {
        let data = try TemporaryFolder(prefix: "heroes-version-data")
        let result = try heroes.run(["--version", "--verbose"], env: ["XDG_DATA_HOME": data.path])
        #expect(result.status == 0, "\(result)")
        #expect(
            result.stdout.split(separator: "\n").last
                == "catalog: compiled in, not written yet (the first command that reads it writes it once)",
            "\(result)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: data.path) == [], "nothing was written")
    }
}
