/// Commands suggested to the user ("Next: …", "Try …"), written so that pasting them into a
/// POSIX shell runs exactly what was meant, whatever the words hold.
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

    private static func isPlain(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "-", "_", ".", "/", ":", ",", "=", "+", "@", "%": true
        default: false
        }
    }
}
