import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A program started for the user (a pager, a browser opener): found on `PATH`, given its
/// arguments as separate words, never through `sh -c`, so no text of the program's (or of a
/// server's) is read by a shell. It gets the default actions of SIGPIPE, SIGINT and SIGQUIT
/// whatever this process does with them, and no descriptor of this process but 0, 1 and 2:
/// every other one open (libcurl's sockets, a pipe, whatever this process inherited) is closed
/// in it.
public struct ChildProcess: Sendable {
    /// The process id.
    let pid: pid_t

    /// Why a program did not start.
    public enum Failure: Error, Equatable {
        /// No such program on `PATH` (or not executable).
        case notFound
        /// `posix_spawnp` failed for another reason: its `errno`.
        case failed(Int32)
    }

    /// Starts `arguments[0]` with `arguments`, its standard input from `standardInput` (else
    /// this process's), and `environment` added to this process's.
    public static func start(
        _ arguments: [String], standardInput: Int32? = nil, environment: [String: String] = [:]
    ) throws(Failure) -> ChildProcess {
        precondition(!arguments.isEmpty, "a program to start")
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let standardInput { posix_spawn_file_actions_adddup2(&actions, standardInput, STDIN_FILENO) }
        for descriptor in openDescriptors() where descriptor > STDERR_FILENO {
            posix_spawn_file_actions_addclose(&actions, descriptor)
        }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGPIPE, SIGINT, SIGQUIT] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        posix_spawnattr_setsigmask(&attributes, &unblocked)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        var variables = ProcessInfo.processInfo.environment
        variables.merge(environment) { $1 }
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        var pid: pid_t = 0
        let status = posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, envp)
        switch status {
        case 0: return ChildProcess(pid: pid)
        case ENOENT, EACCES, ENOTDIR: throw .notFound
        default: throw .failed(status)
        }
    }

    /// The descriptors open in this process, as `/proc/self/fd` lists them (one listed as it
    /// closes, such as the listing's own, is ignored by the close action: glibc skips a
    /// descriptor that is not open).
    private static func openDescriptors() -> [Int32] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        return names.compactMap { Int32($0) }
    }

    /// Waits for the process to end; its exit status, or 128 + the signal that ended it.
    @discardableResult
    public func wait() -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 {
            guard errno == EINTR else { return -1 }
        }
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }
}
