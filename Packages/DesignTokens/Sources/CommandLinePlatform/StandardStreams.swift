#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The three standard descriptors, guarded before anything else opens a file, written to
/// without traps, and flushed at the end.
///
/// Started with stdout closed (`tool >&-`), the next file opened would get descriptor 1 (a
/// cache database, say) and the output would be written into it. So each closed one of 0, 1
/// and 2 is taken by `/dev/null` opened read-only: the number is no longer free, and a write to
/// it still fails (`EBADF`), so ``write(_:to:)`` reports it instead of losing the output.
public enum StandardStreams {
    /// What ``endSucceeded()`` and the exit handler write when flushing fails, and the status
    /// they end with (set once by ``guardDescriptors(writeFailure:status:)``).
    nonisolated(unsafe) private static var failure: (message: StaticString, status: Int32) = (
        "could not write to standard output.\n", 74
    )

    /// Guards the descriptors; run once, first thing in `main`. Output written with `print`
    /// (help, usage, a version) is flushed at exit; a failure there writes `message` (one line,
    /// ending with a line break) to stderr and ends the process with `status`, instead of being
    /// lost.
    public static func guardDescriptors(writeFailure message: StaticString, status: Int32) {
        failure = (message, status)
        for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            let opened = open("/dev/null", O_RDONLY)
            if opened >= 0, opened != descriptor {
                _ = dup2(opened, descriptor)
                close(opened)
            }
        }
        atexit { StandardStreams.flushOrFail() }
    }

    /// Ends a command that succeeded: flushes what `print` buffered, then ends the process
    /// without running the libraries' exit handlers and destructors. Those (OpenSSL's and
    /// GnuTLS's clean-ups, among the 30 libraries libcurl loads) free memory the kernel takes
    /// back anyway (benchmarks/DECISIONS.md, "Ending with `_exit`"). Everything of the program's
    /// must be closed by then: a database connection, a pager, the terminal given back.
    public static func endSucceeded() -> Never {
        flushOrFail()
        _exit(0)
    }

    /// Writes all of `text` to `descriptor` (a standard stream, a pipe), again after a signal
    /// interrupts a write; the `errno` of a failure, or `nil`. A failed write never traps, so a
    /// full disk, a closed stream or a reader that went away is the caller's to report.
    public static func write(_ text: String, to descriptor: Int32) -> Int32? {
        var text = text
        return text.withUTF8 { bytes -> Int32? in
            guard let base = bytes.baseAddress else { return nil }
            var written = 0
            while written < bytes.count {
                let count = Glibc.write(descriptor, base + written, bytes.count - written)
                if count < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                written += count
            }
            return nil
        }
    }

    private static func flushOrFail() {
        guard fflush(nil) != 0 else { return }
        let failure = failure
        _ = Glibc.write(STDERR_FILENO, failure.message.utf8Start, failure.message.utf8CodeUnitCount)
        _exit(failure.status)
    }
}
