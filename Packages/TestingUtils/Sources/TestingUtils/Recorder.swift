import Synchronization

/// Collects values handed over from any task or thread, so that a test can check afterwards
/// what a callback, a `next` closure or a server handler was given, and in which order.
///
/// ```swift
/// let warnings = Recorder<String>()
/// let repository = Repository(onWarning: warnings.callback)
/// // … use it …
/// #expect(warnings.values == ["the cache is read-only"])
/// ```
public final class Recorder<Value: Sendable>: Sendable {
    private let storage = Mutex<[Value]>([])

    public init() {}

    /// Adds `value` after those recorded so far.
    public func append(_ value: Value) { storage.withLock { $0.append(value) } }

    /// Everything recorded so far, oldest first.
    public var values: [Value] { storage.withLock { $0 } }

    /// How many values were recorded so far: cheaper than `values.count`, which copies them.
    public var count: Int { storage.withLock { $0.count } }

    /// ``append(_:)`` as a closure, to pass where code takes a callback.
    public var callback: @Sendable (Value) -> Void { { [self] in append($0) } }
}
