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

    @Test func aCommandIsItsWordsQuotedAndJoinedBySpaces() {
        #expect(ShellWords.command(["heroes", "list", "--name", "Ant Man"]) == "heroes list --name 'Ant Man'")
    }
}
