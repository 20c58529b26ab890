import ArgumentParser
import DesignTokens
import FoundationEssentials

/// Ages on the command line (`--max-age`, `--older-than`), read by DesignTokens' ``DurationText``.
enum Durations {
    /// The seconds `text` stands for; a text that is not a duration is refused in words that
    /// name `option` and show what a duration looks like.
    static func seconds(_ text: String, option: String) throws(ValidationError) -> TimeInterval {
        guard let seconds = DurationText.parse(text) else {
            throw ValidationError("\(option) must be a duration like 3600, 30m, 24h, 1h30m or 7d, got \"\(text)\".")
        }
        return seconds
    }
}
