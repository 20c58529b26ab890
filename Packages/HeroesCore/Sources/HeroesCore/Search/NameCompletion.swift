import CommandLinePlatform
import NetworkClient

/// The names and ids a shell offers for a hero being typed (`heroes show <Tab>`): those that
/// start with the word typed, as each shell reads candidates back. Pure: the App's
/// `NameCompletions` finds the names, quickly and offline, and hands them here.
public enum NameCompletion {
    /// The most candidates offered at once.
    public static let limit = 200

    /// `name` as zsh's `_describe` (which the generated script hands candidates to) reads it
    /// back: it takes `name:description` and a backslash as an escape, so each `\` and `:` is
    /// sent escaped. Scalar by scalar: a backslash followed by a combining mark is one Character,
    /// which a Character-wise replacement would leave unescaped.
    public static func zshDescribed(_ name: String) -> String {
        var escaped = String.UnicodeScalarView()
        for scalar in name.unicodeScalars {
            if scalar == "\\" || scalar == ":" { escaped.append("\\") }
            escaped.append(scalar)
        }
        return String(escaped)
    }

    /// Ids starting with `prefix` when it is digits; else the offered names (``isOffered(_:)``)
    /// starting with it, any case, its quoting taken off first (``dequoted(_:)``) as the shells
    /// pass the word as typed (zsh and fish then keep those that start with it in any case, bash
    /// takes them as they are: the App's `CompletionScripts`).
    public static func candidates(for prefix: String, among names: [NamedRecord]) -> [String] {
        let typed = typed(prefix)
        if isID(typed) {
            return Array(names.map { String($0.id) }.filter { $0.hasPrefix(typed) }.sorted().prefix(limit))
        }
        let lower = typed.lowercased()
        let matching = names.map(\.name).filter { $0.lowercased().hasPrefix(lower) && isOffered($0) }
        return Array(Set(matching).sorted().prefix(limit))
    }

    /// The text a word being completed stands for: its quoting taken off (``dequoted(_:)``), and
    /// the spaces around it.
    public static func typed(_ prefix: String) -> String {
        dequoted(prefix).trimmingSpaces()
    }

    /// Whether `typed` (``typed(_:)``) is the start of an id: ASCII digits, at least one.
    public static func isID(_ typed: String) -> Bool {
        !typed.isEmpty && typed.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// The word `typed` (as on the command line: `Spider-Man\ \(B`, `'Spider-Man (B`) without its
    /// quoting, an open quote closed first; as it is when it cannot be read as one word.
    public static func dequoted(_ typed: String) -> String {
        for closing in ["", "'", "\""] {
            if let words = ShellWords.split(typed + closing), words.count == 1 { return words[0] }
        }
        return typed
    }

    /// Whether a name is offered: it prints as itself and can be quoted for every shell
    /// (`ShellWords.quoted(_:)`: no control, format or separator character), and it holds
    /// nothing a shell's line editor would leave bare on the command line: readline's quoting
    /// for bash leaves `$`, the backquote and a leading `~`, zsh's leaves `!` (history expansion).
    public static func isOffered(_ name: String) -> Bool {
        ShellWords.quoted(name) != nil && !name.contains(where: { "!$`".contains($0) }) && !name.hasPrefix("~")
    }
}
