import ArgumentParser
import DesignTokens
import HeroesCore

/// `heroes lsit`: a first word that names no subcommand gets the nearest ones (``Closest``)
/// instead of ArgumentParser's "Unexpected argument", and exit 64.
enum CommandSuggestion {
    /// The message for `arguments` (without the program's name) when its first word is a
    /// mistyped subcommand, else `nil` (ArgumentParser's own error stands).
    static func message(for arguments: [String], subcommands: [String]) -> String? {
        guard let word = arguments.first, !word.hasPrefix("-"), !subcommands.contains(word), word != "help" else {
            return nil
        }
        let near = Closest.words(to: word, among: subcommands, maximumDistance: 2)
        let shown = TerminalText.neutralized(word)
        guard !near.isEmpty else {
            return
                "\"\(shown)\" is not a heroes command; the commands are \(subcommands.joined(separator: ", ")). See `heroes --help`."
        }
        let offers = near.prefix(3).map { "`heroes \($0)`" }.joined(separator: " or ")
        return "\"\(shown)\" is not a heroes command. Did you mean \(offers)?"
    }

    /// The names of `Heroes`' subcommands.
    static var subcommands: [String] {
        Heroes.configuration.subcommands.compactMap { $0.configuration.commandName }
    }
}
