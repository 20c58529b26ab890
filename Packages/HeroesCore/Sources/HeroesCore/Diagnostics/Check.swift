/// One line of `heroes doctor`: what was checked, whether it holds, what was found, and when it
/// does not, what to do.
public struct Check: Sendable, Hashable, Codable {
    /// Whether the check holds.
    public enum Outcome: String, Sendable, Hashable, Codable {
        /// It holds.
        case pass
        /// It does not: ``Check/fix`` says what to do.
        case fail
        /// It does not apply here (keys with the embedded catalog).
        case skip
    }

    /// What was checked, as a short label: `data source`, `base URL`, `keys`, `clock`, `cache`,
    /// `config file`.
    public var name: String
    public var outcome: Outcome
    /// What was found, in a sentence.
    public var detail: String
    /// What to do when it fails.
    public var fix: String?

    public init(_ name: String, _ outcome: Outcome, _ detail: String, fix: String? = nil) {
        self.name = name
        self.outcome = outcome
        self.detail = detail
        self.fix = fix
    }
}
