import ArgumentParser
import Foundation

/// Ages on the command line (`--max-age`, `--older-than`): seconds, or a number followed by
/// `s`, `m`, `h` or `d`.
enum Durations {
    /// The seconds `text` stands for; a text that is not a duration is refused in words that
    /// name `option` and show what a duration looks like.
    static func seconds(_ text: String, option: String) throws(ValidationError) -> TimeInterval {
        let units: [Character: Double] = ["s": 1, "m": 60, "h": 3600, "d": 86_400]
        var number = text.trimmingCharacters(in: .whitespaces).lowercased()
        var factor = 1.0
        if let last = number.last, let unit = units[last] {
            factor = unit
            number.removeLast()
        }
        guard let value = Double(number), value >= 0, (value * factor).isFinite else {
            throw ValidationError("\(option) must be a duration like 3600, 30m, 24h or 7d, got \"\(text)\".")
        }
        return value * factor
    }

    /// `seconds` as a default is shown in the help: in whole hours when it is (`24h`), else
    /// whole minutes (`30m`), else seconds (`90s`).
    static func text(for seconds: TimeInterval) -> String {
        guard let whole = Int(exactly: seconds) else { return "\(seconds)s" }
        if whole != 0, whole % 3600 == 0 { return "\(whole / 3600)h" }
        if whole != 0, whole % 60 == 0 { return "\(whole / 60)m" }
        return "\(whole)s"
    }
}
