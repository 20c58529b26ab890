#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The terminal's saved settings and the bytes that give it back, kept where a signal handler
/// can reach them: a handler may only read memory and call async-signal-safe functions
/// (`write`, `tcsetattr`, `sigaction`, `pthread_sigmask`, `raise`). One holder at a time
/// (``FullScreenTerminal``, ``HiddenTyping``) prepares it before changing the terminal and
/// clears it after giving the terminal back.
///
/// Every signal whose default action ends the process (`SIGINT`, `SIGTERM`, `SIGHUP`, `SIGQUIT`,
/// a crash's `SIGSEGV`, `SIGBUS`, `SIGILL`, `SIGTRAP`, `SIGABRT`, and `SIGUSR1`, `SIGALRM`,
/// `SIGXCPU` and the rest) first gives the terminal back, then takes its former course: the
/// action it had before (the default, or a crash reporter's handler) is put back and the
/// signal raised again, so the exit status and any core dump are the system's. A signal the
/// process ignores is left ignored, and one another handler already catches (a profiler's
/// `SIGPROF`) is left to it, crashes excepted.
///
/// With ``prepareSuspension(taken:entering:resumed:)``, `SIGTSTP` gives the terminal back, stops
/// the process, and when it is continued takes the terminal again and writes a byte to
/// `resumed`, as less and vim do.
enum TerminalRestoration {
    nonisolated(unsafe) static var input: Int32 = -1
    nonisolated(unsafe) static var output: Int32 = -1
    /// The settings to give back, and those to take again after a stop: storage of their own,
    /// because Swift 6.3 emits a global `termios` 57 bytes long where the type is 60, so that
    /// assigning one wrote 3 bytes past it (benchmarks/SANITIZERS.md).
    nonisolated(unsafe) static let saved = settings()
    nonisolated(unsafe) static var leaving: UnsafeMutableBufferPointer<UInt8>?
    nonisolated(unsafe) static let taken = settings()
    nonisolated(unsafe) static var entering: UnsafeMutableBufferPointer<UInt8>?
    nonisolated(unsafe) static var resumed: Int32 = -1
    /// The action each signal had before ours, by signal number (`SIGTSTP`'s too), and whether
    /// ours is installed: fixed storage, which a handler reads without retaining anything.
    nonisolated(unsafe) static let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: Int(NSIG))
    nonisolated(unsafe) static let installed: UnsafeMutablePointer<Bool> = {
        let flags = UnsafeMutablePointer<Bool>.allocate(capacity: Int(NSIG))
        flags.initialize(repeating: false, count: Int(NSIG))
        return flags
    }()

    /// Room for one `termios`, zeroed.
    private static func settings() -> UnsafeMutablePointer<termios> {
        let pointer = UnsafeMutablePointer<termios>.allocate(capacity: 1)
        pointer.initialize(to: termios())
        return pointer
    }

    /// The signals of a crash (and Ctrl-\'s SIGQUIT): a handler already installed for one (the
    /// Swift runtime's backtracer) reports it and ends the process, so ours runs first and then its.
    static let crashes: [Int32] = [SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV, SIGSYS, SIGQUIT]
    /// Every signal whose default action ends the process.
    static let ending: [Int32] =
        crashes + [
            SIGHUP, SIGINT, SIGUSR1, SIGUSR2, SIGPIPE, SIGALRM, SIGTERM, SIGSTKFLT, SIGXCPU, SIGXFSZ, SIGVTALRM,
            SIGPROF, SIGIO, SIGPWR,
        ]

    /// Keeps what gives the terminal on `input` and `output` back (`saved`, then `leavingText`
    /// written) and installs the handlers of the signals that end the process.
    static func prepare(input: Int32, output: Int32, saved: termios, leaving leavingText: String) {
        leaving = buffer(leavingText, replacing: leaving)
        self.input = input
        self.output = output
        self.saved.pointee = saved
        for number in ending where !installed[Int(number)] {
            var former = sigaction()
            guard sigaction(number, nil, &former) == 0 else { continue }
            let handler = unsafeBitCast(former.__sigaction_handler.sa_handler, to: Int.self)
            let ignored = handler == unsafeBitCast(SIG_IGN, to: Int.self)
            let isDefault = handler == unsafeBitCast(SIG_DFL, to: Int.self)
            guard !ignored, isDefault || crashes.contains(number) else { continue }
            install(number, keeping: former) { number in TerminalRestoration.ended(by: number) }
        }
    }

    /// Also handles `SIGTSTP` (see the type's description): `taken` and `enteringText` take the
    /// terminal again, and a byte written to `resumed` says it was.
    static func prepareSuspension(taken: termios, entering enteringText: String, resumed: Int32) {
        entering = buffer(enteringText, replacing: entering)
        self.taken.pointee = taken
        self.resumed = resumed
        guard !installed[Int(SIGTSTP)] else { return }
        var former = sigaction()
        sigaction(SIGTSTP, nil, &former)
        install(SIGTSTP, keeping: former) { _ in TerminalRestoration.suspended() }
    }

    /// Gives the terminal back: the bytes written, the saved settings set (async-signal-safe).
    static func giveBack() {
        if let leaving, output >= 0 { writeAll(leaving) }
        if input >= 0 { _ = tcsetattr(input, TCSANOW, saved) }
    }

    /// Puts back the actions the signals had; the prepared bytes are kept (a handler may be
    /// running).
    static func clear() {
        for number in ending + [SIGTSTP] where installed[Int(number)] {
            installed[Int(number)] = false
            sigaction(number, previous + Int(number), nil)
        }
        input = -1
        output = -1
        resumed = -1
    }

    /// A signal that ends the process: the terminal given back, then the signal's former
    /// action, which takes it when the handler returns (the signal is blocked until then).
    private static func ended(by number: Int32) {
        giveBack()
        sigaction(number, previous + Int(number), nil)
        raise(number)
    }

    /// `SIGTSTP`: the terminal given back, the process stopped by the default action, and once
    /// continued the terminal taken again (a background process is stopped by `SIGTTOU` there
    /// until it is brought to the foreground) and `resumed` told.
    private static func suspended() {
        let code = errno
        defer { errno = code }
        giveBack()
        var standard = sigaction()
        standard.__sigaction_handler.sa_handler = SIG_DFL
        var ours = sigaction()
        sigaction(SIGTSTP, &standard, &ours)
        var stop = sigset_t()
        sigemptyset(&stop)
        sigaddset(&stop, SIGTSTP)
        pthread_sigmask(SIG_UNBLOCK, &stop, nil)
        raise(SIGTSTP)
        // Continued.
        sigaction(SIGTSTP, &ours, nil)
        guard input >= 0 else { return }
        _ = tcsetattr(input, TCSANOW, taken)
        if let entering { writeAll(entering) }
        if resumed >= 0 {
            var byte: UInt8 = 1
            _ = write(resumed, &byte, 1)
        }
    }

    /// Installs `handler` for `number`, keeping `former` to put back.
    private static func install(
        _ number: Int32, keeping former: sigaction, handler: @convention(c) (Int32) -> Void
    ) {
        (previous + Int(number)).initialize(to: former)
        installed[Int(number)] = true
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handler
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_ONSTACK
        sigaction(number, &action, nil)
    }

    /// Buffers replaced by a prepare with other bytes: kept, because a handler on another thread
    /// may be writing one of them, and reachable, so that nothing is lost (a leak).
    nonisolated(unsafe) private static var replaced: [UnsafeMutableBufferPointer<UInt8>] = []

    /// `current` holding `text`'s bytes: itself when it holds them already, else a new buffer
    /// (the old one kept in ``replaced``).
    private static func buffer(
        _ text: String, replacing current: UnsafeMutableBufferPointer<UInt8>?
    ) -> UnsafeMutableBufferPointer<UInt8> {
        if let current {
            if current.elementsEqual(text.utf8) { return current }
            replaced.append(current)
        }
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: text.utf8.count)
        _ = buffer.initialize(from: text.utf8)
        return buffer
    }

    /// Writes `count` bytes from `start` to `descriptor` whole, retrying short writes and
    /// interruptions, and stops at any other failure (a terminal that is gone). Allocates
    /// nothing: a signal handler may call it.
    static func writeWhole(_ descriptor: Int32, _ start: UnsafeRawPointer, _ count: Int) {
        var offset = 0
        while offset < count {
            let written = write(descriptor, start + offset, count - offset)
            if written > 0 {
                offset += written
            } else if written < 0 && errno == EINTR {
                continue
            } else {
                return
            }
        }
    }

    private static func writeAll(_ bytes: UnsafeMutableBufferPointer<UInt8>) {
        writeWhole(output, bytes.baseAddress!, bytes.count)
    }
}
