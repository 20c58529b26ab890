public import FoundationEssentials

/// How long ago something happened, in words: for notices such as
/// "offline: showing page 2 as cached 3 hours ago".
public enum RelativeAge {
    /// `"just now"` under a minute (and for dates in the future), then whole minutes, hours and
    /// days, rounded down: `"1 minute ago"`, `"5 minutes ago"`, `"3 hours ago"`, `"2 days ago"`.
    public static func describe(_ date: Date, relativeTo now: Date) -> String {
        describe(elapsed: now.timeIntervalSince(date))
    }

    /// The same for an elapsed number of seconds.
    public static func describe(elapsed seconds: TimeInterval) -> String {
        guard seconds.isFinite, seconds >= 60 else { return "just now" }
        let whole = Int(min(seconds, 1e15).rounded(.down))  // clamp: no overflow for absurd dates
        func ago(_ count: Int, _ unit: String) -> String {
            "\(NumberFormat.grouped(count)) \(unit)\(count == 1 ? "" : "s") ago"
        }
        if whole < 3_600 { return ago(whole / 60, "minute") }
        if whole < 86_400 { return ago(whole / 3_600, "hour") }
        return ago(whole / 86_400, "day")
    }
}
