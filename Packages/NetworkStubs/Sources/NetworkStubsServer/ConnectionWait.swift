import NIOCore
import Synchronization

/// Whether one connection waits on its client, and since when: shared by the connection's
/// ``RequestGuard``, which marks each request's start and its response's end, and the
/// ``ConnectionRegistry``, which, when every connection is taken, closes the one that has waited
/// longest so that a new client is served rather than refused.
///
/// A connection waits on its client from its opening and from the end of each response until
/// the next request has arrived whole: silent, idle between requests, or sending a head or a
/// body. It does not wait while it is being answered (a latency or stall fault included).
///
/// One atomic word, so that marking a request costs no lock; ``evict(ifWaitingSince:)`` and
/// ``startAnswering()`` settle a race between the registry and the request: exactly one wins.
final class ConnectionWait: Sendable {
    /// The word while the connection is answered.
    private static let answering: UInt64 = 0
    /// The word once the registry has chosen to close the connection.
    private static let evicted: UInt64 = .max

    /// `answering`, `evicted`, or the uptime in nanoseconds since which the connection waits
    /// (at least 1, below `evicted`).
    private let word: Atomic<UInt64>

    /// A connection that waits on its client from `now` (it has just opened).
    init(since now: NIODeadline = .now()) {
        word = Atomic(Self.encode(now))
    }

    /// Since when the connection waits on its client, as uptime nanoseconds; `nil` while it is
    /// answered or once it is evicted.
    var waitingSince: UInt64? {
        let value = word.load(ordering: .relaxed)
        return value == Self.answering || value == Self.evicted ? nil : value
    }

    /// The response has ended: the connection waits on its client from `now`. Only called
    /// while answering, when the registry cannot evict the connection.
    func wait(since now: NIODeadline) {
        word.store(Self.encode(now), ordering: .releasing)
    }

    /// A whole request has arrived: the connection is answered from now. False when the
    /// registry evicted the connection first: it is being closed, and the request is dropped.
    func startAnswering() -> Bool {
        word.exchange(Self.answering, ordering: .acquiringAndReleasing) != Self.evicted
    }

    /// Marks the connection evicted if it still waits since `since` (read from
    /// ``waitingSince``); false when it has started answering (or waited anew) meanwhile.
    func evict(ifWaitingSince since: UInt64) -> Bool {
        word.compareExchange(expected: since, desired: Self.evicted, ordering: .acquiringAndReleasing).exchanged
    }

    private static func encode(_ instant: NIODeadline) -> UInt64 {
        min(max(1, instant.uptimeNanoseconds), evicted - 1)
    }
}
