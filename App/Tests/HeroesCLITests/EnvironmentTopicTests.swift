import AppConfig
import Foundation
import Testing
@testable import HeroesCLI

/// `heroes help environment` (AppConfig's `EnvironmentVariables`) lists every environment variable heroes' sources read: the
/// sources are searched for reads (`environment["X"]`, `getenv("X")`, a list of names looked up
/// one by one, the config keys' variables), and each name found must be in the topic.
struct EnvironmentTopicTests {
    /// The shipping sources: App's and every package's but TestingUtils (tests only).
    static func sourceFiles() throws -> [URL] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        var folders = [root.appendingPathComponent("App/Sources")]
        let packages = root.appendingPathComponent("Packages")
        for name in try FileManager.default.contentsOfDirectory(atPath: packages.path) where name != "TestingUtils" {
            folders.append(packages.appendingPathComponent(name).appendingPathComponent("Sources"))
        }
        return folders.flatMap { folder in
            (FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? [])
                .filter { $0.pathExtension == "swift" }
        }
    }

    static func matches(_ pattern: String, in text: String) -> [String] {
        let regex = try! NSRegularExpression(pattern: pattern)
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    /// The names of the environment variables read in `text`.
    static func reads(in text: String) -> Set<String> {
        let name = #"([A-Za-z_][A-Za-z0-9_]*)"#
        var found = Set(matches(#"[Ee]nvironment\[""# + name + #""\]"#, in: text))
        found.formUnion(matches(#"getenv\(""# + name + #""\)"#, in: text))
        found.formUnion(matches(#"\$0\.key != ""# + name + #"""#, in: text))
        // A list of names looked up one by one: `for name in ["A", "B"]` then `environment[name]`,
        // or `["A", "B"].lazy.compactMap { environment[$0] }`.
        for line in text.split(separator: "\n") where line.contains("for name in [") || line.contains("environment[$0]")
        {
            for list in matches(#"\[((?:"[A-Za-z_][A-Za-z0-9_]*",?\s*)+)\]"#, in: String(line)) {
                found.formUnion(matches(#""([A-Za-z_][A-Za-z0-9_]*)""#, in: list))
            }
        }
        return found
    }

    @Test func everyVariableTheSourcesReadIsInTheTopic() throws {
        var read = Set(ConfigFile.variables.values)
        for file in try Self.sourceFiles() {
            read.formUnion(Self.reads(in: try String(contentsOf: file, encoding: .utf8)))
        }
        // Each way of reading was found (a search that finds nothing cannot fail).
        #expect(
            read.isSuperset(of: [
                "HEROES_FORCE_TTY", "LD_PRELOAD", "HEROES_PAGER", "WT_SESSION", "LANG", "MARVEL_PUBLIC_KEY",
            ]))
        let missing = read.subtracting(EnvironmentVariables.names).sorted()
        #expect(missing.isEmpty, "read by heroes but not in `heroes help environment`: \(missing)")
        for name in read { #expect(EnvironmentVariables.topic.contains(name)) }
    }
}
