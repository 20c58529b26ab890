import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Set by the SIGINT/SIGTERM handler; read by ``StopSignal/wait(timeout:)``.
nonisolated(unsafe) private var stopSignalReceived: Int32 = 0

/// Waits for SIGINT or SIGTERM (or a time limit) so `heroes serve` can shut down cleanly. The
/// handler only stores the signal number, which is all a signal handler may safely do.
enum StopSignal {
    static func install() {
        let handler: @convention(c) (Int32) -> Void = { number in stopSignalReceived = number }
        signal(SIGINT, handler)
        signal(SIGTERM, handler)
    }

    /// Returns the signal received, or `nil` when `timeout` seconds passed first.
    static func wait(timeout: Int?) async -> Int32? {
        let deadline = timeout.map { Date().addingTimeInterval(TimeInterval($0)) }
        while stopSignalReceived == 0 {
            if let deadline, Date() >= deadline { return nil }
            try? await Task.sleep(for: .milliseconds(50))
        }
        return stopSignalReceived
    }
}
