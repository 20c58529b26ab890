import ArgumentParser
import DesignTokens
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Long output on a terminal (`heroes show`, `show --comics`, `list --all`) goes through a
/// pager, as git and gh do: `HEROES_PAGER`, else `PAGER`, else `less -FRX` (`-F` quits at once
/// when the text fits the screen, `-R` shows colours and links, `-X` leaves the text on the
/// screen). Never in a pipe (stdout must be a terminal), never with `--no-pager`; a variable
/// set empty, or to `cat`, means no pager.
///
/// The command is split into words as a shell would (``ShellWords/split(_:)``) and started
/// without one. A pager that cannot start, or that ends without reading a byte (`true`,
/// `false`), leaves the output written as it is, quietly; one the user quits early (`q` in
/// less) is not an error: the rest of the output is dropped and the command ends with its own
/// status.
struct Pager {
    /// The pager's words: program, then arguments.
    let command: [String]

    /// The default, when neither variable is set.
    static let defaultCommand = ["less", "-FRX"]

    /// The pager for a terminal with `environment`, or `nil` for none. A variable that is not
    /// a command (an unclosed quote) is warned about once and means none.
    static func choose(environment: [String: String]) -> Pager? {
        for name in ["HEROES_PAGER", "PAGER"] {
            guard let value = environment[name] else { continue }
            guard let words = ShellWords.split(value) else {
                Console.err(
                    "heroes: warning: \(name) is not a command (a quote is left open); showing the output without a pager."
                )
                return nil
            }
            if words.isEmpty || words == ["cat"] { return nil }
            return Pager(command: words)
        }
        return Pager(command: defaultCommand)
    }

    /// What less and lv need to show colour when the user's pager is one of them without
    /// options, as git sets them; a value the user set is kept.
    static func variables(environment: [String: String]) -> [String: String] {
        var variables: [String: String] = [:]
        if environment["LESS"] == nil { variables["LESS"] = "FRX" }
        if environment["LV"] == nil { variables["LV"] = "-c" }
        return variables
    }

    /// Writes `text` through the pager, and waits for it to end. A pager that does not start,
    /// or ends without reading any of `text`, leaves `text` written to stdout directly.
    func show(_ text: String, environment: [String: String]) throws(ExitCode) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return try Console.out(text) }
        // Neither end is inherited as it is: the pager gets the reading end as its stdin only.
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        let child: ChildProcess
        do {
            child = try ChildProcess.start(
                command, standardInput: ends[0], environment: Self.variables(environment: environment))
        } catch {
            close(ends[0])
            close(ends[1])
            return try Console.out(text)
        }
        // The user quitting the pager leaves the rest unread (the writes stop there), and
        // Ctrl-C in the pager is the pager's to handle.
        let previous = [SIGPIPE, SIGINT, SIGQUIT].map { ($0, signal($0, SIG_IGN)) }
        let read = PagerFeed.feed(text, writer: ends[1], reader: ends[0], child: child)
        for (number, handler) in previous { signal(number, handler) }
        if read == 0 && !text.isEmpty { try Console.out(text) }
    }
}
