public import FoundationEssentials

/// A daily call budget per public key, as Marvel's terms set it (1000 calls a day by default;
/// some keys had 3000). The day is the UTC day; the budget resets at UTC midnight.
public struct RateLimit: Sendable, Hashable {
    /// Calls allowed per key per UTC day.
    public var callsPerDay: Int

    /// Creates a budget of `callsPerDay` calls per key per UTC day.
    public init(callsPerDay: Int) {
        precondition(callsPerDay >= 0, "callsPerDay must not be negative")
        self.callsPerDay = callsPerDay
    }

    /// Marvel's default budget: 1000 calls a day.
    public static let marvelDefault = RateLimit(callsPerDay: 1000)

    /// The UTC day number of `date` (days since 1970-01-01).
    static func day(of date: Date) -> Int64 {
        Int64((date.timeIntervalSince1970 / 86_400).rounded(.down))
    }

    /// Whole seconds from `date` to the next UTC midnight (at least 1).
    public static func secondsUntilNextUTCMidnight(from date: Date) -> Int {
        let nextMidnight = Double(day(of: date) + 1) * 86_400
        return max(1, Int((nextMidnight - date.timeIntervalSince1970).rounded(.up)))
    }
}
