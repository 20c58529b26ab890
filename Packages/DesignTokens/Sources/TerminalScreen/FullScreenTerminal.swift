#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Dispatch
public import DesignTokens

/// The terminal taken over by a full-screen app, and always given back.
///
/// ``open(input:output:)`` saves the terminal's settings, puts it in raw mode (no echo, no line
/// editing, no signal keys: Ctrl-C arrives as ``Key/interrupt``), switches to the alternate
/// screen, hides the cursor and asks for mouse-wheel reports. ``restore()`` undoes all of it, and
/// so does every signal that ends the process (SIGINT, SIGTERM, SIGHUP, a crash's SIGSEGV or
/// SIGABRT, SIGUSR1, …), from a handler that writes the prepared bytes and resets the settings
/// (both async-signal-safe) before the signal takes its former course, so the shell sees the
/// usual status (130, 143, 129, 139, …); see ``TerminalRestoration``.
///
/// Job control works as in less and vim: Ctrl-Z (a byte in raw mode) or a SIGTSTP from outside
/// gives the terminal back and stops the process; once it is continued in the foreground the
/// terminal is taken again and ``TerminalEvent/resumed(_:)`` asks for the screen to be drawn whole.
///
/// ```swift
/// let terminal = try FullScreenTerminal.open()
/// defer { terminal.restore() }
/// for await event in terminal.events { … terminal.write(frame.update(from: shown)) … }
/// ```
public final class FullScreenTerminal: @unchecked Sendable {
    /// Why the terminal could not be taken over.
    public enum Failure: Error, Sendable, Hashable, CustomStringConvertible {
        /// Standard input or output is not a terminal.
        case notATerminal
        /// `tcgetattr`/`tcsetattr` failed with `errno`.
        case settings(errno: Int32)

        public var description: String {
            switch self {
            case .notATerminal: "standard input and output must be a terminal"
            case .settings(let code): "the terminal's settings could not be changed (errno \(code))"
            }
        }
    }

    /// Alternate screen, cursor hidden, wheel reported as SGR mouse events (modes 1000 and 1006).
    static let enterSequence = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1000h\u{1B}[?1006h"
    /// Mouse reports off, attributes reset, cursor shown, main screen back.
    static let leaveSequence = "\u{1B}[?1006l\u{1B}[?1000l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"

    private let input: Int32
    private let output: Int32
    private let lock = DispatchQueue(label: "heroes.terminal.restore")
    private var restored = false
    private var sources: [any DispatchSourceProtocol] = []

    /// Keys, resizes and the end of input, in order, from the moment the terminal is opened.
    public let events: AsyncStream<TerminalEvent>
    private let continuation: AsyncStream<TerminalEvent>.Continuation

    /// The window's size now (80×24 when the kernel reports none).
    public var size: TerminalSize { TerminalSize.of(fileDescriptor: output) ?? TerminalSize(columns: 80, lines: 24) }

    private init(input: Int32, output: Int32) {
        self.input = input
        self.output = output
        (events, continuation) = AsyncStream.makeStream(of: TerminalEvent.self, bufferingPolicy: .unbounded)
    }

    /// Takes over the terminal on `input` and `output` (see the type's description).
    public static func open(input: Int32 = 0, output: Int32 = 1) throws(Failure)
        -> FullScreenTerminal
    {
        guard isatty(input) == 1, isatty(output) == 1 else { throw .notATerminal }
        var saved = termios()
        guard tcgetattr(input, &saved) == 0 else { throw .settings(errno: errno) }
        var raw = saved
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        raw.c_cflag |= tcflag_t(CS8)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        TerminalRestoration.prepare(input: input, output: output, saved: saved, leaving: leaveSequence)
        if let resumption {
            TerminalRestoration.prepareSuspension(taken: raw, entering: enterSequence, resumed: resumption.write)
        }
        guard tcsetattr(input, TCSANOW, &raw) == 0 else {
            let code = errno
            TerminalRestoration.clear()
            throw .settings(errno: code)
        }
        let terminal = FullScreenTerminal(input: input, output: output)
        terminal.write(enterSequence)
        terminal.startSources()
        return terminal
    }

    /// Writes `text` whole (retrying short writes and interruptions); a terminal that is gone
    /// is not an error here: the input's end reports it.
    public func write(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            guard let start = bytes.baseAddress else { return }
            TerminalRestoration.writeWhole(output, start, bytes.count)
        }
    }

    /// Gives the terminal back as it was: mouse reports off, cursor shown, main screen, the
    /// saved settings. Safe to call more than once; only the first call acts.
    public func restore() {
        let first = lock.sync {
            defer { restored = true }
            return !restored
        }
        guard first else { return }
        for source in sources { source.cancel() }
        TerminalRestoration.giveBack()
        TerminalRestoration.clear()
        continuation.finish()
    }

    /// The pipe on which the `SIGTSTP` handler says the terminal was taken again after a stop:
    /// made once a process and never closed (a handler may still write to it), close-on-exec
    /// so no program started later inherits it; `nil` when no pipe could be made (then a
    /// SIGTSTP stops the process with the terminal as it is).
    private static let resumption: (read: Int32, write: Int32)? = {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, O_NONBLOCK)
        }
        return (ends[0], ends[1])
    }()

    private func startSources() {
        let queue = DispatchQueue(label: "heroes.terminal.input")
        var decoder = KeyDecoder()
        let read = DispatchSource.makeReadSource(fileDescriptor: input, queue: queue)
        read.setEventHandler { [input, continuation] in
            var buffer = [UInt8](repeating: 0, count: 1_024)
            let count = Glibc.read(input, &buffer, buffer.count)
            if count > 0 {
                var keys = decoder.decode(Array(buffer[0..<count]))
                if keys.contains(.suspend) {
                    // Stopped as the terminal's Ctrl-Z would: the handler gives the terminal back first.
                    keys.removeAll { $0 == .suspend }
                    kill(getpid(), SIGTSTP)
                }
                if !keys.isEmpty { continuation.yield(.keys(keys)) }
            } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                read.cancel()
                continuation.yield(.inputClosed)
            }
        }
        signal(SIGWINCH, SIG_IGN)
        let resize = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: queue)
        resize.setEventHandler { [weak self, continuation] in
            guard let self else { return }
            continuation.yield(.resized(self.size))
        }
        sources = [read, resize]
        if let resumption = Self.resumption {
            let resumed = DispatchSource.makeReadSource(fileDescriptor: resumption.read, queue: queue)
            resumed.setEventHandler { [weak self, continuation] in
                var bytes = [UInt8](repeating: 0, count: 64)
                while Glibc.read(resumption.read, &bytes, bytes.count) > 0 {}
                guard let self else { return }
                continuation.yield(.resumed(self.size))
            }
            sources.append(resumed)
        }
        for source in sources { source.resume() }
    }
}
