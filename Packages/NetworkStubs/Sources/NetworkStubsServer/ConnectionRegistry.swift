import NIOConcurrencyHelpers
import NIOCore

/// The open connections of a server, so that shutdown can close them all (a stalled or idle
/// keep-alive connection would otherwise stay open until the client closes it), and so that
/// no more than a set number are served at once. Connections of every event loop meet here,
/// hence the lock.
///
/// When ``maximum`` connections are open, a new one takes the place of the one that has waited
/// longest on its client (``ConnectionWait``): silent connections, idle ones or slow requests
/// cannot lock other clients out. Only when every connection is being answered is the new one
/// refused. The lock is taken when a connection opens and when it closes, never per request;
/// the search for the longest-waiting connection reads each open one's ``ConnectionWait``, and
/// only when the registry is full.
final class ConnectionRegistry: Sendable {
    /// What became of a connection offered to ``add(_:wait:)``.
    enum Admission: Equatable {
        case admitted
        /// Admitted in the place of the connection that had waited longest on its client, which
        /// is being closed. `first` is true for the first time since a connection was last
        /// admitted without one, so that a flood is logged once.
        case admittedClosingLongestWaiting(first: Bool)
        /// The server is shutting down.
        case refusedClosing
        /// ``maximum`` connections are open and all are being answered. `first` is true for the
        /// first refusal since a connection was last admitted, so that a flood is logged once.
        case refusedFull(first: Bool)
    }

    private struct Entry {
        let channel: any Channel
        let wait: ConnectionWait
    }

    private struct State {
        var open: [ObjectIdentifier: Entry] = [:]
        var closing = false
        /// Whether the last connection offered found the registry full and was admitted in
        /// another's place.
        var evicting = false
        /// Whether the last connection offered was refused because the registry was full.
        var refusing = false
    }

    /// The most connections open at once.
    let maximum: Int
    private let state = NIOLockedValueBox(State())

    /// A registry of at most `maximum` open connections.
    init(maximum: Int) {
        self.maximum = maximum
    }

    /// How many connections are open.
    var count: Int { state.withLockedValue { $0.open.count } }

    /// Records an open connection, whose ``ConnectionWait`` is `wait`, unless the server is
    /// closing, or ``maximum`` are open and none waits on its client (the caller closes a
    /// refused connection). When ``maximum`` are open, the one that has waited longest on its
    /// client is forgotten and closed in the new one's place.
    func add(_ channel: any Channel, wait: ConnectionWait) -> Admission {
        let (admission, evicted) = state.withLockedValue { state -> (Admission, (any Channel)?) in
            if state.closing { return (.refusedClosing, nil) }
            var evicted: (any Channel)?
            var admission = Admission.admitted
            if state.open.count >= maximum {
                guard maximum > 0, let longest = Self.evictLongestWaiting(in: state.open) else {
                    defer { state.refusing = true }
                    return (.refusedFull(first: !state.refusing), nil)
                }
                evicted = state.open.removeValue(forKey: longest)?.channel
                admission = .admittedClosingLongestWaiting(first: !state.evicting)
                state.evicting = true
            } else {
                state.evicting = false
            }
            state.refusing = false
            state.open[ObjectIdentifier(channel)] = Entry(channel: channel, wait: wait)
            return (admission, evicted)
        }
        evicted?.close(promise: nil)
        return admission
    }

    /// Forgets a connection that has closed.
    func remove(_ channel: any Channel) {
        _ = state.withLockedValue { $0.open.removeValue(forKey: ObjectIdentifier(channel)) }
    }

    /// Closes every open connection and every later one.
    func closeAll() {
        let channels = state.withLockedValue { state -> [any Channel] in
            state.closing = true
            return state.open.values.map(\.channel)
        }
        for channel in channels { channel.close(promise: nil) }
    }

    /// Marks evicted the connection of `open` that has waited longest on its client and returns
    /// its key; `nil` when none waits. A connection that starts answering between the search
    /// and the mark is passed over and the search made again (a few times at most: each miss
    /// is a request that arrived meanwhile).
    private static func evictLongestWaiting(in open: [ObjectIdentifier: Entry]) -> ObjectIdentifier? {
        for _ in 0..<8 {
            var longest: (key: ObjectIdentifier, wait: ConnectionWait, since: UInt64)?
            for (key, entry) in open {
                guard let since = entry.wait.waitingSince, since < longest?.since ?? .max else { continue }
                longest = (key, entry.wait, since)
            }
            guard let longest else { return nil }
            if longest.wait.evict(ifWaitingSince: longest.since) { return longest.key }
        }
        return nil
    }
}
