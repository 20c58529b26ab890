/// Sizes for people: `"512 B"`, `"12.5 KiB"`, `"3.0 MiB"`, `"1.2 GiB"`, in binary units
/// (1 KiB = 1,024 bytes), one decimal above bytes, the same in every locale.
public enum ByteCount {
    /// `bytes` in the largest unit it reaches; negative counts are shown as `0 B`.
    public static func describe(_ bytes: Int) -> String {
        guard bytes >= 1_024 else { return "\(max(bytes, 0)) B" }
        let units = ["KiB", "MiB", "GiB", "TiB", "PiB", "EiB"]
        var value = Double(bytes) / 1_024
        var unit = 0
        while value >= 1_024, unit < units.count - 1 {
            value /= 1_024
            unit += 1
        }
        // Tenths, rounded half up, without Foundation's locale-dependent formatting.
        let tenths = Int((value * 10).rounded())
        return "\(NumberFormat.grouped(tenths / 10)).\(tenths % 10) \(units[unit])"
    }

    /// The bytes a size names: a whole number, then nothing (bytes), `K`, `M` or `G` (or `KiB`,
    /// `MiB`, `GiB`; 1 K = 1,024 bytes), in any case, spaces and tabs around it ignored:
    /// `"1048576"`, `"512K"`, `"64m"`, `"1GiB"`. `nil` for anything else, a fraction, a sign or
    /// a size past `Int.max`.
    public static func parse(_ text: String) -> Int? {
        let factors = [
            "": 1, "k": 1 << 10, "kib": 1 << 10, "m": 1 << 20, "mib": 1 << 20, "g": 1 << 30, "gib": 1 << 30,
        ]
        let text = text.trimmingSpaces().lowercased()
        let digits = text.prefix { ("0"..."9").contains($0) }
        guard let value = Int(digits), let factor = factors[String(text.dropFirst(digits.count))],
            case (let bytes, false) = value.multipliedReportingOverflow(by: factor)
        else { return nil }
        return bytes
    }
}
