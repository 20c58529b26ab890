import CommandLinePlatform
@testable import HeroesCLI
import TestingUtils

// Target `pager`: the text of `HEROES_PAGER` or `PAGER` → the words of the pager `heroes` runs
// (`ShellWords.split`, which splits as a POSIX shell would and expands nothing).
//
// Checked, besides "no trap": on text made of what quoting is made of (blanks, both quotes,
// backslashes, letters, non-ASCII and combining scalars), the words are those bash reads
// (`InteractiveShell.bash.words(of:)`) whenever bash reads the text as plain words; any words
// quoted by `ShellWords.command` split back to themselves; and `Pager.choose` runs those words
// (none for an empty command or `cat`).
func fuzzPagerCommand(_ bytes: [UInt8]) {
    var input = FuzzInput(bytes)
    var text = ""
    for _ in 0..<input.int(in: 0...24) {
        switch input.byte() % 8 {
        case 0: text += " "
        case 1: text += "'"
        case 2: text += "\""
        case 3: text += "\\"
        case 4: text.unicodeScalars.append(Unicode.Scalar(0x300 + UInt32(input.byte() % 0x70))!)  // combining
        case 5: text += ["é", "\t", "ß", "漢", "-", "a"][input.int(in: 0...5)]
        default: text += String(UnicodeScalar(UInt8(ascii: "a") + input.byte() % 26))
        }
    }
    let split = ShellWords.split(text)
    if let bash = InteractiveShell.bash.words(of: text), split != bash {
        fail(
            "pager: ShellWords.split reads the command otherwise than bash",
            "\(text)\n\(String(describing: split))\n\(bash)")
    }
    // (An unclosed quote is not given to Pager.choose: it warns on stderr, as it should.)
    if let split {
        let chosen = Pager.choose(environment: ["HEROES_PAGER": text])
        if !split.isEmpty, split != ["cat"] {
            guard chosen?.command == split else { fail("pager: Pager.choose runs other words than the split", text) }
        } else if chosen != nil {
            fail("pager: a pager chosen for an empty or `cat` command", text)
        }
    }

    let words = (0..<input.int(in: 0...4)).map { _ in input.string(maximum: 10) }
    if let command = ShellWords.command(words), ShellWords.split(command) != words {
        fail("pager: quoted words do not split back to themselves", "\(words)\n\(command)")
    }
}
