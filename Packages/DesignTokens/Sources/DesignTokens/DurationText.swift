/// Ages for people, in seconds: read as they are typed (`90s`, `30m`, `1h30m`, `7d`) and written
/// as a default is shown (`24h`), the same in every locale.
public enum DurationText {
    /// The seconds `text` stands for: a number of seconds (`3600`, `1.5`), or numbers each
    /// followed by `d`, `h`, `m` or `s`, each unit once and largest first (`1d12h`, not `12h1d`),
    /// in any case, spaces and tabs around it ignored. `nil` for anything else, a negative or
    /// signed number, or a total that is not finite.
    public static func parse(_ text: String) -> Double? {
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
            else { return nil }
            total += value * unit
            lastUnit = place
            number = ""
        }
        guard number.isEmpty, lastUnit >= 0, total.isFinite else { return nil }
        return total
    }

    /// `seconds` as a default is shown: in whole hours when it is (`24h`), else whole minutes
    /// (`30m`), else seconds (`90s`, `1.5s`).
    public static func describe(_ seconds: Double) -> String {
        guard let whole = Int(exactly: seconds) else { return "\(seconds)s" }
        if whole != 0, whole % 3600 == 0 { return "\(whole / 3600)h" }
        if whole != 0, whole % 60 == 0 { return "\(whole / 60)m" }
        return "\(whole)s"
    }
}
