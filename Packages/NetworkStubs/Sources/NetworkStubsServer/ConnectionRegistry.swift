import NIOConcurrencyHelpers
import NIOCore

/// The open connections of a server, so that shutdown can close them all (a stalled or idle
/// keep-alive connection would otherwise keep its task waiting for the client).
final class ConnectionRegistry: Sendable {
    private struct State {
        var open: [ObjectIdentifier: any Channel] = [:]
        var closing = false
    }

    private let state = NIOLockedValueBox(State())

    /// Records an open connection; closes it at once when the server is already closing.
    func add(_ channel: any Channel) {
        let closeNow = state.withLockedValue { state -> Bool in
            guard !state.closing else { return true }
            state.open[ObjectIdentifier(channel)] = channel
            return false
        }
        if closeNow { channel.close(promise: nil) }
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
