import Testing
import TestingUtils

import CommandLinePlatform

/// A suggested command pasted into interactive bash, zsh and fish runs `heroes` with exactly the
/// words meant, whatever a hostile name holds, and runs nothing else.
@Suite struct ShellWordsPastingTests {
    /// Pieces of words: what shells expand, quote, comment or run, and what no quoting can show.
    static let printablePieces = [
        "'", "\\", "\\'", "\\\\", "\"", "$", "$(touch pwned)", "`touch pwned`", ";touch pwned;", "&&", "|", "<", ">",
        "!!", "!-1", "!$", "#", " # ", "*", "?", "[a]", "{a,b}", "~", "~root", "=", "%", "%self", "^x^y", " ", "  ",
        "(", ")", ",", ":", "-", "--", "a", "Z", "0", "é", "中", "\u{A0}", "Dup ", "Spider-Man",
    ]
    static let unprintablePieces = [
        "\n", "\t", "\u{1B}]0;x\u{07}", "\u{2028}", "\u{2029}", "\u{202E}", "\u{200B}", "\u{E000}",
    ]

    /// `count` words of one to six pieces, the same on every run (SplitMix64 from `seed`);
    /// one piece in eight unprintable.
    static func words(count: Int, seed: UInt64) -> [(word: String, printable: Bool)] {
        var state = seed
        func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
        return (0..<count).map { _ in
            var word = ""
            var printable = true
            for _ in 0...next(6) {
                if next(8) == 0 {
                    word += unprintablePieces[next(unprintablePieces.count)]
                    printable = false
                } else {
                    word += printablePieces[next(printablePieces.count)]
                }
            }
            return (word, printable)
        }
    }

    /// The names of the issue's reports, and words each shell reads in its own way.
    static let reported = [
        "Dup $(touch pwned)", #"a\'; touch pwned; echo \'x"#, #"back\slash"#, "it's", "!!", "#x $(touch pwned)",
        "=ls", "%self", "~", "{a,b}", "*", "''", "", "Ant-Man (Eric O'Grady)", "-1",
    ]

    @Test func aWordIsUnquotableExactlyWhenItHoldsSomethingNoTerminalShowsAsItIs() {
        for (word, printable) in Self.words(count: 400, seed: 7) {
            #expect((ShellWords.quoted(word) != nil) == printable, "\(word.debugDescription)")
        }
    }

    @Test(arguments: InteractiveShell.allCases)
    func everyQuotedWordPastedIntoTheShellIsThatOneWordAndRunsNothing(shell: InteractiveShell) throws {
        let words = Self.reported + Self.words(count: 60, seed: 30).filter(\.printable).map(\.word)
        var lines: [String] = []
        for word in words {
            lines.append(try #require(ShellWords.command(["heroes", "show", word]), "\(word.debugDescription)"))
        }
        let recorder = try RecordingCommand(named: "heroes")
        let pasted = try shell.paste(lines, environment: recorder.environment, directory: recorder.folder.url)
        #expect(pasted.status == 0 && !pasted.timedOut, "\(pasted)")
        let runs = recorder.runs()
        #expect(runs.count == words.count, "\(pasted)")
        for (index, (run, word)) in zip(runs, words).enumerated() {
            #expect(run == ["show", word], "\(word.debugDescription) pasted as \(lines[index])")
        }
        #expect(!recorder.made("pwned"))
    }
}
