import Foundation

/// A value made on first use, once, whichever thread asks first; later reads wait for it and
/// share it. (A `static let` does the same for globals; this does it for a stored property.)
/// It locks with `NSLock`, which ThreadSanitizer sees on Linux.
final class Lazy<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var made: Value?
    private var make: (@Sendable () -> Value)?

    /// A value that `make` will make when first read.
    init(_ make: @escaping @Sendable () -> Value) {
        self.make = make
    }

    /// The value, made now if it is the first read.
    var value: Value {
        lock.withLock {
            if let made { return made }
            let value = make!()
            made = value
            make = nil
            return value
        }
    }
}
