import ArgumentParser
import DesignTokens
import HeroDetailsFeature
import HeroesCore
import HeroesFeature
import HeroesPresentation

/// `--json` with an optional field list, as gh has it: `--json` alone is every field,
/// `--json id,name,comics` (or `--json=id,name`) only those. ArgumentParser has no option
/// whose value may be left out, so the arguments are rewritten before they are parsed:
/// `--json` becomes `--json=*` (``everyField``), or takes the next word when that word is a field
/// list (a known field name, or words joined by commas). So `heroes show --json 1009610` still
/// shows hero 1009610 in full.
///
/// The commands whose JSON has no fields to choose (``wholeObjectCommands``) take `--json` as a
/// flag, which is left as it is.
enum JSONArgument {
    /// `arguments` (without the program's name) with each `--json` made `--json=…`; nothing
    /// after `--` is touched, nor anything of a command in ``wholeObjectCommands``.
    static func normalize(_ arguments: [String]) -> [String] {
        let command = arguments.prefix { !$0.hasPrefix("-") }
        if wholeObjectCommands.contains(where: { command.starts(with: $0) }) { return arguments }
        var result: [String] = []
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let word = arguments[index]
            index += 1
            if word == "--" {
                result += arguments[(index - 1)...]
                break
            }
            guard word == "--json" else {
                result.append(word)
                continue
            }
            if index < arguments.endIndex, isFieldList(arguments[index]) {
                result.append("--json=" + arguments[index])
                index += 1
            } else {
                result.append("--json=" + everyField)
            }
        }
        return result
    }

    /// The commands (their words after `heroes`) whose `--json` is a flag: one object with no
    /// field list, so their `--help` shows `--json` with no value.
    static let wholeObjectCommands = [["doctor"], ["cache", "info"], ["config", "list"]]

    /// The value that stands for every field (ArgumentParser refuses an empty one).
    static let everyField = "*"

    /// Every field some `--json` output has: a word naming one is taken as a field list.
    static let knownFields = Set(
        ListSpec<Hero>.heroes.jsonFieldNames + DetailSpec<HeroDetails>.hero().withComicsByYear().jsonFieldNames
            + ListSpec<Comic>.comicFieldNames)

    /// A known field, or names joined by commas (`id,name`, `id,nmae`: an unknown name is
    /// then reported with the valid ones, not taken for a hero's name).
    static func isFieldList(_ word: String) -> Bool {
        if knownFields.contains(word) { return true }
        guard word.utf8.contains(UInt8(ascii: ",")) else { return false }
        return word.split(separator: ",", omittingEmptySubsequences: false).allSatisfy { name in
            guard let first = name.unicodeScalars.first, ("a"..."z").contains(first) || ("A"..."Z").contains(first)
            else { return false }
            return name.unicodeScalars.allSatisfy {
                ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
            }
        }
    }
}
