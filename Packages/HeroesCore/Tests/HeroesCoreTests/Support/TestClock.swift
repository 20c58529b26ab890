import Foundation

/// A clock that stands still until a test moves it.
final class TestClock: @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date

    /// Starts at 2026-01-01T00:00:00Z.
    init(start: Date = Date(timeIntervalSince1970: 1_767_225_600)) { current = start }

    var date: Date { lock.withLock { current } }
    var now: @Sendable () -> Date { { [self] in date } }
    func advance(by seconds: TimeInterval) { lock.withLock { current += seconds } }
}

/// Collects values handed to a callback from any task.
final class Recorder<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Value] = []

    var values: [Value] { lock.withLock { stored } }
    func record(_ value: Value) { lock.withLock { stored.append(value) } }
    var callback: @Sendable (Value) -> Void { { [self] in record($0) } }
}
