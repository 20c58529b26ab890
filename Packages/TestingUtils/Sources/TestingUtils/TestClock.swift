public import Foundation

/// A clock that stands still until a test moves it: pass ``now`` where code asks for the time.
public final class TestClock: @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date

    /// Creates a clock at `start` (2026-01-01T00:00:00Z by default).
    public init(start: Date = Date(timeIntervalSince1970: 1_767_225_600)) { current = start }

    /// The time it shows: its start plus every ``advance(by:)`` so far.
    public var date: Date { lock.withLock { current } }

    /// A closure giving the clock's time, to inject as `now`.
    public var now: @Sendable () -> Date { { [self] in date } }

    /// Moves the clock forward by `seconds`.
    public func advance(by seconds: TimeInterval) { lock.withLock { current += seconds } }
}
