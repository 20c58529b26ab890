import ArgumentParser
import FoundationEssentials

/// Ages on the command line (`--max-age`, `--older-than`): seconds, or numbers each followed by
/// `d`, `h`, `m` or `s`, largest first as people write them (`90s`, `30m`, `1h30m`, `1d12h`).
enum Durations {
    /// The seconds `text` stands for; a text that is not a duration is refused in words that
    /// name `option` and show what a duration looks like.
    static func seconds(_ text: String, option: String) throws(ValidationError) -> TimeInterval {
        let refusal = ValidationError(
            "\(option) must be a duration like 3600, 30m, 24h, 1h30m or 7d, got \"\(text)\".")
        let units: [Character: Double] = ["d": 86_400, "h": 3600, "m": 60, "s": 1]
        let order: [Character] = ["d", "h", "m", "s"]
        let written = text.trimmingSpaces().lowercased()
        if let plain = Double(written), plain >= 0, plain.isFinite { return plain }
        var total = 0.0
        var number = ""
        var lastUnit = -1
        for character in written {
            guard let unit = units[character] else {
                number.append(character)
                continue
            }
            // Each unit once, largest first, after a number of its own (`1h30m`, not `30m1h`).
            guard let place = order.firstIndex(of: character), place > lastUnit,
                let value = Double(number), value >= 0, !number.hasPrefix("+")
            else { throw refusal }
            total += value * unit
            lastUnit = place
            number = ""
        }
        guard number.isEmpty, lastUnit >= 0, total.isFinite else { throw refusal }
        return total
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
