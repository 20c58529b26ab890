import FoundationEssentials
import NIOConcurrencyHelpers
import NetworkClient
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The write end of the process's signal self-pipe (statically initialised, so reading it from
/// the signal handler is async-signal-safe).
nonisolated(unsafe) private var signalPipeWriteEnd: Int32 = -1

/// The signal handler: writes the signal's number as one byte to the self-pipe, which is all an
/// async-signal-safe handler may do. It keeps the interrupted thread's `errno` (which `write`
/// may change), and never blocks: the write end is non-blocking, so a full pipe drops the byte
/// (the reader has plenty to wake for then).
private let signalHandler: @convention(c) (Int32) -> Void = { number in
    let savedErrno = errno
    var byte = UInt8(truncatingIfNeeded: number)
    _ = write(signalPipeWriteEnd, &byte, 1)
    errno = savedErrno
}

/// Waits for process signals. A `sigaction` handler writes to a self-pipe that one reader
/// thread per process hands to the watchers (Dispatch signal sources miss signals on Linux once
/// the signals are ignored, and blocking them in every thread is out of a library's reach).
///
/// While any watcher watches a signal, the signal's previous action is replaced; it is restored
/// when the last watcher of that signal stops. Watchers may overlap.
final class SignalWatcher: Sendable {
    private let id: UInt64
    private let signals: Set<Int32>

    /// Starts watching `signals`: a signal that arrives from now on is kept for ``next()``.
    init(signals: [Int32]) {
        self.signals = Set(signals)
        self.id = SignalHub.shared.register(self.signals)
    }

    /// The next signal received, or `nil` once stopped or woken.
    func next() async -> Int32? {
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                SignalHub.shared.wait(id: id, continuation: continuation)
            }
        } onCancel: {
            SignalHub.shared.wake(id: id)
        }
    }

    /// Ends a pending (or the next) ``next()`` with `nil`.
    func wake() {
        SignalHub.shared.wake(id: id)
    }

    /// Stops watching: restores the signals' previous actions when no other watcher needs them
    /// and ends a pending ``next()``.
    func stop() {
        SignalHub.shared.unregister(id: id)
    }
}

/// The process-wide half of ``SignalWatcher``: handlers, self-pipe and reader thread.
private final class SignalHub: Sendable {
    static let shared = SignalHub()

    private struct Watcher {
        let signals: Set<Int32>
        var pending: Int32?
        var woken = false
        var continuation: CheckedContinuation<Int32?, Never>?
    }

    private struct State {
        var watchers: [UInt64: Watcher] = [:]
        var installed: [Int32: (count: Int, previous: sigaction)] = [:]
        var nextID: UInt64 = 0
    }

    private let state = NIOLockedValueBox(State())
    private let readEnd: Int32

    private init() {
        var ends: [Int32] = [0, 0]
        _ = pipe(&ends)
        // Close-on-exec, so that a child process does not inherit the pipe.
        for end in ends { _ = fcntl(end, F_SETFD, fcntl(end, F_GETFD) | FD_CLOEXEC) }
        _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK)
        readEnd = ends[0]
        signalPipeWriteEnd = ends[1]
        DetachedThread.start(name: "heroes-signals") { [readEnd] in
            var byte: UInt8 = 0
            while true {
                let count = read(readEnd, &byte, 1)
                if count == 1 {
                    SignalHub.shared.deliver(Int32(byte))
                } else if count < 0 && errno == EINTR {
                    continue
                } else {
                    return
                }
            }
        }
    }

    func register(_ signals: Set<Int32>) -> UInt64 {
        state.withLockedValue { state in
            state.nextID += 1
            state.watchers[state.nextID] = Watcher(signals: signals)
            for number in signals {
                if let entry = state.installed[number] {
                    state.installed[number] = (entry.count + 1, entry.previous)
                    continue
                }
                var action = sigaction()
                #if canImport(Glibc)
                action.__sigaction_handler.sa_handler = signalHandler
                #else
                action.__sigaction_u.__sa_handler = signalHandler
                #endif
                sigemptyset(&action.sa_mask)
                action.sa_flags = SA_RESTART
                var previous = sigaction()
                sigaction(number, &action, &previous)
                state.installed[number] = (1, previous)
            }
            return state.nextID
        }
    }

    func unregister(id: UInt64) {
        let continuation = state.withLockedValue { state -> CheckedContinuation<Int32?, Never>? in
            guard let watcher = state.watchers.removeValue(forKey: id) else { return nil }
            for number in watcher.signals {
                guard let entry = state.installed[number] else { continue }
                if entry.count > 1 {
                    state.installed[number] = (entry.count - 1, entry.previous)
                } else {
                    var previous = entry.previous
                    sigaction(number, &previous, nil)
                    state.installed[number] = nil
                }
            }
            return watcher.continuation
        }
        continuation?.resume(returning: nil)
    }

    func wait(id: UInt64, continuation: CheckedContinuation<Int32?, Never>) {
        let immediate = state.withLockedValue { state -> Int32?? in
            guard var watcher = state.watchers[id] else { return .some(nil) }
            if let pending = watcher.pending {
                watcher.pending = nil
                state.watchers[id] = watcher
                return .some(pending)
            }
            if watcher.woken { return .some(nil) }
            watcher.continuation = continuation
            state.watchers[id] = watcher
            return .none
        }
        if case .some(let value) = immediate { continuation.resume(returning: value) }
    }

    func wake(id: UInt64) {
        let continuation = state.withLockedValue { state -> CheckedContinuation<Int32?, Never>? in
            guard var watcher = state.watchers[id] else { return nil }
            watcher.woken = true
            let continuation = watcher.continuation
            watcher.continuation = nil
            state.watchers[id] = watcher
            return continuation
        }
        continuation?.resume(returning: nil)
    }

    private func deliver(_ number: Int32) {
        let continuations = state.withLockedValue { state -> [(CheckedContinuation<Int32?, Never>)] in
            var resumed: [CheckedContinuation<Int32?, Never>] = []
            for (id, var watcher) in state.watchers where watcher.signals.contains(number) {
                if let continuation = watcher.continuation {
                    watcher.continuation = nil
                    resumed.append(continuation)
                } else {
                    watcher.pending = number
                }
                state.watchers[id] = watcher
            }
            return resumed
        }
        for continuation in continuations { continuation.resume(returning: number) }
    }
}
