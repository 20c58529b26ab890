import ArgumentParser

/// What `heroes --generate-completion-script SHELL` prints: ArgumentParser's script, changed so
/// that bash and zsh match hero names in any case, as fish does (`heroes show spi<Tab>` finds
/// Spider-Man).
///
/// - bash: ArgumentParser's script filters the candidates through `compgen -W`, which matches
///   case-sensitively and expands each candidate. The custom completions (``NameCompletions``,
///   which filter by the word typed, in any case, themselves) go into `COMPREPLY` as they come
///   instead; readline, under the script's `complete -o filenames`, quotes them for the line and
///   puts the one name, or what the names share, in place of what was typed.
/// - zsh: `_describe` gets the matcher `m:{a-zA-Z}={A-Za-z}`.
///
/// Each change replaces one piece of ArgumentParser's text; a piece it no longer writes leaves
/// its script as it is (CompletionScriptTests then fail in that shell).
enum CompletionScripts {
    /// The script `arguments` (without the program's name) ask for, its last line ended, or
    /// `nil` when they ask for none or name no shell (ArgumentParser then answers).
    static func text(for arguments: [String]) -> String? {
        let option = "--generate-completion-script"
        let name: String
        if arguments.count == 2, arguments[0] == option {
            name = arguments[1]
        } else if arguments.count == 1, arguments[0].hasPrefix(option + "=") {
            name = String(arguments[0].dropFirst(option.count + 1))
        } else {
            return nil
        }
        guard let shell = CompletionShell(rawValue: name), CompletionShell.allCases.contains(shell) else { return nil }
        return script(for: shell) + "\n"
    }

    /// ArgumentParser's script for `shell`, with this type's changes.
    static func script(for shell: CompletionShell) -> String {
        var script = Heroes.completionScript(for: shell)
        for (piece, replacement) in changes(for: shell) {
            script = script.replacing(piece, with: replacement)
        }
        return script
    }

    /// The pieces of ArgumentParser's script for `shell` to replace, and their replacements.
    static func changes(for shell: CompletionShell) -> [(piece: String, replacement: String)] {
        switch shell {
        case .bash:
            [
                (
                    "\n__heroes_custom_complete() {",
                    """

                    __heroes_add_custom_completions() {
                        local completion
                        while IFS='' read -r completion; do
                            [[ -n "${completion}" ]] && COMPREPLY+=("${completion}")
                        done <<<"${1}"
                    }

                    __heroes_custom_complete() {
                    """
                ),
                (
                    #"__heroes_add_completions -W "$(__heroes_custom_complete "#,
                    #"__heroes_add_custom_completions "$(__heroes_custom_complete "#
                ),
            ]
        case .zsh:
            [
                (
                    #"_describe -V '' non_empty_completions -- "#,
                    #"_describe -V '' non_empty_completions -M 'm:{a-zA-Z}={A-Za-z}' -- "#
                )
            ]
        default:
            []
        }
    }
}
