import Foundation

/// Collects values handed to a callback from any task.
final class Recorder<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Value] = []

    var values: [Value] { lock.withLock { stored } }
    func record(_ value: Value) { lock.withLock { stored.append(value) } }
    var callback: @Sendable (Value) -> Void { { [self] in record($0) } }
}
