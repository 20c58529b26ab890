import NIOConcurrencyHelpers
import NIOCore

/// The open connections of a server, so that shutdown can close them all (a stalled or idle
/// keep-alive connection would otherwise stay open until the client closes it), and so that
/// no more than a set number are served at once. Connections of every event loop meet here,
/// hence the lock.
final class ConnectionRegistry: Sendable {
    /// What became of a connection offered to ``add(_:)``.
    enum Admission: Equatable {
        case admitted
        /// The server is shutting down.
        case refusedClosing
        /// ``maximum`` connections are open. `first` is true for the first refusal
        /// since a connection was last admitted, so that a flood is logged once.
        case refusedFull(first: Bool)
    }

    private struct State {
        var open: [ObjectIdentifier: any Channel] = [:]
        var closing = false
        var refusing = false
    }

    /// The most connections open at once.
    let maximum: Int
    private let state = NIOLockedValueBox(State())

    /// A registry of at most `maximum` open connections.
    init(maximum: Int) {
        self.maximum = maximum
    }

    /// Records an open connection, unless the server is closing or already has ``maximum``
    /// open (the caller closes a refused connection).
    func add(_ channel: any Channel) -> Admission {
        state.withLockedValue { state in
            if state.closing { return .refusedClosing }
            guard state.open.count < maximum else {
                defer { state.refusing = true }
                return .refusedFull(first: !state.refusing)
            }
            state.refusing = false
            state.open[ObjectIdentifier(channel)] = channel
            return .admitted
        }
    }

    /// Forgets a connection that has closed.
    func remove(_ channel: any Channel) {
        _ = state.withLockedValue { $0.open.removeValue(forKey: ObjectIdentifier(channel)) }
    }

    /// Closes every open connection and every later one.
    func closeAll() {
        let channels = state.withLockedValue { state -> [any Channel] in
            state.closing = true
            return Array(state.open.values)
        }
        for channel in channels { channel.close(promise: nil) }
    }
}
