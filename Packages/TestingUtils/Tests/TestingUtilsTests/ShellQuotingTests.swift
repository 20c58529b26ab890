import Foundation
import Testing
import TestingUtils

/// `InteractiveShell.words(of:)`, the in-process model of each shell's quoting that the fuzz
/// targets use, reads sample lines as the real bash, zsh and fish read them.
@Suite struct ShellQuotingTests {
    static let samples = [
        "heroes show Spider-Man",
        "heroes show 'Spider-Man (Peter Parker)'",
        #"a\ b "c d" 'e'"f""#,
        #"'O'\''Z $(x)' 'a'\\'b'"#,
        #""x\"y" "p\\q" "r\$s" "t\u""#,
        #"'fish \' only' x"#,
        #"é "ü ñ" 'ß' 'e\#u{301}'"#,
        "'!' 'a#b' c#d '~' 'x*' '{a,b}'",
        #""back\slash" \'quoted\' ''"#,
        "a=b c%d @x +y ,z -- --name-starts-with=Spi",
        "'tab\there' \"line\u{2028}sep\"",
    ]

    @Test(arguments: InteractiveShell.allCases)
    func theModelReadsEachSampleAsTheShellDoes(shell: InteractiveShell) throws {
        var compared = 0
        for line in Self.samples {
            guard let words = shell.words(of: line) else { continue }
            // The shell prints each word after a marker word, each ended by a NUL.
            let executable = "/usr/bin/\(shell.rawValue)"
            let arguments =
                shell == .fish
                ? ["--no-config", "-c", "printf '%s\\0' MARK \(line)"] : ["-c", "printf '%s\\0' MARK \(line)"]
            let result = try ProcessRunner.run(
                executable, arguments, environment: ["PATH": "/usr/bin:/bin", "HOME": "/nonexistent"])
            #expect(result.status == 0, "\(shell): \(line): \(result.stderr)")
            let printed = result.stdout.split(separator: "\0", omittingEmptySubsequences: false).dropLast().map(
                String.init)
            #expect(Array(printed.dropFirst()) == words && printed.first == "MARK", "\(shell): \(line)")
            compared += 1
        }
        #expect(compared >= 8, "\(shell): the model refused too many samples to be checked")
    }

    @Test(arguments: InteractiveShell.allCases)
    func whatCouldExpandIsRefused(shell: InteractiveShell) {
        for line in ["$HOME", "a*", "~/x", "$(id)", "`id`", "a;b", "{a,b}", "!!", "\"a!b\"", "#x", "=ls", "'open"] {
            #expect(shell.words(of: line) == nil, "\(shell): \(line)")
        }
    }
}
