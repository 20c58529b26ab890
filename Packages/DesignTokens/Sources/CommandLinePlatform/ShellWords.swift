import DesignTokens

/// Commands suggested to the user ("Next: …", "Try …"), written so that pasting them into bash,
/// zsh or fish runs exactly what was meant, whatever the words hold; and commands the user gave
/// us in a variable (a pager's command), split into words as a POSIX shell would split them, so
/// that they are run without a shell.
public enum ShellWords {
    /// `words` joined by spaces, each quoted only when it needs to be (``quoted(_:)``); `nil`
    /// when a word cannot be quoted for every shell: the caller offers something else.
    public static func command(_ words: [String]) -> String? {
        var quotedWords: [String] = []
        for word in words {
            guard let quoted = quoted(word) else { return nil }
            quotedWords.append(quoted)
        }
        // A list's next-page hint is on the way to its first page.
        return TextLayout.joined(quotedWords, separator: " ")
    }

    /// `word` written so that bash, zsh and fish, interactive or not, all read it back as that
    /// one word and expand nothing in it; `nil` when no text does that, or the word would not
    /// show as itself on a terminal: it holds a control, format (bidirectional and zero-width
    /// characters among them), private-use, unassigned or surrogate scalar, or a line or
    /// paragraph separator (anything DesignTokens' `TerminalText.neutralized(_:lineBreaks:)`
    /// would change).
    ///
    /// A word of plain characters only (letters, digits, `-_./:,+@`, and `=` or `%` after the
    /// first) stays as it is. Any other word goes in single quotes, with each `'` and each `\`
    /// written outside them as `\'` and `\\`: inside single quotes fish reads those two pairs as
    /// escapes, and every shell reads them alike outside quotes. Nothing inside single quotes is
    /// expanded in any of the three, `!` (bash's and zsh's history) and `#` (a comment only where
    /// zsh's INTERACTIVE_COMMENTS is set) included.
    ///
    /// ```swift
    /// ShellWords.quoted("Spider-Man")        // "Spider-Man"
    /// ShellWords.quoted("O'Z $(x)")          // "'O'\\''Z $(x)'"
    /// ShellWords.quoted("a\\b")              // "'a'\\\\'b'"
    /// ShellWords.quoted("LS\u{2028}x")       // nil
    /// ```
    public static func quoted(_ word: String) -> String? {
        guard TerminalText.isNeutral(word), word.unicodeScalars.allSatisfy(isPrintable) else { return nil }
        if word.isEmpty { return "''" }
        // A leading `=` is a path search in zsh (`=ls`), a leading `%` process expansion in fish (`%self`).
        if word.unicodeScalars.allSatisfy(isPlain), !word.hasPrefix("="), !word.hasPrefix("%") { return word }
        var result = ""
        var open = false
        for scalar in word.unicodeScalars {
            if scalar == "'" || scalar == "\\" {
                if open { result += "'" }
                open = false
                result += "\\"
            } else if !open {
                result += "'"
                open = true
            }
            result.unicodeScalars.append(scalar)
        }
        if open { result += "'" }
        return result
    }

    /// `text` split into words as a POSIX shell splits a simple command: blanks separate words,
    /// single quotes keep everything, double quotes keep all but `\"`, `\\`, `\$` and a
    /// backslash before a backquote, a backslash outside quotes keeps the next character.
    /// Nothing is expanded (`$HOME`, `~`, `*` stay as written). `nil` when a quote is left open
    /// or a backslash ends the text.
    /// Read scalar by scalar, as a shell reads characters: a quote, a backslash or a blank
    /// followed by a combining mark is still a quote, an escape or a blank.
    public static func split(_ text: String) -> [String]? {
        var words: [String] = []
        var word = String.UnicodeScalarView()
        var inWord = false
        var iterator = text.unicodeScalars.makeIterator()
        while let scalar = iterator.next() {
            switch scalar {
            case " ", "\t", "\n":
                if inWord { words.append(String(word)) }
                (word, inWord) = (String.UnicodeScalarView(), false)
            case "'":
                inWord = true
                while true {
                    guard let next = iterator.next() else { return nil }
                    if next == "'" { break }
                    word.append(next)
                }
            case "\"":
                inWord = true
                while true {
                    guard let next = iterator.next() else { return nil }
                    if next == "\"" { break }
                    if next == "\\" {
                        guard let escaped = iterator.next() else { return nil }
                        if !["\"", "\\", "$", "`", "\n"].contains(escaped) { word.append("\\") }
                        if escaped != "\n" { word.append(escaped) }
                    } else {
                        word.append(next)
                    }
                }
            case "\\":
                guard let escaped = iterator.next() else { return nil }
                inWord = true
                if escaped != "\n" { word.append(escaped) }
            default:
                inWord = true
                word.append(scalar)
            }
        }
        if inWord { words.append(String(word)) }
        return words
    }

    /// The words that give option `name` the value `value` so that an argument parser (Swift
    /// ArgumentParser, getopt_long) reads them back as that value whatever it holds:
    /// `--name value`, or the one word `--name=value` when the value starts with `-` (alone, it
    /// would be read as an option).
    public static func option(_ name: String, _ value: String) -> [String] {
        value.hasPrefix("-") ? ["\(name)=\(value)"] : [name, value]
    }

    /// Whether `scalar` shows as itself: not a control, format, private-use, unassigned or
    /// surrogate scalar, nor a line or paragraph separator.
    private static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .privateUse, .unassigned, .surrogate, .lineSeparator, .paragraphSeparator: false
        default: true
        }
    }

    private static func isPlain(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "-", "_", ".", "/", ":", ",", "=", "+", "@", "%": true
        default: false
        }
    }
}
