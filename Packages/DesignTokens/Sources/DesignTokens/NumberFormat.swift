/// Numbers for people, the same in every locale.
public enum NumberFormat {
    /// `value` with a comma between groups of three digits: `1564` → `"1,564"`,
    /// `-1234567` → `"-1,234,567"`.
    public static func grouped(_ value: Int, separator: String = ",") -> String {
        let digits = String(value.magnitude)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { result += separator }
            result.append(digit)
        }
        return value < 0 ? "-" + result : result
    }

    /// A count with its noun, grouped, the noun singular for exactly one: `count(1, "hero", "heroes")`
    /// → `"1 hero"`, `count(1485, "hero", "heroes")` → `"1,485 heroes"`, `count(0, …)` → `"0 heroes"`.
    /// Every count with a noun that heroes prints is written by this one function.
    public static func count(_ value: Int, _ one: String, _ many: String) -> String {
        "\(grouped(value)) \(value == 1 ? one : many)"
    }
}
