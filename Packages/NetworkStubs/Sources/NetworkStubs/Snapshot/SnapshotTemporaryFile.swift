import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The temporary file of the catalog being written, removed when a signal ends the process
/// during the write (Ctrl-C, `kill`, a closed terminal), so that no file of tens of MB is
/// left behind for the next run to sweep.
///
/// Only the signals whose action is the default one, which ends the process, are taken over,
/// and only while the file is written: the handler removes the file, puts the default action
/// back and raises the signal again, so the process ends as it would have. A signal that is
/// ignored (`nohup`) or has a handler of its own is left alone. One file at a time is watched
/// in a process; a second write at once is not (a process that dies leaves it for the sweep,
/// ``SnapshotFiles``). A handler may only read memory and call async-signal-safe functions
/// (`unlinkat`, `sigaction`, `raise`), so the file is kept as a folder descriptor and a C
/// string prepared beforehand.
enum SnapshotTemporaryFile {
    /// The signals that end a process whose writing should not leave a file behind.
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    /// The file being watched: a folder descriptor (an `Int32`), then the file's name ending in
    /// a NUL; `nil` when none. The handler takes it (`exchange`), so it is removed once.
    nonisolated(unsafe) private static let watched = Atomic<UnsafeMutableRawPointer?>(nil)
    /// The action each of ``signals`` had before, by index: put back by the handler and by ``stopWatching(_:)``.
    nonisolated(unsafe) private static let previousActions = UnsafeMutablePointer<sigaction>.allocate(capacity: 4)
    /// Which of ``signals`` (bit by index) the watching process took over.
    private static let takenOver = Atomic<Int>(0)

    /// What ``watch(_:in:)`` gives back, to hand to ``stopWatching(_:)``.
    struct Watch {
        fileprivate let file: UnsafeMutableRawPointer
    }

    /// Starts watching `name` in the folder open at `folder`; `nil` when another file of this
    /// process is watched already.
    static func watch(_ name: String, in folder: Int32) -> Watch? {
        let bytes = Array(name.utf8)
        let file = UnsafeMutableRawPointer.allocate(byteCount: 4 + bytes.count + 1, alignment: 4)
        file.storeBytes(of: folder, as: Int32.self)
        bytes.withUnsafeBytes { (file + 4).copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
        file.storeBytes(of: 0, toByteOffset: 4 + bytes.count, as: UInt8.self)
        guard watched.compareExchange(expected: nil, desired: file, ordering: .acquiringAndReleasing).exchanged else {
            file.deallocate()
            return nil
        }
        var handler = sigaction()
        handler.__sigaction_handler.sa_handler = removeAndRaise
        sigemptyset(&handler.sa_mask)
        var taken = 0
        for (index, number) in signals.enumerated() {
            var current = sigaction()
            guard sigaction(number, nil, &current) == 0, current.sa_flags & SA_SIGINFO == 0,
                current.__sigaction_handler.sa_handler == nil  // SIG_DFL
            else { continue }
            previousActions[index] = current
            if sigaction(number, &handler, nil) == 0 { taken |= 1 << index }
        }
        takenOver.store(taken, ordering: .releasing)
        return Watch(file: file)
    }

    /// Stops watching: the signals taken over get their default action back.
    static func stopWatching(_ watch: Watch) {
        let taken = takenOver.exchange(0, ordering: .acquiringAndReleasing)
        let ours = unsafeBitCast(removeAndRaise, to: UnsafeRawPointer.self)
        for (index, number) in signals.enumerated() where taken & (1 << index) != 0 {
            // Only while it is still this handler: one set meanwhile by someone else stays.
            var current = sigaction()
            guard sigaction(number, nil, &current) == 0,
                current.__sigaction_handler.sa_handler.map({ unsafeBitCast($0, to: UnsafeRawPointer.self) }) == ours
            else { continue }
            _ = sigaction(number, previousActions + index, nil)
        }
        // Taken by a handler meanwhile: it may still be reading it, so it is left allocated.
        if watched.compareExchange(expected: watch.file, desired: nil, ordering: .acquiringAndReleasing).exchanged {
            watch.file.deallocate()
        }
    }

    /// The handler: removes the watched file, puts the signal's default action back and raises it again.
    private static let removeAndRaise: @convention(c) (Int32) -> Void = { number in
        if let file = SnapshotTemporaryFile.watched.exchange(nil, ordering: .acquiringAndReleasing) {
            _ = unlinkat(file.load(as: Int32.self), (file + 4).assumingMemoryBound(to: CChar.self), 0)
        }
        let index: Int =
            switch number {
            case SIGINT: 0
            case SIGTERM: 1
            case SIGHUP: 2
            default: 3
            }
        _ = sigaction(number, SnapshotTemporaryFile.previousActions + index, nil)
        _ = raise(number)
    }
}
