import CommandLinePlatform
import DesignTokens
import HeroesCore
@testable import HeroesCLI
import TestingUtils

// Target `shell-words`: the command lines `heroes` suggests (the "did you mean" lines of a name
// that finds several heroes, the advice after a name finds none, the "Next:" page command) and
// the completion candidates of `heroes show <Tab>`, for names and typed words of any text.
//
// Checked, besides "no trap": each suggested line is read by bash's, zsh's and fish's quoting
// rules (`InteractiveShell.words(of:)`, which refuses anything that would expand) as the same
// words, and ArgumentParser reads those words back as the command meant (the subcommand's own
// parser: the root's would build every command's options on each input), with the very name; a line offered instead of a command is neutral text; the message for a mistyped
// command is one neutral line. Each completion candidate is a name offered (`isOffered`) or an
// id, starts with what was typed once its quoting is off, quotes for every shell back to
// itself, reads back as itself when typed quoted (`dequoted`), and zsh's escaped form of it
// (`_describe`'s `\\` and `\:`) undoes to it.
func fuzzShellWords(_ bytes: [UInt8]) {
    var input = FuzzInput(bytes)
    let name = input.string(maximum: 16)
    let record = NamedRecord(id: input.int(in: 1...2_000_000), name: name)
    let names =
        [record]
        + (0..<input.int(in: 0...3)).map { _ in NamedRecord(id: input.int(in: 1...99), name: input.string(maximum: 12))
        }

    for line in NameLookup.commands(for: [record], among: names) {
        if line.hasPrefix("heroes show ") {
            let words = checkSuggested(line)
            // `heroes show` reads it as that very name, not as an id (HeroReference).
            guard words.prefix(2) == ["heroes", "show"], let show = try? ShowCommand.parse(Array(words.dropFirst(2))),
                show.id == name, (try? HeroReference(parsing: show.id)) == .name(name.trimmingSpaces())
            else {
                fail("shell-words: ArgumentParser does not read the suggested `heroes show` as that name", line)
            }
        } else {
            guard TerminalText.isNeutral(line) else { fail("shell-words: an offered line that is not neutral", line) }
        }
    }

    // A name reaches this advice when it has a letter or a digit (NameMatch).
    if !NameKey(name).isEmpty, let advice = ErrorAdvice.advice(for: .notFoundNamed(name)),
        let start = advice.firstIndex(of: "`"),
        // To the last backtick: the quoted prefix may hold one.
        let end = advice[advice.index(after: start)...].lastIndex(of: "`")
    {
        let line = String(advice[advice.index(after: start)..<end])
        let prefix = String(name.prefix(3))
        if line != "heroes list" {
            let words = checkSuggested(line)
            guard words.prefix(2) == ["heroes", "list"], let list = try? ListCommand.parse(Array(words.dropFirst(2))),
                list.nameStartsWith == prefix
            else { fail("shell-words: ArgumentParser does not read the advised `heroes list` as that prefix", line) }
        }
    }

    let page = input.int(in: 1...1000)
    var choices = ListChoices()
    choices.nameStartsWith = input.bool() ? name : nil
    choices.nameContains = input.bool() ? input.string(maximum: 8) : nil
    let next = choices.pageCommand(page)
    // Filters a user can give (ListChoices.validateOwnOptions) make the Next: command.
    if next.hasPrefix("heroes "), (try? choices.validateOwnOptions()) != nil {
        let words = checkSuggested(next)
        guard words.prefix(2) == ["heroes", "list"], let list = try? ListCommand.parse(Array(words.dropFirst(2))),
            list.nameStartsWith == choices.nameStartsWith, list.nameContains == choices.nameContains
        else { fail("shell-words: ArgumentParser does not read the Next: command as that page", next) }
    }

    let typed = input.string(maximum: 6)
    if let message = CommandSuggestion.message(for: [typed], subcommands: CommandSuggestion.subcommands) {
        guard !message.contains("\n"), TerminalText.isNeutral(message) else {
            fail("shell-words: a mistyped command's message that is not one neutral line", message)
        }
    }

    let candidates = NameCompletion.candidates(for: typed, among: names)
    let bare = NameCompletion.dequoted(typed).trimmingSpaces().lowercased()
    for candidate in candidates {
        let isID = names.contains { String($0.id) == candidate }
        guard isID || NameCompletion.isOffered(candidate), candidate.lowercased().hasPrefix(bare) else {
            fail(
                "shell-words: a completion candidate not offered or not matching what was typed",
                "\(typed) → \(candidate)")
        }
        guard let quoted = ShellWords.quoted(candidate) else {
            fail("shell-words: a candidate that cannot be quoted", candidate)
        }
        guard checkSuggested(quoted) == [candidate] else {
            fail("shell-words: a quoted candidate is read as other words", quoted)
        }
        guard NameCompletion.dequoted(quoted) == candidate else {
            fail("shell-words: a candidate typed quoted does not read back as itself", quoted)
        }
        let zsh = NameCompletion.zshDescribed(candidate)
        guard zshDescribeName(zsh) == candidate else {
            fail("shell-words: zsh's escaped candidate is another name", zsh)
        }
    }
}

/// The words `line` is read as, the same by bash, zsh and fish with nothing expanded, or a failure.
private func checkSuggested(_ line: String) -> [String] {
    let readings = InteractiveShell.allCases.map { $0.words(of: line) }
    guard let words = readings[0], readings.allSatisfy({ $0 == words }) else {
        fail("shell-words: the shells read a suggested line otherwise, or would expand it", "\(line)\n\(readings)")
    }
    return words
}

/// The name `_describe` takes from an entry `name:description`: up to the first `:` not escaped,
/// with `\x` read as `x`.
private func zshDescribeName(_ entry: String) -> String {
    var name = ""
    var iterator = entry.unicodeScalars.makeIterator()
    while let scalar = iterator.next() {
        if scalar == "\\", let next = iterator.next() {
            name.unicodeScalars.append(next)
        } else if scalar == ":" {
            break
        } else {
            name.unicodeScalars.append(scalar)
        }
    }
    return name
}
