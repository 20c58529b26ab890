import CommandLinePlatform

/// `heroes list -q '.heroes[0].name'` or `--jq '.x'`, typed by a gh user (whose `-q` is `--jq`):
/// heroes' `-q` is `--quiet` and it has no filter of its own, so the error says to pipe its JSON
/// to jq instead of ArgumentParser's "Unexpected argument" or a did-you-mean to `--all`.
enum JQSuggestion {
    /// The message for `arguments` (without the program's name, as typed) when they hold `--jq`
    /// (`--jq EXPR` or `--jq=EXPR`) or `-q`/`--quiet` followed by a word that starts as a jq
    /// filter does (`.`, `[` or `{`); else `nil`.
    static func message(for arguments: [String]) -> String? {
        var rest: [String] = []
        var expression: String?
        var flag = ""
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let word = arguments[index]
            let next = arguments.index(after: index)
            if word == "--" { break }
            if word.hasPrefix("--jq=") {
                (flag, expression) = ("--jq", String(word.dropFirst("--jq=".count)))
            } else if word == "--jq" {
                flag = "--jq"
                if next < arguments.endIndex {
                    expression = arguments[next]
                    index = next
                } else {
                    expression = ""
                }
            } else if word == "-q" || word == "--quiet", next < arguments.endIndex, looksLikeFilter(arguments[next]) {
                (flag, expression) = (word, arguments[next])
                index = next
            } else {
                rest.append(word)
            }
            index = arguments.index(after: index)
        }
        guard let expression else { return nil }
        if !rest.contains(where: { $0 == "--json" || $0.hasPrefix("--json=") }) { rest.append("--json") }
        let filter = expression.isEmpty ? "'.'" : ShellWords.quoted(expression).map(singleQuoted) ?? "'FILTER'"
        let command = ShellWords.command(rest).map { "heroes " + $0 } ?? "heroes COMMAND --json"
        let meaning =
            switch flag {
            case "--jq": "heroes has no --jq"
            case "-q": "-q is --quiet in heroes and takes no value"
            default: "--quiet takes no value"
            }
        return "\(meaning); to filter its JSON, pipe it to jq: `\(command) | jq \(filter)`."
    }

    /// Whether `word` starts as a jq filter does: `.x`, `.[0]`, `[.x]`, `{name}`.
    private static func looksLikeFilter(_ word: String) -> Bool {
        guard let first = word.first else { return false }
        return first == "." || first == "[" || first == "{"
    }

    /// A quoted word as it is, a plain one in single quotes, as jq filters are usually written.
    private static func singleQuoted(_ quoted: String) -> String {
        quoted.hasPrefix("'") || quoted.hasPrefix("\\") ? quoted : "'" + quoted + "'"
    }
}
