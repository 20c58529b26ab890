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
}
