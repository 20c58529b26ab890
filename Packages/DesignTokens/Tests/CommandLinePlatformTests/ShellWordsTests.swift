import Testing
import CommandLinePlatform

/// Suggested commands paste into bash, zsh and fish as they were meant (run in those shells by
/// ``ShellWordsPastingTests``).
struct ShellWordsTests {
    @Test(arguments: ["spi", "Spider-Man", "a/b:c,d=e+f@g%h_i.j", "2014-01-01"])
    func aWordOfPlainCharactersIsLeftAsItIs(word: String) {
        #expect(ShellWords.quoted(word) == word)
    }

    @Test(arguments: [
        ("two words", "'two words'"), ("$(rm)", "'$(rm)'"), ("O'Z", "'O'\\''Z'"), ("", "''"), ("*", "'*'"),
        (#"a\b"#, #"'a'\\'b'"#), (#"x\'"#, #"'x'\\\'"#), ("=ls", "'=ls'"), ("%self", "'%self'"),
    ])
    func anyOtherWordIsSingleQuotedWithItsQuotesAndBackslashesOutside(word: String, quoted: String) {
        #expect(ShellWords.quoted(word) == quoted)
    }

    @Test(arguments: [
        "LS\u{2028}x", "a\u{2029}b", "Evil\u{1B}]0;x\u{07}", "evil\u{202E}txt", "zero\u{200B}width", "tab\tx",
        "line\nbreak", "\u{E000}", "soft\u{AD}hyphen",
    ])
    func aWordNoTerminalShowsAsItIsHasNoQuotedForm(word: String) {
        #expect(ShellWords.quoted(word) == nil)
        #expect(ShellWords.command(["heroes", "show", word]) == nil)
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

    /// Found by the fuzz target `pager`: a quote, a backslash or a blank followed by a combining
    /// mark is one Character with it, and was taken for a letter; a shell reads it scalar by scalar.
    @Test(arguments: [
        ("p a\\\u{301}b", ["p", "a\u{301}b"]),
        ("p '\u{301}x y'", ["p", "\u{301}x y"]),
        ("p \u{301}", ["p", "\u{301}"]),
    ])
    func aQuoteBackslashOrBlankBeforeACombiningMarkKeepsItsMeaning(text: String, words: [String]) {
        #expect(ShellWords.split(text) == words)
    }

    @Test(arguments: ["less 'open", "less \"open", "less \\"])
    func anOpenQuoteOrATrailingBackslashIsNoCommand(text: String) {
        #expect(ShellWords.split(text) == nil)
    }
}
