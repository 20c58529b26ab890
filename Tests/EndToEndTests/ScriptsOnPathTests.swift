import Foundation
import Testing
import TestingUtils

/// The scripts a new user runs first, run as they would be: with `scripts/` first on PATH (for
/// whoever types `heroes` after `scripts/heroes`), and without `swift` on PATH once heroes is
/// built. They use the repository's release binary (`.build-release/release/heroes`), which
/// scripts/test builds before this suite runs, so neither builds anything here.
@Suite struct ScriptsOnPathTests {
    static let scripts = Repository.root.appendingPathComponent("scripts").path

    /// PATH as the test's own, with scripts/ first.
    static var pathWithScriptsFirst: String {
        scripts + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
    }

    @Test func installWithScriptsFirstOnPathInstallsTheBinaryManPageAndCompletionsWithoutCallingItself() throws {
        let folder = try TemporaryFolder(prefix: "heroes-install")
        let prefix = folder.url.appendingPathComponent("prefix").path
        // A script that called `install` by name found itself and recursed, each level a build:
        // the time limit ends such a run, and the test then fails.
        let result = try ProcessRunner.run(
            Self.scripts + "/install", [],
            environment: ["PATH": Self.pathWithScriptsFirst, "HOME": folder.url.path, "PREFIX": prefix],
            timeout: 300)
        #expect(result.status == 0 && !result.timedOut, "\(result)")
        let installed = [
            "bin/heroes", "share/man/man1/heroes.1", "share/bash-completion/completions/heroes",
            "share/zsh/site-functions/_heroes", "share/fish/vendor_completions.d/heroes.fish",
        ]
        for file in installed {
            let size = (try? FileManager.default.attributesOfItem(atPath: prefix + "/" + file))?[.size] as? Int
            #expect((size ?? 0) > 0, "\(file) is missing or empty")
        }
        let version = try ProcessRunner.run(
            prefix + "/bin/heroes", ["--version"], environment: ["PATH": "/usr/bin:/bin"])
        let expected = try String(contentsOfFile: Repository.root.path + "/VERSION", encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(version.status == 0 && version.stdout.hasPrefix(expected), "\(version)")
    }

    @Test func heroesScriptRunsTheBuiltBinaryWithoutSwiftOnPath() throws {
        let folder = try TemporaryFolder(prefix: "heroes-script")
        // /usr/bin:/bin: the system's tools, no Swift toolchain (it lives under /opt or a swiftly folder).
        let result = try ProcessRunner.run(
            Self.scripts + "/heroes", ["--version"],
            environment: ["PATH": "/usr/bin:/bin", "HOME": folder.url.path], timeout: 120)
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr.isEmpty, "it said: \(result.stderr)")
    }

    @Test func manPageOfTheBinaryFormatsWithoutAWarningAndNamesEveryCommand() throws {
        let page = try ProcessRunner.run(ReleaseBinary.path, ["help", "--man"], environment: ["PATH": "/usr/bin:/bin"])
        #expect(page.status == 0 && page.stdout.hasPrefix(".Dd "), "\(page)")
        // groff's mdoc package warns on stderr about a malformed page (a macro it does not know,
        // a list not closed); -ww turns every warning on.
        let formatted = try ProcessRunner.run(
            "/usr/bin/groff", ["-ww", "-mandoc", "-Tutf8"], environment: ["PATH": "/usr/bin:/bin"], stdin: page.stdout)
        #expect(formatted.status == 0 && formatted.stderr.isEmpty, "\(formatted.stderr)")
        let text = TerminalOutput.withoutStyles(formatted.stdout).replacing(/.\u{8}/, with: "")
        for command in [
            "heroes list", "heroes show", "heroes browse", "heroes serve", "heroes cache info", "heroes doctor",
        ] {
            #expect(text.contains(command), "the page has no \(command)")
        }
        #expect(text.contains("--per-page"))
    }
}
