import Foundation
import Testing
@testable import HeroesCLI

/// `heroes --version` and `--version --verbose`: what the build wrote in, checked against the
/// repository's own files.
struct VersionOutputTests {
    /// The repository's root, three folders above this file (App/Tests/HeroesCLITests).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func file(_ name: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(name), encoding: .utf8)
    }

    @Test("--version: VERSION's version and a commit of 12 hex digits (+dirty when edited), one line")
    func shortForm() throws {
        let version = try Self.file("VERSION").trimmingCharacters(in: .whitespacesAndNewlines)
        let text = try #require(VersionOutput.text(for: ["--version"]))
        let pattern = #/^(\d+\.\d+\.\d+) \(commit ([0-9a-f]{12}(\+dirty)?|unknown)\)\n$/#
        let match = try #require(text.wholeMatch(of: pattern), "\(text)")
        #expect(String(match.1) == version)
    }

    @Test("VERSION is the newest version CHANGELOG.md describes")
    func changelogNamesTheVersion() throws {
        let version = try Self.file("VERSION").trimmingCharacters(in: .whitespacesAndNewlines)
        let newest = try Self.file("CHANGELOG.md").split(separator: "\n").first { $0.hasPrefix("## ") }
        #expect(newest == "## \(version)")
    }

    @Test("--version --verbose, either order: the version line, each package and its version, the catalog line")
    func verboseForm() throws {
        let version = try Self.file("VERSION").trimmingCharacters(in: .whitespacesAndNewlines)
        for arguments in [["--version", "--verbose"], ["--verbose", "--version"]] {
            let text = try #require(VersionOutput.text(for: arguments, catalog: { "catalog: CATALOG" }))
            let lines = text.split(separator: "\n").map(String.init)
            #expect(lines.first.map { $0 + "\n" } == VersionOutput.text(for: ["--version"]))
            #expect(lines.dropFirst().first == "packages:")
            #expect(lines.last == "catalog: CATALOG")
            let packages = Dictionary(
                lines.dropFirst(2).dropLast().map { line -> (String, String) in
                    let words = line.split(separator: " ")
                    return (String(words.first ?? ""), String(words.last ?? ""))
                }, uniquingKeysWith: { first, _ in first })
            // The project's own packages are at its version; the others at the version resolved.
            #expect(packages["NetworkClient"] == version && packages["NetworkStubs"] == version)
            #expect(packages["swift-nio"]?.wholeMatch(of: #/\d+\.\d+\.\d+/#) != nil)
            #expect(packages["swift-argument-parser"]?.wholeMatch(of: #/\d+\.\d+\.\d+/#) != nil)
        }
    }

    @Test("other arguments are left to ArgumentParser")
    func otherArguments() {
        #expect(VersionOutput.text(for: ["--version", "--version"]) == nil)
        #expect(VersionOutput.text(for: ["list", "--version"]) == nil)
        #expect(VersionOutput.text(for: ["--verbose"]) == nil)
    }
}
