/// How far a multi-call fetch has come: `completed` of `total` calls are done.
public struct FetchProgress: Sendable, Hashable, CustomStringConvertible {
    /// Calls done.
    public var completed: Int
    /// Calls in all (known once the first answer of an `--all` fetch gave the total).
    public var total: Int

    public init(completed: Int, total: Int) {
        self.completed = completed
        self.total = total
    }

    /// `3/16`.
    public var description: String { "\(completed)/\(total)" }
}
