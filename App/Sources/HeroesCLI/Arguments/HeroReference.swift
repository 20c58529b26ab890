import ArgumentParser
import FoundationEssentials

/// What `heroes show` was given: a hero's id, or a name to look up first, as people type it
/// (``NameLookup``).
enum HeroReference: Equatable {
    /// An id, a whole number above 0.
    case id(Int)
    /// A name (trimmed), for text with a letter in it.
    case name(String)

    /// Reads the argument: digits are an id; text with a letter is a name; anything else (a
    /// sign, a decimal point, nothing at all) is refused with what was expected, naming the
    /// record as `noun` (`hero`, `comic`, …).
    init(parsing argument: String, noun: String = "hero") throws(ValidationError) {
        let text = argument.trimmingSpaces()
        guard !text.isEmpty else { throw ValidationError("the \(noun) id or name is empty.") }
        guard text.allSatisfy(\.isASCII), text.allSatisfy(\.isNumber) else {
            guard text.contains(where: \.isLetter) else {
                throw ValidationError("the \(noun) id must be a number like 1009610, got \"\(argument)\".")
            }
            self = .name(text)
            return
        }
        guard let value = Int(text), value > 0 else {
            throw ValidationError("the \(noun) id \(text) is out of range; ids are whole numbers like 1009610.")
        }
        self = .id(value)
    }
}
