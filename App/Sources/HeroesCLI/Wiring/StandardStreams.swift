#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Guards the three standard descriptors before anything else opens a file.
///
/// Started with stdout closed (`heroes list >&-`), the next file opened would get descriptor 1
/// (the cache database, say) and the page would be written into it. So each closed one of 0, 1
/// and 2 is taken by `/dev/null` opened read-only: the number is no longer free, and a write to
/// it still fails (`EBADF`), so ``Console/out(_:)`` reports it instead of losing the output.
enum StandardStreams {
    /// Run once, first thing in `main`.
    static func guardDescriptors() {
        for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            let opened = open("/dev/null", O_RDONLY)
            if opened >= 0, opened != descriptor {
                _ = dup2(opened, descriptor)
                close(opened)
            }
        }
        // Output written with `print` (help, usage, the version) is flushed at exit; a failure
        // there is reported like any other failed write, instead of being lost.
        atexit { StandardStreams.flushOrFail() }
    }

    /// Ends a command that succeeded: flushes what `print` buffered, then ends the process
    /// without running the libraries' exit handlers and destructors. Those (OpenSSL's and
    /// GnuTLS's clean-ups, among the 30 libraries libcurl loads) free memory the kernel takes
    /// back anyway: half a millisecond at the end of every call over the network (A/B of 300
    /// runs each, 2026-11-23: 13.10 against 12.57 ms). Everything of ours is closed by then:
    /// the cache's connection, the pager, the terminal given back.
    static func endSucceeded() -> Never {
        flushOrFail()
        _exit(0)
    }

    private static func flushOrFail() {
        guard fflush(nil) != 0 else { return }
        let message = "heroes: could not write to standard output.\n"
        _ = message.withCString { write(STDERR_FILENO, $0, strlen($0)) }
        _exit(ExitStatus.ioError.rawValue)
    }
}
