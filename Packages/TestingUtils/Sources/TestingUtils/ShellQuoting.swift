/// How bash, zsh and fish read the quoting of a command line, modelled in process, for checks
/// too many to run each in a real shell (the fuzz targets of suggested commands and of the pager
/// command): ``InteractiveShell/words(of:)``. Its tests compare it with the real shells.
extension InteractiveShell {
    /// The words this shell, run interactively, reads `line` as, quotes taken off; `nil` when the
    /// line holds anything that would expand, substitute or run (a `$`, a glob, a brace, a
    /// history `!`, a leading `~`, `=` or `#`, an operator such as `;` or `|`), an open quote, a
    /// line break, or an escape this model does not read. The model refuses whenever it is not
    /// sure, so `nil` is never "the same word": a line it reads as words is read so by the shell.
    ///
    /// - bash and zsh: blanks separate words; `'…'` keeps everything; `"…"` keeps all but
    ///   `\"`, `\\`, a backslash and a backtick, and `\$`, which are escapes; a backslash outside quotes keeps the
    ///   next character.
    /// - fish: the same, except that inside `'…'` `\'` and `\\` are escapes, inside `"…"`
    ///   `\"`, `\\` and `\$` are, and outside quotes a backslash escapes a character that is not
    ///   a letter or digit (`\n`, `\x41` and the like are refused).
    public func words(of line: String) -> [String]? {
        var words: [String] = []
        var word = ""
        var inWord = false
        var scalars = line.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            switch scalar {
            case " ", "\t":
                if inWord { words.append(word) }
                (word, inWord) = ("", false)
            case "'":
                inWord = true
                while true {
                    guard let next = scalars.next() else { return nil }
                    if next == "'" { break }
                    if self == .fish, next == "\\" {
                        guard let escaped = scalars.next() else { return nil }
                        if escaped != "'" && escaped != "\\" { word.unicodeScalars.append("\\") }
                        word.unicodeScalars.append(escaped)
                        continue
                    }
                    if next == "\n" { return nil }
                    word.unicodeScalars.append(next)
                }
            case "\"":
                inWord = true
                while true {
                    guard let next = scalars.next() else { return nil }
                    if next == "\"" { break }
                    if next == "$" || next == "`" || next == "!" || next == "\n" { return nil }
                    if next == "\\" {
                        guard let escaped = scalars.next() else { return nil }
                        let escapes: Set<Unicode.Scalar> = self == .fish ? ["\"", "\\", "$"] : ["\"", "\\", "$", "`"]
                        if escaped == "\n" || escaped == "!" { return nil }
                        if !escapes.contains(escaped) { word.unicodeScalars.append("\\") }
                        word.unicodeScalars.append(escaped)
                        continue
                    }
                    word.unicodeScalars.append(next)
                }
            case "\\":
                guard let escaped = scalars.next(), escaped != "\n" else { return nil }
                if self == .fish, escaped.properties.isAlphabetic || ("0"..."9").contains(escaped) { return nil }
                if escaped.value < 0x20 || escaped.value == 0x7F { return nil }
                inWord = true
                word.unicodeScalars.append(escaped)
            default:
                if Self.special.contains(scalar) || scalar.value < 0x20 || scalar.value == 0x7F { return nil }
                // A leading `~` is a home folder, `=` a path search (zsh), `#` a comment (bash,
                // fish), `%` a process (fish).
                if !inWord, ["~", "=", "#", "%"].contains(scalar) { return nil }
                inWord = true
                word.unicodeScalars.append(scalar)
            }
        }
        if inWord { words.append(word) }
        return words
    }

    /// What expands, substitutes or ends a command outside quotes in one of the three shells.
    private static let special: Set<Unicode.Scalar> = [
        "$", "`", "!", "*", "?", "[", "]", "{", "}", "(", ")", "<", ">", "|", "&", ";", "^", "\n", "\r",
    ]
}
