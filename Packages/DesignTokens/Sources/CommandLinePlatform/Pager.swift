#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A pager that long output on a terminal goes through, as git and gh do: a command given as
/// words (program, then arguments), started without a shell (``ChildProcess``). Which pager a
/// program runs, and when, is the program's choice; ``defaultCommand`` is `less -FRX`.
///
/// A pager that cannot start, or that ends without reading a byte (`true`, `false`), leaves the
/// output for the caller to write as it is (``show(_:environment:)`` says so); one the user
/// quits early (`q` in less) is not an error: the rest of the output is dropped.
public struct Pager: Sendable {
    /// The pager's words: program, then arguments.
    public let command: [String]

    /// A pager running `command` (program, then arguments; not empty).
    public init(command: [String]) {
        self.command = command
    }

    /// `less -FRX`: `-F` quits at once when the text fits the screen, `-R` shows colours and
    /// links, `-X` leaves the text on the screen.
    public static let defaultCommand = ["less", "-FRX"]

    /// What less and lv need to show colour when the user's pager is one of them without
    /// options, as git sets them; a value the user set in `environment` is kept.
    public static func variables(environment: [String: String]) -> [String: String] {
        var variables: [String: String] = [:]
        if environment["LESS"] == nil { variables["LESS"] = "FRX" }
        if environment["LV"] == nil { variables["LV"] = "-c" }
        return variables
    }

    /// Writes `text` through the pager, with ``variables(environment:)`` added to its
    /// environment, and waits for it to end. Returns `false` when the pager did not start, or
    /// ended without reading any of `text`: the caller then writes `text` to stdout itself.
    /// While the pager runs, SIGPIPE, SIGINT and SIGQUIT are ignored here (the user quitting the
    /// pager leaves the rest unread, and Ctrl-C in the pager is the pager's to handle).
    public func show(_ text: String, environment: [String: String]) -> Bool {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return false }
        // Neither end is inherited as it is: the pager gets the reading end as its stdin only.
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        let child: ChildProcess
        do {
            child = try ChildProcess.start(
                command, standardInput: ends[0], environment: Self.variables(environment: environment))
        } catch {
            close(ends[0])
            close(ends[1])
            return false
        }
        let previous = [SIGPIPE, SIGINT, SIGQUIT].map { ($0, signal($0, SIG_IGN)) }
        let read = PagerFeed.feed(text, writer: ends[1], reader: ends[0], child: child)
        for (number, handler) in previous { signal(number, handler) }
        return !(read == 0 && !text.isEmpty)
    }
}
