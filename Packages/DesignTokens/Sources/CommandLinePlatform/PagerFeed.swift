import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Writes the output into the pipe a pager reads, and learns how much of it the pager read: a
/// pager that ended without reading a byte (`true`, `false`, a wrapper that failed) is then
/// known, and the caller of ``Pager`` writes the output itself.
///
/// The parent keeps its own reading end of the pipe until the pager has ended, so what is
/// still in the pipe then is what the pager never read (`FIONREAD`). Holding that end, a write
/// never fails with EPIPE when the pager goes: the writes are non-blocking, and between them
/// `poll` waits for room in the pipe or for the pager's end, which a thread waiting for the
/// pager reports on a pipe of its own.
enum PagerFeed {
    /// Writes `text` to `writer` while `child` reads from the pipe whose reading end `reader`
    /// this process keeps open, and waits for `child` to end; both ends are closed here.
    /// Returns how many bytes the child read, or `nil` when that cannot be known (no pipe for
    /// the thread: then `text` was written with blocking writes, as without a count).
    static func feed(_ text: String, writer: Int32, reader: Int32, child: ChildProcess) -> Int? {
        var ended: [Int32] = [0, 0]
        guard pipe(&ended) == 0 else {
            close(reader)
            _ = StandardStreams.write(text, to: writer)
            close(writer)
            child.wait()
            return nil
        }
        for end in ended { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        let endedWriter = ended[1]
        DispatchQueue.global().async {
            child.wait()
            var byte: UInt8 = 1
            _ = write(endedWriter, &byte, 1)
        }
        let bytes = Array(text.utf8)
        _ = fcntl(writer, F_SETFL, O_NONBLOCK)
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { write(writer, $0.baseAddress! + written, bytes.count - written) }
            if count > 0 {
                written += count
                continue
            }
            if count < 0 && errno == EINTR { continue }
            guard count < 0 && errno == EAGAIN else { break }
            var watched = [
                pollfd(fd: writer, events: Int16(POLLOUT), revents: 0),
                pollfd(fd: ended[0], events: Int16(POLLIN), revents: 0),
            ]
            var ready = poll(&watched, 2, -1)
            while ready < 0 && errno == EINTR { ready = poll(&watched, 2, -1) }
            if ready < 0 || watched[1].revents != 0 { break }
        }
        close(writer)
        var byte: UInt8 = 0
        while read(ended[0], &byte, 1) < 0 && errno == EINTR {}
        close(ended[0])
        close(ended[1])
        var unread: Int32 = 0
        let counted = ioctl(reader, UInt(FIONREAD), &unread) == 0
        close(reader)
        return counted ? written - Int(unread) : nil
    }
}
