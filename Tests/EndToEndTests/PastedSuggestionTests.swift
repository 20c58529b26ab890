import Foundation
import Testing
import TestingUtils

/// `heroes show NAME`'s "did you mean" lines, pasted into interactive bash, zsh and fish as a
/// user pastes them: each command line runs `heroes` with the words meant and nothing else,
/// whatever a server named its heroes.
@Suite struct PastedSuggestionTests {
    let heroes: Heroes
    init() throws { heroes = try Heroes() }

    /// Names that ran code when pasted: `#` is no comment in interactive zsh, `\'` closes a
    /// single quote in fish, a line separator shows as a break.
    static let names = [
        "Dup $(touch pwned)", "Dup $(touch pwned)", "LS\u{2028}$(touch pwned)", #"a\'; touch pwned; echo \'x"#,
        "Solo `touch pwned` !!", "O'Brien #1 $(touch pwned)",
    ]

    /// A well-formed server with those heroes: its exact `name` filter finds none of what is
    /// typed, so `show` looks among the whole list.
    static func server() throws -> HostileServerTests.ScriptedServer {
        let results = names.enumerated().map { ["id": 2_000_000 + $0.offset, "name": $0.element] as [String: Any] }
        let all = HostileServerTests.envelope(limit: 100, total: names.count, results: results)
        let none = HostileServerTests.envelope(limit: 1, total: 0, results: [])
        return try HostileServerTests.ScriptedServer { target in target.contains("name=") ? none : all }
    }

    @Test(arguments: InteractiveShell.allCases)
    func everySuggestedCommandPastedRunsHeroesWithItsWordsAndNothingElse(shell: InteractiveShell) throws {
        let server = try Self.server()
        var lines: [String] = []
        for typed in ["touch pwned", "dup touch pwned"] {
            let result = try heroes.run(["show", typed], env: server.env)
            #expect(result.status == 66, "\(result)")
            lines += result.stderr.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
                $0.hasPrefix("heroes ")
            }
        }
        // Two heroes share a name and one cannot be quoted for every shell: those three by id.
        let byID = [["show", "2000000"], ["show", "2000001"], ["show", "2000002"]]
        let byName = Self.names[3...].map { ["show", $0] }
        let expected = (byID + byName) + byID.prefix(2)
        #expect(lines.count == expected.count, "\(lines)")

        let recorder = try RecordingCommand(named: "heroes")
        let pasted = try shell.paste(lines, environment: recorder.environment, directory: recorder.folder.url)
        #expect(pasted.status == 0 && !pasted.timedOut, "\(pasted)")
        let runs = recorder.runs()
        #expect(
            runs.sorted { $0.lexicographicallyPrecedes($1) } == expected.sorted { $0.lexicographicallyPrecedes($1) },
            "\(lines)")
        #expect(!recorder.made("pwned"), "\(lines)")
    }
}
