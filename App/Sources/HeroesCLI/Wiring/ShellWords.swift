/// Commands suggested to the user ("Next: …", "Try …"), written so that pasting them into a
/// POSIX shell runs exactly what was meant, whatever the words hold; and commands the user
/// gave us in a variable (`HEROES_PAGER`), split into words as that shell would split them,
/// so that they are run without a shell.
enum ShellWords {
    /// `words` joined by spaces, each quoted only when it needs to be.
    static func command(_ words: [String]) -> String {
        words.map(quoted).joined(separator: " ")
    }

    /// `word` as is when it holds only characters no shell treats specially, else in single
    /// quotes (a `'` inside becoming `'\''`).
    static func quoted(_ word: String) -> String {
        guard word.isEmpty || !word.unicodeScalars.allSatisfy(isPlain) else { return word }
        var result = "'"
        for character in word {
            result += character == "'" ? "'\\''" : String(character)
        }
        return result + "'"
    }

    /// `word` with `backslash` before each character a shell would read as more than itself:
    /// the form a completion puts on the command line, where quotes would not match what the
    /// user has typed so far.
    static func backslashed(_ word: String, backslash: String = "\\") -> String {
        var result = ""
        for scalar in word.unicodeScalars {
            if !isPlain(scalar) { result += backslash }
            result.unicodeScalars.append(scalar)
        }
        return result
    }

    /// `text` split into words as a POSIX shell splits a simple command: blanks separate words,
    /// single quotes keep everything, double quotes keep all but `\"`, `\\`, `\$` and `` \` ``,
    /// a backslash outside quotes keeps the next character. Nothing is expanded (`$HOME`, `~`,
    /// `*` stay as written). `nil` when a quote is left open or a backslash ends the text.
    static func split(_ text: String) -> [String]? {
        var words: [String] = []
        var word = ""
        var inWord = false
        var iterator = text.makeIterator()
        while let character = iterator.next() {
            switch character {
            case " ", "\t", "\n":
                if inWord { words.append(word) }
                (word, inWord) = ("", false)
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
                word.append(character)
            }
        }
        if inWord { words.append(word) }
        return words
    }

    private static func isPlain(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "-", "_", ".", "/", ":", ",", "=", "+", "@", "%": true
        default: false
        }
    }
}
