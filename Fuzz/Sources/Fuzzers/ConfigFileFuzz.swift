import AppConfig
import DesignTokens

// Target `config`: the text of a config file → `ConfigFile` (what every command reads first), and
// `heroes config set|unset` on it.
//
// Lines are made of what such files hold (the three keys, unknown ones, `=`, quotes, comments,
// blanks, any text, LF, CR LF and CR line ends). Checked, besides "no trap": a file that is
// refused gives one neutral line on stderr (as `Console.err` prints it); a file that parses has
// no value holding a line feed or carriage return (its line ends); setting a key to a value
// `ConfigFile.checked` accepts gives a file that parses, with that value for that key and every
// other key's value unchanged; unsetting one leaves it unset and the others unchanged.
func fuzzConfigFile(_ bytes: [UInt8]) {
    var input = FuzzInput(bytes)
    var text = ""
    for _ in 0..<input.int(in: 0...8) {
        text += configLine(&input) + ["\n", "\r\n", "\r", "", "\n"][input.int(in: 0...4)]
    }
    let file: ConfigFile
    do {
        file = try ConfigFile(text: text, path: "/home/u/.config/heroes/config")
    } catch {
        let line = TextLayout.singleLine("heroes: \(error.description)")
        guard !line.contains("\n"), TerminalText.isNeutral(line) else {
            fail("config: an error line that is not one neutral line", line)
        }
        return
    }
    guard file.values.values.allSatisfy({ !$0.unicodeScalars.contains { $0 == "\n" || $0 == "\r" } }) else {
        fail("config: a value with a line break", text)
    }
    let key = ["public_key", "private_key", "base_url"][input.int(in: 0...2)]
    let value =
        input.bool()
        ? "http://127.0.0.1:\(input.int(in: 0...70000))/\(input.string(maximum: 6))" : input.string(maximum: 30)
    var expected = file.values
    if let checked = try? ConfigFile.checked(value, for: key),
        let edited = try? ConfigFile.editing(text, setting: key, to: checked)
    {
        expected[key] = checked
        guard let reread = try? ConfigFile(text: edited, path: "config"), reread.values == expected else {
            fail("config: `config set \(key)` did not set just that key", text + "\n---\n" + edited)
        }
    }
    if let edited = try? ConfigFile.editing(text, setting: key, to: nil) {
        var unchanged = file.values
        unchanged[key] = nil
        guard let reread = try? ConfigFile(text: edited, path: "config"), reread.values == unchanged else {
            fail("config: `config unset \(key)` did not unset just that key", text + "\n---\n" + edited)
        }
    }
}

private func configLine(_ input: inout FuzzInput) -> String {
    var line = ""
    for _ in 0..<input.int(in: 0...6) {
        switch input.byte() % 9 {
        case 0: line += ["public_key", "private_key", "base_url", "PUBLIC_KEY", "colour"][input.int(in: 0...4)]
        case 1: line += "="
        case 2: line += " = "
        case 3: line += "\""
        case 4: line += "#"
        case 5: line += [" ", "\t", "\u{A0}", "\u{3000}", "\u{FEFF}"][input.int(in: 0...4)]
        case 6: line += "http://127.0.0.1:8080"
        default: line += input.string(maximum: 8)
        }
    }
    return line
}
