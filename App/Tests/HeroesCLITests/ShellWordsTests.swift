import Testing
@testable import HeroesCLI

/// Suggested commands paste into a POSIX shell as they were meant.
struct ShellWordsTests {
    @Test(arguments: ["spi", "Spider-Man", "a/b:c,d=e+f@g%h_i.j", "2014-01-01"])
    func aWordOfPlainCharactersIsLeftAsItIs(word: String) {
        #expect(ShellWords.quoted(word) == word)
    }

    @Test(arguments: [
        ("two words", "'two words'"), ("$(rm)", "'$(rm)'"), ("O'Z", "'O'\\''Z'"), ("", "''"), ("*", "'*'"),
    ])
    func anyOtherWordIsSingleQuotedWithItsQuotesEscaped(word: String, quoted: String) {
        #expect(ShellWords.quoted(word) == quoted)
    }

    @Test func aBackslashedWordEscapesEachSpecialCharacterAndNoPlainOne() {
        #expect(ShellWords.backslashed("Spider-Man (Ben Reilly)") == #"Spider-Man\ \(Ben\ Reilly\)"#)
        #expect(ShellWords.backslashed("a/b:c,d=e+f@g%h_i.j") == "a/b:c,d=e+f@g%h_i.j")
    }

    @Test(arguments: ["Ant-Man (Eric O'Grady)", "$(rm -rf ~) `x` \\ \"q\"", "Spider-Man (Marvel: Avengers Alliance)"])
    func aBackslashedWordSplitsBackIntoThatOneWord(word: String) {
        #expect(ShellWords.split(ShellWords.backslashed(word)) == [word])
    }

    @Test func aCommandIsItsWordsQuotedAndJoinedBySpaces() {
        #expect(ShellWords.command(["heroes", "list", "--name", "Ant Man"]) == "heroes list --name 'Ant Man'")
    }
}

/// A command from a variable (`HEROES_PAGER`) is split into words as a POSIX shell would,
/// without expanding anything, so it is run without a shell.
struct ShellWordsSplitTests {
    @Test(arguments: [
        ("less -FRX", ["less", "-FRX"]),
        ("  less   -R  ", ["less", "-R"]),
        ("'/opt/my pager/bin/p' --x", ["/opt/my pager/bin/p", "--x"]),
        ("p \"a b\" c\\ d", ["p", "a b", "c d"]),
        ("p \"say \\\"hi\\\" \\$HOME \\n\"", ["p", "say \"hi\" $HOME \\n"]),
        ("p $HOME ~ * ;rm -rf /", ["p", "$HOME", "~", "*", ";rm", "-rf", "/"]),
        ("p ''", ["p", ""]),
        ("", []),
    ])
    func wordsAreSplitAsAShellSplitsThemAndNothingIsExpanded(text: String, words: [String]) {
        #expect(ShellWords.split(text) == words)
    }

    @Test(arguments: ["less 'open", "less \"open", "less \\"])
    func anOpenQuoteOrATrailingBackslashIsNoCommand(text: String) {
        #expect(ShellWords.split(text) == nil)
    }
}
